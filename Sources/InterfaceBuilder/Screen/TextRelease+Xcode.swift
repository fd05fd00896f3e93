import Typesetting

extension TextRelease {
    /// The iOS release whose San Francisco the Xcode that wrote a file of `toolsVersion`
    /// drew its canvas with: each Xcode's iOS SDK, by the toolsVersion ranges the
    /// collected files show (Xcode 8 writes 11xxx–12xxx, 9 13xxx, 10 14xxx, 11.0–11.3
    /// 15xxx, 11.4–11.7 16xxx, 12 17xxx–18xxx, 13 19xxx–20xxx, 14 21xxx, 15 and 16 22xxx–
    /// 23xxx, 26 24127 and later, its betas 24093.x: `XcodeReleases.xcode26`). Xcode 15 and 16 share a range the files cannot split, so
    /// both read as iOS 17; nil (no toolsVersion) is the newest.
    ///
    /// A frame saved by an older Xcode stays in the file until the view is updated, so a file's
    /// toolsVersion dates its newest frames, not every one (docs/text.md#releases).
    static func drawn(byToolsVersion version: Int?) -> TextRelease {
        guard let version else { return .newest }
        switch version {
        case ..<13000: return .iOS10
        case ..<14000: return .iOS11
        case ..<15000: return .iOS12
        case ..<17000: return .iOS13
        case ..<19000: return .iOS14
        case ..<21000: return .iOS15
        case ..<22000: return .iOS16
        case ..<XcodeReleases.xcode26.lowerBound: return .iOS17
        default: return .iOS26
        }
    }
}
