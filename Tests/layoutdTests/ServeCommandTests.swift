import Testing
import Typesetting
@testable import layoutd

/// Fonts that cannot be loaded are bad configuration: `serve` refuses to start, prints the
/// font error's one line and exits 2, before it listens anywhere.
@Suite struct ServeCommandFontTests {
    @Test func aMissingFontDirectoryIsTheFontErrorsMessage() throws {
        var options = Options(cores: 1)
        options.fontDirectories = ["/nonexistent/layoutd-fonts"]
        var expected = ""
        do {
            _ = try Typesetter(fontDirectories: options.fontDirectories)
        } catch {
            expected = error.message
        }
        #expect(expected.contains("/nonexistent/layoutd-fonts"))
        #expect(throws: UsageError(message: expected)) { try ServeCommand.loadFonts(options) }
    }

    @Test func serveExitsTwoOnABadFontDirectory() {
        var options = Options(cores: 1)
        options.port = 0
        options.fontDirectories = ["/nonexistent/layoutd-fonts"]
        #expect(ServeCommand.run(options) == 2)
    }

    @Test func theStandInAloneLoads() throws {
        let typesetter = try ServeCommand.loadFonts(Options(cores: 1))
        #expect(typesetter.fonts.count == 36)
    }
}
