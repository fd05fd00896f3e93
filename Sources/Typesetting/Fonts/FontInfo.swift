/// Where a loaded face came from.
package enum FontSource: String, Sendable, Hashable {
    /// Inter, loaded from the stand-in directory to stand in for San Francisco.
    case standIn
    /// A face found under one of the user's font directories (`--fonts`).
    case user
}

/// One loaded face as `GET /v1/fonts` lists it: enough for a person to see which fonts a
/// server measures with and why a name was or was not found.
package struct FontInfo: Sendable, Hashable {
    /// Name ID 6, what `{"name": …}` matches first.
    package var postScriptName: String
    /// Name ID 4, matched second.
    package var fullName: String
    /// Name ID 16 (typographic family) when the font has one, else name ID 1.
    package var family: String
    /// Name ID 17 (typographic subfamily) when present, else name ID 2: "Bold Italic".
    package var style: String
    /// OS/2 usWeightClass (400 regular, 700 bold).
    package var weight: Int
    package var italic: Bool
    package var path: String
    /// The face's index in its file (nonzero only in collections, `.ttc`).
    package var faceIndex: Int
    package var source: FontSource
    /// Whether the system font (`{"system": …}`, `{"textStyle": …}`) is measured with this
    /// face for some weight, italic and size.
    package var isSystemFont: Bool

    package init(postScriptName: String, fullName: String, family: String, style: String,
                weight: Int, italic: Bool, path: String, faceIndex: Int, source: FontSource,
                isSystemFont: Bool) {
        self.postScriptName = postScriptName
        self.fullName = fullName
        self.family = family
        self.style = style
        self.weight = weight
        self.italic = italic
        self.path = path
        self.faceIndex = faceIndex
        self.source = source
        self.isSystemFont = isSystemFont
    }
}
