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
        do throws(ScenePictureError) {
            out.bytes = try picture(scene, at: screen, format: format, images: images, deadline: deadline)
        } catch {
            out.problem = error.message
        }
        return out
    }

    /// `draw`'s bytes, or why there are none.
    static func picture(_ scene: ImportedScene, at screen: Screen, format: PictureFormat, images: ImageCache,
                        deadline: Deadline) throws(ScenePictureError) -> [UInt8] {
        let chrome = scene.chrome ?? .bare(scene.size)
        let layouts: [Layout]
        do throws(Problem) {
            layouts = try LayoutSystem.solve(scene.document, deadline: deadline)
        } catch {
            throw .layout(error)
        }
        guard let layout = layouts.first else { throw .noSize }
        let pictures = images.images(for: scene.document, scale: screen.device.scale)
        switch format {
        case .svg:
            return DevicePicture.svg(scene.document, layout, chrome: chrome, images: pictures)
        case .png:
            do throws(RasterError) {
                return try DevicePicture.png(scene.document, layout, chrome: chrome, images: pictures)
            } catch {
                throw .raster(error)
            }
        }
    }

    /// The PNG of the first scene of `answer`, an import read with `appearance`, at the
    /// answer's screen, with the scene's chrome: what `render` writes for that scene at the
    /// file's own device (`POST /v1/import` with `Accept: image/png`).
    /// - Throws: `ScenePictureError`: `.noScene` for a file without one, else as `draw`
    ///   would report it.
    package static func firstScenePNG(of answer: ImportAnswer, appearance: AppearanceOptions,
                                      deadline: Deadline) throws(ScenePictureError) -> [UInt8] {
        guard let scene = answer.scenes.first else { throw .noScene }
        let images = ImageCache(assets: appearance.assets, mode: appearance.mode)
        return try picture(scene, at: answer.screen, format: .png, images: images, deadline: deadline)
    }
}
