#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilder
import LayoutEngine

/// `layoutd render FILE... --output DIR` (docs/interface-builder.md#pictures): each scene
/// drawn by `SceneRenderer`, one file per scene and device, its path printed.
enum RenderCommand {
    /// 0 when every picture is written; 2 when a file, a flag or a scene cannot be read,
    /// laid out or drawn (the others are still written).
    static func run(_ options: RenderOptions) -> Int32 {
        var devices: [DeviceChoice?] = [nil]
        do throws(LintOptionError) {
            if let list = options.devices { devices = try Linter.parseDevices(list) }
        } catch {
            ProcessEnvironment.printError("layoutd render: --devices: \(error.detail)")
            return 2
        }
        guard !devices.isEmpty else {
            ProcessEnvironment.printError("layoutd render: --devices names no device")
            return 2
        }
        guard OutputFolder.make(options.output) else {
            ProcessEnvironment.printError("layoutd render: --output: cannot make the folder \(options.output)")
            return 2
        }
        var failed = false
        for path in options.paths {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path)
            } catch {
                ProcessEnvironment.printError("layoutd render: \(error.message)")
                failed = true
                continue
            }
            let render = SceneRenderer.Options(
                devices: devices, scene: options.scene, format: options.format,
                appearance: AppearanceOptions(mode: options.appearance, assets: AssetLibrary.beside(path)), parallel: true)
            let pictures: [RenderedScene]
            do {
                pictures = try SceneRenderer.render(bytes, options: render)
            } catch {
                let position = error.line.map { ":\($0)" + (error.column.map { ":\($0)" } ?? "") } ?? ""
                ProcessEnvironment.printError("\(path)\(position): error: \(error.message)")
                failed = true
                continue
            }
            let base = PictureName.base(of: path)
            for picture in pictures {
                if let problem = picture.problem {
                    ProcessEnvironment.printError("\(path): scene \(picture.sceneId) (\(picture.sceneName)) at \(picture.deviceName): \(problem)")
                    failed = true
                    continue
                }
                let target = PictureName.path(options.output, PictureName.file(
                    base: base, scene: picture.sceneId, device: picture.deviceName, dark: options.appearance == .dark, format: options.format))
                guard OutputFile.write(picture.bytes, to: target) else {
                    ProcessEnvironment.printError("layoutd render: cannot write \(target)")
                    return 2
                }
                print(target)
            }
        }
        return failed ? 2 : 0
    }
}

/// A folder made with its parents, as `mkdir -p` does.
enum OutputFolder {
    static func make(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if stat(prefix, &info) != 0, mkdir(prefix, 0o755) != 0, errno != EEXIST { return false }
            prefix += "/"
        }
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
