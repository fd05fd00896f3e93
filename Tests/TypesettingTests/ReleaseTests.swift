import Testing
@testable import Typesetting

/// San Francisco by iOS release (docs/text.md#releases): the two generations' tracking tables,
/// where letters stand between Text and Display, the published Display widths, and the
/// typesetter putting them together, every expectation worked out from those parts.
@Suite struct ReleaseTests {
    @Test func releasesAreSpelledAsIOSAndTheirNumber() {
        #expect(TextRelease(name: "iOS 17") == .iOS17)
        #expect(TextRelease(name: "iOS 26") == .iOS26)
        #expect(TextRelease.allCases.allSatisfy { TextRelease(name: $0.name) == $0 })
        for wrong in ["iOS17", "ios 17", "iOS 19", "iOS 017", "iOS 17.0", "iOS ", "17", ""] {
            #expect(TextRelease(name: wrong) == nil, "\(wrong)")
        }
        #expect(TextRelease.newest == .iOS26)
        // iOS 14 brought the variable SF Pro (WWDC 2020); before it, SF Pro Text and Display.
        #expect(TextRelease.allCases.filter { $0.generation == .staticFaces } == [.iOS10, .iOS11, .iOS12, .iOS13])
    }

    @Test func staticTablesDifferFromTodaysFrom17Points() {
        // SF Pro Text until iOS 13: 17 pt −24, 18 pt −25, 19 pt −26; today −26, −25, −24.
        #expect(Tracking.table(size: 17, generation: .staticFaces) == -24)
        #expect(Tracking.table(size: 19, generation: .staticFaces) == -26)
        #expect(Tracking.table(size: 17, generation: .variable) == -26)
        // Below 17 pt the tables agree (13 pt −6).
        #expect(Tracking.table(size: 13, generation: .staticFaces) == Tracking.table(size: 13, generation: .variable))
        // SF Pro Display: the quoted rows 20 pt +19 and 22 pt +16, 21 pt halfway: +17.5;
        // 31 pt a third of the way from 28's +13 to 34's +11: 13 − 2 × 3/6 = +12; 80 pt 0.
        #expect(Tracking.table(size: 20, generation: .staticFaces) == 19)
        #expect(Tracking.table(size: 21, generation: .staticFaces) == 17.5)
        #expect(abs(Tracking.table(size: 31, generation: .staticFaces) - 12) < 1e-12)
        #expect(Tracking.table(size: 80, generation: .staticFaces) == 0)
        #expect(Tracking.table(size: 120, generation: .staticFaces) == 0)
    }

    @Test func lettersMoveFromTextToDisplayBetween17And28Points() {
        // Variable SF: a straight line from 17 pt (Text) to 28 pt (Display). Evidence: labels of
        // the development half in files of Xcode 12 and later put their letters 0.23–0.34 of
        // the way at 20 pt (straight line: 3/11 = 0.27), 0.40–0.51 at 21 pt (0.36), about 1 at
        // 28 and 50 pt.
        #expect(OpticalSize.displayShare(size: 17, generation: .variable) == 0)
        #expect(OpticalSize.displayShare(size: 12, generation: .variable) == 0)
        #expect(OpticalSize.displayShare(size: 22.5, generation: .variable) == 0.5)
        #expect(OpticalSize.displayShare(size: 28, generation: .variable) == 1)
        #expect(OpticalSize.displayShare(size: 96, generation: .variable) == 1)
        #expect(OpticalSize.displayShare(size: .nan, generation: .variable) == 0)
        // Static faces: SF Pro Text below 20 pt, SF Pro Display from 20 pt.
        #expect(OpticalSize.displayShare(size: 19.9, generation: .staticFaces) == 0)
        #expect(OpticalSize.displayShare(size: 20, generation: .staticFaces) == 1)
    }

    @Test func displayWidthsReadAlongTheWeight() throws {
        // The table: "a" 50 regular, 55 bold; "H" 70 and 73; the space 21 and 20.
        #expect(SFDisplayWidths.em("a", weightPosition: 0) == 0.5)
        #expect(SFDisplayWidths.em("a", weightPosition: 1) == 0.55)
        #expect(SFDisplayWidths.em("H", weightPosition: 0) == 0.7)
        #expect(SFDisplayWidths.em(" ", weightPosition: 1) == 0.2)
        // Semibold (600) is two thirds of the way: 50 + 5 × 2/3 = 53.33…; light (300) a third
        // of the way back past regular: 50 − 5/3 = 48.33….
        let semibold = Double(FontWeight.semibold.value - 400) / 300
        #expect(abs(try #require(SFDisplayWidths.em("a", weightPosition: semibold)) - 0.5333333333333333) < 1e-12)
        #expect(abs(try #require(SFDisplayWidths.em("a", weightPosition: -1.0 / 3)) - 0.48333333333333334) < 1e-12)
        // Only printable ASCII is in the table.
        #expect(SFDisplayWidths.em("é", weightPosition: 0) == nil)
        #expect(SFDisplayWidths.em("\n", weightPosition: 0) == nil)
        #expect(SFDisplayWidths.em("\u{7F}", weightPosition: 0) == nil)
        #expect(SFDisplayWidths.regular.count == 95 && SFDisplayWidths.bold.count == 95)
    }

    func system(_ text: String, _ size: Double, _ weight: FontWeight = .regular, release: TextRelease) -> TextRequest {
        TextRequest(text: text, font: .system(size: size, weight: weight, italic: false), release: release)
    }

    /// Display letters of `text` at `size`, points: the table's, plus the offsets.
    func displayLetters(_ text: String, _ size: Double, _ generation: SFGeneration, _ weight: FontWeight = .regular) throws -> Double {
        let offset = (InterCalibration.displayGenerationOffsets[generation] ?? 0) + (InterCalibration.displayWeightOffsets[weight] ?? 0)
        let position = Double(weight.value - 400) / 300
        return try text.reduce(0) { $0 + (try #require(SFDisplayWidths.em($1, weightPosition: position))) * size + offset * size / 1000 }
    }

    func textLetters(_ text: String, _ size: Double, _ generation: SFGeneration) throws -> Double {
        try #require(StandInExpectation.textLetters(text, size, .regular, generation))
    }

    @Test func anOlderReleaseMeasuresWithItsOwnTableAndOffsets() throws {
        let typesetter = try #require(TestFonts.shared)
        // 17 pt, iOS 13: SF Pro Text's −24/1000 em (−0.408 pt) after each of the 5 letters,
        // and the static faces' offsets; iOS 14 and later: −26 (−0.442 pt) and the variable's.
        let old = try textLetters("Hello", 17, .staticFaces) + 5 * 17 * -24.0 / 1000
        let new = try textLetters("Hello", 17, .variable) + 5 * 17 * -26.0 / 1000
        #expect(typesetter.measure(system("Hello", 17, release: .iOS13)).width == TestFonts.roundedUp(old))
        #expect(typesetter.measure(system("Hello", 17, release: .iOS14)).width == TestFonts.roundedUp(new))
        #expect(typesetter.measure(system("Hello", 17, release: .iOS26)) == typesetter.measure(system("Hello", 17, release: .iOS17)))
        // The release is part of what is cached: asking for iOS 13 again is not iOS 26's answer.
        #expect(typesetter.measure(system("Hello", 17, release: .iOS13)).width == TestFonts.roundedUp(old))
    }

    @Test func atDisplaySizesTheLettersAreSanFranciscosOwn() throws {
        let typesetter = try #require(TestFonts.shared)
        // 28 pt, variable: "Hi" is H 0.70 + i 0.21 em = 25.48 pt, the offsets, and +14/1000 em
        // (0.392 pt) after each letter. Evidence: a bold 28-pt title of the development half
        // was 5 pt too wide with Inter's letters and 1 pt with these.
        let variable = try displayLetters("Hi", 28, .variable) + 2 * 28 * 14.0 / 1000
        #expect(typesetter.measure(system("Hi", 28, release: .iOS26)).width == TestFonts.roundedUp(variable))
        // 20 pt, iOS 13: SF Pro Display's letters whole, and its +19/1000 em (0.38 pt).
        let old = try displayLetters("Hi", 20, .staticFaces) + 2 * 20 * 19.0 / 1000
        #expect(typesetter.measure(system("Hi", 20, release: .iOS13)).width == TestFonts.roundedUp(old))
        // 22.5 pt, variable: halfway between the Text and Display letters; tracking halfway
        // between 22 pt's −12 and 23 pt's −4: −8/1000 em.
        let text = try textLetters("Hi", 22.5, .variable), display = try displayLetters("Hi", 22.5, .variable)
        let halfway = text + (display - text) * 0.5 + 2 * 22.5 * -8.0 / 1000
        #expect(abs(typesetter.measure(system("Hi", 22.5, release: .iOS26)).width - TestFonts.roundedUp(halfway)) < 1e-9)
    }

    @Test func iOS10RoundsHeightsToWholePoints() throws {
        let typesetter = try #require(TestFonts.shared)
        // One 17-pt line is 17 × 1.1933 = 20.2861 pt: 21 on iOS 10 (whole points: Xcode 8 saved
        // 12-pt labels 15 tall and 17-pt ones 21 at @3x), 20.33 at @3x after it, 20.5 at @2x.
        func height(_ release: TextRelease, scale: Double) -> Double {
            typesetter.measure(TextRequest(text: "Label", font: .system(size: 17, weight: .regular, italic: false),
                                           scale: scale, release: release)).height
        }
        #expect(height(.iOS10, scale: 3) == 21)
        #expect(height(.iOS10, scale: 2) == 21)
        #expect(height(.iOS11, scale: 3) == 61.0 / 3)
        #expect(height(.iOS26, scale: 2) == 20.5)
        // Widths keep the screen's pixels on iOS 10 too: "Hello" here a half point, not a
        // whole one.
        func width(_ release: TextRelease) -> Double {
            typesetter.measure(TextRequest(text: "Hello", font: .system(size: 17, weight: .regular, italic: false),
                                           scale: 2, release: release)).width
        }
        #expect(width(.iOS10) != width(.iOS10).rounded(.up))
    }

    @Test func iOS10sLettersHaveOffsetsOfTheirOwn() throws {
        let typesetter = try #require(TestFonts.shared)
        // Display, 20 pt: iOS 13's letters (the static faces' Display offset, +19/1000 em
        // tracking) plus iOS 10's own offset per letter. Evidence: Xcode 8 saved "City Name"
        // (20 pt) 94 wide and "SwiftTheme" (30 pt) 160, 2.5 and 5 pt wider than iOS 13's
        // letters give, about 16/1000 em a letter, in three repositories of the development half.
        let own = try #require(InterCalibration.displayReleaseOffsets[.iOS10])
        #expect(own > 10)
        let iOS13 = try displayLetters("Hi", 20, .staticFaces) + 2 * 20 * 19.0 / 1000
        let iOS10 = iOS13 + 2 * own * 20 / 1000
        #expect(typesetter.measure(system("Hi", 20, release: .iOS10)).width == TestFonts.roundedUp(iOS10))
        #expect(typesetter.measure(system("Hi", 20, release: .iOS13)).width == TestFonts.roundedUp(iOS13))
        // Text, 15 pt (SF Pro Text's −16/1000 em after each letter): iOS 11's letters and
        // iOS 10's Text offset per letter; iOS 11 has none of its own.
        let textOwn = try #require(InterCalibration.releaseOffsets[.iOS10])
        #expect(InterCalibration.releaseOffsets[.iOS11] == nil && InterCalibration.displayReleaseOffsets[.iOS11] == nil)
        // 26 letters: the offset comes to more than a pixel at @2x, so the two must differ.
        let string = "Notifications and Settings"
        #expect(26 * textOwn * 15 / 1000 > 0.5)
        let text = try textLetters(string, 15, .staticFaces) + 26 * 15 * -16.0 / 1000
        let iOS11Width = typesetter.measure(system(string, 15, release: .iOS11)).width
        #expect(iOS11Width == TestFonts.roundedUp(text))
        #expect(typesetter.measure(system(string, 15, release: .iOS10)).width == TestFonts.roundedUp(text + 26 * textOwn * 15 / 1000))
        #expect(typesetter.measure(system(string, 15, release: .iOS10)).width > iOS11Width)
    }

    @Test func theTableSaysWhichOfIntersLettersAreUnlikeSanFranciscos() throws {
        let typesetter = try #require(TestFonts.shared)
        // Inter's underscore is 0.45 em, San Francisco's Display one 0.53, where its letters
        // are on the whole 0.05 em narrower than Inter's: the Text letter takes
        // `departureShare` of the 0.13 em between. Evidence: labels of identifiers
        // ("lbl_sum_total_key", 14 pt) came out 3–4 pt narrower than saved without it.
        let hb = try #require(TestFonts.harfBuzzAdvances("_", font: TestFonts.inter + "/Inter-Regular.otf"))
        let inter = hb.units * 14 / hb.upem
        let departure = InterCalibration.departureShare
            * (0.53 * 14 - inter - (InterCalibration.displayDifferences[.regular] ?? 0) * 14)
        #expect(InterCalibration.departureShare > 0 && departure > 0.5)
        let letter = inter + (InterCalibration.correction("_") + (InterCalibration.generationOffsets[.variable] ?? 0)) * 14 / 1000
            + departure
        #expect(typesetter.measure(system("_", 14, release: .iOS26)).width == TestFonts.roundedUp(letter + 14 * -11.0 / 1000))
    }

    @Test func chineseAndJapaneseArePingFangsOneEmUntracked() throws {
        let typesetter = try #require(TestFonts.shared)
        // iOS draws them in PingFang: 1 em and `ideographic` over at every weight, size and
        // release, without San Francisco's tracking, offsets or Display letters. Evidence
        // (development half, tools/corpus/fit_text_corrections.py): read as Inter's .notdef
        // (0.94 em ultralight … 1.09 em black) with SF's offsets and tracking, medium labels of
        // them came out 27/1000 em a character too wide and bold ones 63; leave-one-repository-
        // out, labels with them went from 66 to 94 % within 0.5 pt.
        let ideographic = InterCalibration.ideographic
        #expect(ideographic > 0 && ideographic < 40)
        let text = "项目设置"
        let em = 1 + ideographic / 1000
        // Hand-checked with today's fit (19.7): 4 × 15 × 1.0197 = 61.18, up to 61.5 at @2x.
        #expect(TestFonts.roundedUp(4 * 15 * em) == 61.5)
        for weight in [FontWeight.regular, .medium, .bold] {
            for release in [TextRelease.iOS12, .iOS26] {
                #expect(typesetter.measure(system(text, 15, weight, release: release)).width == 61.5, "\(weight) \(release)")
            }
        }
        // 24 pt, where San Francisco's letters are most of the way to Display: still 1 em each.
        #expect(typesetter.measure(system(text, 24, .medium, release: .iOS17)).width == TestFonts.roundedUp(4 * 24 * em))
        #expect(typesetter.measure(system("の", 17, release: .iOS26)).width == TestFonts.roundedUp(17 * em))
        // Beside San Francisco's letters, only those take the tracking (−16/1000 em at 15 pt).
        let latin = try #require(StandInExpectation.textLetters("Demo", 15))
        #expect(typesetter.measure(system("Demo项目", 15, release: .iOS26)).width
            == TestFonts.roundedUp(latin + 4 * 15 * -16.0 / 1000 + 2 * 15 * em))
    }

    @Test func aCharacterOutsideTheTableTakesInterScaled() throws {
        let typesetter = try #require(TestFonts.shared)
        // "é" at 34 pt: Inter's advance × the regular ratio, plus the offsets; +12/1000 em.
        let hb = try #require(TestFonts.harfBuzzAdvances("é", font: TestFonts.inter + "/Inter-Regular.otf"))
        let ratio = try #require(InterCalibration.displayRatios[.regular])
        let offset = InterCalibration.displayGenerationOffsets[.variable] ?? 0
        let expected = hb.units * 34 / hb.upem * ratio + offset * 34 / 1000 + 34 * 12.0 / 1000
        #expect(typesetter.measure(system("é", 34, release: .iOS26)).width == TestFonts.roundedUp(expected))
    }
}
