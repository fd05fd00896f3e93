import JSON
import LayoutDocument
import LayoutEngine

/// A view of a scene's request document (docs/requests.md#the-document), before
/// it is written as JSON.
struct SceneView {
    var id: String
    var kind = "view"
    var children: [SceneView] = []
    var guides: [String] = []
    var frame: Rect?
    /// UIKit's names of the flexible parts, with the superview size they were set at.
    var autoresizing: (flexible: [String], reference: Size)?
    var intrinsic: (width: Double?, height: Double?)?
    var hugging: (Double, Double) = (250, 250)
    var compression: (Double, Double) = (750, 750)
    var margins: EdgeInsets?
    var baselines: (first: Double, last: Double)?
    var alignmentInsets: EdgeInsets?
    var insetsLayoutMarginsFromSafeArea: Bool?
    var preservesSuperviewLayoutMargins: Bool?
    var hidden = false
    var alpha = 1.0
    var userInteractionEnabled: Bool?
    var clipsToBounds = false
    var stack: StackAttributes?
}

struct StackAttributes {
    var axis = "horizontal"
    var distribution = "fill"
    var alignment = "fill"
    var spacing = 0.0
    var marginsRelative = false
}

/// One constraint of the document, items already mapped to document items.
struct SceneConstraint {
    var id: String
    var first: String
    var relation: String
    var second: String?
    var multiplier: Double
    var constant: Double
    var priority: Double
}

/// Writes a scene's request document.
enum SceneDocumentWriter {
    static func write(root: SceneView, constraints: [SceneConstraint], size: Size, safeArea: EdgeInsets, scale: Int) -> [UInt8] {
        var w = JSONWriter(capacity: 4096)
        w.beginObject()
        w.key(literal: "root")
        writeView(root, into: &w)
        w.key(literal: "constraints")
        w.beginArray()
        for c in constraints {
            w.beginObject()
            w.key(literal: "id"); w.string(c.id)
            w.key(literal: "first"); w.string(c.first)
            w.key(literal: "relation"); w.string(c.relation)
            if let second = c.second { w.key(literal: "second"); w.string(second) }
            if c.multiplier != 1 { w.key(literal: "multiplier"); w.decimal(c.multiplier) }
            if c.constant != 0 { w.key(literal: "constant"); w.decimal(c.constant) }
            if c.priority != 1000 { w.key(literal: "priority"); w.decimal(c.priority) }
            w.endObject()
        }
        w.endArray()
        w.key(literal: "sizes")
        w.beginArray()
        w.beginObject()
        w.key(literal: "width"); w.decimal(size.width)
        w.key(literal: "height"); w.decimal(size.height)
        w.endObject()
        w.endArray()
        w.key(literal: "safeAreaInsets")
        writeInsets(safeArea, into: &w)
        w.key(literal: "scale"); w.integer(scale)
        w.endObject()
        return w.bytes
    }

    static func writeInsets(_ i: EdgeInsets, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "top"); w.decimal(i.top)
        w.key(literal: "left"); w.decimal(i.left)
        w.key(literal: "bottom"); w.decimal(i.bottom)
        w.key(literal: "right"); w.decimal(i.right)
        w.endObject()
    }

    private static func writeView(_ v: SceneView, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "id"); w.string(v.id)
        if v.kind != "view" { w.key(literal: "kind"); w.string(v.kind) }
        if let f = v.frame {
            w.key(literal: "frame")
            AnswerWriter.writeRect(f, into: &w)
        }
        if let a = v.autoresizing {
            w.key(literal: "autoresizingMask")
            w.beginObject()
            w.key(literal: "flexible")
            w.beginArray()
            for name in a.flexible { w.string(name) }
            w.endArray()
            w.key(literal: "referenceSize")
            w.beginObject()
            w.key(literal: "width"); w.decimal(a.reference.width)
            w.key(literal: "height"); w.decimal(a.reference.height)
            w.endObject()
            w.endObject()
        }
        if let i = v.intrinsic {
            w.key(literal: "intrinsicSize")
            w.beginObject()
            w.key(literal: "width")
            if let width = i.width { w.decimal(width) } else { w.null() }
            w.key(literal: "height")
            if let height = i.height { w.decimal(height) } else { w.null() }
            w.endObject()
        }
        if v.hugging != (250, 250) {
            w.key(literal: "huggingPriority")
            w.beginObject()
            w.key(literal: "horizontal"); w.decimal(v.hugging.0)
            w.key(literal: "vertical"); w.decimal(v.hugging.1)
            w.endObject()
        }
        if v.compression != (750, 750) {
            w.key(literal: "compressionResistance")
            w.beginObject()
            w.key(literal: "horizontal"); w.decimal(v.compression.0)
            w.key(literal: "vertical"); w.decimal(v.compression.1)
            w.endObject()
        }
        if let m = v.margins {
            w.key(literal: "layoutMargins")
            writeInsets(m, into: &w)
        }
        if let b = v.baselines {
            w.key(literal: "baselines")
            w.beginObject()
            w.key(literal: "first"); w.decimal(b.first)
            w.key(literal: "last"); w.decimal(b.last)
            w.endObject()
        }
        if let a = v.alignmentInsets {
            w.key(literal: "alignmentInsets")
            writeInsets(a, into: &w)
        }
        if let b = v.insetsLayoutMarginsFromSafeArea {
            w.key(literal: "insetsLayoutMarginsFromSafeArea"); w.bool(b)
        }
        if let b = v.preservesSuperviewLayoutMargins {
            w.key(literal: "preservesSuperviewLayoutMargins"); w.bool(b)
        }
        if v.hidden { w.key(literal: "hidden"); w.bool(true) }
        if v.alpha != 1 { w.key(literal: "alpha"); w.decimal(v.alpha) }
        if let u = v.userInteractionEnabled { w.key(literal: "userInteractionEnabled"); w.bool(u) }
        if v.clipsToBounds { w.key(literal: "clipsToBounds"); w.bool(true) }
        if let s = v.stack {
            if s.axis != "horizontal" { w.key(literal: "axis"); w.string(s.axis) }
            if s.distribution != "fill" { w.key(literal: "distribution"); w.string(s.distribution) }
            if s.alignment != "fill" { w.key(literal: "alignment"); w.string(s.alignment) }
            if s.spacing != 0 { w.key(literal: "spacing"); w.decimal(s.spacing) }
            if s.marginsRelative { w.key(literal: "layoutMarginsRelativeArrangement"); w.bool(true) }
        }
        if !v.guides.isEmpty {
            w.key(literal: "layoutGuides")
            w.beginArray()
            for g in v.guides {
                w.beginObject()
                w.key(literal: "id"); w.string(g)
                w.endObject()
            }
            w.endArray()
        }
        if !v.children.isEmpty {
            w.key(literal: "children")
            w.beginArray()
            for c in v.children { writeView(c, into: &w) }
            w.endArray()
        }
        w.endObject()
    }
}
