import JSON
import LayoutEngine

extension DocumentWriter {
    /// A view's `appearance` (docs/requests.md#appearance), each member left out at its
    /// default, in the order the docs list them.
    static func writeAppearance(_ a: Appearance, into w: inout JSONWriter) {
        w.beginObject()
        if let c = a.backgroundColor { w.key(literal: "backgroundColor"); w.string(c.hex) }
        if let c = a.tintColor { w.key(literal: "tintColor"); w.string(c.hex) }
        if let c = a.textColor { w.key(literal: "textColor"); w.string(c.hex) }
        if let t = a.textAlignment { w.key(literal: "textAlignment"); w.string(t.rawValue) }
        if a.cornerRadius != 0 { w.key(literal: "cornerRadius"); w.es6(a.cornerRadius) }
        if a.borderWidth != 0 { w.key(literal: "borderWidth"); w.es6(a.borderWidth) }
        if let c = a.borderColor { w.key(literal: "borderColor"); w.string(c.hex) }
        if let image = a.image {
            w.key(literal: "image")
            w.beginObject()
            w.key(literal: "name"); w.string(image.name)
            if image.symbol { w.key(literal: "symbol"); w.bool(true) }
            w.endObject()
        }
        if let mode = a.contentMode { w.key(literal: "contentMode"); w.string(mode.rawValue) }
        if let control = a.control {
            w.key(literal: "control")
            writeControl(control, into: &w)
        }
        w.endObject()
    }

    private static func writeControl(_ control: ControlAppearance, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "type"); w.string(control.type)
        switch control {
        case .button(let style):
            if style != .plain { w.key(literal: "style"); w.string(style.rawValue) }
        case .toggle(let on, let onTint):
            if on { w.key(literal: "on"); w.bool(true) }
            if let onTint { w.key(literal: "onTintColor"); w.string(onTint.hex) }
        case .slider(let value), .progress(let value):
            if value != 0 { w.key(literal: "value"); w.es6(value) }
        case .segmentedControl(let segments, let selected):
            w.key(literal: "segments")
            w.beginArray()
            for s in segments { w.string(s) }
            w.endArray()
            if let selected { w.key(literal: "selected"); w.integer(selected) }
        case .activityIndicator(let large):
            if large { w.key(literal: "style"); w.string("large") }
        case .textField(let border):
            if border != .roundedRect { w.key(literal: "borderStyle"); w.string(border.rawValue) }
        case .pageControl(let pages, let current):
            w.key(literal: "pages"); w.integer(pages)
            if current != 0 { w.key(literal: "current"); w.integer(current) }
        case .stepper:
            break
        }
        w.endObject()
    }
}
