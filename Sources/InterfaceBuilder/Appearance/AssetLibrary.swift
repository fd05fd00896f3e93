import JSON
import LayoutEngine

/// The colour sets and image sets of the asset catalogs (`.xcassets`) found beside a file:
/// named colours in both appearances, and the PNG or JPEG of each image set at each scale.
/// Read once per command, shared by every scene and device.
package struct AssetLibrary: Sendable {
    /// A colour set's colours: the one for any appearance, and its dark variant when it has one.
    struct ColorSet: Sendable {
        var any: Color?
        var dark: Color?
    }

    /// One file of an image set.
    struct ImageFile: Sendable {
        var path: String
        /// 1, 2 or 3; nil for a single-scale (vector) entry.
        var scale: Int?
        var dark: Bool
    }

    var colors: [String: ColorSet] = [:]
    var images: [String: [ImageFile]] = [:]
    /// The catalogs read, in path order.
    package private(set) var catalogs: [String] = []

    package init() {}

    /// The catalogs beside `file`: below its folder, and below the folder above it when the
    /// file sits in a localization folder (`Base.lproj/Main.storyboard`, the usual place,
    /// with `Assets.xcassets` one level up). Standard input has none.
    package static func beside(_ file: String) -> AssetLibrary {
        guard file != "-" else { return AssetLibrary() }
        let folder = LocalFiles.folder(of: file)
        var roots = [folder]
        if folder.hasSuffix(".lproj") { roots.append(LocalFiles.folder(of: folder)) }
        return read(catalogs: roots.flatMap { findCatalogs(below: $0, depth: 0) })
    }

    /// Folders a search for catalogs never enters: what is not the app's own.
    static let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", ".build", "node_modules"]

    static func findCatalogs(below folder: String, depth: Int) -> [String] {
        guard depth < 6 else { return [] }
        var found: [String] = []
        for (name, path) in LocalFiles.entries(folder) where !name.hasPrefix(".") && !skipped.contains(name) && LocalFiles.isDirectory(path) {
            if name.hasSuffix(".xcassets") { found.append(path) } else if !name.hasSuffix(".lproj") || depth == 0 {
                found += findCatalogs(below: path, depth: depth + 1)
            }
        }
        return found
    }

    /// The colour and image sets of `catalogs`; the first catalog (in path order) holding a
    /// name wins.
    package static func read(catalogs: [String]) -> AssetLibrary {
        var library = AssetLibrary()
        library.catalogs = Array(Set(catalogs)).sorted()
        for catalog in library.catalogs { library.readFolder(catalog, prefix: "") }
        return library
    }

    /// A named colour in `mode`; nil when no colour set of that name was read.
    package func color(_ name: String, _ mode: AppearanceMode) -> Color? {
        guard let set = colors[name] else { return nil }
        return mode == .dark ? (set.dark ?? set.any) : (set.any ?? set.dark)
    }

    /// Whether an image set of that name was read (it may hold no PNG or JPEG).
    package func hasImage(_ name: String) -> Bool { images[name] != nil }

    /// The PNG or JPEG file of image set `name` best for a screen of `scale` in `mode`: its
    /// own appearance first, then the scale itself, then the next larger, then any.
    package func imagePath(_ name: String, scale: Int, _ mode: AppearanceMode) -> (path: String, scale: Int)? {
        guard let files = images[name], !files.isEmpty else { return nil }
        func rank(_ f: ImageFile) -> (Int, Int) {
            let look = f.dark == (mode == .dark) ? 0 : 1
            let s = f.scale ?? 1
            let distance = s == scale ? 0 : s > scale ? s - scale : 10 + scale - s
            return (look, distance)
        }
        guard let best = files.min(by: { rank($0) < rank($1) }) else { return nil }
        return (best.path, best.scale ?? 1)
    }

    private mutating func readFolder(_ folder: String, prefix: String) {
        for (name, path) in LocalFiles.entries(folder) where LocalFiles.isDirectory(path) {
            guard let dot = name.lastIndex(of: ".") else {
                let contents = LocalFiles.read(path + "/Contents.json").flatMap { try? JSONReader.read($0) }
                let namespaced = contents.map { tape in Self.bool(tape, ["properties", "provides-namespace"]) } ?? false
                readFolder(path, prefix: namespaced ? prefix + name + "/" : prefix)
                continue
            }
            let base = prefix + String(name[..<dot])
            switch name[name.index(after: dot)...] {
            case "colorset":
                if colors[base] == nil, let set = Self.colorSet(path) { colors[base] = set }
            case "imageset":
                if images[base] == nil { images[base] = Self.imageFiles(path) }
            case "symbolset":
                if images[base] == nil { images[base] = [] }
            default:
                readFolder(path, prefix: prefix)
            }
        }
    }

    // MARK: Contents.json

    private static func bool(_ tape: JSONTape, _ path: [String]) -> Bool {
        guard let node = find(tape, tape.root, path) else { return false }
        return tape.kind(node) == .true
    }

    /// The node at `path` of member names below `node`.
    static func find(_ tape: JSONTape, _ node: Int, _ path: [String]) -> Int? {
        var current = node
        for name in path {
            guard tape.kind(current) == .object else { return nil }
            var next: Int?
            tape.forEachMember(current) { k, v in if next == nil, tape.string(k) == name { next = v } }
            guard let found = next else { return nil }
            current = found
        }
        return current
    }

    static func string(_ tape: JSONTape, _ node: Int, _ path: [String]) -> String? {
        guard let n = find(tape, node, path), tape.kind(n) == .string else { return nil }
        return tape.string(n)
    }

    /// The appearance an entry of `colors` or `images` is for: dark, light or any; nil for
    /// another kind of variant (high contrast), which pictures do not use.
    static func appearance(_ tape: JSONTape, _ entry: Int) -> (dark: Bool, any: Bool)? {
        guard let list = find(tape, entry, ["appearances"]), tape.kind(list) == .array else { return (false, true) }
        var result: (dark: Bool, any: Bool)? = (false, true)
        tape.forEachElement(list) { _, a in
            let kind = string(tape, a, ["appearance"])
            let value = string(tape, a, ["value"])
            if kind == "luminosity" { result = value == "dark" ? (true, false) : (false, false) } else { result = nil }
        }
        return result
    }

    static func colorSet(_ folder: String) -> ColorSet? {
        guard let bytes = LocalFiles.read(folder + "/Contents.json"), let tape = try? JSONReader.read(bytes),
              let list = find(tape, tape.root, ["colors"]), tape.kind(list) == .array else { return nil }
        var set = ColorSet()
        tape.forEachElement(list) { _, entry in
            let idiom = string(tape, entry, ["idiom"]) ?? "universal"
            guard idiom == "universal" || idiom == "iphone", let look = appearance(tape, entry),
                  let colorNode = find(tape, entry, ["color"]), let color = color(tape, colorNode) else { return }
            if look.dark {
                if set.dark == nil || idiom == "universal" { set.dark = color }
            } else if set.any == nil || (idiom == "universal" && look.any) {
                set.any = color
            }
        }
        return set.any == nil && set.dark == nil ? nil : set
    }

    /// One colour of a colour set: components in its colour space, or a system colour
    /// (`"reference": "systemBlueColor"`, light; dark comes from the set's dark entry).
    static func color(_ tape: JSONTape, _ node: Int) -> Color? {
        if let reference = string(tape, node, ["reference"]) {
            return SystemColors.color(reference, .light)
        }
        guard let components = find(tape, node, ["components"]) else { return nil }
        func component(_ name: String) -> Double? {
            guard let n = find(tape, components, [name]) else { return nil }
            if tape.kind(n) == .number { return tape.nodes[n].number }
            guard tape.kind(n) == .string else { return nil }
            return Self.component(tape.string(n))
        }
        let alpha = component("alpha") ?? 1
        let space = string(tape, node, ["color-space"]) ?? "srgb"
        if let white = component("white") {
            return space.contains("gray") && space.contains("linear") ? Color(red: ColorSpaces.linearToSRGB(white), green: ColorSpaces.linearToSRGB(white), blue: ColorSpaces.linearToSRGB(white), alpha: alpha)
                : ColorSpaces.gray22(white, alpha: alpha)
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        switch space {
        case "display-p3": return ColorSpaces.displayP3(r, g, b, alpha: alpha)
        case "extended-linear-srgb":
            return Color(red: ColorSpaces.linearToSRGB(r), green: ColorSpaces.linearToSRGB(g), blue: ColorSpaces.linearToSRGB(b), alpha: alpha)
        default: return Color(red: r, green: g, blue: b, alpha: alpha)
        }
    }

    /// A component as Xcode writes it: `0.800` (a fraction), `0xCC` or `204` (8-bit).
    static func component(_ text: String) -> Double? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        guard let v = Double(text), v.isFinite else { return nil }
        return text.contains(".") ? v : v / 255
    }

    static func imageFiles(_ folder: String) -> [ImageFile] {
        guard let bytes = LocalFiles.read(folder + "/Contents.json"), let tape = try? JSONReader.read(bytes),
              let list = find(tape, tape.root, ["images"]), tape.kind(list) == .array else { return [] }
        var files: [ImageFile] = []
        tape.forEachElement(list) { _, entry in
            guard let file = string(tape, entry, ["filename"]), let look = appearance(tape, entry) else { return }
            let lower = file.lowercased()
            guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else { return }
            let idiom = string(tape, entry, ["idiom"]) ?? "universal"
            guard idiom == "universal" || idiom == "iphone" || idiom == "ipad" else { return }
            let scale = string(tape, entry, ["scale"]).flatMap { Int($0.prefix { $0.isNumber }) }
            files.append(ImageFile(path: folder + "/" + file, scale: scale, dark: look.dark))
        }
        return files
    }
}
