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
    /// Inter standing in for San Francisco: how its advances become San Francisco's (nil for
    /// a real font, the user's own San Francisco included).
    var letters: StandInLetters?

    /// Font units to points at this size.
    func points(_ units: Double) -> Double {
        units * size / face.unitsPerEm
    }

    static func resolve(_ descriptor: FontDescriptor, category: ContentSizeCategory, release: TextRelease,
                        system: SystemFont, user: FontSet) -> ResolvedFont {
        switch descriptor {
        case let .system(size, weight, italic):
            return systemFont(size: size, weight: weight, italic: italic, release: release, system: system, substituted: nil)
        case let .textStyle(style):
            return systemFont(size: DynamicType.size(of: style, at: category), weight: DynamicType.weight(of: style),
                              italic: false, release: release, system: system, substituted: nil)
        case let .named(name, size):
            guard let face = user.face(named: name) else {
                return systemFont(size: size, weight: .regular, italic: false, release: release, system: system,
                                  substituted: name)
            }
            // A font of the user's keeps its own metrics and has no tracking table.
            let size = sanitized(size)
            let perUnit = size / face.unitsPerEm
            return ResolvedFont(face: face, size: size, tracking: 0,
                                lineHeight: (face.ascender + face.descender + face.lineGap) * perUnit,
                                ascender: face.ascender * perUnit, substituted: nil)
        }
    }

    /// The system font. The stand-in takes the release's tracking table and letters
    /// (`StandInLetters`); the user's own San Francisco, whichever release its file is, takes
    /// today's table and its own letters.
    private static func systemFont(size: Double, weight: FontWeight, italic: Bool, release: TextRelease,
                                   system: SystemFont, substituted: String?) -> ResolvedFont {
        let size = sanitized(size)
        let face = system.face(weight: weight, italic: italic, size: size)
        let standIn = SystemFont.isStandIn(face)
        let generation = standIn ? release.generation : .variable
        return ResolvedFont(face: face, size: size,
                            tracking: size * Tracking.table(size: size, generation: generation) / 1000,
                            lineHeight: SystemFont.lineHeight * size,
                            ascender: SystemFont.ascender * size, substituted: substituted,
                            letters: standIn ? StandInLetters(size: size, weight: weight, release: release) : nil)
    }

    /// A size that is not a positive number measures as nothing rather than negatively.
    private static func sanitized(_ size: Double) -> Double {
        size.isFinite && size > 0 ? size : 0
    }
}
