import CHarfBuzz

/// One face of a font file, ready to shape: HarfBuzz's face and font, made immutable so that
/// every thread may shape with them at once, with the names and metrics the lookups need.
///
/// The font's scale is its units per em, so HarfBuzz answers in font units and the sizes are
/// applied in `Double` (`points = units × size / unitsPerEm`), never rounded to 26.6.
final class FontFace: @unchecked Sendable {
    let path: String
    let index: Int
    /// Retained; released in deinit.
    let face: OpaquePointer
    /// Retained; released in deinit.
    let font: OpaquePointer
    let unitsPerEm: Double
    let postScriptName: String
    let fullName: String
    let family: String
    let style: String
    let weight: Int
    let italic: Bool
    /// Whether a `wght` axis lets `instance(weight:)` give this face other weights.
    let weightAxis: Bool
    /// Font units, as HarfBuzz's OpenType metrics give them (descender positive downward).
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// Font units: the shaped advances of U+0020 and U+2026, which the breaker adds for a
    /// newline read as a space and for an ellipsis.
    let spaceAdvance: Double
    let ellipsisAdvance: Double

    /// Takes over one reference to `face`.
    init?(face: OpaquePointer, path: String, index: Int, variations: [hb_variation_t] = []) {
        hb_face_make_immutable(face)
        let upem = hb_face_get_upem(face)
        guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            return nil
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        if !variations.isEmpty {
            variations.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) }
        }
        hb_font_make_immutable(font)
        self.face = face
        self.font = font
        self.path = path
        self.index = index
        unitsPerEm = Double(upem)
        let family = Self.name(face, NameID.typographicFamily) ?? Self.name(face, NameID.family) ?? ""
        let fullName = Self.name(face, NameID.fullName) ?? family
        self.family = family
        self.fullName = fullName
        postScriptName = Self.name(face, NameID.postScript) ?? fullName
        style = Self.name(face, NameID.typographicSubfamily) ?? Self.name(face, NameID.subfamily) ?? ""
        weight = Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded())
        italic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) >= 0.5
        var axis = hb_ot_var_axis_info_t()
        weightAxis = hb_ot_var_find_axis_info(face, Tag.weight, &axis) != 0
        ascender = Self.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        descender = -Self.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        lineGap = Self.metric(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        spaceAdvance = Shaper.advances(of: " ", font: font).first ?? 0
        ellipsisAdvance = Shaper.advances(of: "\u{2026}", font: font).first ?? 0
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// This face at another weight on its `wght` axis (a variable San Francisco); nil when it
    /// has no such axis.
    func instance(weight: Int) -> FontFace? {
        guard weightAxis, let shared = hb_face_reference(face) else { return nil }
        let variation = hb_variation_t(tag: Tag.weight, value: Float(weight))
        return FontFace(face: shared, path: path, index: index, variations: [variation])
    }

    func info(source: FontSource, isSystemFont: Bool) -> FontInfo {
        FontInfo(postScriptName: postScriptName, fullName: fullName, family: family, style: style,
                 weight: weight, italic: italic, path: path, faceIndex: index, source: source,
                 isSystemFont: isSystemFont)
    }

    // MARK: Reading the font

    private static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
        // A nil language asks HarfBuzz for the default (English) record.
        var length = hb_ot_name_get_utf8(face, id, nil, nil, nil)
        guard length > 0 else { return nil }
        var bytes = [CChar](repeating: 0, count: Int(length) + 1)
        length += 1
        _ = bytes.withUnsafeMutableBufferPointer { hb_ot_name_get_utf8(face, id, nil, &length, $0.baseAddress) }
        let text = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    private static func metric(_ font: OpaquePointer, _ tag: hb_ot_metrics_tag_t) -> Double {
        var position: hb_position_t = 0
        hb_ot_metrics_get_position_with_fallback(font, tag, &position)
        return Double(position)
    }

    private enum NameID {
        static let family: hb_ot_name_id_t = 1
        static let subfamily: hb_ot_name_id_t = 2
        static let fullName: hb_ot_name_id_t = 4
        static let postScript: hb_ot_name_id_t = 6
        static let typographicFamily: hb_ot_name_id_t = 16
        static let typographicSubfamily: hb_ot_name_id_t = 17
    }

    enum Tag {
        /// HB_TAG('w','g','h','t'); the C macro does not reach Swift.
        static let weight: hb_tag_t = 0x7767_6874
    }
}
