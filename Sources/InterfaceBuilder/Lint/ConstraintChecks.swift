import XML

/// The constraint rules read from the file: `duplicate-constraint` and `relative-to-margin`.
enum ConstraintChecks {
    /// A `<constraint>` as written, with IB's defaults filled in: a missing `firstItem` is
    /// the view whose `<constraints>` hold it.
    struct Written {
        var element: XMLElement
        var id: String
        /// What it says.
        var said: Key

        init?(_ e: XMLElement, owner: String) {
            guard let id = e["id"], let firstAttribute = e["firstAttribute"] else { return nil }
            self.element = e
            self.id = id
            let secondAttribute = e["secondAttribute"]
            said = Key(first: e["firstItem"] ?? owner, firstAttribute: firstAttribute, relation: e["relation"] ?? "equal",
                       second: secondAttribute == nil ? nil : (e["secondItem"] ?? owner), secondAttribute: secondAttribute,
                       multiplier: Self.ratio(e["multiplier"] ?? "1") ?? 1,
                       // + 0 makes -0 (written "-0.0") the same key as 0.
                       constant: (e["constant"].flatMap(Double.init) ?? 0) + 0,
                       priority: e["priority"].flatMap(Double.init) ?? 1000,
                       symbolic: e["symbolic"] == "YES")
        }

        /// IB writes a multiplier as a number or as a ratio `16:9`.
        static func ratio(_ text: String) -> Double? {
            let parts = text.split(separator: ":")
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
            return Double(text)
        }

        /// What the constraint says, as keys: equal keys hold the same. Read the other way
        /// round (`b == a - c` for `a == b + c`), only with a multiplier of 1, where the two
        /// readings are the same equation in points.
        func keys() -> [Key] {
            guard let second = said.second, let secondAttribute = said.secondAttribute, said.multiplier == 1 else { return [said] }
            let relation = said.relation
            let flipped = relation == "lessThanOrEqual" ? "greaterThanOrEqual" : relation == "greaterThanOrEqual" ? "lessThanOrEqual" : relation
            var other = said
            other.first = second
            other.firstAttribute = secondAttribute
            other.relation = flipped
            other.second = said.first
            other.secondAttribute = said.firstAttribute
            other.constant = said.constant == 0 ? 0 : -said.constant
            return [said, other]
        }
    }

    /// What a constraint says (`symbolic`: the constant is the standard spacing, whatever is
    /// written), compared field by field: a file has thousands, and no string is formatted
    /// per constraint.
    struct Key: Hashable {
        var first: String
        var firstAttribute: String
        var relation: String
        var second: String?
        var secondAttribute: String?
        var multiplier: Double
        var constant: Double
        var priority: Double
        var symbolic: Bool
    }

    /// Every constraint of the file that every size class installs: placeholders are
    /// removed at build time, and a constraint a `<variation>` includes or excludes holds
    /// in some size classes only (two of them for different classes are not duplicates).
    static func installed(_ root: XMLElement) -> [Written] {
        var varied: Set<String> = []
        FileChecks.walk(root) { e in
            if e.name == "include" || e.name == "exclude", let r = e["reference"] { varied.insert(r) }
        }
        var out: [Written] = []
        FileChecks.walk(root) { e in
            guard let owner = e["id"], let list = e.child("constraints") else { return }
            for c in list.children("constraint") where c["placeholder"] != "YES" {
                guard let w = Written(c, owner: owner), !varied.contains(w.id) else { continue }
                out.append(w)
            }
        }
        return out
    }

    /// The second and later of constraints that say the same (IBLinter's `duplicate_constraint`).
    static func duplicates(_ constraints: [Written]) -> [LintFinding] {
        var seen: [Key: Written] = [:]
        seen.reserveCapacity(constraints.count * 2)
        var out: [LintFinding] = []
        for w in constraints {
            let keys = w.keys()
            if let earlier = keys.lazy.compactMap({ seen[$0] }).first {
                out.append(LintFinding(.duplicateConstraint, subject: w.id, at: (w.element.line, w.element.column),
                                       message: "Constraint \(w.id) says what constraint \(earlier.id) says; one of them is enough."))
            } else {
                for k in keys { seen[k] = w }
            }
        }
        return out
    }

    /// Constraints to a layout margin (IBLinter's `relative_to_margin`).
    static func relativeToMargin(_ constraints: [Written]) -> [LintFinding] {
        func margin(_ a: String?) -> Bool { a.map { $0.hasSuffix("Margin") || $0.hasSuffix("WithinMargins") } ?? false }
        var out: [LintFinding] = []
        for w in constraints where margin(w.said.firstAttribute) || margin(w.said.secondAttribute) {
            out.append(LintFinding(.relativeToMargin, subject: w.id, at: (w.element.line, w.element.column),
                                   message: "Constraint \(w.id) is to a layout margin (\(margin(w.said.firstAttribute) ? w.said.firstAttribute : w.said.secondAttribute ?? "")); the team's rule pins to edges."))
        }
        return out
    }
}
