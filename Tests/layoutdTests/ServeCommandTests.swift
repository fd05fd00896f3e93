import Testing
import Typesetting
@testable import layoutd

/// Fonts that cannot be loaded are bad configuration: `serve` refuses to start, prints the
/// font error's one line and exits 2, before it listens anywhere.
@Suite struct ServeCommandFontTests {
    @Test func aMissingFontDirectoryIsTheFontErrorsMessage() throws {
        var command = ServeCommand(cores: 1)
        command.fontDirectories = ["/nonexistent/layoutd-fonts"]
        var expected = ""
        do {
            _ = try Typesetter(fontDirectories: command.fontDirectories)
        } catch {
            expected = error.message
        }
        #expect(expected.contains("/nonexistent/layoutd-fonts"))
        #expect(throws: UsageError(expected)) { try command.loadFonts() }
    }

    @Test func serveExitsTwoOnABadFontDirectory() {
        let report = run(["--port", "0", "--fonts", "/nonexistent/layoutd-fonts"])
        #expect(report.status == .badInput)
        #expect(report.stdout.isEmpty)
        #expect(report.stderr.count == 1)
        #expect(report.stderr.first?.hasPrefix("layoutd: ") == true)
        #expect(report.stderr.first?.contains("/nonexistent/layoutd-fonts") == true)
    }

    @Test func theStandInAloneLoads() throws {
        let typesetter = try ServeCommand(cores: 1).loadFonts()
        #expect(typesetter.fonts.count == 36)
    }
}
