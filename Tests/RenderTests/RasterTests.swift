import LayoutDocument
import LayoutEngine
import LayoutPipeline
import Raster
import Testing

/// librsvg's raster of an SVG, and the PNG a route answers for a document.
@Suite struct RasterTests {
    @Test func anSVGToPixels() throws {
        let svg = Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2" viewBox="0 0 4 2"><rect width="2" height="2" fill="#ff0000"/><rect x="2" width="2" height="2" fill="#0000ff" fill-opacity="0.5"/></svg>"##.utf8)
        let image = try PNGImage.decode(try SVGRasterizer.png(svg, width: 8, height: 4))
        #expect(image.width == 8 && image.height == 4)
        #expect(image.pixel(1, 1) == PNGImage.Pixel(red: 255, green: 0, blue: 0))
        let half = image.pixel(6, 2)
        #expect(half.blue == 255 && (127...129).contains(Int(half.alpha)), "\(half)")
    }

    @Test func refusals() {
        #expect(throws: RasterError.self) { try SVGRasterizer.png(Array("not svg".utf8), width: 10, height: 10) }
        #expect(throws: RasterError.self) { try SVGRasterizer.png(Array("<svg/>".utf8), width: 0, height: 10) }
        #expect(throws: RasterError.self) { try SVGRasterizer.png(Array("<svg/>".utf8), width: 20_000, height: 10) }
        #expect(throws: RasterError.self) { try PNGImage.decode([1, 2, 3]) }
    }

    /// What a route answers `Accept: image/png` with: the document's first size at its scale.
    @Test func aDocumentsPNG() throws {
        let body = Array(##"{"root": {"id": "root", "appearance": {"backgroundColor": "#00ff00"}, "children": [{"id": "a", "frame": {"x": 10, "y": 10, "width": 20, "height": 20}, "appearance": {"backgroundColor": "#ff0000"}}]}, "sizes": [{"width": 60, "height": 40}], "scale": 2}"##.utf8)
        let pipeline = Pipeline(limits: .default)
        let image = try PNGImage.decode(try pipeline.png(of: pipeline.scan(body), deadline: .never))
        #expect(image.width == 120 && image.height == 80)
        #expect(image.pixel(40, 40) == PNGImage.Pixel(red: 255, green: 0, blue: 0))
        #expect(image.pixel(100, 70) == PNGImage.Pixel(red: 0, green: 255, blue: 0))
    }

    @Test func pixelSizes() {
        #expect(DevicePicture.pixelSize(Size(width: 300, height: 200), scale: 3) == (900, 600))
        #expect(DevicePicture.pixelSize(Size(width: 320.5, height: 0), scale: 2) == (641, 1))
        #expect(DevicePicture.pixelSize(Size(width: 1e300, height: .infinity), scale: 3) == (1_000_000_000, 1), "held, never trapping")
    }
}
