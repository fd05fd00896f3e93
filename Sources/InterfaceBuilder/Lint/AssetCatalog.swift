import XML

/// The image and colour names of the asset catalogs (`.xcassets`) beside the linted files,
/// for `image-resource` and `color-resource`.
package struct AssetCatalog: Sendable, Equatable {
    /// Image sets and symbol sets, by the name a file uses (with a namespace folder's prefix).
    package var images: Set<String> = []
    /// Colour sets, likewise.
    package var colors: Set<String> = []
    /// The catalogs read, for the message of a name none of them holds.
    package var catalogs: [String] = []

    package init(images: Set<String> = [], colors: Set<String> = [], catalogs: [String] = []) {
        self.images = images
        self.colors = colors
        self.catalogs = catalogs
    }
}

/// `image-resource` and `color-resource`: names a file uses that no asset catalog holds.
enum AssetChecks {
    static let imageAttributes = ["image", "backgroundImage", "highlightedImage", "selectedImage"]

    /// The file lists what it uses in `<resources>` (`<image name>`, `<namedColor name>`);
    /// each finding is at the first element that uses the name, else at that entry.
    static func findings(_ root: XMLElement, catalog: AssetCatalog, rules: Set<LintRule.ID>) -> [LintFinding] {
        let checkImages = rules.contains(.imageResource)
        let checkColors = rules.contains(.colorResource)
        guard checkImages || checkColors, let resources = root.child("resources") else { return [] }
        let where_ = catalog.catalogs.count == 1 ? catalog.catalogs[0] : "the \(catalog.catalogs.count) asset catalogs found"
        var out: [LintFinding] = []
        for entry in resources.children {
            guard let name = entry["name"] else { continue }
            if checkImages && entry.name == "image" && entry["catalog"] != "system" && !catalog.images.contains(name) {
                let use = firstUse(of: name, in: root) { e in imageAttributes.contains { e[$0] == name } } ?? entry
                out.append(LintFinding(.imageResource, subject: name, at: (use.line, use.column),
                                       message: "The image \(name) is in no image set of \(where_)."))
            }
            if checkColors && entry.name == "namedColor" && !catalog.colors.contains(name) {
                let use = firstUse(of: name, in: root) { e in e.name == "color" && e["name"] == name } ?? entry
                out.append(LintFinding(.colorResource, subject: name, at: (use.line, use.column),
                                       message: "The colour \(name) is in no colour set of \(where_)."))
            }
        }
        return out
    }

    /// The first element outside `<resources>` that `uses` the name.
    static func firstUse(of name: String, in root: XMLElement, _ uses: (XMLElement) -> Bool) -> XMLElement? {
        var pending = root.children.filter { $0.name != "resources" }.reversed().map { $0 }
        while let e = pending.popLast() {
            if uses(e) { return e }
            pending.append(contentsOf: e.children.reversed())
        }
        return nil
    }
}
