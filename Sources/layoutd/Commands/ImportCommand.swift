import InterfaceBuilder
import LayoutService

/// `layoutd import FILE|-`: a storyboard's or XIB's scenes as request documents, the
/// answer of POST /v1/import with each view's appearance (docs/interface-builder.md#commands-and-routes).
struct ImportCommand: LayoutdCommand, Equatable {
    var path = ""
    var text = TextSizes.saved

    static let table = CommandTable<ImportCommand>(
        name: "import", summary: "print a storyboard's or XIB's scenes as request documents",
        operands: .one(placeholder: "FILE|-", what: "a .storyboard or .xib, or - for standard input") { $0.path = $1 },
        flags: [
            .choice("text", TextSizes.self,
                    help: "labels', buttons' and fields' sizes: as saved by Xcode, or measured by layoutd (default saved)") {
                $0.text = $1
            },
        ],
        notes: ["Exit codes: 0 done; 2 a file that cannot be read (the reason on stderr) or is refused (its problem+json on stdout)."],
        start: { _ in ImportCommand() })

    func run() -> CommandReport {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            return CommandReport(stderr: ["layoutd import: \(error.message)"], status: .badInput)
        }
        var report = CommandReport()
        do throws(ImportError) {
            // The documents carry each view's appearance (light), with the named colours of the
            // asset catalogs beside the file: what a picture of them draws.
            let appearance = AppearanceOptions(mode: .light, assets: AssetLibrary.beside(path))
            report.print(ImportAnswerWriter.write(try Importer.importFile(bytes, text: text, appearance: appearance)))
        } catch {
            report.print(ProblemDocument.bytes(error))
            report.status = .badInput
        }
        return report
    }
}
