import InterfaceBuilder
import LayoutEngine

/// `layoutd render FILE|-... --output DIR` (docs/interface-builder.md#pictures): each scene
/// drawn by `SceneRenderer`, one file per scene and device, each path printed as written.
struct RenderCommand: LayoutdCommand, Equatable {
    var paths: [String] = []
    /// One scene, by its id or name; nil: every scene.
    var scene: String?
    /// As lint's `--devices`; nil: each file's own device.
    var devices: String?
    var format = PictureFormat.png
    var appearance = AppearanceMode.light
    /// The folder the pictures are written to (made when missing).
    var output = ""

    static let table = CommandTable<RenderCommand>(
        name: "render", summary: "draw every scene as the device shows it, one picture per scene and device",
        operands: .many(placeholder: "FILE|-", what: "storyboards and XIBs, or - for standard input") { $0.paths = $1 },
        flags: [
            .text("output", "DIR", help: "the folder the pictures are written to (required; made when missing)") { $0.output = $1 },
            .text("scene", "ID", help: "only this scene, by its id (as import gives it, or the IB id) or its name") { $0.scene = $1 },
            .text("devices", "LIST|all", help: "draw at these devices instead of the file's own (retina4_0,retina6_12:landscape), or all") { c, v throws(InvalidValue) in
                c.devices = try DeviceList.checked(v)
            },
            .choice("format", PictureFormat.self, help: "PNG, or the SVG librsvg draws it from (default png)") { $0.format = $1 },
            .choice("appearance", AppearanceMode.self, help: "system and named colours in the light or dark appearance (default light)") {
                $0.appearance = $1
            },
        ],
        notes: ["Exit codes: 0 every picture written; 2 a file or a scene that cannot be read, laid out or drawn (the",
                "others are still written), or a flag that cannot be used. Pictures: docs/interface-builder.md#pictures."],
        start: { _ in RenderCommand() },
        check: { c throws(UsageError) in
            if c.output.isEmpty { throw UsageError("--output DIR says where the pictures go") }
        })

    func run() -> CommandReport {
        var report = CommandReport()
        var choices: [DeviceChoice?] = [nil]
        if let list = devices {
            // The flag's value was checked as it was read; a list of commas alone names none.
            choices = (try? Linter.parseDevices(list)) ?? []
            guard !choices.isEmpty else {
                report.fail(CommandFailure("layoutd render: --devices names no device"))
                return report
            }
        }
        do throws(OutputFile.WriteError) {
            try OutputFolder.make(output)
        } catch {
            report.fail(CommandFailure("layoutd render: --output: \(error.message)"))
            return report
        }
        for path in paths {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path)
            } catch {
                report.warn("layoutd render: \(error.message)")
                report.status = .badInput
                continue
            }
            let options = SceneRenderer.Options(
                devices: choices, scene: scene, format: format,
                appearance: AppearanceOptions(mode: appearance, assets: AssetLibrary.beside(path)), parallel: true)
            let pictures: [RenderedScene]
            do {
                pictures = try SceneRenderer.render(bytes, options: options)
            } catch {
                let position = error.line.map { ":\($0)" + (error.column.map { ":\($0)" } ?? "") } ?? ""
                report.warn("\(path)\(position): error: \(error.message)")
                report.status = .badInput
                continue
            }
            let base = PictureName.base(of: path)
            for picture in pictures {
                if let problem = picture.problem {
                    report.warn("\(path): scene \(picture.sceneId) (\(picture.sceneName)) at \(picture.deviceName): \(problem)")
                    report.status = .badInput
                    continue
                }
                let target = PictureName.path(output, PictureName.file(
                    base: base, scene: picture.sceneId, device: picture.deviceName, dark: appearance == .dark, format: format))
                do throws(OutputFile.WriteError) {
                    try OutputFile.write(picture.bytes, to: target)
                } catch {
                    report.fail(CommandFailure("layoutd render: \(error.message)"))
                    return report
                }
                report.print(lines: target)
            }
        }
        return report
    }
}

/// `--devices` as lint, render and diff take it, checked where the flag is read.
enum DeviceList {
    static func checked(_ value: String) throws(InvalidValue) -> String {
        do throws(LintOptionError) {
            _ = try Linter.parseDevices(value)
            return value
        } catch {
            throw InvalidValue(error.detail)
        }
    }
}
