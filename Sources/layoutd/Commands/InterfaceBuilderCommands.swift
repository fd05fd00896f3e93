#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilder
import JSON
import LayoutDocument
import LayoutEngine
import LayoutService

/// `layoutd import FILE|-` and `layoutd lint FILE...` (docs/interface-builder.md#commands-and-routes).
enum InterfaceBuilderCommands {
    /// Prints the import answer, appearance included; a refused file prints its
    /// problem+json and exits 2.
    static func importFile(path: String, text: TextSizes = .saved) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            ProcessEnvironment.printError("layoutd import: \(error.message)")
            return 2
        }
        do {
            // The documents carry each view's appearance (light), with the named colours of the
            // asset catalogs beside the file: what a picture of them draws.
            let appearance = AppearanceOptions(mode: .light, assets: AssetLibrary.beside(path))
            SolveCommand.printBytes(ImportAnswerWriter.write(try Importer.importFile(bytes, text: text, appearance: appearance)))
            return 0
        } catch {
            SolveCommand.printBytes(ProblemDocument.bytes(error))
            return 2
        }
    }

    /// 0 without findings, 3 with findings, 2 when a file cannot be read or is refused.
    static func lint(_ options: LintOptions) -> Int32 {
        if options.listRules {
            printText(listRules())
            return 0
        }
        guard let config = lintConfig(options.config) else { return 2 }
        let paths = LintPaths.expand(options.paths).filter { $0 == "-" || config.admits($0) }
        guard !paths.isEmpty else {
            ProcessEnvironment.printError("layoutd lint: no .storyboard or .xib file to lint in \(options.paths.joined(separator: ", "))")
            return 2
        }
        let devices: [DeviceChoice]
        do {
            devices = try Linter.parseDevices(options.devices ?? config.devices ?? "")
        } catch {
            ProcessEnvironment.printError("layoutd lint: --devices: \(error.detail)")
            return 2
        }
        var variants: [TextVariant] = options.pseudoLocalize ? [.pseudoLocalized] : []
        do {
            variants += try TextVariant.contentSizes(options.contentSizes ?? config.contentSizes ?? "")
        } catch {
            ProcessEnvironment.printError("layoutd lint: --content-size: \(error.detail)")
            return 2
        }
        let configuration = config.rules
        let enabled = configuration.enabledRules
        var assets: AssetCatalog?
        if enabled.contains(LintRule.imageResource.id) || enabled.contains(LintRule.colorResource.id) {
            assets = LintPaths.assetCatalog(options.paths)
            if assets == nil {
                ProcessEnvironment.printError("layoutd lint: image-resource and color-resource look names up in the .xcassets of the folders linted, and there is none in \(options.paths.joined(separator: ", "))")
            }
        }
        var baseline = LintBaseline()
        if let path = options.baseline {
            do {
                baseline = try LintBaseline.parse(String(decoding: try InputFile.read(path), as: UTF8.self))
            } catch let error as InputFile.ReadError {
                ProcessEnvironment.printError("layoutd lint: --baseline: \(error.message)")
                return 2
            } catch let error as LintBaseline.FormatError {
                ProcessEnvironment.printError("layoutd lint: \(path):\(error.line): \(error.message)")
                return 2
            } catch {
                return 1
            }
        }
        var recorded = LintBaseline()
        var refused = false
        var findings = 0
        var json: [UInt8] = [UInt8(ascii: "[")]
        var sarif: [LintSARIFWriter.File] = []
        for (index, path) in paths.enumerated() {
            let report: LintReport
            do {
                let name = path.split(separator: "/").last.map(String.init)
                var bytes = try InputFile.read(path)
                var all = try Linter.lint(bytes, devices: devices, fileName: name, configuration: configuration, assets: assets, parallel: true, variants: variants)
                if options.fix {
                    let (fixed, frames) = FrameFix.apply(all, to: bytes)
                    if frames > 0 {
                        guard OutputFile.replace(path, with: fixed) else {
                            ProcessEnvironment.printError("layoutd lint: --fix: cannot write \(path); it is unchanged")
                            return 2
                        }
                        ProcessEnvironment.printError("layoutd lint: \(path): updated \(frames) saved frame\(frames == 1 ? "" : "s")")
                        bytes = fixed
                        // What is left, as the next run will see it.
                        all = try Linter.lint(bytes, devices: devices, fileName: name, configuration: configuration, assets: assets, parallel: true, variants: variants)
                    }
                }
                // A baseline being written records every finding, also those the old one held.
                report = options.writeBaseline == nil ? baseline.filter(all, path: path) : all
            } catch let error as InputFile.ReadError {
                refused = true
                ProcessEnvironment.printError("layoutd lint: \(error.message)")
                continue
            } catch let error as ImportError {
                refused = true
                if options.format == .sarif {
                    sarif.append(LintSARIFWriter.File(path: path, refusal: error))
                } else {
                    refusal(error, path: path, format: options.format, json: &json, first: index == 0)
                }
                continue
            } catch {
                ProcessEnvironment.printError("layoutd lint: \(path): \(error)")
                return 1
            }
            if options.writeBaseline != nil {
                recorded.record(report, path: path)
                continue
            }
            findings += report.findingCount
            switch options.format {
            case .text: printText(LintWriter.text(report, path: path))
            case .github: printText(LintWriter.github(report, path: path))
            case .sarif: sarif.append(LintSARIFWriter.File(path: path, report: report))
            case .json:
                var w = JSONWriter()
                if json.count > 1 { json.append(UInt8(ascii: ",")) }
                w.beginObject()
                w.key(literal: "path"); w.string(path)
                w.key(literal: "lint")
                json += w.bytes + LintWriter.json(report) + [UInt8(ascii: "}")]
            }
        }
        if options.format == .json {
            json.append(UInt8(ascii: "]"))
            SolveCommand.printBytes(json)
        }
        if options.format == .sarif {
            SolveCommand.printBytes(LintSARIFWriter.write(sarif, version: layoutdVersion))
        }
        if let path = options.writeBaseline {
            guard OutputFile.write(Array(recorded.text.utf8), to: path) else {
                ProcessEnvironment.printError("layoutd lint: --write-baseline: cannot write \(path)")
                return 2
            }
            ProcessEnvironment.printError("layoutd lint: \(recorded.entries.count) findings recorded in \(path)")
            return refused ? 2 : 0
        }
        if refused { return 2 }
        return findings > 0 ? 3 : 0
    }

    /// The configuration of `path`, of `.layoutd-lint.yml` when there is one, or the
    /// defaults; nil (after saying why) when it cannot be read or obeyed.
    private static func lintConfig(_ path: String?) -> LintConfigFile? {
        let file = path ?? LintConfigFile.defaultName
        if path == nil && access(file, F_OK) != 0 { return LintConfigFile() }
        do {
            return try LintConfigFile.parse(try InputFile.read(file))
        } catch let error as InputFile.ReadError {
            ProcessEnvironment.printError("layoutd lint: --config: \(error.message)")
        } catch let error as LintConfigFile.Error {
            ProcessEnvironment.printError("\(file):\(error.line):\(error.column): error: \(error.message)")
        } catch {
            ProcessEnvironment.printError("layoutd lint: \(file): \(error)")
        }
        return nil
    }

    private static func refusal(_ error: ImportError, path: String, format: LintOptions.Format, json: inout [UInt8], first: Bool) {
        let position = error.line.map { ":\($0)" + (error.column.map { ":\($0)" } ?? "") } ?? ""
        switch format {
        case .text:
            ProcessEnvironment.printError("\(path)\(position): error: \(error.detail)")
        case .github:
            printText("::error file=\(path)\(error.line.map { ",line=\($0)" } ?? "")\(error.column.map { ",col=\($0)" } ?? ""),title=\(error.kind.rawValue)::\(error.detail)\n")
        case .sarif:
            break  // a result of the log
        case .json:
            if json.count > 1 { json.append(UInt8(ascii: ",")) }
            var w = JSONWriter()
            w.beginObject()
            w.key(literal: "path"); w.string(path)
            w.key(literal: "problem")
            json += w.bytes + ProblemDocument.bytes(error) + [UInt8(ascii: "}")]
        }
    }

    /// `--list-rules`: id, default severity and what each rule checks, one a line.
    static func listRules() -> String {
        let rules = LintRule.all + [LintSARIFWriter.importRefused]
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for rule in rules {
            let id = rule.id + String(repeating: " ", count: width - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            let state = rule.optIn ? "opt-in" : "on    "
            out += "\(id)  \(severity)  \(state)  \(rule.summary)\n"
        }
        return out
    }

    private static func printText(_ text: String) {
        guard !text.isEmpty else { return }
        var bytes = Array(text.utf8)
        if bytes.last == 10 { bytes.removeLast() }
        SolveCommand.printBytes(bytes)
    }
}
