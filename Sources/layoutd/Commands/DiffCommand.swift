import InterfaceBuilder
import LayoutEngine

/// `layoutd diff OLD NEW` (docs/interface-builder.md#diff): `FileDiff` printed as text, JSON
/// or a job summary, with each changed scene's pictures in `--pictures DIR`.
struct DiffCommand: LayoutdCommand, Equatable {
    enum Format: String, CaseIterable, Sendable { case text, json, markdown }

    /// The two versions, either of them `-` for standard input.
    var old = ""
    var new = ""
    var devices: String?
    var format = Format.text
    /// Where each changed scene's pictures go (before, after, changes outlined).
    var pictures: String?
    var appearance = AppearanceMode.light

    static let table = CommandTable<DiffCommand>(
        name: "diff", summary: "every view two versions of a file move, resize, add, remove, show or hide",
        operands: .many(placeholder: "OLD NEW", what: "two versions of a storyboard or XIB; one may be - (git show BASE:FILE | layoutd diff - FILE)") {
            $0.old = $1.first ?? ""
            $0.new = $1.count == 2 ? $1[1] : ""
            $0.operandCount = $1.count
        },
        flags: [
            .text("devices", "LIST|all", help: "compare at these devices instead of the file's own, or all") { c, v throws(InvalidValue) in
                c.devices = try DeviceList.checked(v)
            },
            .choice("format", Format.self, help: "text, one JSON object per change, or a markdown job summary (default text)") { $0.format = $1 },
            .text("pictures", "DIR", help: "write each changed scene before, after and with its changes outlined") { $0.pictures = $1 },
            .choice("appearance", AppearanceMode.self, help: "the pictures' colours, light or dark (default light)") { $0.appearance = $1 },
        ],
        notes: ["Exit codes: 0 nothing changed on screen; 1 something did (as diff(1) exits); 2 a version that cannot",
                "be read or laid out, or a flag that cannot be used. docs/interface-builder.md#diff."],
        start: { _ in DiffCommand() },
        check: { c throws(UsageError) in
            guard c.operandCount == 2 else {
                throw UsageError("expected OLD NEW, two versions of a file; got \(c.operandCount)")
            }
            if c.old == "-" && c.new == "-" { throw UsageError("only one of OLD and NEW can be standard input (-)") }
        })

    /// How many operands were given, for `check` (not a flag; not compared).
    var operandCount = 0

    static func == (a: DiffCommand, b: DiffCommand) -> Bool {
        a.old == b.old && a.new == b.new && a.devices == b.devices && a.format == b.format && a.pictures == b.pictures
            && a.appearance == b.appearance
    }

    func run() -> CommandReport {
        var report = CommandReport()
        var choices: [DeviceChoice?] = [nil]
        if let list = devices {
            choices = (try? Linter.parseDevices(list)) ?? []
            guard !choices.isEmpty else {
                report.fail(CommandFailure("layoutd diff: --devices names no device"))
                return report
            }
        }
        let oldBytes: [UInt8], newBytes: [UInt8]
        do {
            oldBytes = try InputFile.read(old)
            newBytes = try InputFile.read(new)
        } catch {
            report.fail(CommandFailure("layoutd diff: \(error.message)"))
            return report
        }
        // The new version names the file; the catalogs beside it give both sides' colours.
        let path = new == "-" ? old : new
        let look = AppearanceOptions(mode: appearance, assets: AssetLibrary.beside(path))
        let diff: FileDiff
        do {
            diff = try FileDiff.compare(old: oldBytes, new: newBytes, options: FileDiff.Options(devices: choices, appearance: look, parallel: true))
        } catch {
            let file = error.side == .old ? old : new
            let position = error.error.line.map { ":\($0)" + (error.error.column.map { ":\($0)" } ?? "") } ?? ""
            report.fail(CommandFailure("\(file)\(position): error: \(error.error.message)"))
            return report
        }
        var failed = false
        for scene in diff.scenes {
            for problem in scene.problems {
                report.warn("\(path): scene \(scene.scene) (\(scene.sceneName)) at \(scene.device): \(problem)")
                failed = true
            }
        }
        var written: [String: DiffMarkdown.Pictures] = [:]
        if let folder = pictures {
            do throws(CommandFailure) {
                written = try writePictures(diff, path: path, folder: folder, appearance: look)
            } catch {
                report.fail(error)
                return report
            }
        }
        switch format {
        case .text: report.print(lines: DiffWriter.text(diff, path: path))
        case .json: report.print(DiffWriter.json(diff))
        case .markdown: report.print(lines: DiffMarkdown.write(diff, path: path, pictures: written))
        }
        report.status = failed ? .badInput : diff.changes.isEmpty ? .success : .changed
        return report
    }

    /// Each changed scene's before, after and changes-outlined PNGs, by scene and device.
    func writePictures(_ diff: FileDiff, path: String, folder: String, appearance: AppearanceOptions) throws(CommandFailure) -> [String: DiffMarkdown.Pictures] {
        do throws(OutputFile.WriteError) {
            try OutputFolder.make(folder)
        } catch {
            throw CommandFailure("layoutd diff: --pictures: \(error.message)")
        }
        var out: [String: DiffMarkdown.Pictures] = [:]
        let base = PictureName.base(of: path)
        for scene in diff.scenes where !scene.changes.isEmpty {
            let set: DiffPictures.Set
            do {
                set = try DiffPictures.make(scene, appearance: appearance)
            } catch {
                throw CommandFailure("layoutd diff: the pictures of \(scene.scene) at \(scene.device) cannot be drawn: \(error.message)")
            }
            var links = DiffMarkdown.Pictures()
            for (suffix, bytes) in [("before", set.before), ("after", set.after), ("changes", set.changes)] {
                guard let bytes else { continue }
                let file = PictureName.path(folder, PictureName.file(base: base, scene: scene.scene, device: scene.device,
                                                                      dark: appearance.mode == .dark, suffix: suffix))
                do throws(OutputFile.WriteError) {
                    try OutputFile.write(bytes, to: file)
                } catch {
                    throw CommandFailure("layoutd diff: \(error.message)")
                }
                switch suffix {
                case "before": links.before = file
                case "after": links.after = file
                default: links.changes = file
                }
            }
            out[DiffMarkdown.key(scene.scene, scene.device)] = links
        }
        return out
    }
}

extension ExitStatus {
    /// `diff` found changes on screen: 1, as diff(1) exits (0 the same, 2 trouble). The
    /// number is `internalError`'s; diff has no exit of its own for a fault of layoutd.
    static let changed = ExitStatus.internalError
}
