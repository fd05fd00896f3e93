import JSON
import LayoutEngine
import Support

/// `layoutd diff`'s text and JSON (docs/interface-builder.md#diff).
package enum DiffWriter {
    /// One block per scene and device that changed, one line per change: the view by its
    /// outline name and id, its frame before and after.
    package static func text(_ diff: FileDiff, path: String) -> String {
        var out = ""
        if let change = diff.deviceChange {
            out += "\(path): the file's device changed from \(change.old) to \(change.new); each version is laid out at its own\n"
        }
        for scene in diff.scenes where !scene.changes.isEmpty {
            out += "\(path): \(scene.sceneName) (\(scene.scene)) @ \(scene.device): \(count(scene.changes.count))\n"
            for (kinds, c) in byView(scene.changes) {
                out += "  \(kinds.padding(17)) \(c.viewName.described(id: c.view)): \(frame(c.before)) → \(frame(c.after))\n"
            }
        }
        return out
    }

    /// One object per change: `scene`, `device`, `view` (ids), `change`, `before`, `after`
    /// (frames in the superview's space, or null).
    package static func json(_ diff: FileDiff) -> [UInt8] {
        var w = JSONWriter(capacity: 256 + diff.changes.count * 160)
        w.beginArray()
        for c in diff.changes {
            w.beginObject()
            w.key(literal: "scene"); w.string(c.scene)
            w.key(literal: "device"); w.string(c.device)
            w.key(literal: "view"); w.string(c.view)
            w.key(literal: "change"); w.string(c.change.rawValue)
            w.key(literal: "before"); rect(c.before, into: &w)
            w.key(literal: "after"); rect(c.after, into: &w)
            w.endObject()
        }
        w.endArray()
        return w.bytes
    }

    static func rect(_ r: Rect?, into w: inout JSONWriter) {
        guard let r else { return w.null() }
        w.beginObject()
        w.key(literal: "x"); w.decimal(r.x)
        w.key(literal: "y"); w.decimal(r.y)
        w.key(literal: "width"); w.decimal(r.width)
        w.key(literal: "height"); w.decimal(r.height)
        w.endObject()
    }

    /// `(16, 100, 120, 21)`, as lint prints saved and solved frames; `none` for no frame.
    package static func frame(_ r: Rect?) -> String {
        guard let r else { return "none" }
        return "(\(NumberFormat.decimal(r.x)), \(NumberFormat.decimal(r.y)), \(NumberFormat.decimal(r.width)), \(NumberFormat.decimal(r.height)))"
    }

    static func count(_ n: Int) -> String { n == 1 ? "1 change" : "\(n) changes" }

    /// The changes one line per view for people: a view that moved and resized is one line,
    /// `moved, resized` (its changes are next to each other, in `ViewChange.Kind` order).
    static func byView(_ changes: [ViewChange]) -> [(kinds: String, change: ViewChange)] {
        var out: [(String, ViewChange)] = []
        for c in changes {
            if let last = out.last, last.1.view == c.view {
                out[out.count - 1].0 += ", " + c.change.rawValue
            } else {
                out.append((c.change.rawValue, c))
            }
        }
        return out
    }
}

extension String {
    /// The string, spaces after it up to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
