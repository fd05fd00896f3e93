import JSON
import LayoutEngine
import Typesetting

extension DocumentWriter {
    /// A view's text members, each left out at its default (docs/text.md#members).
    static func writeText(_ t: TextContent, into w: inout JSONWriter) {
        if let text = t.text { w.key(literal: "text"); w.string(text) }
        if let font = t.font {
            w.key(literal: "font")
            w.beginObject()
            switch font {
            case .textStyle(let style):
                w.key(literal: "textStyle"); w.string(style.rawValue)
            case .system(let size, let weight, let italic):
                w.key(literal: "system"); w.es6(size)
                if weight != .regular { w.key(literal: "weight"); w.string(weight.rawValue) }
                if italic { w.key(literal: "italic"); w.bool(true) }
            case .named(let name, let size):
                w.key(literal: "name"); w.string(name)
                w.key(literal: "size"); w.es6(size)
            }
            w.endObject()
        }
        if t.numberOfLines != 1 { w.key(literal: "numberOfLines"); w.integer(t.numberOfLines) }
        if t.lineBreakMode != .truncatingTail { w.key(literal: "lineBreakMode"); w.string(t.lineBreakMode.rawValue) }
        if t.preferredMaxLayoutWidth != 0 { w.key(literal: "preferredMaxLayoutWidth"); w.es6(t.preferredMaxLayoutWidth) }
        if t.contentEdgeInsets != .zero {
            w.key(literal: "contentEdgeInsets")
            writeInsets(t.contentEdgeInsets, into: &w)
        }
        if let placeholder = t.placeholder { w.key(literal: "placeholder"); w.string(placeholder) }
    }
}
