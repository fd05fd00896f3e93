import LayoutDocument
import LayoutEngine
import Raster
import Support

/// `layoutd render`: every scene of a file drawn as the device shows it, at the file's own
/// device or at others (docs/interface-builder.md#pictures).
package enum SceneRenderer {
    /// What to draw and how.
    package struct Options: Sendable {
        /// nil: the file's own device; else each of these.
        package var devices: [DeviceChoice?] = [nil]
        /// A scene's id (as the import answer gives it, or the IB id) or name; nil: every scene.
        package var scene: String?
        package var format: PictureFormat = .png
        package var appearance = AppearanceOptions()
        /// Spread the scenes over the cores (the command line).
        package var parallel = false

        package init(devices: [DeviceChoice?] = [nil], scene: String? = nil, format: PictureFormat = .png,
                     appearance: AppearanceOptions = AppearanceOptions(), parallel: Bool = false) {
            self.devices = devices
            self.scene = scene
            self.format = format
            self.appearance = appearance
            self.parallel = parallel
        }
    }

    /// The pictures of `bytes`' scenes, device by device, each in file order.
    /// - Throws: `RenderError` for a file refused as a whole, or a `scene` it does not have.
    package static func render(_ bytes: [UInt8], options: Options, deadline: Deadline = .never) throws(RenderError) -> [RenderedScene] {
        let answers = try SceneImport.scenes(bytes, devices: options.devices, appearance: options.appearance,
                                             scene: options.scene, parallel: options.parallel)
        var jobs: [(screen: Screen, scene: ImportedScene)] = []
        for answer in answers {
            for scene in answer.scenes { jobs.append((answer.screen, scene)) }
        }
        let images = ImageCache(assets: options.appearance.assets, mode: options.appearance.mode)
        let format = options.format
        return Linter.map(jobs, parallel: options.parallel) { job in
            draw(job.scene, at: job.screen, format: format, images: images, deadline: deadline)
        }
    }

    /// One scene's picture: laid out, drawn as SVG, rasterized for PNG.
    static func draw(_ scene: ImportedScene, at screen: Screen, format: PictureFormat, images: ImageCache,
                     deadline: Deadline) -> RenderedScene {
        let chrome = scene.chrome ?? .bare(scene.size)
        let (width, height) = DevicePicture.pixelSize(chrome.size, scale: screen.device.scale)
        var out = RenderedScene(sceneId: scene.id, sceneName: scene.name, screen: screen, bytes: [], width: width, height: height)
        let layout: Layout
        do {
            guard let first = try LayoutSystem.solve(scene.document, deadline: deadline).first else {
                out.problem = "the scene has no size to lay out"
                return out
            }
            layout = first
        } catch {
            out.problem = "the scene could not be laid out: \(error.detail)"
            return out
        }
        let pictures = images.images(for: scene.document, scale: screen.device.scale)
        switch format {
        case .svg:
            out.bytes = DevicePicture.svg(scene.document, layout, chrome: chrome, images: pictures)
        case .png:
            do {
                out.bytes = try DevicePicture.png(scene.document, layout, chrome: chrome, images: pictures)
            } catch {
                out.problem = "the picture could not be drawn: \(error.message)"
            }
        }
        return out
    }
}
