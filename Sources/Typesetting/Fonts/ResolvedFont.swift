/// A request's font made concrete: the face to shape with, at what size, with what tracking,
/// and the vertical metrics its lines take.
struct ResolvedFont: Sendable {
    let face: FontFace
    /// Points.
    let size: Double
    /// Points added after every grapheme cluster (`Tracking.trackedAdvance`).
    let tracking: Double
    /// Points from one baseline to the next.
    let lineHeight: Double
    /// Points from a line's top to its baseline.
    let ascender: Double
    /// The name asked for that the user's fonts lack (the system font stood in).
    let substituted: String?
    /// Inter standing in for San Francisco: each character gets `InterCalibration`'s correction.
    var calibrated = false

    /// Font units to points at this size.
    func points(_ units: Double) -> Double {
        units * size / face.unitsPerEm
    }

    static func resolve(_ descriptor: FontDescriptor, category: ContentSizeCategory,
                        system: SystemFont, user: FontSet) -> ResolvedFont {
        switch descriptor {
        case let .system(size, weight, italic):
            return systemFont(size: size, weight: weight, italic: italic, system: system, substituted: nil)
        case let .textStyle(style):
            return systemFont(size: DynamicType.size(of: style, at: category), weight: DynamicType.weight(of: style),
                              italic: false, system: system, substituted: nil)
        case let .named(name, size):
            guard let face = user.face(named: name) else {
                return systemFont(size: size, weight: .regular, italic: false, system: system, substituted: name)
            }
            // A font of the user's keeps its own metrics and has no tracking table.
            let size = sanitized(size)
            let perUnit = size / face.unitsPerEm
            return ResolvedFont(face: face, size: size, tracking: 0,
                                lineHeight: (face.ascender + face.descender + face.lineGap) * perUnit,
                                ascender: face.ascender * perUnit, substituted: nil)
        }
    }

    private static func systemFont(size: Double, weight: FontWeight, italic: Bool, system: SystemFont,
                                   substituted: String?) -> ResolvedFont {
        let size = sanitized(size)
        let face = system.face(weight: weight, italic: italic, size: size)
        let standIn = SystemFont.isStandIn(face)
        return ResolvedFont(face: face, size: size,
                            tracking: standIn ? Tracking.standIn(size: size, weight: weight) : Tracking.systemFont(size: size),
                            lineHeight: SystemFont.lineHeight * size,
                            ascender: SystemFont.ascender * size, substituted: substituted, calibrated: standIn)
    }

    /// A size that is not a positive number measures as nothing rather than negatively.
    private static func sanitized(_ size: Double) -> Double {
        size.isFinite && size > 0 ? size : 0
    }
}
