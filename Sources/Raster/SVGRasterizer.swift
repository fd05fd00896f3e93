internal import CRSVG

/// SVG bytes to PNG bytes, drawn by librsvg onto a cairo image surface (Debian's
/// librsvg2): text through fontconfig and Pango, so the fonts a picture names must be
/// installed (Inter, from fonts-inter, is the one layoutd measures text with).
package enum SVGRasterizer {
    /// The largest side, in pixels: an iPad Pro at 2x is 2732.
    package static let maxSide = 16_384
    /// The most pixels in one picture (four bytes each while drawn).
    package static let maxPixels = 64 << 20

    /// The PNG of `svg` at `width` × `height` pixels: the SVG's viewport scaled to fill them.
    /// librsvg loads nothing but what the bytes hold (no base location is given, so no file
    /// or URL an `href` names is read; images come as `data:` URIs).
    /// - Throws: `RasterError` for a size out of bounds or an SVG librsvg refuses.
    package static func png(_ svg: [UInt8], width: Int, height: Int) throws(RasterError) -> [UInt8] {
        guard width > 0, height > 0, width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw RasterError("a picture of \(width) × \(height) pixels is out of bounds: each side from 1 to \(maxSide), at most \(maxPixels) pixels")
        }
        var gerror: UnsafeMutablePointer<RsvgGError>?
        let handle = svg.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, $0.count, &gerror) }
        guard let handle else { throw RasterError("librsvg refused the SVG: \(Self.take(gerror))") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RasterError("cairo could not make a \(width) × \(height) surface (out of memory)")
        }
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg_handle_render_document(handle, cr, &viewport, &gerror) != 0 else {
            throw RasterError("librsvg could not draw the SVG: \(Self.take(gerror))")
        }
        cairo_surface_flush(surface)
        return try PNGEncoder.encode(surface)
    }

    /// A GError's message, freed.
    static func take(_ error: UnsafeMutablePointer<RsvgGError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no reason given"
    }
}
