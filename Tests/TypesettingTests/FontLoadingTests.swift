import Testing
import Typesetting

/// Loading fonts: the user's directories, names, the digest, and the errors a person sees.
@Suite struct FontLoadingTests {
    @Test func aUserFontIsFoundByItsNamesWithItsOwnMetrics() throws {
        let directory = try #require(TemporaryDirectory())
        #expect(directory.copy(TestFonts.inter + "/Inter-Regular.otf", as: "Inter-Regular.otf"))
        let typesetter = try Typesetter(fontDirectories: [directory.path])
        let path = directory.path + "/Inter-Regular.otf"
        let hb = try #require(TestFonts.harfBuzzAdvances("Hello", font: path))
        let metrics = try #require(TestFonts.harfBuzzLineHeight(font: path))
        // A named font has no tracking table: its advances alone; its own line height.
        let expectedWidth = TestFonts.roundedUp(hb.units * 17 / hb.upem)
        let expectedHeight = TestFonts.roundedUp(metrics.lineHeight * 17 / metrics.upem)
        for name in ["Inter-Regular", "inter-regular", "Inter Regular", "INTER REGULAR"] {
            let measured = typesetter.measure(TextRequest(text: "Hello", font: .named(name, size: 17)))
            #expect(measured.substitutedFont == nil, "\(name)")
            #expect(measured.width == expectedWidth, "\(name)")
            #expect(measured.height == expectedHeight, "\(name)")
            #expect(abs(measured.firstBaseline - metrics.ascender * 17 / metrics.upem) < 1e-9, "\(name)")
        }
        let info = try #require(typesetter.fonts.first { $0.source == .user })
        #expect(info.postScriptName == "Inter-Regular")
        #expect(info.fullName == "Inter Regular")
        #expect(info.family == "Inter")
        #expect(info.weight == 400)
        #expect(!info.italic)
        #expect(info.path == path)
        #expect(info.faceIndex == 0)
        #expect(!info.isSystemFont)
        // Inter's own 36 faces stand in for the system font, each of them serving a slot.
        let standIns = typesetter.fonts.filter { $0.source == .standIn }
        #expect(standIns.count == 36)
        #expect(standIns.allSatisfy { $0.isSystemFont })
        // Half of them italic (OS/2 and head say so), nine weights from Thin 100 to Black 900.
        #expect(standIns.filter { $0.italic }.count == 18)
        #expect(Set(standIns.map(\.weight)) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func theDigestFollowsTheFilesNotTheirPaths() throws {
        let plain = try Typesetter()
        #expect(try plain.digest == Typesetter().digest)
        #expect(plain.digest.count == 16)
        #expect(plain.digest.allSatisfy { "0123456789abcdef".contains($0) })

        let one = try #require(TemporaryDirectory())
        let other = try #require(TemporaryDirectory())
        #expect(one.copy(TestFonts.inter + "/Inter-Bold.otf", as: "Bold.otf"))
        #expect(other.copy(TestFonts.inter + "/Inter-Bold.otf", as: "Bold.otf"))
        let withBold = try Typesetter(fontDirectories: [one.path])
        #expect(withBold.digest != plain.digest)
        #expect(try Typesetter(fontDirectories: [other.path]).digest == withBold.digest)
        #expect(other.copy(TestFonts.inter + "/Inter-Light.otf", as: "Light.ttf"))
        #expect(try Typesetter(fontDirectories: [other.path]).digest != withBold.digest)
    }

    /// `{"name": "Inter-Bold"}` is found among the user's fonts and substituted without them,
    /// so Inter's own directory given as the user's is another font set.
    @Test func interAsTheUsersFontsIsAnotherSet() throws {
        let plain = try Typesetter()
        let twice = try Typesetter(fontDirectories: [TestFonts.inter])
        #expect(twice.fonts.count == 2 * plain.fonts.count)
        #expect(twice.digest != plain.digest)
    }

    @Test func aMissingDirectoryIsAnErrorNamingIt() {
        #expect {
            try Typesetter(fontDirectories: ["/nonexistent/fonts"])
        } throws: { error in
            guard let error = error as? FontError else { return false }
            return error.kind == .noSuchDirectory && error.message.contains("/nonexistent/fonts")
        }
    }

    @Test func aFileIsNotADirectory() {
        #expect {
            try Typesetter(fontDirectories: [TestFonts.inter + "/Inter-Regular.otf"])
        } throws: { error in
            (error as? FontError)?.message.contains("is not a directory") ?? false
        }
    }

    @Test func aFileThatIsNotAFontIsNamed() throws {
        let directory = try #require(TemporaryDirectory())
        #expect(directory.write("Broken.ttf", Array("not a font at all".utf8)))
        // Files without a font's extension are not looked at.
        #expect(directory.write("README.txt", Array("fonts".utf8)))
        #expect {
            try Typesetter(fontDirectories: [directory.path])
        } throws: { error in
            guard let error = error as? FontError else { return false }
            return error.kind == .notAFont && error.path == directory.path + "/Broken.ttf"
                && error.message.contains(directory.path + "/Broken.ttf")
        }
    }

    @Test func missingInterSaysHowToInstallIt() {
        #expect {
            try Typesetter(standInDirectory: "/nonexistent/inter")
        } throws: { error in
            guard let error = error as? FontError else { return false }
            return error.kind == .standInMissing
                && error.message.contains("the system font's stand-in Inter is not installed in /nonexistent/inter")
                && error.message.contains("apt-get install fonts-inter")
        }
    }
}
