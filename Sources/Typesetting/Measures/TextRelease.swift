/// The iOS release whose San Francisco a document's text is to match: each Xcode drew its
/// canvas with the system font of its own iOS SDK, and San Francisco has changed under the
/// same name (docs/text.md#releases). A request names it as `"textRelease": "iOS 17"`.
package enum TextRelease: Int, Sendable, Hashable, CaseIterable, Comparable {
    case iOS10 = 10, iOS11, iOS12, iOS13, iOS14, iOS15, iOS16, iOS17, iOS18
    case iOS26 = 26

    /// What a document that names none matches: the newest release.
    package static let newest = TextRelease.iOS26

    /// Its spelling in a request: "iOS 17".
    package var name: String { "iOS \(rawValue)" }

    /// The release spelled `name` ("iOS 17"), or nil.
    package init?(name: String) {
        guard name.hasPrefix("iOS "), let number = Int(name.dropFirst(4)), String(number) == name.dropFirst(4),
              let release = TextRelease(rawValue: number) else { return nil }
        self = release
    }

    /// Which San Francisco the release draws with.
    package var generation: SFGeneration { self < .iOS14 ? .staticFaces : .variable }

    /// Pixels per point a text's height is rounded up to, on a screen of `scale`: whole
    /// points on iOS 10, the screen's pixels after. Evidence: in files of Xcode 8
    /// (toolsVersion 11000–12999) 71–94 % of the one-line labels whose text decides their
    /// width were saved a whole number of points tall, where pixels give a third to a half
    /// (a 12-pt label 15 tall, not 14.33; a 17-pt one 21, not 20.33), on the development
    /// half of the 1,169-file collection. Widths keep the pixel grid: rounded to whole
    /// points as well, they agree within 0.5 pt less often (73.5 → 66.2 % of those labels
    /// in cross-validation), a measurement a fraction of a point off then missing by a point.
    package func heightGrid(scale: Double) -> Double {
        self == .iOS10 ? 1 : scale
    }

    package static func < (a: TextRelease, b: TextRelease) -> Bool { a.rawValue < b.rawValue }
}

/// The two San Franciscos the evidence tells apart (WWDC 2020, "The details of UI
/// typography"): until iOS 13 two static families, SF Pro Text below 20 pt and SF Pro
/// Display from 20 pt, each with its own tracking table; from iOS 14 one variable font
/// whose optical size follows the point size, its letters and tracking changing smoothly
/// "between 17 and 28 points".
package enum SFGeneration: Sendable, Hashable, CaseIterable {
    case staticFaces
    case variable
}
