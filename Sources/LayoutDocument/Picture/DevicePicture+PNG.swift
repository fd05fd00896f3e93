import LayoutEngine
import Raster

extension DevicePicture {
    /// The PNG of `layout`, one of `document`'s layouts, as `svg` draws it, rasterized by
    /// librsvg at the document's scale: exactly the picture's size in points times the
    /// scale, in pixels. What `layoutd render` writes, and what a route answers `Accept:
    /// image/png` with, from a document and one of its layouts.
    /// - Throws: `RasterError` for a picture out of bounds (each side at most
    ///   `SVGRasterizer.maxSide` pixels) or one librsvg cannot draw.
    package static func png(_ document: Document, _ layout: Layout, chrome: SceneChrome? = nil,
                            images: [String: PictureImage] = [:], outlines: [PictureOutline] = []) throws(RasterError) -> [UInt8] {
        let size = (chrome ?? .bare(layout.size)).size
        let (width, height) = pixelSize(size, scale: scale(of: document))
        return try SVGRasterizer.png(svg(document, layout, chrome: chrome, images: images, outlines: outlines), width: width, height: height)
    }
}
