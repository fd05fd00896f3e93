import JSON
import LayoutEngine

/// Writes the answer of docs/requests.md#the-answer, byte for byte the same for equal answers.
///
/// Member order is fixed: `hash`, `structure` (when the answer has one), `layouts`; per layout `size`, `frames`, `diagnostics`;
/// `texts` when the document has text; per diagnostic `kind`, its fields, then `message`. The hit-test answer
/// (docs/requests.md#hit-testing-and-touch-tracking) is
/// this answer plus members after `layouts`: pass them as `extraMembers`, which is called
/// with the writer positioned inside the top-level object.
package enum AnswerWriter {
    /// The answer document's bytes.
    package static func write(_ answer: Answer) -> [UInt8] {
        write(answer) { _ in }
    }

    /// The answer document's bytes with more top-level members after `layouts`.
    package static func write(_ answer: Answer, extraMembers: (inout JSONWriter) -> Void) -> [UInt8] {
        // Sized so the buffer never grows: a frame is its id plus at most ~80 bytes (four
        // members, numbers of up to 6 decimals). Every layout has the same ids, so the first
        // gives their length; an answer of many sizes is otherwise copied on each doubling.
        var idBytes = 0
        for frame in answer.layouts.first?.frames ?? [] { idBytes += frame.id.utf8.count }
        let perLayout = 96 + idBytes + (answer.layouts.first?.frames.count ?? 0) * 80
        var w = JSONWriter(capacity: 200 + answer.hash.utf8.count + answer.layouts.count * perLayout)
        // The fixed runs between values each in one append (`raw(literal:)`): a fresh writer
        // needs no comma before its object.
        w.raw(literal: #"{"hash":"#, endsValue: false)
        w.string(answer.hash)
        if let structure = answer.structure {
            w.raw(literal: #","structure":"#, endsValue: false)
            w.string(structure)
        }
        w.raw(literal: #","layouts":["#, endsValue: false)
        for layout in answer.layouts { writeLayout(layout, into: &w) }
        w.endArray()
        extraMembers(&w)
        w.endObject()
        return w.bytes
    }

    /// One layout: its size, its frames by id, its diagnostics.
    package static func writeLayout(_ layout: Layout, into w: inout JSONWriter) {
        // The object opened after a comma when another layout came before; its fixed runs
        // between values each in one append (`raw(literal:)`).
        w.beginObject()
        w.raw(literal: #""size":{"width":"#, endsValue: false)
        w.decimal(layout.size.width)
        w.raw(literal: #","height":"#, endsValue: false)
        w.decimal(layout.size.height)
        w.raw(literal: #"},"frames":{"#, endsValue: false)
        let frames = layout.frames
        if let ids = layout.frameIDs, ids.count == frames.count {
            // The ids in one run, made once for every layout of the build (`FrameIDs`).
            frames.withUnsafeBufferPointer { frames in
                ids.utf8.withUnsafeBufferPointer { names in
                    ids.ends.withUnsafeBufferPointer { ends in
                        w.rectMembers(names: names, ends: ends) { i in
                            let r = frames[i].rect
                            return (r.x, r.y, r.width, r.height)
                        }
                    }
                }
            }
        } else {
            w.members(count: frames.count, decimals: ("x", "y", "width", "height")) { i in
                let r = frames[i].rect
                return (frames[i].id, r.x, r.y, r.width, r.height)
            }
        }
        w.raw(literal: #"},"diagnostics":["#, endsValue: false)
        for diagnostic in layout.diagnostics { writeDiagnostic(diagnostic, into: &w) }
        w.endArray()
        // Only a document with text has `texts`: every other answer stays as it was.
        if !layout.texts.isEmpty {
            w.key(literal: "texts")
            w.beginObject()
            for text in layout.texts {
                w.key(text.id)
                w.beginObject()
                w.key(literal: "lines")
                w.integer(text.lines)
                w.key(literal: "truncated")
                w.bool(text.truncated)
                w.endObject()
            }
            w.endObject()
        }
        w.endObject()
    }

    /// A frame as `{x, y, width, height}`, numbers spelled as answers spell them.
    package static func writeRect(_ r: Rect, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "x")
        w.decimal(r.x)
        w.key(literal: "y")
        w.decimal(r.y)
        w.key(literal: "width")
        w.decimal(r.width)
        w.key(literal: "height")
        w.decimal(r.height)
        w.endObject()
    }

    /// A point as `{x, y}`.
    package static func writePoint(_ p: Point, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "x")
        w.decimal(p.x)
        w.key(literal: "y")
        w.decimal(p.y)
        w.endObject()
    }

    /// One diagnostic: `kind`, its own fields, then `message`. Its member names and kind are
    /// written as literals, without the escaping scan a `String` gets: an answer with many
    /// diagnostics spent a sixth of a resize quoting them (issue 49).
    package static func writeDiagnostic(_ d: Diagnostic, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "kind")
        switch d {
        case .unsatisfiable(let constraint, let conflictsWith, let message):
            w.string(literal: "unsatisfiable")
            w.key(literal: "constraint")
            w.string(constraint)
            w.key(literal: "conflictsWith")
            w.beginArray()
            for name in conflictsWith { w.string(name) }
            w.endArray()
            w.key(literal: "message")
            w.string(message)
        case .ambiguous(let item, let attributes, let message):
            w.string(literal: "ambiguous")
            w.key(literal: "item")
            w.string(item)
            writeAttributes(attributes, into: &w)
            w.key(literal: "message")
            w.string(message)
        case .outsideSuperview(let item, let superview, let message):
            w.string(literal: "outsideSuperview")
            w.key(literal: "item")
            w.string(item)
            w.key(literal: "superview")
            w.string(superview)
            w.key(literal: "message")
            w.string(message)
        case .negativeSize(let item, let attributes, let message):
            w.string(literal: "negativeSize")
            w.key(literal: "item")
            w.string(item)
            writeAttributes(attributes, into: &w)
            w.key(literal: "message")
            w.string(message)
        case .truncated(let item, let missing, let message):
            w.string(literal: "truncated")
            w.key(literal: "item")
            w.string(item)
            w.key(literal: "missing")
            w.beginObject()
            w.key(literal: "width")
            w.decimal(missing.width)
            w.key(literal: "height")
            w.decimal(missing.height)
            w.endObject()
            w.key(literal: "message")
            w.string(message)
        case .fontSubstituted(let item, let font, let message):
            w.string(literal: "fontSubstituted")
            w.key(literal: "item")
            w.string(item)
            w.key(literal: "font")
            w.string(font)
            w.key(literal: "message")
            w.string(message)
        case .textUnsettled(let items, let message):
            w.string(literal: "textUnsettled")
            w.key(literal: "items")
            w.beginArray()
            for item in items { w.string(item) }
            w.endArray()
            w.key(literal: "message")
            w.string(message)
        }
        w.endObject()
    }

    private static func writeAttributes(_ attributes: [FrameAttribute], into w: inout JSONWriter) {
        w.key(literal: "attributes")
        w.beginArray()
        // Literals: each attribute's raw value made a `String` and scanned for escapes.
        for a in attributes {
            switch a {
            case .x: w.string(literal: "x")
            case .y: w.string(literal: "y")
            case .width: w.string(literal: "width")
            case .height: w.string(literal: "height")
            }
        }
        w.endArray()
    }
}
