import XML

/// The version of the Xcode that wrote a file, as its canvas rules are keyed
/// (docs/interface-builder.md#xcode-versions): the document's `toolsVersion`, the digits
/// before its first dot.
enum ToolsVersion {
    /// What some Xcode 15 builds write in place of their version (`32700.99.1234`). The
    /// collection of 2026-12-06 holds 18 such files, every one with a Cocoa Touch plug-in
    /// of version 22684 or 22685 beside it (Xcode 15.0-15.2's), so the plug-in's version
    /// is the one to read there.
    static let placeholder = 32700

    /// The version of `root` (a `<document>`), or nil when it has none.
    static func of(_ root: XMLElement) -> Int? {
        guard let text = root["toolsVersion"] else { return nil }
        let version = Int(text.prefix { $0.isNumber }) ?? 0
        guard version == placeholder else { return version }
        let plugIn = root.child("dependencies")?.children.first {
            $0.name == "plugIn" && $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
        }
        return plugIn?["version"].flatMap { Int($0.prefix { $0.isNumber }) } ?? version
    }
}
