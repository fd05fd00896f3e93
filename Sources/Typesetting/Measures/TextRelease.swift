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
