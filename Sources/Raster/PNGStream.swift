internal import CRSVG

/// Cairo's PNG reader over a byte array instead of a file (PNGs are written by `PNGEncoder`).
enum PNGStream {
    /// Feeds cairo's reader from an array.
    final class Source {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// A cairo image surface of `bytes`, which the caller destroys.
    static func read(_ bytes: [UInt8]) throws(RasterError) -> OpaquePointer? {
        let source = Source(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                let n = Int(length)
                guard source.offset + n <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                source.bytes.withUnsafeBufferPointer { b in
                    data.update(from: b.baseAddress! + source.offset, count: n)
                }
                source.offset += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RasterError("not a PNG cairo can read: \(String(cString: cairo_status_to_string(status)))")
        }
        return surface
    }
}
