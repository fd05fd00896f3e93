import Testing
@testable import Typesetting

/// The typesetter with the real Inter: widths against HarfBuzz called directly plus SF's
/// tracking as Apple's table gives it and `InterCalibration`'s per-character corrections and
/// offsets, heights against SF's metrics by hand.
@Suite struct TypesetterTests {

    func system(_ text: String, _ size: Double, _ weight: FontWeight = .regular, lines: Int = 1,
                mode: LineBreakMode = .truncatingTail, width: Double? = nil) -> TextRequest {
        TextRequest(text: text, font: .system(size: size, weight: weight, italic: false),
                    numberOfLines: lines, lineBreakMode: mode, width: width)
    }

    @Test func helloIsHarfBuzzAdvancesPlusTrackingRoundedUp() throws {
        let typesetter = try #require(TestFonts.shared)
        // SF Pro at 17 pt: −26/1000 em, so −0.442 pt after each of the 5 letters; at 17 pt
        // the variable SF's letters are still all Text letters.
        let tracking = 17 * -26.0 / 1000
        let expected = TestFonts.roundedUp(try #require(StandInExpectation.textLetters("Hello", 17)) + 5 * tracking)
        let measured = typesetter.measure(system("Hello", 17))
        #expect(measured.width == expected)
        // One line: 17 × 1.1933 = 20.2861, at scale 2 up to 20.5.
        #expect(measured.height == 20.5)
        #expect(measured.lines == 1)
        #expect(!measured.truncated)
        #expect(abs(measured.firstBaseline - 17 * 0.95117) < 1e-9)
        #expect(measured.lastBaseline == measured.firstBaseline)
    }

    @Test func aCombiningMarkIsTrackedOnceWithItsBase() throws {
        let typesetter = try #require(TestFonts.shared)
        // "е" + U+0301 is one grapheme cluster: one tracking, not two (Cyrillic: no character
        // of it is in the published table).
        let text = "Каф" + "е\u{301}"
        #expect(text.count == 4)
        let expected = TestFonts.roundedUp(try #require(StandInExpectation.textLetters(text, 17)) + 4 * (17 * -26.0 / 1000))
        #expect(typesetter.measure(system(text, 17)).width == expected)
    }

    @Test func boldIsWiderThanRegular() throws {
        let typesetter = try #require(TestFonts.shared)
        let regular = typesetter.measure(system("Hello, world", 17))
        let bold = typesetter.measure(system("Hello, world", 17, .bold))
        #expect(bold.width > regular.width)
        #expect(bold.height == regular.height)
    }

    @Test func semiboldAddsItsOffsetPerCharacter() throws {
        let typesetter = try #require(TestFonts.shared)
        let semibold = try #require(StandInExpectation.textLetters("Hello", 17, .semibold))
        #expect(typesetter.measure(system("Hello", 17, .semibold)).width == TestFonts.roundedUp(semibold + 5 * (17 * -26.0 / 1000)))
        #expect(typesetter.fonts.contains { $0.postScriptName == "Inter-Regular" && $0.isSystemFont })
    }

    @Test func textStylesAreSizedByTheContentSizeCategory() throws {
        let typesetter = try #require(TestFonts.shared)
        let sizes: [(ContentSizeCategory, Double)] = [(.large, 17), (.extraSmall, 14), (.extraExtraExtraLarge, 23),
                                                      (.accessibilityExtraExtraExtraLarge, 53)]
        for (category, size) in sizes {
            let body = TextRequest(text: "Body text", font: .textStyle(.body), contentSize: category)
            #expect(typesetter.measure(body) == typesetter.measure(system("Body text", size)), "\(category)")
        }
        // AX5 body: one line of 53 × 1.1933 = 63.2449 pt, at scale 2 up to 63.5.
        let ax5 = TextRequest(text: "Body", font: .textStyle(.body), contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(typesetter.measure(ax5).height == 63.5)
        // Headline is body's size at semibold.
        let headline = TextRequest(text: "Headline", font: .textStyle(.headline))
        #expect(typesetter.measure(headline) == typesetter.measure(system("Headline", 17, .semibold)))
        // Large title at Large is 34 pt, a Display size.
        let title = TextRequest(text: "Title", font: .textStyle(.largeTitle))
        #expect(typesetter.measure(title) == typesetter.measure(system("Title", 34)))
    }

    @Test func aMissingNamedFontIsTheSystemFontAndSaysSo() throws {
        let typesetter = try #require(TestFonts.shared)
        let named = typesetter.measure(TextRequest(text: "Hello", font: .named("NoSuchFont-Regular", size: 17)))
        let regular = typesetter.measure(system("Hello", 17))
        #expect(named.substitutedFont == "NoSuchFont-Regular")
        #expect(named.width == regular.width)
        #expect(named.height == regular.height)
        #expect(regular.substitutedFont == nil)
    }

    @Test func wrappingAtAWidthGivesLinesAndHeight() throws {
        let typesetter = try #require(TestFonts.shared)
        let hello = typesetter.measure(system("Hello", 17))
        let world = typesetter.measure(system("world", 17))
        let oneLine = typesetter.measure(system("Hello world", 17))
        // Wider than "Hello", narrower than "Hello world": the space hangs, "world" wraps.
        let width = hello.width + 5
        #expect(width < oneLine.width)
        let wrapped = typesetter.measure(system("Hello world", 17, lines: 0, mode: .wordWrapping, width: width))
        #expect(wrapped.lines == 2)
        #expect(!wrapped.truncated)
        #expect(wrapped.width == max(hello.width, world.width))
        // Two lines: 2 × 20.2861 = 40.5722, at scale 2 up to 41. The last baseline is one
        // line height below the first: 20.2861 + 16.16989.
        #expect(wrapped.height == 41)
        #expect(abs(wrapped.lastBaseline - (20.2861 + 16.16989)) < 1e-9)
        // The same text capped at one line is cut, and then as wide as the request at most.
        let cut = typesetter.measure(system("Hello world", 17, lines: 1, width: width))
        #expect(cut.truncated)
        #expect(cut.lines == 1)
        #expect(cut.width <= width)
        let clipped = typesetter.measure(system("Hello world", 17, lines: 1, mode: .clipping, width: width))
        #expect(clipped.width == TestFonts.roundedUp(width))
        // Without a width nothing wraps, and nothing is cut.
        let unbounded = typesetter.measure(system("Hello world", 17, lines: 0, mode: .wordWrapping))
        #expect(unbounded.lines == 1)
        #expect(unbounded.width == oneLine.width)
    }

    @Test func newlinesStartLinesUnlessTheTextIsOneLine() throws {
        let typesetter = try #require(TestFonts.shared)
        let twoLines = typesetter.measure(system("Hello\nworld", 17, lines: 0))
        #expect(twoLines.lines == 2)
        #expect(twoLines.height == 41)
        // One line reads the newline as a space.
        #expect(typesetter.measure(system("Hello\nworld", 17)) == typesetter.measure(system("Hello world", 17)))
    }

    @Test func emptyTextMeasuresNothing() throws {
        let typesetter = try #require(TestFonts.shared)
        let empty = typesetter.measure(system("", 17, lines: 0))
        #expect(empty == TextMeasurement(width: 0, height: 0, lines: 0, truncated: false, firstBaseline: 0, lastBaseline: 0))
    }

    @Test func measuringIsDeterministicAndTheCacheAgrees() throws {
        let typesetter = try #require(TestFonts.shared)
        let request = system("Déjà vu — naïve café", 15, lines: 0, mode: .wordWrapping, width: 80)
        let first = typesetter.measure(request)
        #expect(typesetter.measure(request) == first)
        #expect(typesetter.measureUncached(request) == first)
        let fresh = try Typesetter()
        #expect(fresh.measure(request) == first)
        #expect(fresh.cachedCount == 1)
        _ = fresh.measure(request)
        #expect(fresh.cachedCount == 1)
    }

    @Test func threadsShareOneTypesetter() async throws {
        let typesetter = try Typesetter()
        let requests = (0..<200).map { system("Label \($0 % 20) of a screen", 13 + Double($0 % 9), lines: 0, mode: .wordWrapping, width: 90) }
        let reference = try Typesetter()
        let serial: [TextMeasurement?] = requests.map { reference.measureUncached($0) }
        let concurrent = await withTaskGroup(of: (Int, TextMeasurement).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask { (index, typesetter.measure(request)) }
            }
            var results = [TextMeasurement?](repeating: nil, count: requests.count)
            for await (index, measured) in group { results[index] = measured }
            return results
        }
        #expect(concurrent == serial)
    }

    @Test func theCacheStartsOverWhenFull() throws {
        let typesetter = try Typesetter()
        for index in 0..<Typesetter.cacheCapacity {
            _ = typesetter.measure(system("a", 17, width: 1000 + Double(index)))
        }
        #expect(typesetter.cachedCount == Typesetter.cacheCapacity)
        _ = typesetter.measure(system("b", 17))
        #expect(typesetter.cachedCount == 1)
    }
}
