import LayoutDocument
@testable import LayoutEngine
import Typesetting
import TestSupport

/// Random VALID request documents (docs/requests.md#the-document), as the model holds them: every
/// member the decoder accepts, within its rules (ids unique among views and guides and
/// of the id grammar, no frame on a stack's arranged subviews, no intrinsicSize on a
/// stack, baseline alignment only on horizontal stacks, customSpacing naming arranged
/// subviews, priorities in 1...1000, numbers within ±`Limits.maxMagnitude`, a root size
/// from `sizes` or the root's frame, touch paths of at least one point, unique
/// constraint ids).
///
/// Pointers are left empty here: `assignPointers` sets them, in one place.
struct RandomDocumentGenerator {
    var g: SplitMix64
    private var ids: Set<String> = []
    private var constraintIds: Set<String> = []
    /// Views and guides still to be made.
    private var budget = 0

    init(seed: UInt64) { g = SplitMix64(seed: seed) }

    mutating func below(_ n: Int) -> Int { g.below(n) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    mutating func document() -> Document {
        ids = []
        constraintIds = []
        budget = 2 + below(30)
        var root: View
        if chance(3) {
            root = deepChain(levels: 30 + below(32))  // view nesting near the JSON depth limit
        } else {
            root = view(depth: 0, inStack: false)
        }
        var document = Document(root: root)
        let items = Self.items(of: root)
        addConstraints(to: &document.root, items: items)
        document.constraints = (0..<(chance(70) ? below(8) : 0)).map { _ in constraint(items: items, siblings: root.children.map(\.id)) }
        if chance(75) {
            document.sizes = (0..<(chance(3) ? 64 : 1 + below(4))).map { _ in Size(width: size(), height: size()) }
        }
        if document.sizes.isEmpty && document.root.frame == nil {
            document.root.frame = rect()
        }
        if chance(50) { document.safeAreaInsets = insets() }
        document.layoutDirection = chance(50) ? .leftToRight : .rightToLeft
        document.scale = chance(50) ? nil : pick([1, 2, 3, 4, 1_000_000_000])
        document.priorities = chance(70) ? .levels : .weights
        if chance(20) { document.contentSizeCategory = pick(ContentSizeCategory.allCases) }
        if chance(20) { document.textRelease = pick(TextRelease.allCases) }
        // The root takes its size as given: nothing places it within a superview.
        document.root.alignmentInsets = nil
        document.root.autoresizingMask = nil
        if chance(15) {
            // The decoder fills what the request leaves out from the device; the model holds
            // the result, so the generator does too (the encoder may then leave those out).
            let choice = DeviceChoice(device: pick(Device.all), orientation: chance(50) ? .portrait : .landscape)
            document.device = choice
            if document.sizes.isEmpty || chance(50) { document.sizes = [choice.device.size(choice.orientation)] }
            if chance(50) { document.safeAreaInsets = choice.device.safeAreaInsets(choice.orientation) }
            if document.scale == nil || chance(50) { document.scale = choice.device.scale }
        }
        if chance(30) { document.points = (0..<below(6)).map { _ in point() } }
        if chance(30) { document.touches = (0..<below(4)).map { _ in (0..<(1 + below(4))).map { _ in point() } } }
        return document
    }

    // MARK: Views

    mutating func view(depth: Int, inStack: Bool) -> View {
        budget -= 1
        let kind: ViewKind = chance(25) ? .stack : pick(ViewKind.allCases)
        var v = View(id: newId(), kind: kind)
        if budget > 0 && depth < 5 && chance(depth == 0 ? 90 : 45) {
            for _ in 0..<(1 + below(4)) where budget > 0 {
                v.children.append(view(depth: depth + 1, inStack: kind == .stack))
            }
        }
        if budget > 0 && chance(25) {
            for _ in 0..<(1 + below(2)) where budget > 0 {
                budget -= 1
                v.layoutGuides.append(LayoutGuide(id: newId()))
            }
        }
        fillProperties(&v, inStack: inStack)
        return v
    }

    /// A view inside a view inside… `levels` deep, the innermost a label.
    mutating func deepChain(levels: Int) -> View {
        var inner = View(id: newId(), kind: .label)
        fillProperties(&inner, inStack: false)
        for _ in 1..<levels {
            var outer = View(id: newId(), children: [inner])
            fillProperties(&outer, inStack: false)
            inner = outer
        }
        return inner
    }

    mutating func fillProperties(_ v: inout View, inStack: Bool) {
        if !inStack && chance(35) {
            v.frame = rect()
            if chance(40) {
                let flags = AutoresizingMask.Flexible.allCases.filter { _ in chance(40) }
                v.autoresizingMask = AutoresizingMask(flexible: flags.shuffled(using: &g), referenceSize: Size(width: size(), height: size()))
            }
        }
        if chance(20) { v.alignmentInsets = insets() }
        if chance(20) { v.insetsLayoutMarginsFromSafeArea = chance(50) }
        if chance(20) { v.preservesSuperviewLayoutMargins = true }
        if v.kind != .stack && chance(50) {
            v.intrinsicSize = IntrinsicSize(width: chance(70) ? size() : nil, height: chance(70) ? size() : nil)
        }
        if chance(40) { v.huggingPriority = AxisPriorities(horizontal: priority(), vertical: priority()) }
        if chance(40) { v.compressionResistance = AxisPriorities(horizontal: priority(), vertical: priority()) }
        switch below(3) {
        case 0: break  // the default, 8 each
        case 1: v.layoutMargins = .physical(insets())
        default: v.layoutMargins = .directional(DirectionalInsets(top: margin(), leading: margin(), bottom: margin(), trailing: margin()))
        }
        if chance(30) { v.baselines = Baselines(first: chance(60) ? coordinate() : nil, last: chance(60) ? coordinate() : nil) }
        v.hidden = chance(20)
        v.alpha = chance(60) ? 1 : pick([0, 0.005, 0.5, 0.25, 1.0 / 3, Double(below(1001)) / 1000])
        v.userInteractionEnabled = chance(60) ? v.kind.defaultUserInteractionEnabled : chance(50)
        v.clipsToBounds = chance(20)
        if TextContent.isAllowed(on: v.kind) && chance(60) {
            let t = textContent(for: v.kind)
            if t != TextContent() { v.text = t }
        }
        // From a generator of its own, seeded by the view's id, so that the documents the
        // other members make (and the tests that count them) stay as they were.
        var side = RandomDocumentGenerator(seed: v.id.utf8.reduce(14_695_981_039_346_656_037) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })
        if side.chance(15) {
            let a = side.appearance()
            if !a.isEmpty { v.appearance = a }
        }
        if side.chance(15) { v.designFrame = side.rect() }
        if v.kind == .stack {
            var s = StackProperties()
            s.axis = chance(50) ? .horizontal : .vertical
            s.distribution = pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            var alignments: [StackProperties.Alignment] = [.fill, .leading, .center, .trailing]
            if s.axis == .horizontal { alignments += [.firstBaseline, .lastBaseline] }
            s.alignment = pick(alignments)
            s.spacing = chance(40) ? 0 : coordinate()
            // Space after some arranged subviews, named in any order.
            let named = v.children.map(\.id).shuffled(using: &g).prefix(chance(50) ? below(v.children.count + 1) : 0)
            s.customSpacing = named.map { (id: $0, spacing: coordinate()) }
            s.layoutMarginsRelativeArrangement = chance(50)
            v.stack = s
        }
    }

    /// An appearance of every kind of member (docs/requests.md#appearance).
    mutating func appearance() -> Appearance {
        func color() -> Color { Color(bytes: UInt8(below(256)), UInt8(below(256)), UInt8(below(256)), chance(70) ? 255 : UInt8(below(256))) }
        var a = Appearance()
        if chance(50) { a.backgroundColor = color() }
        if chance(30) { a.tintColor = color() }
        if chance(30) { a.textColor = color() }
        if chance(30) { a.textAlignment = pick(TextAlignment.allCases) }
        if chance(30) { a.cornerRadius = size() }
        if chance(30) { a.borderWidth = size() }
        if chance(30) { a.borderColor = color() }
        if chance(30) { a.image = ImageName(name: pick(["logo", "star.fill", "Icons/é"]), symbol: chance(50)) }
        if chance(30) { a.contentMode = pick(ContentMode.allCases) }
        if chance(40) {
            a.control = pick([
                .button(pick(ButtonStyle.allCases)), .toggle(on: chance(50), onTint: chance(50) ? color() : nil),
                .slider(value: Double(below(101)) / 100), .progress(value: Double(below(5)) / 4),
                .segmentedControl(segments: ["A", "Bé", ""].prefix(below(4)).map { $0 }, selected: nil),
                .activityIndicator(large: chance(50)), .textField(pick(FieldBorder.allCases)),
                .pageControl(pages: 4, current: below(4)), .stepper,
            ])
        }
        return a
    }

    /// Text members of every kind of value, defaults included (docs/text.md#members).
    mutating func textContent(for kind: ViewKind) -> TextContent {
        var t = TextContent()
        if chance(85) {
            t.text = pick(["", "Hello", "Sign in", "Ünïcödé ✓", "two\nlines", "a \"quoted\" word", String(repeating: "long words ", count: 8)])
        }
        if chance(60) {
            switch below(3) {
            case 0:
                t.font = .textStyle(pick(TextStyle.allCases))
            case 1:
                let size = pick([11, 15, 17, 28.5])
                let weight = pick(FontWeight.allCases)
                t.font = .system(size: size, weight: weight, italic: chance(30))
            default:
                let name = pick(["Avenir-Heavy", "Inter-Regular"])
                t.font = .named(name, size: pick([12, 17]))
            }
        }
        if kind == .label {
            if chance(50) { t.numberOfLines = pick([0, 1, 2, 5]) }
            if chance(30) { t.preferredMaxLayoutWidth = pick([0, 120, 300.5]) }
        }
        if chance(40) { t.lineBreakMode = pick(LineBreakMode.allCases) }
        if kind == .button && chance(50) { t.contentEdgeInsets = insets() }
        if kind == .textField && chance(60) { t.placeholder = pick(["Name", "E-mail address", ""]) }
        return t
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*`, 1 to 128 characters, unused so far.
    mutating func newId() -> String {
        let first = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
        let rest = first + Array("0123456789-")
        while true {
            let length = chance(2) ? 128 : 1 + below(10)
            var id = String(pick(first))
            for _ in 1..<length { id.append(pick(rest)) }
            if ids.insert(id).inserted { return id }
        }
    }

    // MARK: Constraints

    /// Every item a constraint may name: views and guides, views' margins, the root's
    /// safe area.
    static func items(of root: View) -> [String] {
        var out = [root.id + ".safeArea"]
        func walk(_ v: View) {
            out.append(v.id)
            out.append(v.id + ".margins")
            out.append(contentsOf: v.layoutGuides.map(\.id))
            v.children.forEach(walk)
        }
        walk(root)
        return out
    }

    mutating func addConstraints(to v: inout View, items: [String]) {
        if chance(30) {
            let siblings = v.children.map(\.id)
            v.constraints = (0..<(1 + below(3))).map { _ in constraint(items: items, siblings: siblings) }
        }
        for i in v.children.indices { addConstraints(to: &v.children[i], items: items) }
    }

    mutating func constraint(items: [String], siblings: [String]) -> ConstraintSpec {
        let attributes = Attribute.allCases.map(\.rawValue)
        func reference(_ gen: inout RandomDocumentGenerator) -> String {
            gen.pick(items) + "." + gen.pick(attributes)
        }
        switch below(3) {
        case 0:
            var c = ObjectConstraint(first: reference(&self))
            if chance(50) { c.id = newConstraintId() }
            c.relation = pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
            if chance(70) { c.second = reference(&self) }
            if chance(40) { c.multiplier = pick([0.5, 2, -1, 0.666667, coordinate()]) }
            if chance(60) { c.constant = coordinate() }
            if chance(40) { c.priority = priority() }
            return ConstraintSpec(source: .object(c), index: 0)
        case 1:
            // The expression grammar, with its optional parts and optional white space.
            func space(_ gen: inout RandomDocumentGenerator) -> String { gen.pick(["", " ", "  "]) }
            var text = reference(&self) + space(&self) + pick(["==", "<=", ">="]) + space(&self)
            if chance(30) {
                text += pick(["10", "44", "0.5", "-8", "320"])
            } else {
                text += reference(&self)
                if chance(30) { text += space(&self) + pick(["*", "/"]) + space(&self) + pick(["2", "0.5", "0.666667"]) }
                if chance(50) { text += space(&self) + pick(["+", "-"]) + space(&self) + pick(["8", "16.5", "0"]) }
            }
            if chance(30) { text += space(&self) + "@" + space(&self) + pick(["250", "750", "999.5", "1"]) }
            return ConstraintSpec(source: .expression(text), index: 0)
        default:
            // VFL over the views of one superview (or any ids when there are none).
            let views = siblings.isEmpty ? [pick(items.filter { !$0.contains(".") })] : siblings
            var text = pick(["H:", "V:"])
            if chance(50) { text += pick(["|", "|-", "|-20-", "|-(>=8@750)-"]) }
            for (i, id) in views.shuffled(using: &g).prefix(1 + below(3)).enumerated() {
                if i > 0 { text += pick(["", "-", "-8-", "-(==12)-"]) }
                text += "[" + id + pick(["", "(>=44)", "(==50@750)", "(>=20,<=100)"]) + "]"
            }
            if chance(50) { text += pick(["|", "-|", "-0-|"]) }
            return ConstraintSpec(source: .visualFormat(text), index: 0)
        }
    }

    /// Any non-empty string (a constraint id is a name, not an item id), unused so far.
    mutating func newConstraintId() -> String {
        while true {
            let id = pick(["t", "width-1", "pin left", "é", "😀 top", "a\"b", "tab\there", "\u{2028}", "H:not vfl"])
                + String(below(1000))
            if constraintIds.insert(id).inserted { return id }
        }
    }

    // MARK: Numbers

    /// Any number the decoder takes: within ±1e9, integers, short decimals, doubles with
    /// all their digits, -0.
    mutating func coordinate() -> Double {
        let sign: Double = chance(50) ? 1 : -1
        switch below(8) {
        case 0: return sign * Double(below(1001))
        case 1: return sign * Double(below(1_000_000)) / 100
        case 2: return pick([0, -0.0, 1e9, -1e9, 0.1, 1e-7, .leastNonzeroMagnitude, 2.2250738585072014e-308, 0.333333])
        case 3:
            // A double with all 17 digits, anywhere in range.
            while true {
                let v = Double(bitPattern: g.next())
                if v.isFinite && v.magnitude <= 1e9 { return v }
            }
        case 4: return sign * Double(g.next() % 1_000_000_000_000) / 1000
        case 5: return sign * Double(g.next() >> 35)  // integers up to 2^29
        default: return sign * Double(below(100_000)) / 64
        }
    }

    mutating func size() -> Double { coordinate().magnitude }

    mutating func margin() -> Double { chance(30) ? 8 : coordinate() }

    /// 1...1000, fractions allowed.
    mutating func priority() -> Double {
        switch below(4) {
        case 0: return pick([1, 1000, 250, 750, 999, 1000.0.nextDown, 1.0.nextUp])
        case 1: return Double(1 + below(1000))
        case 2: return 1 + Double(below(999_000)) / 1000
        default: return 1 + 999 * Double(g.next() >> 11) / Double(1 << 53)
        }
    }

    mutating func rect() -> Rect { Rect(x: coordinate(), y: coordinate(), width: size(), height: size()) }
    mutating func point() -> Point { Point(x: coordinate(), y: coordinate()) }
    mutating func insets() -> Insets { Insets(top: coordinate(), left: coordinate(), bottom: coordinate(), right: coordinate()) }
}

/// The places the decoder records (`ConstraintSpec.location`: each constraint's list and
/// index; views and guides keep none, their problems work theirs out from the tape), set
/// on a generated document. The one place that knows how the model stores them: if that
/// changes, only this function changes.
func assignPointers(_ document: inout Document) {
    func assign(_ v: inout View, _ path: [Int]) {
        for i in v.constraints.indices { v.constraints[i].location = .init(list: .view(childPath: path), index: i) }
        for i in v.children.indices { assign(&v.children[i], path + [i]) }
    }
    assign(&document.root, [])
    for i in document.constraints.indices { document.constraints[i].location = .init(list: .document, index: i) }
}
