#if canImport(Glibc)
import Glibc
#endif
internal import CRSVG
internal import CZlib

/// Cairo's image surface to PNG bytes, deflated by zlib at its fastest level.
///
/// Cairo's own PNG writer (through libpng) tries every row filter and compresses at
/// zlib's default level: on a phone-sized picture that took 35 to 48 ms, ten times what
/// drawing it took, and `layoutd render` writes hundreds. Pictures of scenes are flat
/// colours in long runs, which zlib's fastest level with no row filter shrinks nearly as
/// well, in a tenth of the time. zlib's time goes with the bytes it is given, so a picture
/// of at most 256 colours (most scenes: flat fills and grey-edged text) is written with a
/// palette, one byte a pixel instead of three; other opaque ones (every scene's, over the
/// opaque window) as RGB, the rest as RGBA.
enum PNGEncoder {
    static func encode(_ surface: OpaquePointer?) throws(RasterError) -> [UInt8] {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            throw RasterError("cairo gave no pixels to write")
        }
        let pixels = Pixels(data: data, width: width, height: height, stride: stride)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        append32(UInt32(width), to: &header)
        append32(UInt32(height), to: &header)
        let raw: [UInt8]
        if let palette = pixels.palette() {
            header += [8, 3, 0, 0, 0]  // 8-bit indices, deflate, no filter set, no interlace
            chunk("IHDR", header, to: &png)
            chunk("PLTE", palette.table, to: &png)
            raw = pixels.rows(channels: 1) { word, out in out[0] = palette.index(word) }
        } else if pixels.isOpaque {
            header += [8, 2, 0, 0, 0]
            chunk("IHDR", header, to: &png)
            raw = pixels.rows(channels: 3) { word, out in
                out[0] = UInt8(truncatingIfNeeded: word >> 16)
                out[1] = UInt8(truncatingIfNeeded: word >> 8)
                out[2] = UInt8(truncatingIfNeeded: word)
            }
        } else {
            header += [8, 6, 0, 0, 0]
            chunk("IHDR", header, to: &png)
            raw = pixels.rows(channels: 4) { word, out in
                let a = word >> 24
                func channel(_ shift: UInt32) -> UInt8 {
                    let v = (word >> shift) & 0xff
                    guard a > 0, a < 255 else { return UInt8(truncatingIfNeeded: v) }
                    return UInt8(min(255, (v * 255 + a / 2) / a))  // cairo premultiplies, PNG does not
                }
                out[0] = channel(16)
                out[1] = channel(8)
                out[2] = channel(0)
                out[3] = UInt8(truncatingIfNeeded: a)
            }
        }
        chunk("IDAT", try deflate(raw), to: &png)
        chunk("IEND", [], to: &png)
        return png
    }

    /// zlib's stream (RFC 1950) of `bytes` at level 1.
    static func deflate(_ bytes: [UInt8]) throws(RasterError) -> [UInt8] {
        var status = Z_OK
        let out = [UInt8](unsafeUninitializedCapacity: Int(compressBound(uLong(bytes.count)))) { o, count in
            var written = uLong(o.count)
            status = bytes.withUnsafeBufferPointer { i in compress2(o.baseAddress, &written, i.baseAddress, uLong(i.count), 1) }
            count = status == Z_OK ? Int(written) : 0
        }
        guard status == Z_OK else { throw RasterError("zlib could not compress the picture (status \(status))") }
        return out
    }

    static func chunk(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
        append32(UInt32(body.count), to: &png)
        let typed = Array(type.utf8) + body
        png += typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        append32(UInt32(crc), to: &png)
    }

    static func append32(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
    }
}

/// A cairo ARGB32 surface's pixels: native-endian 32-bit words, A R G B from the high byte
/// down, premultiplied. Most rows of a flat picture repeat the row above, so every pass
/// looks at a row only when it differs from the one before.
struct Pixels {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int

    func word(_ row: UnsafeRawPointer, _ x: Int) -> UInt32 {
        row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
    }

    func repeats(_ y: Int) -> Bool {
        y > 0 && memcmp(data + y * stride, data + (y - 1) * stride, width * 4) == 0
    }

    var isOpaque: Bool {
        for y in 0..<height where !repeats(y) {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width where word(row, x) >> 24 != 0xff { return false }
        }
        return true
    }

    /// PNG's scanlines, each a filter byte (0, none) and `channels` bytes a pixel written by
    /// `pixel`; a row like the one above is copied, not written again.
    func rows(channels: Int, _ pixel: (UInt32, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let rowBytes = 1 + width * channels
        // Written in full below, so not zeroed first.
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            guard let base = out.baseAddress else { return }
            for y in 0..<height {
                let target = base + y * rowBytes
                if repeats(y) {
                    memcpy(target, target - rowBytes, rowBytes)
                    continue
                }
                target[0] = 0
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width { pixel(word(row, x), target + 1 + x * channels) }
            }
            count = rowBytes * height
        }
    }

    /// The picture's colours when it is opaque and has at most 256 of them; nil otherwise.
    func palette() -> Palette? {
        var palette = Palette()
        for y in 0..<height where !repeats(y) {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<width {
                let w = word(row, x)
                guard w >> 24 == 0xff, palette.add(w & 0xff_ffff) else { return nil }
            }
        }
        return palette
    }
}

/// Up to 256 colours, each with its index, in an open-addressed table of 1024 slots.
struct Palette {
    private var keys = [UInt32](repeating: .max, count: 1024)
    private var indices = [UInt8](repeating: 0, count: 1024)
    /// The PLTE chunk's body: red, green, blue of each colour in index order.
    private(set) var table: [UInt8] = []
    private var last: (key: UInt32, index: UInt8) = (.max, 0)

    private func slot(_ rgb: UInt32) -> Int {
        var i = Int((rgb &* 0x9E37_79B1) >> 22)
        while keys[i] != .max && keys[i] != rgb { i = (i + 1) & 1023 }
        return i
    }

    /// Adds `rgb` (0x00RRGGBB); false when it would be the 257th colour.
    mutating func add(_ rgb: UInt32) -> Bool {
        if rgb == last.key { return true }
        let i = slot(rgb)
        if keys[i] == .max {
            guard table.count < 256 * 3 else { return false }
            keys[i] = rgb
            indices[i] = UInt8(table.count / 3)
            table += [UInt8(truncatingIfNeeded: rgb >> 16), UInt8(truncatingIfNeeded: rgb >> 8), UInt8(truncatingIfNeeded: rgb)]
        }
        last = (rgb, indices[i])
        return true
    }

    /// The index of an opaque pixel `add` took.
    func index(_ word: UInt32) -> UInt8 {
        indices[slot(word & 0xff_ffff)]
    }
}
