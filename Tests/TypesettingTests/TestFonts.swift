import CHarfBuzz
#if canImport(Glibc)
import Glibc
#endif
import Typesetting

/// What the typesetter tests share: the installed Inter, one typesetter loaded once, and
/// HarfBuzz called directly, so that expectations do not come from the code under test.
enum TestFonts {
    static let inter = "/usr/share/fonts/opentype/inter"

    /// Loading Inter is the slow part of a test; the read-only tests share this one.
    static let shared: Typesetter? = try? Typesetter()

    /// The sum of the x advances of `text` shaped as one run with the font at `path`, in
    /// font units, and that font's units per em.
    static func harfBuzzAdvances(_ text: String, font path: String) -> (units: Double, upem: Double)? {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face), let buffer = hb_buffer_create() else { return nil }
        defer { hb_font_destroy(font); hb_buffer_destroy(buffer) }
        let upem = hb_face_get_upem(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return nil }
        let units = (0..<Int(count)).reduce(0.0) { $0 + Double(positions[$1].x_advance) }
        return (units, Double(upem))
    }

    /// Ascender + descender + line gap of the font at `path` in font units, and its upem.
    static func harfBuzzLineHeight(font path: String) -> (ascender: Double, lineHeight: Double, upem: Double)? {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { return nil }
        defer { hb_font_destroy(font) }
        let upem = hb_face_get_upem(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        var ascender: hb_position_t = 0, descender: hb_position_t = 0, gap: hb_position_t = 0
        hb_ot_metrics_get_position_with_fallback(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender)
        hb_ot_metrics_get_position_with_fallback(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender)
        hb_ot_metrics_get_position_with_fallback(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &gap)
        return (Double(ascender), Double(ascender - descender + gap), Double(upem))
    }

    /// `ceil(v × scale) / scale`, written out again here rather than taken from the code.
    static func roundedUp(_ value: Double, scale: Double = 2) -> Double {
        (value * scale).rounded(.up) / scale
    }
}

/// A directory under /tmp for one test, removed with what it holds when done.
final class TemporaryDirectory {
    let path: String

    init?() {
        var template = Array("/tmp/typesetting-test-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else { return nil }
        path = String(cString: created)
    }

    deinit {
        if let handle = opendir(path) {
            while let entry = readdir(handle) {
                var raw = entry.pointee.d_name
                let name = withUnsafeBytes(of: &raw) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { unlink(path + "/" + name) }
            }
            closedir(handle)
        }
        rmdir(path)
    }

    /// Writes `bytes` to `name` in the directory.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> Bool {
        guard let file = fopen(path + "/" + name, "wb") else { return false }
        defer { fclose(file) }
        return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == bytes.count
    }

    /// Copies the file at `source` into the directory as `name`.
    @discardableResult
    func copy(_ source: String, as name: String) -> Bool {
        guard let file = fopen(source, "rb") else { return false }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if read == 0 { break }
            bytes += chunk[0..<read]
        }
        return write(name, bytes)
    }
}
