import InterfaceBuilder
import LayoutEngine

/// `layoutd diff OLD NEW` (docs/interface-builder.md#diff): `FileDiff` printed as text, JSON
/// or a job summary, with each changed scene's pictures in `--pictures DIR`.
enum DiffCommand {
    /// 0 when nothing changed on screen, 1 when something did (as diff(1) exits), 2 when a
    /// version cannot be read, a flag is wrong, or a scene cannot be laid out.
    static func run(_ options: DiffOptions) -> Int32 {
        var devices: [DeviceChoice?] = [nil]
        do throws(LintOptionError) {
            if let list = options.devices { devices = try Linter.parseDevices(list) }
        } catch {
            ProcessEnvironment.printError("layoutd diff: --devices: \(error.detail)")
            return 2
        }
        guard !devices.isEmpty else {
            ProcessEnvironment.printError("layoutd diff: --devices names no device")
            return 2
        }
        let old: [UInt8], new: [UInt8]
        do {
            old = try InputFile.read(options.old)
            new = try InputFile.read(options.new)
        } catch {
            ProcessEnvironment.printError("layoutd diff: \(error.message)")
            return 2
        }
        // The new version names the file; the catalogs beside it give both sides' colours.
        let path = options.new == "-" ? options.old : options.new
        let appearance = AppearanceOptions(mode: options.appearance, assets: AssetLibrary.beside(path))
        let diff: FileDiff
        do {
            diff = try FileDiff.compare(old: old, new: new, options: FileDiff.Options(devices: devices, appearance: appearance, parallel: true))
        } catch {
            let file = error.side == .old ? options.old : options.new
            let position = error.error.line.map { ":\($0)" + (error.error.column.map { ":\($0)" } ?? "") } ?? ""
            ProcessEnvironment.printError("\(file)\(position): error: \(error.error.message)")
            return 2
        }
        var failed = false
        for scene in diff.scenes {
            for problem in scene.problems {
                ProcessEnvironment.printError("\(path): scene \(scene.scene) (\(scene.sceneName)) at \(scene.device): \(problem)")
                failed = true
            }
        }
        var written: [String: DiffMarkdown.Pictures] = [:]
        if let folder = options.pictures {
            guard OutputFolder.make(folder) else {
                ProcessEnvironment.printError("layoutd diff: --pictures: cannot make the folder \(folder)")
                return 2
            }
            guard let pictures = writePictures(diff, path: path, folder: folder, appearance: appearance) else { return 2 }
            written = pictures
        }
        switch options.format {
        case .text:
            let text = DiffWriter.text(diff, path: path)
            if !text.isEmpty { SolveCommand.printBytes(Array(text.utf8.dropLast())) }
        case .json:
            SolveCommand.printBytes(DiffWriter.json(diff))
        case .markdown:
            SolveCommand.printBytes(Array(DiffMarkdown.write(diff, path: path, pictures: written).utf8.dropLast()))
        }
        if failed { return 2 }
        return diff.changes.isEmpty ? 0 : 1
    }

    /// Each changed scene's before, after and changes-outlined PNGs; nil (after saying why)
    /// when one cannot be drawn or written.
    static func writePictures(_ diff: FileDiff, path: String, folder: String, appearance: AppearanceOptions) -> [String: DiffMarkdown.Pictures]? {
        var out: [String: DiffMarkdown.Pictures] = [:]
        let base = PictureName.base(of: path)
        for scene in diff.scenes where !scene.changes.isEmpty {
            let set: DiffPictures.Set
            do {
                set = try DiffPictures.make(scene, appearance: appearance)
            } catch {
                ProcessEnvironment.printError("layoutd diff: the pictures of \(scene.scene) at \(scene.device) cannot be drawn: \(error.message)")
                return nil
            }
            var links = DiffMarkdown.Pictures()
            for (suffix, bytes) in [("before", set.before), ("after", set.after), ("changes", set.changes)] {
                guard let bytes else { continue }
                let file = PictureName.path(folder, PictureName.file(base: base, scene: scene.scene, device: scene.device,
                                                                      dark: appearance.mode == .dark, suffix: suffix))
                guard OutputFile.write(bytes, to: file) else {
                    ProcessEnvironment.printError("layoutd diff: cannot write \(file)")
                    return nil
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
