import LayoutEngine
import XML

extension SceneBuilder {
    /// What docs/requests.md#what-is-refused needs to know of an attribute to accept a
    /// pairing.
    struct AttributeTraits {
        enum Axis { case x, y, size }
        var axis: Axis
        /// true for leading/trailing forms, false for left/right ones, nil otherwise.
        var directional: Bool?
        var margin = false
        var baseline = false
    }

    static let traits: [String: AttributeTraits] = [
        "left": .init(axis: .x, directional: false), "right": .init(axis: .x, directional: false),
        "leading": .init(axis: .x, directional: true), "trailing": .init(axis: .x, directional: true),
        "centerX": .init(axis: .x), "top": .init(axis: .y), "bottom": .init(axis: .y), "centerY": .init(axis: .y),
        "width": .init(axis: .size), "height": .init(axis: .size),
        "firstBaseline": .init(axis: .y, baseline: true), "lastBaseline": .init(axis: .y, baseline: true),
        "leftMargin": .init(axis: .x, directional: false, margin: true),
        "rightMargin": .init(axis: .x, directional: false, margin: true),
        "leadingMargin": .init(axis: .x, directional: true, margin: true),
        "trailingMargin": .init(axis: .x, directional: true, margin: true),
        "centerXWithinMargins": .init(axis: .x, margin: true),
        "topMargin": .init(axis: .y, margin: true), "bottomMargin": .init(axis: .y, margin: true),
        "centerYWithinMargins": .init(axis: .y, margin: true),
    ]
    static let edges: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]
    static let toLeftRight: [String: String] = [
        "leading": "left", "trailing": "right", "leadingMargin": "leftMargin", "trailingMargin": "rightMargin",
    ]

    /// Adds one `<constraint>` (docs/interface-builder.md#constraints-and-guides), or a
    /// warning saying why it is left out.
    mutating func translate(_ c: XMLElement, owner: String) {
        let ibId = c["id"] ?? "constraint@\(c.line)"
        if let installed = installedConstraints, let id = c["id"], !installed.contains(id) { return }
        func drop(_ why: String) { warn(c.line, "constraint \(ibId) is left out: \(why)") }

        guard var firstAttribute = attribute(c["firstAttribute"]) else {
            return drop("first attribute \(c["firstAttribute"] ?? "(none)") is not supported")
        }
        let firstIB = c["firstItem"] ?? owner
        guard var first = item(firstIB) else { return drop("\(firstIB) is not in this scene") }
        var second: String?
        var secondAttribute: String?
        var secondIB: String?
        if let s = c["secondItem"] {
            secondIB = s
            guard let attr = attribute(c["secondAttribute"]) else {
                return drop("second attribute \(c["secondAttribute"] ?? "(none)") is not supported")
            }
            guard let item = item(s) else { return drop("\(s) is not in this scene") }
            second = item
            secondAttribute = attr
        }
        guard let multiplier = Self.multiplier(c["multiplier"]) else {
            return drop("multiplier \(c["multiplier"] ?? "") is not a number, a percentage, a:b or a/b with b other than 0")
        }
        guard let constant = Self.number(c["constant"], 0), let priority = Self.number(c["priority"], 1000),
              priority >= 1, priority <= 1000 else {
            return drop("its constant or priority is not a number in range")
        }
        var constantNow = constant
        for v in sizeClasses.variations(of: c) {
            if let k = v["constant"].flatMap(Double.init) { constantNow = k }
        }
        if multiplier != 1 {
            // A document refuses a multiplier on leading/trailing
            // (docs/requests.md#what-is-refused); UIKit applies it to left/right.
            firstAttribute = Self.toLeftRight[firstAttribute] ?? firstAttribute
            secondAttribute = secondAttribute.map { Self.toLeftRight[$0] ?? $0 }
        }
        // UIKit's rule: a scroll view's edge or margin tied to a view inside it is the content
        // rectangle's edge (a margin inset into the constant, as a guide has no margins).
        var readsScrollMargin = false
        if let sIB = secondIB, let s = secondAttribute {
            if let a = contentAttachment(scrollIB: firstIB, attribute: firstAttribute, otherIB: sIB) {
                readsScrollMargin = Self.marginEdges[firstAttribute] != nil
                first = a.guide
                firstAttribute = a.edge
                constantNow -= a.inset
            }
            if let a = contentAttachment(scrollIB: sIB, attribute: s, otherIB: firstIB) {
                readsScrollMargin = readsScrollMargin || Self.marginEdges[s] != nil
                second = a.guide
                secondAttribute = a.edge
                constantNow += multiplier * a.inset
            }
        }
        // Each attribute's traits looked up once, for the pairing check and what follows it.
        let firstTraits = Self.traits[firstAttribute]
        let secondTraits = secondAttribute.flatMap { Self.traits[$0] }
        if let why = Self.refusedPairing(firstAttribute, firstTraits, secondAttribute, secondTraits) { return drop(why) }
        if !guideIds.isEmpty {
            if guideIds.contains(first), let t = firstTraits, t.margin || t.baseline {
                return drop("\(firstAttribute) of a layout guide")
            }
            if let second, let s = secondAttribute, guideIds.contains(second), let t = secondTraits, t.margin || t.baseline {
                return drop("\(s) of a layout guide")
            }
        }
        let relation: Relation
        switch c["relation"] {
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        default: relation = .equal
        }
        if firstTraits?.margin == true { marginUsers.insert(first) }
        if let second, secondTraits?.margin == true { marginUsers.insert(second) }
        let id = uniqueId(ibId)
        if readsScrollMargin { scrollMarginConstraints.insert(id) }
        lines.append((id, c.line, c.column))
        constraints.append(ObjectConstraint(
            id: id, first: first + "." + firstAttribute, relation: relation,
            second: second.map { $0 + "." + (secondAttribute ?? firstAttribute) },
            multiplier: multiplier, constant: constantNow, priority: placeholderPriority(c, priority)))
    }

    /// A `placeholder="YES"` constraint ("remove at build time") still shapes Xcode's canvas,
    /// and real files save frames that follow it; it is kept, but just below required so that
    /// the constraint it stands in for wins where both are present. Just below means above
    /// every optional constraint UIKit adds, the 999.999 that collapses a hidden arranged
    /// subview included: the canvas lays a hidden view out at a placeholder height
    /// (element-ios RoomCellContentView.xib saves a hidden row 31 pt high through one).
    static let placeholderCeiling = 999.9995

    private func placeholderPriority(_ c: XMLElement, _ priority: Double) -> Double {
        c["placeholder"] == "YES" ? min(priority, Self.placeholderCeiling) : priority
    }

    /// The pairings docs/requests.md#what-is-refused lists (UIKit refuses them too); caught
    /// here so that one odd constraint costs a warning, not the whole scene's document.
    static func refusedPairing(_ a: String, _ b: String?) -> String? {
        refusedPairing(a, traits[a], b, b.flatMap { traits[$0] })
    }

    /// The same, with each attribute's traits already looked up (nil: not an attribute).
    static func refusedPairing(_ a: String, _ aTraits: AttributeTraits?, _ b: String?, _ bTraits: AttributeTraits?) -> String? {
        guard let p = aTraits else { return "\(a) is not an attribute" }
        guard let b else {
            return p.axis == .size ? nil : "a position attribute (\(a)) cannot equal a constant"
        }
        guard let q = bTraits else { return "\(b) is not an attribute" }
        if (p.axis == .size) != (q.axis == .size) { return "\(a) is paired with \(b): a position with a size" }
        if p.axis != .size && p.axis != q.axis { return "\(a) is paired with \(b): attributes of different axes" }
        if let d = p.directional, let e = q.directional, d != e { return "\(a) is paired with \(b): leading/trailing with left/right" }
        return nil
    }

    private func attribute(_ name: String?) -> String? {
        guard let name else { return nil }
        if name == "baseline" { return "lastBaseline" }
        return Self.traits[name] != nil ? name : nil
    }

    private mutating func item(_ ibId: String) -> String? {
        if let item = itemForIB[ibId] { return item }
        if let scroll = contentGuideIB[ibId], let node = nodeByIB[scroll] { return contentGuide(node) }
        return oldGuide(ibId)
    }

    /// A scroll view's edge or margin tied to a view inside it: UIKit attaches both to the
    /// content rectangle ("Constraints between the edges or margins of the scroll view and
    /// its content attach to the scroll view's content area", Auto Layout Guide, Working with
    /// Scroll Views). The content rectangle, its edge, and the signed distance of a margin
    /// from that edge (the scroll view's own margins, else UIKit's 8; 0 for an edge).
    /// Evidence for margins: protoncore's PMSignup and PMLogin save a content view pinned to
    /// its scroll view's top and bottom margins at its content's height (8 pt in from the
    /// content's top), not at the scroll view's height, which had stretched a chain of
    /// buttons there and tied them (31 false `ambiguous` findings). A leading margin is read
    /// as the left one: the import lays scenes out left to right.
    private mutating func contentAttachment(scrollIB: String, attribute: String, otherIB: String)
        -> (guide: String, edge: String, inset: Double)? {
        guard hasScroll else { return nil }
        let marginEdge = Self.marginEdges[attribute]
        guard marginEdge != nil || Self.edges.contains(attribute), let s = nodeByIB[scrollIB],
              ViewAttributes.isScroll(nodes[s].element.name),
              let o = nodeByIB[otherIB], isDescendant(o, of: s) else { return nil }
        guard let edge = marginEdge else { return (contentGuide(s), attribute, 0) }
        let m = ViewAttributes.fileMargins(nodes[s].element) ?? Insets(top: 8, left: 8, bottom: 8, right: 8)
        let inset: Double
        switch edge {
        case "top": inset = m.top
        case "bottom": inset = -m.bottom
        case "left", "leading": inset = m.left
        default: inset = -m.right
        }
        return (contentGuide(s), edge, inset)
    }

    static let marginEdges: [String: String] = [
        "leftMargin": "left", "rightMargin": "right", "leadingMargin": "leading", "trailingMargin": "trailing",
        "topMargin": "top", "bottomMargin": "bottom",
    ]

    static func number(_ text: String?, _ fallback: Double) -> Double? {
        guard let text else { return fallback }
        guard let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// `0.5`, `2:3` or `2/3` (both 2 ÷ 3), or a percentage `35%` (0.35), as IB writes. IB keeps
    /// what was typed in the inspector, spaces too, and reads `1: 1` as 1:1 (beam's
    /// subreddit cells save one on an image view that Xcode does not call ambiguous), so
    /// spaces are skipped.
    static func multiplier(_ raw: String?) -> Double? {
        guard let raw else { return 1 }
        let text = raw.contains(" ") ? raw.filter { $0 != " " } : raw
        if text.hasSuffix("%") {
            guard let p = Double(text.dropLast()), p.isFinite, p != 0 else { return nil }
            return p / 100
        }
        if let sep = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let a = Double(text[..<sep]), let b = Double(text[text.index(after: sep)...]), b != 0 else { return nil }
            let v = a / b
            return v.isFinite && v != 0 ? v : nil
        }
        guard let v = Double(text), v.isFinite, v != 0 else { return nil }
        return v
    }
}

extension SceneBuilder {
    /// The scene's constraints with a cell's bottom pins last. Where a cell's row is too
    /// short for its content's required chain, Xcode's canvas keeps the content at its size
    /// and breaks the pin to the content view's bottom (HabitRPG's challenge cell keeps its
    /// 22-pt heights, Tuya's login cells their fields); the solver refuses the latest
    /// constraint of a conflict (docs/requests.md#order-of-addition), so the pins go after
    /// the rest. Without a conflict the order changes nothing: the conflict is still
    /// reported, only which constraint it breaks follows the canvas.
    func cellBottomPinsLast(_ constraints: [ObjectConstraint]) -> [ObjectConstraint] {
        guard case .cell = input.role,
              let content = nodes.first(where: { $0.isContentView && $0.parent == 0 })?.docId else { return constraints }
        let bottoms: Set<String> = ["\(content).bottom", "\(content).bottomMargin"]
        func isBottomPin(_ c: ObjectConstraint) -> Bool {
            c.priority >= 1000 && (bottoms.contains(c.first) || c.second.map(bottoms.contains) == true)
        }
        guard constraints.contains(where: isBottomPin) else { return constraints }
        return constraints.filter { !isBottomPin($0) } + constraints.filter(isBottomPin)
    }
}
