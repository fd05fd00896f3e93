import InterfaceBuilder
import LayoutService

/// One `layoutd lint` run over its files: each linted (and fixed, with `--fix`), its
/// findings filtered by the baseline or recorded into a new one, and printed in the format
/// asked for.
struct LintRun {
    var command: LintCommand
    var inputs: LintInputs

    /// - Throws: `CommandFailure` when `--fix` or `--write-baseline` cannot write its file;
    ///   what was printed before stays in `report`.
    func lintAll(into report: inout CommandReport) throws(CommandFailure) {
        var recorded = LintBaseline()
        var unusable = false
        var findings = 0
        // Counted as printed: a finding found at several devices is one.
        var hidden = 0
        var new = 0
        // JSON and SARIF are one document for every file, written once all are linted.
        var files: [LintedFile] = []
        for path in inputs.paths {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(inputs.directory.opening(path))
            } catch {
                unusable = true
                report.warn("layoutd lint: \(error.message)")
                continue
            }
            switch try lint(path, bytes, report: &report) {
            case .refused(let refusal):
                unusable = true
                switch command.format {
                case .text: report.warn(LintWriter.text(refusal: refusal, path: path))
                case .github: report.print(lines: LintWriter.github(refusal: refusal, path: path))
                case .json, .sarif: files.append(LintedFile(path: path, outcome: .refused(refusal)))
                }
            case .linted(let all):
                // A baseline being written records every finding, also those the old one held.
                if command.writeBaseline != nil {
                    recorded.record(all, path: path)
                    continue
                }
                let shown = inputs.baseline?.filter(all, path: path) ?? all
                findings += shown.findingCount
                if inputs.baseline != nil {
                    let printed = Self.printedFindings(shown)
                    new += printed
                    hidden += Self.printedFindings(all) - printed
                }
                switch command.format {
                case .text: report.print(lines: LintWriter.text(shown, path: path))
                case .github: report.print(lines: LintWriter.github(shown, path: path))
                case .json, .sarif: files.append(LintedFile(path: path, outcome: .linted(shown)))
                }
            }
        }
        switch command.format {
        case .json: report.print(LintWriter.json(files, problem: ProblemDocument.bytes))
        case .sarif: report.print(LintSARIFWriter.write(files, version: layoutdVersion))
        case .text, .github: break
        }
        if let path = command.writeBaseline {
            do throws(OutputFile.WriteError) {
                try OutputFile.write(Array(recorded.text.utf8), to: inputs.directory.opening(path))
            } catch {
                throw CommandFailure("layoutd lint: --write-baseline: \(error.message)")
            }
            report.warn("layoutd lint: \(Self.count(recorded.entries.count, "finding")) recorded in \(path)")
            report.status = unusable ? .badInput : .success
            return
        }
        if let path = command.baseline {
            // The one line a run prints when the baseline holds every finding.
            report.warn("layoutd lint: \(Self.count(hidden, "finding")) hidden by the baseline \(path); \(new == 0 ? "none" : String(new)) new")
        }
        report.status = unusable ? .badInput : findings > 0 ? .findings : .success
    }

    /// The findings of `report` as they print: once however many devices they are found at.
    static func printedFindings(_ report: LintReport) -> Int {
        LintOccurrence.all(report).count { $0.rule.id != .approximation }
    }

    /// "1 finding", "12 findings".
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// The file's report, after `--fix` when asked: the report of the fixed file, as the
    /// next run will see it.
    /// - Throws: `CommandFailure` when the fixed file cannot be written.
    private func lint(_ path: String, _ bytes: [UInt8], report: inout CommandReport) throws(CommandFailure) -> LintedFile.Outcome {
        let name = path.split(separator: "/").last.map(String.init)
        let first: LintReport
        do throws(ImportError) {
            first = try lint(bytes, fileName: name)
        } catch {
            return .refused(error)
        }
        guard command.fix else { return .linted(first) }
        let (fixed, frames) = FrameFix.apply(first, to: bytes)
        guard frames > 0 else { return .linted(first) }
        do throws(OutputFile.WriteError) {
            try OutputFile.replace(inputs.directory.opening(path), with: fixed)
        } catch {
            throw CommandFailure("layoutd lint: --fix: \(error.message); it is unchanged")
        }
        report.warn("layoutd lint: \(path): updated \(frames) saved frame\(frames == 1 ? "" : "s")")
        do throws(ImportError) {
            return .linted(try lint(fixed, fileName: name))
        } catch {
            return .refused(error)
        }
    }

    private func lint(_ bytes: [UInt8], fileName: String?) throws(ImportError) -> LintReport {
        try Linter.lint(bytes, devices: inputs.devices, fileName: fileName, configuration: inputs.config.rules,
                        assets: inputs.assets, parallel: true, variants: inputs.variants)
    }
}
