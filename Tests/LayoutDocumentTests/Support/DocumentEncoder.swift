import JSON
@testable import LayoutDocument
@testable import LayoutEngine
import Typesetting
import TestSupport

/// Writes a `Document` as request JSON, test-side (independent of the service's own
/// writers), in two steps:
/// 1. `tree`: the document as a JSON value. Members equal to their default are left out
///    or written at random (both must decode the same), absent values written as `null`
///    where the format allows it, `top`/`bottom` spelled for leading/trailing alignment.
/// 2. `spell`: JSON text of that value with members in a random order, random white space,
///    random escapes and random number spellings: none of which the decoder may care about.
/// The two steps take separate generators, so one tree can be spelled several ways.
struct DocumentEncoder {
    var g: SplitMix64

    init(seed: UInt64) { g = SplitMix64(seed: seed) }

    private mutating func chance(_ percent: Int) -> Bool { g.next() % 100 < UInt64(percent) }

    // MARK: Document → JSON value

    mutating func tree(_ d: Document) -> GeneratedJSON {
        var m: [(key: String, value: GeneratedJSON)] = [("root", view(d.root))]
        let device = d.device.map { ($0.device.size($0.orientation), $0.device.safeAreaInsets($0.orientation), $0.device.scale) }
        var constraints: [GeneratedJSON] = []
        for c in d.constraints { constraints.append(constraint(c)) }
        add(&m, "constraints", .array(constraints))
        // Drawn whatever the sizes are: documents that differ only in sizes must take the
        // same random choices for the rest (see DocumentReaderScanTests).
        let mayOmitSizes = chance(50)
        if !d.sizes.isEmpty && !(device.map { d.sizes == [$0.0] && mayOmitSizes } ?? false) {
            m.append(("sizes", .array(d.sizes.map { .object([("width", .number($0.width)), ("height", .number($0.height))]) })))
        }
        if let choice = d.device {
            m.append(("device", .string(choice.device.id)))
            if choice.orientation != .portrait || chance(50) { m.append(("orientation", .string(choice.orientation.rawValue))) }
        }
        // With a device, members equal to its metrics may be left out: it fills them in.
        let insetsImplied = device.map { d.safeAreaInsets == $0.1 && chance(50) } ?? (d.safeAreaInsets == .zero && !chance(30))
        if !insetsImplied {
            m.append(("safeAreaInsets", sides([("top", d.safeAreaInsets.top), ("left", d.safeAreaInsets.left),
                                                ("bottom", d.safeAreaInsets.bottom), ("right", d.safeAreaInsets.right)], default: 0)))
        }
        if d.layoutDirection != .leftToRight || chance(50) { m.append(("layoutDirection", .string(d.layoutDirection.rawValue))) }
        if let scale = d.scale, !(device.map { scale == $0.2 && chance(50) } ?? false) {
            m.append(("scale", .number(Double(scale))))
        }
        if d.priorities != .levels || chance(30) { m.append(("priorities", .string(d.priorities.rawValue))) }
        if d.contentSizeCategory != .large || chance(20) {
            m.append(("contentSizeCategory", .string(d.contentSizeCategory.rawValue)))
        }
        if d.textRelease != .newest || chance(20) {
            m.append(("textRelease", .string(d.textRelease.name)))
        }
        add(&m, "points", .array(d.points.map(point)))
        add(&m, "touches", .array(d.touches.map { .array($0.map(point)) }))
        return .object(m)
    }

    /// An array member; an empty one is left out or written as `[]`.
    private mutating func add(_ m: inout [(key: String, value: GeneratedJSON)], _ key: String, _ value: GeneratedJSON) {
        if case .array(let items) = value, items.isEmpty, !chance(30) { return }
        m.append((key, value))
    }

    /// Named numbers of which those equal to `default` may be left out.
    private mutating func sides(_ values: [(String, Double)], default d: Double) -> GeneratedJSON {
        var m: [(key: String, value: GeneratedJSON)] = []
        for (name, value) in values where value != d || chance(50) {
            m.append((name, .number(value)))
        }
        return .object(m)
    }

    /// A number, or null for nil; nil may also be left out.
    private mutating func optional(_ m: inout [(key: String, value: GeneratedJSON)], _ key: String, _ value: Double?) {
        if let value {
            m.append((key, .number(value)))
        } else if chance(50) {
            m.append((key, .null))
        }
    }

    /// An appearance, colours in either case, defaults spelled out at random.
    mutating func appearance(_ a: Appearance) -> GeneratedJSON {
        var m: [(key: String, value: GeneratedJSON)] = []
        func color(_ key: String, _ c: Color?) {
            guard let c else { return }
            m.append((key, .string(chance(50) ? c.hex.uppercased() : c.hex)))
        }
        color("backgroundColor", a.backgroundColor)
        color("tintColor", a.tintColor)
        color("textColor", a.textColor)
        color("borderColor", a.borderColor)
        if let t = a.textAlignment { m.append(("textAlignment", .string(t.rawValue))) }
        if a.cornerRadius != 0 || chance(20) { m.append(("cornerRadius", .number(a.cornerRadius))) }
        if a.borderWidth != 0 || chance(20) { m.append(("borderWidth", .number(a.borderWidth))) }
        if let i = a.image {
            var o: [(key: String, value: GeneratedJSON)] = [("name", .string(i.name))]
            if i.symbol || chance(30) { o.append(("symbol", .bool(i.symbol))) }
            m.append(("image", .object(o)))
        }
        if let c = a.contentMode { m.append(("contentMode", .string(c.rawValue))) }
        if let c = a.control {
            var o: [(key: String, value: GeneratedJSON)] = [("type", .string(c.type))]
            switch c {
            case .button(let style): o.append(("style", .string(style.rawValue)))
            case .toggle(let on, let tint):
                o.append(("on", .bool(on)))
                if let tint { o.append(("onTintColor", .string(tint.hex))) }
            case .slider(let v), .progress(let v): o.append(("value", .number(v)))
            case .segmentedControl(let segments, let selected):
                o.append(("segments", .array(segments.map { .string($0) })))
                if let selected { o.append(("selected", .number(Double(selected)))) }
            case .activityIndicator(let large): o.append(("style", .string(large ? "large" : "medium")))
            case .textField(let border): o.append(("borderStyle", .string(border.rawValue)))
            case .pageControl(let pages, let current):
                o.append(("pages", .number(Double(pages))))
                o.append(("current", .number(Double(current))))
            case .stepper: break
            }
            m.append(("control", .object(o)))
        }
        return .object(m)
    }

    /// The text members, defaults spelled out at random.
    mutating func text(_ t: TextContent, kind: ViewKind, into m: inout [(key: String, value: GeneratedJSON)]) {
        if let text = t.text { m.append(("text", .string(text))) }
        if let font = t.font {
            var f: [(key: String, value: GeneratedJSON)] = []
            switch font {
            case .textStyle(let style):
                f.append(("textStyle", .string(style.rawValue)))
            case .system(let size, let weight, let italic):
                f.append(("system", .number(size)))
                if weight != .regular || chance(40) { f.append(("weight", .string(weight.rawValue))) }
                if italic || chance(30) { f.append(("italic", .bool(italic))) }
            case .named(let name, let size):
                f.append(("name", .string(name)))
                f.append(("size", .number(size)))
            }
            m.append(("font", .object(f.shuffled(using: &g))))
        }
        if kind == .label {
            if t.numberOfLines != 1 || chance(30) { m.append(("numberOfLines", .number(Double(t.numberOfLines)))) }
            if t.preferredMaxLayoutWidth != 0 || chance(20) { m.append(("preferredMaxLayoutWidth", .number(t.preferredMaxLayoutWidth))) }
        }
        if t.lineBreakMode != .truncatingTail || chance(30) { m.append(("lineBreakMode", .string(t.lineBreakMode.rawValue))) }
        if kind == .button, t.contentEdgeInsets != .zero || chance(20) {
            let i = t.contentEdgeInsets
            m.append(("contentEdgeInsets", sides([("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)], default: 0)))
        }
        if let placeholder = t.placeholder { m.append(("placeholder", .string(placeholder))) }
    }

    mutating func view(_ v: View) -> GeneratedJSON {
        var m: [(key: String, value: GeneratedJSON)] = [("id", .string(v.id))]
        if v.kind != .view || chance(50) { m.append(("kind", .string(v.kind.rawValue))) }
        var children: [GeneratedJSON] = []
        for child in v.children { children.append(view(child)) }
        add(&m, "children", .array(children))
        add(&m, "layoutGuides", .array(v.layoutGuides.map { .object([("id", .string($0.id))]) }))
        if let f = v.frame {
            m.append(("frame", .object([("x", .number(f.x)), ("y", .number(f.y)), ("width", .number(f.width)), ("height", .number(f.height))])))
        }
        if let s = v.intrinsicSize {
            var size: [(key: String, value: GeneratedJSON)] = []
            optional(&size, "width", s.width)
            optional(&size, "height", s.height)
            m.append(("intrinsicSize", .object(size)))
        }
        if v.huggingPriority != .defaultHugging || chance(30) {
            m.append(("huggingPriority", sides([("horizontal", v.huggingPriority.horizontal), ("vertical", v.huggingPriority.vertical)], default: 250)))
        }
        if v.compressionResistance != .defaultCompressionResistance || chance(30) {
            m.append(("compressionResistance", sides(
                [("horizontal", v.compressionResistance.horizontal), ("vertical", v.compressionResistance.vertical)], default: 750)))
        }
        switch v.layoutMargins {
        case .physical(let i):
            if v.layoutMargins != .default || chance(30) {
                m.append(("layoutMargins", sides([("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)], default: 8)))
            }
        case .directional(let i):
            m.append(("directionalLayoutMargins", sides(
                [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)], default: 8)))
        }
        if let b = v.baselines {
            var baselines: [(key: String, value: GeneratedJSON)] = []
            optional(&baselines, "first", b.first)
            optional(&baselines, "last", b.last)
            m.append(("baselines", .object(baselines)))
        }
        if let mask = v.autoresizingMask {
            m.append(("autoresizingMask", .object([
                ("flexible", .array(mask.flexible.shuffled(using: &g).map { .string($0.rawValue) })),
                ("referenceSize", .object([("width", .number(mask.referenceSize.width)), ("height", .number(mask.referenceSize.height))])),
            ])))
        }
        if let a = v.alignmentInsets {
            m.append(("alignmentInsets", sides([("top", a.top), ("left", a.left), ("bottom", a.bottom), ("right", a.right)], default: 0)))
        }
        if let insets = v.insetsLayoutMarginsFromSafeArea {
            m.append(("insetsLayoutMarginsFromSafeArea", .bool(insets)))
        }
        if v.preservesSuperviewLayoutMargins || chance(20) {
            m.append(("preservesSuperviewLayoutMargins", .bool(v.preservesSuperviewLayoutMargins)))
        }
        if v.hidden || chance(30) { m.append(("hidden", .bool(v.hidden))) }
        if v.alpha != 1 || chance(30) { m.append(("alpha", .number(v.alpha))) }
        if v.userInteractionEnabled != v.kind.defaultUserInteractionEnabled || chance(30) {
            m.append(("userInteractionEnabled", .bool(v.userInteractionEnabled)))
        }
        if v.clipsToBounds || chance(30) { m.append(("clipsToBounds", .bool(v.clipsToBounds))) }
        if let t = v.text { text(t, kind: v.kind, into: &m) }
        if let a = v.appearance { m.append(("appearance", appearance(a))) }
        if let f = v.designFrame {
            m.append(("designFrame", .object([("x", .number(f.x)), ("y", .number(f.y)), ("width", .number(f.width)), ("height", .number(f.height))])))
        }
        var constraints: [GeneratedJSON] = []
        for c in v.constraints { constraints.append(constraint(c)) }
        add(&m, "constraints", .array(constraints))
        if let s = v.stack {
            if s.axis != .horizontal || chance(50) { m.append(("axis", .string(s.axis.rawValue))) }
            if s.distribution != .fill || chance(50) { m.append(("distribution", .string(s.distribution.rawValue))) }
            if s.alignment != .fill || chance(50) {
                let spelling: String
                switch s.alignment {
                case .leading: spelling = chance(50) ? "top" : "leading"
                case .trailing: spelling = chance(50) ? "bottom" : "trailing"
                default: spelling = s.alignment.rawValue
                }
                m.append(("alignment", .string(spelling)))
            }
            if s.spacing != 0 || chance(50) { m.append(("spacing", .number(s.spacing))) }
            if !s.customSpacing.isEmpty || chance(30) {
                m.append((DocumentEncoder.customSpacing, .object(s.customSpacing.map { entry -> (key: String, value: GeneratedJSON) in (entry.id, .number(entry.spacing)) })))
            }
            if s.layoutMarginsRelativeArrangement || chance(50) {
                m.append(("layoutMarginsRelativeArrangement", .bool(s.layoutMarginsRelativeArrangement)))
            }
        }
        return .object(m)
    }

    /// The one object whose member order is data: the model keeps customSpacing entries
    /// in document order, so `spell` leaves its members in place.
    static let customSpacing = "customSpacing"

    mutating func constraint(_ c: ConstraintSpec) -> GeneratedJSON {
        switch c.source {
        case .expression(let text), .visualFormat(let text):
            return .string(text)
        case .object(let o):
            var m: [(key: String, value: GeneratedJSON)] = []
            if let id = o.id { m.append(("id", .string(id))) }
            m.append(("first", .string(o.first)))
            m.append(("relation", .string(o.relation.rawValue)))
            if let second = o.second {
                m.append(("second", .string(second)))
            } else if chance(50) {
                m.append(("second", .null))
            }
            if o.multiplier != 1 || chance(30) { m.append(("multiplier", .number(o.multiplier))) }
            if o.constant != 0 || chance(30) { m.append(("constant", .number(o.constant))) }
            if o.priority != 1000 || chance(30) { m.append(("priority", .number(o.priority))) }
            return .object(m)
        }
    }

    func point(_ p: Point) -> GeneratedJSON {
        .object([("x", .number(p.x)), ("y", .number(p.y))])
    }

    // MARK: JSON value → text

    /// JSON text of `value` (`JSONSpeller`'s), customSpacing's members kept in their order.
    mutating func spell(_ value: GeneratedJSON) -> String {
        var speller = JSONSpeller(generator: g, keepingOrderOf: [DocumentEncoder.customSpacing])
        defer { g = speller.g }
        return speller.spell(value)
    }
}
