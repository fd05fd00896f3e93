import LayoutEngine
import XML

/// Turns a file's `<color>` elements into sRGB colours in one appearance: written
/// components in their colour space, system colours and named colours
/// (docs/interface-builder.md#appearance).
struct ColorResolver: Sendable {
    let mode: AppearanceMode
    let assets: AssetLibrary
    /// The values the file saved in `<resources>` for the named and system colours it
    /// uses: the light appearance, as Xcode resolved them when it saved.
    let savedNamed: [String: Color]
    let savedSystem: [String: Color]

    init(root: XMLElement, mode: AppearanceMode, assets: AssetLibrary) {
        self.mode = mode
        self.assets = assets
        var named: [String: Color] = [:]
        var system: [String: Color] = [:]
        for entry in root.child("resources")?.children ?? [] {
            guard let name = entry["name"], let c = entry.child("color").flatMap(Self.written) else { continue }
            if entry.name == "namedColor" { named[name] = c }
            if entry.name == "systemColor" { system[name] = c }
        }
        savedNamed = named
        savedSystem = system
    }

    /// The child `<color key=…>` of `e`, resolved.
    func color(_ e: XMLElement, key: String) -> Color? {
        e.child("color", key: key).flatMap(resolve)
    }

    /// A `<color>` element in this resolver's appearance. A named colour comes from its
    /// colour set (dark variant in dark mode), else from what the file saved; a system
    /// colour from what the file saved (light) or UIKit's table; nil for one neither has.
    func resolve(_ e: XMLElement) -> Color? {
        if let name = e["name"] {
            return assets.color(name, mode) ?? savedNamed[name] ?? SystemColors.color(name, mode)
        }
        if let name = e["systemColor"] ?? e["cocoaTouchSystemColor"] {
            if mode == .light, let saved = savedSystem[name] { return saved }
            return SystemColors.color(name, mode) ?? savedSystem[name]
        }
        return Self.written(e)
    }

    /// A colour written as components: `red green blue` or `white`, with `alpha`, in the
    /// space `colorSpace` / `customColorSpace` names.
    static func written(_ e: XMLElement) -> Color? {
        func n(_ name: String) -> Double? { e[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        let alpha = n("alpha") ?? 1
        let space = e["colorSpace"] == "custom" ? (e["customColorSpace"] ?? "sRGB") : (e["colorSpace"] ?? "sRGB")
        if let white = n("white") {
            switch space {
            case "deviceWhite", "sRGB": return Color(red: white, green: white, blue: white, alpha: alpha)
            default: return ColorSpaces.gray22(white, alpha: alpha)  // calibratedWhite, genericGamma22GrayColorSpace
            }
        }
        guard let r = n("red"), let g = n("green"), let b = n("blue") else { return nil }
        switch space {
        case "displayP3": return ColorSpaces.displayP3(r, g, b, alpha: alpha)
        case "calibratedRGB": return ColorSpaces.genericRGB(r, g, b, alpha: alpha)
        default: return Color(red: r, green: g, blue: b, alpha: alpha)  // sRGB, deviceRGB, extended sRGB
        }
    }
}
