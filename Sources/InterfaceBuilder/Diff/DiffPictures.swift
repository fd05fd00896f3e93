import LayoutDocument
import LayoutEngine
import Raster

/// The pictures of one scene's changes: before, after, and after with every change
/// outlined (where a view is now, solid; where one was, dashed).
package enum DiffPictures {
    package struct Set: Sendable {
        package var before: [UInt8]?
        package var after: [UInt8]?
        package var changes: [UInt8]?
    }

    /// Outline colours: green for what came, red for what went, orange for what moved or
    /// changed size.
    static let came = Color(bytes: 0x1d, 0xa1, 0x4a)
    static let went = Color(bytes: 0xe0, 0x20, 0x20)
    static let moved = Color(bytes: 0xff, 0x8c, 0x00)

    /// The three PNGs of `scene` (a side it lacks has none).
    /// - Throws: `RasterError` for a picture librsvg cannot draw.
    package static func make(_ scene: FileDiff.SceneDiff, appearance: AppearanceOptions) throws(RasterError) -> Set {
        let images = ImageCache(assets: appearance.assets, mode: appearance.mode)
        let scale = scene.screen.device.scale
        func picture(_ side: FileDiff.Side?, outlines: [PictureOutline] = []) throws(RasterError) -> [UInt8]? {
            guard let side else { return nil }
            return try DevicePicture.png(side.scene.document, side.layout, chrome: side.scene.chrome,
                                         images: images.images(for: side.scene.document, scale: scale), outlines: outlines)
        }
        var set = Set()
        set.before = try picture(scene.before)
        set.after = try picture(scene.after)
        set.changes = try picture(scene.after ?? scene.before, outlines: outlines(scene))
        return set
    }

    /// Each change's rectangle in the root's space: where the view is after, and for what
    /// left or moved, where it was before.
    static func outlines(_ scene: FileDiff.SceneDiff) -> [PictureOutline] {
        let before = scene.before.map { RootSpaceGeometry(document: $0.scene.document, layout: $0.layout) }
        let after = scene.after.map { RootSpaceGeometry(document: $0.scene.document, layout: $0.layout) }
        func rect(_ g: RootSpaceGeometry?, _ id: String) -> Rect? { g?.views.first { $0.id == id }?.rect }
        var out: [PictureOutline] = []
        var done: Swift.Set<String> = []
        for change in scene.changes where done.insert(change.view).inserted {
            switch change.change {
            case .appeared, .shown:
                if let r = rect(after, change.view) { out.append(PictureOutline(rect: r, color: came)) }
            case .disappeared, .hidden:
                if let r = rect(before, change.view) { out.append(PictureOutline(rect: r, color: went, dashed: true)) }
            case .moved, .resized:
                if let r = rect(before, change.view) { out.append(PictureOutline(rect: r, color: moved, dashed: true)) }
                if let r = rect(after, change.view) { out.append(PictureOutline(rect: r, color: moved)) }
            }
        }
        return out
    }
}
