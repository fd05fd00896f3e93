import JSON
import LayoutEngine
import Support

/// An SVG picture of one layout (docs/requests.md#the-picture-and-the-playground), for `Accept: image/svg+xml` and
/// `layoutd svg`.
///
/// Every view is a `<g class="view" data-id>` holding its `<rect data-id>` (in root space,
/// so a reader needs no transforms), its id as a `<text>` label, its guides (dashed) and
/// then its subviews' groups, back to front as UIKit draws them. Hidden views and their
/// subtrees are drawn faint. Views and guides named by a diagnostic are stroked red with
/// the message in a `<title>` (a hover tooltip in browsers); every diagnostic is also
/// listed in red under the picture, since unsatisfiable ones name no item.
package enum SVGRenderer {
    static let margin = 10.0
    static let lineHeight = 16.0
    /// One colour per depth; no reds, which belong to diagnostics.
    static let palette = ["#1f6fb2", "#6a4bbd", "#1d8a5a", "#b7791f", "#138496", "#a23b9b"]

    private struct LabelSpot: Hashable {
        var x: Double
        var y: Double
    }

    /// The picture of `layout`, one of `document`'s layouts, as UTF-8 SVG bytes.
    package static func render(_ document: Document, _ layout: Layout) -> [UInt8] {
        Array(renderString(document, layout).utf8)
    }

    /// The picture of `layout`, one of `document`'s layouts, as SVG text.
    package static func renderString(_ document: Document, _ layout: Layout) -> String {
        let geometry = RootSpaceGeometry(document: document, layout: layout)
        var messages: [String: [String]] = [:]
        for d in layout.diagnostics {
            if let item = d.pictureItem { messages[item, default: []].append(d.pictureMessage) }
        }
        let width = max(layout.size.width, 0) + 2 * margin
        let listHeight = layout.diagnostics.isEmpty ? 0 : lineHeight * Double(layout.diagnostics.count) + margin
        let height = max(layout.size.height, 0) + 2 * margin + listHeight

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\""
        out += " width=\"\(n(width))\" height=\"\(n(height))\""
        out += " viewBox=\"\(n(-margin)) \(n(-margin)) \(n(width)) \(n(height))\""
        out += " font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">\n"
        out += "<style>"
        out += "rect.view{fill-opacity:0.12;stroke-width:1}"
        out += "rect.guide{fill:none;stroke:#555;stroke-width:1}"
        out += "rect.diagnostic{stroke:#d00000;stroke-width:2}"
        out += "text.diagnostic{fill:#d00000}"
        out += "</style>\n"

        // Children are contiguous after their parent in pre-order; a stack of open groups
        // closes each view's group once the walk leaves its subtree.
        var open: [Int] = []
        var labelSpots = Set<LabelSpot>()
        var texts: [String: DrawnText] = [:]
        for text in layout.texts { texts[text.id] = text.drawn }
        for (index, node) in geometry.views.enumerated() {
            while let last = open.last, last != node.parent {
                out += "</g>\n"
                open.removeLast()
            }
            out += "<g class=\"view\" data-id=\"\(XMLEscape.escaped(node.id))\""
            if node.hidden { out += " opacity=\"0.25\" data-hidden=\"true\"" }
            out += ">\n"
            let color = palette[node.depth % palette.count]
            appendRect(node.rect, id: node.id, cssClass: "view", extra: " fill=\"\(color)\" stroke=\"\(color)\"",
                       messages: messages[node.id], to: &out)
            let r = normalized(node.rect)
            // A view that shares its superview's corner would print its id over the
            // superview's: move each label down a line until its place is free.
            var labelY = r.y + 11
            while !labelSpots.insert(LabelSpot(x: r.x, y: labelY)).inserted { labelY += 11 }
            out += "<text x=\"\(n(r.x + 3))\" y=\"\(n(labelY))\" fill=\"\(color)\">"
            XMLEscape.append(node.id, to: &out)
            out += "</text>\n"
            if let text = texts[node.id] { appendText(text, in: r, to: &out) }
            for guide in geometry.guides where guide.owner == index {
                appendRect(guide.rect, id: guide.id, cssClass: "guide", extra: " stroke-dasharray=\"4 3\"",
                           messages: messages[guide.id], to: &out)
            }
            open.append(index)
        }
        for _ in open { out += "</g>\n" }

        if !layout.diagnostics.isEmpty {
            out += "<g class=\"diagnostics\">\n"
            var y = max(layout.size.height, 0) + margin + lineHeight - 4
            for d in layout.diagnostics {
                out += "<text class=\"diagnostic\" data-kind=\"\(d.pictureKind)\" x=\"0\" y=\"\(n(y))\">"
                out += "<title>"
                XMLEscape.append(d.pictureMessage, to: &out)
                out += "</title>"
                XMLEscape.append(d.pictureMessage, to: &out)
                out += "</text>\n"
                y += lineHeight
            }
            out += "</g>\n"
        }
        out += "</svg>\n"
        return out
    }

    private static func appendRect(_ rect: Rect, id: String, cssClass: String, extra: String,
                                   messages: [String]?, to out: inout String) {
        let r = normalized(rect)
        out += "<rect data-id=\"\(XMLEscape.escaped(id))\" class=\"\(cssClass)"
        if messages != nil { out += " diagnostic" }
        out += "\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"\(extra)"
        if let messages {
            out += "><title>"
            XMLEscape.append(messages.joined(separator: "\n"), to: &out)
            out += "</title></rect>\n"
        } else {
            out += "/>\n"
        }
    }

    /// SVG refuses negative widths and heights; a negative-size view is drawn over the
    /// area it spans, and its diagnostic says what is wrong.
    private static func normalized(_ r: Rect) -> Rect {
        Rect(x: r.width < 0 ? r.x + r.width : r.x, y: r.height < 0 ? r.y + r.height : r.y,
             width: r.width.magnitude, height: r.height.magnitude)
    }

    /// A coordinate as SVG wants it. `LayoutSystem` refuses layouts whose frames are not
    /// finite, but sums here (root-space rectangles, label offsets) can still pass the
    /// range of a double for frames near it, and `NumberFormat` would print such a value as
    /// `null`, which no SVG reader accepts: clamp it to the largest finite double instead.
    /// A view's text in its measured lines (the browser's font is only a picture of it:
    /// the frames are the measured ones).
    private static func appendText(_ text: DrawnText, in r: Rect, to out: inout String) {
        let x = text.centred ? r.x + r.width / 2 : r.x + text.left
        for (i, line) in text.lines.enumerated() {
            out += "<text class=\"content\" x=\"\(n(x))\" y=\"\(n(r.y + text.firstBaseline + Double(i) * text.lineHeight))\""
            out += " font-size=\"\(n(text.pointSize))\" font-family=\"Inter, -apple-system, sans-serif\" fill=\"#222\""
            if text.centred { out += " text-anchor=\"middle\"" }
            out += ">"
            XMLEscape.append(line, to: &out)
            out += "</text>\n"
        }
    }

    static func n(_ v: Double) -> String {
        guard !v.isFinite else { return NumberFormat.decimal(v) }
        if v.isNaN { return "0" }
        return NumberFormat.decimal(v > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }
}

fileprivate extension Diagnostic {
    /// The view or guide a diagnostic is about; unsatisfiable constraints name none.
    var pictureItem: String? {
        switch self {
        case .unsatisfiable, .textUnsettled: return nil
        case .ambiguous(let item, _, _), .outsideSuperview(let item, _, _), .negativeSize(let item, _, _),
             .truncated(let item, _, _), .fontSubstituted(let item, _, _):
            return item
        }
    }

    var pictureMessage: String {
        switch self {
        case .unsatisfiable(_, _, let m), .ambiguous(_, _, let m), .outsideSuperview(_, _, let m),
             .negativeSize(_, _, let m), .truncated(_, _, let m), .fontSubstituted(_, _, let m),
             .textUnsettled(_, let m):
            return m
        }
    }

    var pictureKind: String {
        switch self {
        case .unsatisfiable: return "unsatisfiable"
        case .ambiguous: return "ambiguous"
        case .outsideSuperview: return "outsideSuperview"
        case .negativeSize: return "negativeSize"
        case .truncated: return "truncated"
        case .fontSubstituted: return "fontSubstituted"
        case .textUnsettled: return "textUnsettled"
        }
    }
}
