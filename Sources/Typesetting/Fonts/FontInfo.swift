/// Where a loaded face came from.
public enum FontSource: String, Sendable, Hashable {
    /// Inter, loaded from the stand-in directory to stand in for San Francisco.
    case standIn
    /// A face found under one of the user's font directories (`--fonts`).
    case user
}

/// One loaded face as `GET /v1/fonts` lists it: enough for a person to see which fonts a
/// server measures with and why a name was or was not found.
public struct FontInfo: Sendable, Hashable {
    /// Name ID 6, what `{"name": …}` matches first.
    public var postScriptName: String
    /// Name ID 4, matched second.
    public var fullName: String
    /// Name ID 16 (typographic family) when the font has one, else name ID 1.
    public var family: String
    /// Name ID 17 (typographic subfamily) when present, else name ID 2: "Bold Italic".
    public var style: String
    /// OS/2 usWeightClass (400 regular, 700 bold).
    public var weight: Int
    public var italic: Bool
    public var path: String
    /// The face's index in its file (nonzero only in collections, `.ttc`).
    public var faceIndex: Int
    public var source: FontSource
    /// Whether the system font (`{"system": …}`, `{"textStyle": …}`) is measured with this
    /// face for some weight, italic and size.
    public var isSystemFont: Bool

    public init(postScriptName: String, fullName: String, family: String, style: String,
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
