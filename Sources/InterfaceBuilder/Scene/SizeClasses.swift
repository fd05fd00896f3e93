import XML

/// Size-class `<variation>`s (docs/interface-builder.md#constraints-and-guides) for one
/// screen's traits.
struct SizeClasses: Equatable {
    var widthClass: String
    var heightClass: String

    init(_ screen: Screen) {
        widthClass = screen.widthClass
        heightClass = screen.heightClass
    }

    /// How specific a variation key is when it applies to these traits: 0 for "default",
    /// the number of traits it names otherwise; nil when it does not apply.
    func specificity(_ key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "widthClass": if pair[1] != widthClass { return nil }
            case "heightClass": if pair[1] != heightClass { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// The element's `<variation>` children that apply, least specific first.
    func variations(of e: XMLElement) -> [XMLElement] {
        var matched: [(Int, Int, XMLElement)] = []
        // By index, so that the children that are not variations (most) are not copied.
        for i in e.children.indices where e.children[i].name == "variation" {
            let v = e.children[i]
            if let key = v["key"], let s = specificity(key) { matched.append((s, i, v)) }
        }
        if matched.isEmpty { return [] }
        return matched.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// Applies the include/exclude masks of `key` ("constraints" or "subviews") found in
    /// the variations of every element in `elements`, to the set of installed ids.
    func installed(_ mask: String, all: [String], owners: [XMLElement]) -> Set<String> {
        var result = Set(all)
        var steps: [(Int, Int, XMLElement)] = []
        var order = 0
        for owner in owners {
            for v in owner.children where v.name == "variation" {
                order += 1
                guard let key = v["key"], let s = specificity(key), let m = v.child("mask", key: mask) else { continue }
                steps.append((s, order, m))
            }
        }
        for (_, _, m) in steps.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            for c in m.children {
                guard let reference = c["reference"] else { continue }
                if c.name == "exclude" { result.remove(reference) }
                if c.name == "include" { result.insert(reference) }
            }
        }
        return result
    }
}
