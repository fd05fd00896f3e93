import XML

extension SceneBuilder {
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]
    static let edges: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]
    static let toLeftRight: [String: String] = [
        "leading": "left", "trailing": "right", "leadingMargin": "leftMargin", "trailingMargin": "rightMargin",
    ]

    /// Adds one `<constraint>` (section 5), or a warning saying why it is left out.
    mutating func translate(_ c: XMLElement, owner: String) {
        guard c["placeholder"] != "YES" else { return }
        let ibId = c["id"] ?? "constraint@\(c.line)"
        if let id = c["id"], !installedConstraints.contains(id) { return }
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
            return drop("multiplier \(c["multiplier"] ?? "") is not a number, a:b or a/b with b other than 0")
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
            // SPEC.md refuses a multiplier on leading/trailing; UIKit applies it to left/right.
            firstAttribute = Self.toLeftRight[firstAttribute] ?? firstAttribute
            secondAttribute = secondAttribute.map { Self.toLeftRight[$0] ?? $0 }
        }
        // UIKit's edge rule: a scroll view's edge tied to a view inside it is the content rectangle.
        if let sIB = secondIB, let s = secondAttribute {
            if let replaced = contentEdge(scrollIB: firstIB, attribute: firstAttribute, otherIB: sIB) { first = replaced }
            if let replaced = contentEdge(scrollIB: sIB, attribute: s, otherIB: firstIB) { second = replaced }
        }
        if let why = Self.refusedPairing(firstAttribute, secondAttribute) { return drop(why) }
        let guideItems = Set(layoutGuidesOnRoot + contentGuides.values)
        for (it, attr) in [(first, firstAttribute), (second ?? "", secondAttribute ?? "")] where guideItems.contains(it) {
            if attr.hasSuffix("Margin") || attr.hasSuffix("Margins") || attr.hasSuffix("Baseline") {
                return drop("\(attr) of a layout guide")
            }
        }
        let relation: String
        switch c["relation"] {
        case "lessThanOrEqual": relation = "<="
        case "greaterThanOrEqual": relation = ">="
        default: relation = "=="
        }
        for (it, attr) in [(first, firstAttribute), (second ?? "", secondAttribute ?? "")] where attr.contains("Margin") {
            marginUsers.insert(it)
        }
        let id = uniqueId(ibId)
        lines.append((id, c.line))
        constraints.append(SceneConstraint(
            id: id, first: "\(first).\(firstAttribute)", relation: relation,
            second: second.map { "\($0).\(secondAttribute ?? firstAttribute)" },
            multiplier: multiplier, constant: constantNow, priority: priority))
    }

    /// The pairings SPEC.md refuses (and UIKit with it); caught here so that one odd
    /// constraint costs a warning, not the whole scene's document.
    static func refusedPairing(_ a: String, _ b: String?) -> String? {
        func axis(_ x: String) -> String {
            if x == "width" || x == "height" { return "size" }
            if ["left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin", "leadingMargin",
                "trailingMargin", "centerXWithinMargins"].contains(x) { return "x" }
            return "y"
        }
        func directional(_ x: String) -> Bool? {
            if x.hasPrefix("leading") || x.hasPrefix("trailing") { return true }
            if x.hasPrefix("left") || x.hasPrefix("right") { return false }
            return nil
        }
        guard let b else {
            return axis(a) == "size" ? nil : "a position attribute (\(a)) cannot equal a constant"
        }
        let (p, q) = (axis(a), axis(b))
        if (p == "size") != (q == "size") { return "\(a) is paired with \(b): a position with a size" }
        if p != "size" && p != q { return "\(a) is paired with \(b): attributes of different axes" }
        if let d = directional(a), let e = directional(b), d != e { return "\(a) is paired with \(b): leading/trailing with left/right" }
        return nil
    }

    private func attribute(_ name: String?) -> String? {
        guard let name else { return nil }
        if name == "baseline" { return "lastBaseline" }
        return Self.attributes.contains(name) ? name : nil
    }

    private mutating func item(_ ibId: String) -> String? {
        if let item = itemForIB[ibId] { return item }
        if let scroll = contentGuideIB[ibId], let node = nodeByIB[scroll] { return contentGuide(node) }
        return oldGuide(ibId)
    }

    private mutating func contentEdge(scrollIB: String, attribute: String, otherIB: String) -> String? {
        guard Self.edges.contains(attribute), let s = nodeByIB[scrollIB], ViewAttributes.isScroll(nodes[s].element.name),
              let o = nodeByIB[otherIB], isDescendant(o, of: s) else { return nil }
        return contentGuide(s)
    }

    static func number(_ text: String?, _ fallback: Double) -> Double? {
        guard let text else { return fallback }
        guard let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// `0.5`, `2:3` or `2/3` (both 2 ÷ 3).
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        if let sep = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let a = Double(text[..<sep]), let b = Double(text[text.index(after: sep)...]), b != 0 else { return nil }
            let v = a / b
            return v.isFinite && v != 0 ? v : nil
        }
        guard let v = Double(text), v.isFinite, v != 0 else { return nil }
        return v
    }
}
