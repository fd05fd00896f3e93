#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilder
import LayoutEngine
import Raster
import Testing

/// The fixtures written for these tests (Tests/RenderTests/Fixtures), and their pictures.
enum RenderFixture {
    static func path(_ name: String, file: String = #filePath) -> String {
        file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/Fixtures/" + name
    }

    static func bytes(_ name: String) -> [UInt8] {
        guard let f = fopen(path(name), "rb") else { fatalError("no fixture \(name)") }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return out
    }

    /// Every picture of the fixture, with the catalogs beside it.
    static func render(_ name: String, format: PictureFormat = .png, mode: AppearanceMode = .light,
                       devices: [DeviceChoice?] = [nil], scene: String? = nil) throws -> [RenderedScene] {
        let options = SceneRenderer.Options(devices: devices, scene: scene, format: format,
                                            appearance: AppearanceOptions(mode: mode, assets: AssetLibrary.beside(path(name))))
        return try SceneRenderer.render(bytes(name), options: options)
    }

    /// The one scene's PNG, decoded.
    static func image(_ name: String, mode: AppearanceMode = .light, scene: String? = nil) throws -> PNGImage {
        let pictures = try render(name, mode: mode, scene: scene)
        let picture = try #require(pictures.first)
        #expect(picture.problem == nil, "\(picture.problem ?? "")")
        return try PNGImage.decode(picture.bytes)
    }
}

/// A picture looked at in points: its pixels at `scale`.
struct Picture {
    var image: PNGImage
    var scale: Double

    /// The pixel at the point (x, y).
    func at(_ x: Double, _ y: Double) -> PNGImage.Pixel {
        image.pixel(Int(x * scale), Int(y * scale))
    }

    /// Pixels in the rectangle (points) darker than `limit` in every channel.
    func dark(in r: Rect, below limit: UInt8 = 100) -> Int {
        var n = 0
        let x0 = max(0, Int((r.x * scale).rounded())), x1 = min(image.width, Int(((r.x + r.width) * scale).rounded()))
        let y0 = max(0, Int((r.y * scale).rounded())), y1 = min(image.height, Int(((r.y + r.height) * scale).rounded()))
        guard x0 < x1, y0 < y1 else { return 0 }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = image.pixel(x, y)
                if p.red < limit && p.green < limit && p.blue < limit { n += 1 }
            }
        }
        return n
    }
}

func pixel(_ hex: String) -> PNGImage.Pixel {
    let c = Color(hex: hex) ?? .black
    return PNGImage.Pixel(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
}
