internal import CRSVG

/// A PNG's pixels, read back through cairo: for tests that check a picture by its pixels,
/// and for a picture's size before it is embedded.
package struct PNGImage: Sendable, Equatable {
    package var width: Int
    package var height: Int
    /// Red, green, blue and alpha per pixel, row by row, not premultiplied.
    package var rgba: [UInt8]

    /// One pixel's colour, not premultiplied.
    package struct Pixel: Sendable, Equatable, CustomStringConvertible {
        package var red: UInt8
        package var green: UInt8
        package var blue: UInt8
        package var alpha: UInt8

        package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        package var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// Whether each component is within `tolerance` of `other`'s.
        package func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
        }
    }

    /// The pixel at column `x`, row `y` (0-based, from the top left).
    package func pixel(_ x: Int, _ y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
    }

    /// The pixels of a PNG.
    /// - Throws: `RasterError` for bytes that are not a PNG cairo reads.
    package static func decode(_ bytes: [UInt8]) throws(RasterError) -> PNGImage {
        let surface = try PNGStream.read(bytes)
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RasterError("cairo read the PNG but gave no pixels")
        }
        let format = cairo_image_surface_get_format(surface)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let o = (y * width + x) * 4
                if format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32 {
                    // Native-endian 32-bit words: A R G B from the high byte down.
                    let word = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
                    let a = format == CAIRO_FORMAT_RGB24 ? 255 : UInt32(word >> 24)
                    func channel(_ shift: UInt32) -> UInt8 {
                        let v = (word >> shift) & 0xff
                        guard a > 0, a < 255 else { return UInt8(a == 0 ? 0 : v) }
                        return UInt8(min(255, (v * 255 + a / 2) / a))
                    }
                    rgba[o] = channel(16)
                    rgba[o + 1] = channel(8)
                    rgba[o + 2] = channel(0)
                    rgba[o + 3] = UInt8(a)
                } else {
                    throw RasterError("cairo read the PNG in a pixel format this reader does not take")
                }
            }
        }
        return PNGImage(width: width, height: height, rgba: rgba)
    }

    /// A PNG's size from its header alone (the IHDR chunk), without decoding it; nil for
    /// bytes that do not start as a PNG does.
    package static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        let w = be32(16), h = be32(20)
        return w > 0 && h > 0 ? (w, h) : nil
    }
}
