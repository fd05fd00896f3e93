import InterfaceBuilder
import LayoutDocument
import LayoutEngine
import Raster
import Testing

/// Palette.xib, a 300 × 200 freeform XIB on a 3x phone, drawn and read back by its pixels
/// at known points: each colour space, a named colour from the catalog beside it, a system
/// colour, alpha, corners and border, clipping, a hidden view, an image and text.
@Suite struct PalettePictureTests {
    static let file = "Palette.xib"

    @Test func thePictureIsTheScenesSizeAtTheDevicesScale() throws {
        let image = try RenderFixture.image(Self.file)
        #expect(image.width == 900 && image.height == 600)
    }

    @Test func coloursAsTheFileWritesThem() throws {
        let p = Picture(image: try RenderFixture.image(Self.file), scale: 3)
        let expected: [(String, Double, Double, String)] = [
            ("top (sRGB white)", 5, 5, "#ffffff"),
            ("sRGB", 30, 30, "#ff8000"),
            ("P3 green, clamped to sRGB", 80, 30, "#00ff00"),
            ("calibrated white 0.5", 130, 30, "#808080"),
            ("named colour from the catalog, not the value the file saved", 180, 30, "#204080"),
            ("system red, as the file saved it", 230, 30, "#ff3b30"),
            ("black at alpha 0.5 over white", 280, 30, "#808080"),
        ]
        for (what, x, y, hex) in expected {
            #expect(p.at(x, y).isClose(to: pixel(hex), tolerance: 2), "\(what) at \(x), \(y): \(p.at(x, y))")
        }
    }

    @Test func cornersBorderClippingAndHiddenViews() throws {
        let p = Picture(image: try RenderFixture.image(Self.file), scale: 3)
        // The rounded view (10, 60, 60 × 60, radius 20, a 4-pt red border inside its bounds).
        #expect(p.at(40, 90).isClose(to: pixel("#0000ff")), "fill")
        #expect(p.at(11, 61).isClose(to: pixel("#ffffff")), "outside the rounded corner")
        #expect(p.at(40, 61.5).isClose(to: pixel("#ff0000")), "the border, inside the top edge")
        #expect(p.at(40, 65).isClose(to: pixel("#0000ff")), "inside the border")
        // The clipping view (80, 60, 60 × 60, black) and its yellow child, which reaches past it.
        #expect(p.at(90, 70).isClose(to: pixel("#000000")))
        #expect(p.at(125, 105).isClose(to: pixel("#ffff00")), "the child inside its superview")
        #expect(p.at(145, 125).isClose(to: pixel("#ffffff")), "the child past its superview, clipped")
        // The hidden view (150, 60, 40 × 40, magenta) is left out.
        #expect(p.at(170, 80).isClose(to: pixel("#ffffff")))
    }

    @Test func theImageFromTheCatalogBesideTheFile() throws {
        let p = Picture(image: try RenderFixture.image(Self.file), scale: 3)
        // Checker's @3x PNG, orange on its left half and teal on its right, scaled to fill 220, 130, 40 × 40.
        #expect(p.at(228, 150).isClose(to: pixel("#ff8c00")))
        #expect(p.at(252, 150).isClose(to: pixel("#008080")))
    }

    /// The label (10, 130, 200 × 30, "Hello, pictures" in 20-pt black) has its text inside
    /// its frame, and none of it outside.
    @Test func textInsideItsFrame() throws {
        let p = Picture(image: try RenderFixture.image(Self.file), scale: 3)
        let frame = Rect(x: 10, y: 130, width: 200, height: 30)
        #expect(p.dark(in: frame) > 500, "the text is drawn: \(p.dark(in: frame)) dark pixels")
        let around = [Rect(x: 0, y: 122, width: 220, height: 8), Rect(x: 0, y: 160, width: 220, height: 8),
                      Rect(x: 0, y: 130, width: 10, height: 30)]
        for r in around { #expect(p.dark(in: r) == 0, "nothing drawn at \(r)") }
        // The measured line fits 200 pt: it starts at the frame's left and stops well before its right.
        #expect(p.dark(in: Rect(x: 10, y: 130, width: 10, height: 30)) > 0)
        #expect(p.dark(in: Rect(x: 190, y: 130, width: 20, height: 30)) == 0)
    }

    @Test func darkAppearance() throws {
        let p = Picture(image: try RenderFixture.image(Self.file, mode: .dark), scale: 3)
        #expect(p.at(180, 30).isClose(to: pixel("#a0c0e0")), "the colour set's dark variant")
        #expect(p.at(230, 30).isClose(to: pixel("#ff453a")), "system red in dark")
        #expect(p.at(30, 30).isClose(to: pixel("#ff8000")), "a written colour is the same in both")
    }

    /// The SVG is the same picture: its size in pixels, its user space in points, no hidden view.
    @Test func theSVGSaysTheSame() throws {
        let svg = String(decoding: try #require(try RenderFixture.render(Self.file, format: .svg).first).bytes, as: UTF8.self)
        #expect(svg.contains(#"width="900" height="600" viewBox="0 0 300 200""#))
        #expect(!svg.contains("Pal-hid-001"), "hidden views are left out")
        #expect(svg.contains(#"data-id="Pal-lbl-001""#) && svg.contains("Hello, pictures"))
    }
}
