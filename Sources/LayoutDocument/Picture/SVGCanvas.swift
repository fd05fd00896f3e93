import LayoutEngine
import Support

/// The SVG text of a picture as it is written: shapes and text in points, every number
/// spelled as `SVGRenderer.n` spells it, every text escaped.
struct SVGCanvas {
    var out = ""
    /// Ids for clip paths and embedded images, unique in the document.
    private var nextId = 0

    mutating func newId(_ prefix: String) -> String {
        nextId += 1
        return "\(prefix)\(nextId)"
    }

    static func n(_ v: Double) -> String { SVGRenderer.n(v) }

    /// ` fill="#rrggbb"` and its opacity, or ` fill="none"`.
    static func fill(_ c: Color?) -> String {
        guard let c, c.alpha > 0 else { return " fill=\"none\"" }
        return " fill=\"\(c.opaqueHex)\"" + (c.alpha < 255 ? " fill-opacity=\"\(n(c.opacity))\"" : "")
    }

    static func stroke(_ c: Color, width: Double) -> String {
        " stroke=\"\(c.opaqueHex)\" stroke-width=\"\(n(width))\"" + (c.alpha < 255 ? " stroke-opacity=\"\(n(c.opacity))\"" : "")
    }

    mutating func rect(_ r: Rect, radius: Double = 0, _ paint: String) {
        guard r.width > 0, r.height > 0 else { return }
        out += "<rect x=\"\(Self.n(r.x))\" y=\"\(Self.n(r.y))\" width=\"\(Self.n(r.width))\" height=\"\(Self.n(r.height))\""
        let rx = min(radius, r.width / 2, r.height / 2)
        if rx > 0 { out += " rx=\"\(Self.n(rx))\"" }
        out += paint + "/>\n"
    }

    mutating func circle(x: Double, y: Double, r: Double, _ paint: String) {
        out += "<circle cx=\"\(Self.n(x))\" cy=\"\(Self.n(y))\" r=\"\(Self.n(r))\"\(paint)/>\n"
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ paint: String) {
        out += "<line x1=\"\(Self.n(x1))\" y1=\"\(Self.n(y1))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(y2))\"\(paint)/>\n"
    }

    /// One line of text at its baseline; `anchor` start, middle or end.
    mutating func text(_ text: String, x: Double, y: Double, font: DrawingFontStyle, color: Color, anchor: String = "start") {
        out += "<text x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-family=\"\(XMLEscape.escaped(font.family))\" font-size=\"\(Self.n(font.size))\""
        if font.weight != 400 { out += " font-weight=\"\(font.weight)\"" }
        if font.italic { out += " font-style=\"italic\"" }
        if font.tracking != 0 { out += " letter-spacing=\"\(Self.n(font.tracking))\"" }
        if anchor != "start" { out += " text-anchor=\"\(anchor)\"" }
        out += Self.fill(color) + " xml:space=\"preserve\">"
        XMLEscape.append(text, to: &out)
        out += "</text>\n"
    }

    /// A clip path of `r` (rounded by `radius`) and the group it clips, open: close it
    /// with `out += "</g>\n"`.
    mutating func beginClip(_ r: Rect, radius: Double = 0) {
        let id = newId("clip")
        out += "<clipPath id=\"\(id)\">"
        rect(r, radius: radius, "")
        out += "</clipPath>\n<g clip-path=\"url(#\(id))\">\n"
    }
}

/// A font as a picture's `<text>` names it: a family list fontconfig resolves (a named
/// font the server lacks falls back to Inter, which the text was measured with).
struct DrawingFontStyle {
    var family: String
    var size: Double
    var weight: Int
    var italic: Bool
    var tracking: Double

    static func system(_ size: Double, weight: Int = 400) -> DrawingFontStyle {
        DrawingFontStyle(family: "Inter", size: size, weight: weight, italic: false, tracking: 0)
    }
}
