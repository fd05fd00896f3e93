import JSON
import LayoutEngine

/// Writes a `Document` as the request JSON of docs/requests.md#the-document, so that
/// `DocumentReader` reads back an equal document: the import answer's scene documents, and
/// any tool that makes documents as values.
///
/// Members equal to their default are left out; the rest follow a fixed order (the order
/// of docs/requests.md#views for a view), and numbers are spelled in their shortest form
/// that reads back to the same double. A document's `device` is written with the sizes,
/// insets and scale the reader took from it, so that nothing depends on the device table.
package enum DocumentWriter {
    /// The document's bytes.
    package static func write(_ document: Document) -> [UInt8] {
        var w = JSONWriter(capacity: 4096)
        write(document, into: &w)
        return w.bytes
    }

    /// The document as one JSON value at the writer's position.
    package static func write(_ document: Document, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "root")
        writeView(document.root, into: &w)
        if !document.constraints.isEmpty {
            w.key(literal: "constraints")
            writeConstraints(document.constraints, into: &w)
        }
        if !document.sizes.isEmpty {
            w.key(literal: "sizes")
            w.beginArray()
            for size in document.sizes { writeSize(size, into: &w) }
            w.endArray()
        }
        // Left out, the insets of a document with a device would be the device's.
        if document.safeAreaInsets != .zero || document.device != nil {
            w.key(literal: "safeAreaInsets")
            writeInsets(document.safeAreaInsets, into: &w)
        }
        if let scale = document.scale {
            w.key(literal: "scale")
            w.integer(scale)
        }
        if let choice = document.device {
            w.key(literal: "device")
            w.string(choice.device.id)
            if choice.orientation != .portrait {
                w.key(literal: "orientation")
                w.string(choice.orientation.rawValue)
            }
        }
        if document.layoutDirection != .leftToRight {
            w.key(literal: "layoutDirection")
            w.string(document.layoutDirection.rawValue)
        }
        if document.priorities != .levels {
            w.key(literal: "priorities")
            w.string(document.priorities.rawValue)
        }
        if document.contentSizeCategory != .large {
            w.key(literal: "contentSizeCategory")
            w.string(document.contentSizeCategory.rawValue)
        }
        if document.textRelease != .newest {
            w.key(literal: "textRelease")
            w.string(document.textRelease.name)
        }
        if !document.points.isEmpty {
            w.key(literal: "points")
            writePoints(document.points, into: &w)
        }
        if !document.touches.isEmpty {
            w.key(literal: "touches")
            w.beginArray()
            for track in document.touches { writePoints(track, into: &w) }
            w.endArray()
        }
        w.endObject()
    }

    /// Top, left, bottom, right.
    package static func writeInsets(_ i: Insets, into w: inout JSONWriter) {
        numbers(("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right), into: &w)
    }

    static func writeSize(_ size: Size, into w: inout JSONWriter) {
        numbers(("width", size.width), ("height", size.height), into: &w)
    }

    private static func writePoints(_ points: [Point], into w: inout JSONWriter) {
        w.beginArray()
        for p in points {
            numbers(("x", p.x), ("y", p.y), into: &w)
        }
        w.endArray()
    }

    private static func writeConstraints(_ constraints: [ConstraintSpec], into w: inout JSONWriter) {
        w.beginArray()
        for c in constraints {
            switch c.source {
            case .expression(let text), .visualFormat(let text):
                w.string(text)
            case .object(let o):
                w.beginObject()
                if let id = o.id { w.key(literal: "id"); w.string(id) }
                w.key(literal: "first"); w.string(o.first)
                w.key(literal: "relation"); w.string(o.relation.rawValue)
                if let second = o.second { w.key(literal: "second"); w.string(second) }
                if o.multiplier != 1 { w.key(literal: "multiplier"); w.es6(o.multiplier) }
                if o.constant != 0 { w.key(literal: "constant"); w.es6(o.constant) }
                if o.priority != 1000 { w.key(literal: "priority"); w.es6(o.priority) }
                w.endObject()
            }
        }
        w.endArray()
    }

    /// A view and its subtree. Recursion is bounded by the nesting limit the document was
    /// read or built under (`Limits.maxDepth`).
    private static func writeView(_ v: View, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "id"); w.string(v.id)
        if v.kind != .view { w.key(literal: "kind"); w.string(v.kind.rawValue) }
        if let f = v.frame {
            w.key(literal: "frame")
            numbers(("x", f.x), ("y", f.y), ("width", f.width), ("height", f.height), into: &w)
        }
        if let f = v.designFrame {
            w.key(literal: "designFrame")
            numbers(("x", f.x), ("y", f.y), ("width", f.width), ("height", f.height), into: &w)
        }
        if let mask = v.autoresizingMask {
            w.key(literal: "autoresizingMask")
            w.beginObject()
            w.key(literal: "flexible")
            w.beginArray()
            for part in mask.flexible { w.string(part.rawValue) }
            w.endArray()
            w.key(literal: "referenceSize")
            writeSize(mask.referenceSize, into: &w)
            w.endObject()
        }
        if let i = v.intrinsicSize {
            w.key(literal: "intrinsicSize")
            w.beginObject()
            w.key(literal: "width")
            if let width = i.width { w.es6(width) } else { w.null() }
            w.key(literal: "height")
            if let height = i.height { w.es6(height) } else { w.null() }
            w.endObject()
        }
        if v.huggingPriority != .defaultHugging {
            w.key(literal: "huggingPriority")
            writeAxisPriorities(v.huggingPriority, into: &w)
        }
        if v.compressionResistance != .defaultCompressionResistance {
            w.key(literal: "compressionResistance")
            writeAxisPriorities(v.compressionResistance, into: &w)
        }
        if v.layoutMargins != .default {
            switch v.layoutMargins {
            case .physical(let insets):
                w.key(literal: "layoutMargins")
                writeInsets(insets, into: &w)
            case .directional(let d):
                w.key(literal: "directionalLayoutMargins")
                numbers(("top", d.top), ("leading", d.leading), ("bottom", d.bottom), ("trailing", d.trailing), into: &w)
            }
        }
        if let b = v.baselines {
            w.key(literal: "baselines")
            w.beginObject()
            if let first = b.first { w.key(literal: "first"); w.es6(first) }
            if let last = b.last { w.key(literal: "last"); w.es6(last) }
            w.endObject()
        }
        if let a = v.alignmentInsets {
            w.key(literal: "alignmentInsets")
            writeInsets(a, into: &w)
        }
        if let b = v.insetsLayoutMarginsFromSafeArea {
            w.key(literal: "insetsLayoutMarginsFromSafeArea"); w.bool(b)
        }
        if v.preservesSuperviewLayoutMargins {
            w.key(literal: "preservesSuperviewLayoutMargins"); w.bool(true)
        }
        if v.hidden { w.key(literal: "hidden"); w.bool(true) }
        if v.alpha != 1 { w.key(literal: "alpha"); w.es6(v.alpha) }
        if v.userInteractionEnabled != v.kind.defaultUserInteractionEnabled {
            w.key(literal: "userInteractionEnabled"); w.bool(v.userInteractionEnabled)
        }
        if v.clipsToBounds { w.key(literal: "clipsToBounds"); w.bool(true) }
        if let s = v.stack { writeStack(s, into: &w) }
        if let t = v.text { writeText(t, into: &w) }
        if let a = v.appearance, !a.isEmpty {
            w.key(literal: "appearance")
            writeAppearance(a, into: &w)
        }
        if !v.layoutGuides.isEmpty {
            w.key(literal: "layoutGuides")
            w.beginArray()
            for g in v.layoutGuides {
                w.beginObject()
                w.key(literal: "id"); w.string(g.id)
                w.endObject()
            }
            w.endArray()
        }
        if !v.constraints.isEmpty {
            w.key(literal: "constraints")
            writeConstraints(v.constraints, into: &w)
        }
        if !v.children.isEmpty {
            w.key(literal: "children")
            w.beginArray()
            for c in v.children { writeView(c, into: &w) }
            w.endArray()
        }
        w.endObject()
    }

    /// An object of number members, in the order given.
    private static func numbers(_ members: (StaticString, Double)..., into w: inout JSONWriter) {
        w.beginObject()
        for (name, value) in members {
            w.key(literal: name)
            w.es6(value)
        }
        w.endObject()
    }

    private static func writeAxisPriorities(_ p: AxisPriorities, into w: inout JSONWriter) {
        numbers(("horizontal", p.horizontal), ("vertical", p.vertical), into: &w)
    }

    private static func writeStack(_ s: StackProperties, into w: inout JSONWriter) {
        if s.axis != .horizontal { w.key(literal: "axis"); w.string(s.axis.rawValue) }
        if s.distribution != .fill { w.key(literal: "distribution"); w.string(s.distribution.rawValue) }
        if s.alignment != .fill { w.key(literal: "alignment"); w.string(s.alignment.rawValue) }
        if s.spacing != 0 { w.key(literal: "spacing"); w.es6(s.spacing) }
        if !s.customSpacing.isEmpty {
            w.key(literal: "customSpacing")
            w.beginObject()
            for entry in s.customSpacing {
                w.key(entry.id)
                w.es6(entry.spacing)
            }
            w.endObject()
        }
        if s.layoutMarginsRelativeArrangement { w.key(literal: "layoutMarginsRelativeArrangement"); w.bool(true) }
    }
}
