/// The toolsVersion ranges that decide which Xcode's canvas rules a file gets.
enum XcodeReleases {
    /// Xcode 26 and its betas. Released Xcode 26 writes 24127 and later; the betas wrote
    /// 24093.x (a decimal build, with plug-in 24053.1 or 24057). Those files draw as Xcode 26
    /// does: GoMap's Changeset.storyboard saves its navigation bar 54 pt high at y = 96 and
    /// pins below it at 150, which only Xcode 26's doubled portrait insets and 54-pt bar
    /// give; the collection's four 24093.x files match 33 of 34 and 213 of 216 saved frames
    /// with Xcode 26's rules, 25 and 179 with Xcode 16's (2026-12-06).
    static let xcode26 = 24090...29999
}
