/// The file names pictures are written under: `Main-<scene>-<device>[-dark][-what].png`,
/// one per scene and device, so that a folder of them sorts by file and scene.
package enum PictureName {
    /// `App/Base.lproj/Main.storyboard` → `Main`; standard input is `stdin`.
    package static func base(of path: String) -> String {
        if path == "-" { return "stdin" }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    package static func file(base: String, scene: String, device: String, dark: Bool = false, suffix: String? = nil,
                             format: PictureFormat = .png) -> String {
        "\(base)-\(scene)-\(device)\(dark ? "-dark" : "")\(suffix.map { "-" + $0 } ?? "").\(format.rawValue)"
    }

    /// `file` inside `folder`.
    package static func path(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
