import Support
import Cassowary

/// The answered attributes of a system, as a frame gives them, for asking the solver which
/// are ambiguous and for settling those (`CanonicalPoint`): every item but the root and the
/// generated guides, its x and y relative to its superview (a guide's, its owner), its width
/// and height alone. Made once per build: a resize keeps the items.
struct AnsweredAttributes: Sendable {
    /// Four per answered item, in item order: x, y, width, height.
    var variables: [Variable] = []
    /// What `variables[i]` is measured from (the superview's x or y), or nil.
    var references: [Variable?] = []
    /// The item index of each group of four.
    var owners: [Int] = []
    /// Where `CanonicalPoint` settles each of `variables` when it is ambiguous: its view's
    /// `designFrame` as the variable measures it (the alignment rectangle, from the
    /// superview's); empty when no view has one, and then 0 for every one.
    var targets: [Double] = []

    init() {}

    /// Borrowed: an initializer takes its arguments owned, and a build's item table passed
    /// as owned was copied for the call and released after it (issue 49 item 2).
    init(_ items: borrowing ItemTable) {
        variables.reserveCapacity(4 * items.count)
        references.reserveCapacity(4 * items.count)
        owners.reserveCapacity(items.count)
        // The root is fixed by the givens. A view that moves only with its superview is not
        // ambiguous itself (UIKit's hasAmbiguousLayout, per view).
        items.items.withUnsafeBufferPointer { items in
            for i in 1..<max(1, items.count) where items[i].kind != .generatedGuide {
                let parent = items[i].parent
                variables.append(items[i].x)
                variables.append(items[i].y)
                variables.append(items[i].width)
                variables.append(items[i].height)
                references.append(parent > 0 ? items[parent].x : nil)
                references.append(parent > 0 ? items[parent].y : nil)
                references.append(nil)
                references.append(nil)
                owners.append(i)
            }
        }
        guard !items.designFrames.isEmpty else { return }
        targets = [Double](filled: 0, count: variables.count)
        for (k, owner) in owners.enumerated() {
            guard let f = items.designFrames[owner] else { continue }
            let a = items.items[owner].alignmentInsets
            let parent = items.items[owner].parent
            let p = parent > 0 ? items.items[parent].alignmentInsets : .zero
            targets[4 * k] = f.x + a.left - p.left
            targets[4 * k + 1] = f.y + a.top - p.top
            targets[4 * k + 2] = f.width - a.left - a.right
            targets[4 * k + 3] = f.height - a.top - a.bottom
        }
    }

    /// Attribute `k` as its frame measures it (an x or y from its superview's) minus
    /// `target`: what the canonical point and the ambiguity probes pull toward zero.
    func offset(_ k: Int, from target: Double) -> Expression {
        var expression = Expression(terms: Terms(), constant: -target)
        expression.terms.append(Term(variables[k], 1))
        if let reference = references[k] { expression.terms.append(Term(reference, -1)) }
        return expression
    }

    /// Attribute `k`'s value in `solver`, as its frame measures it.
    func value(_ k: Int, in solver: Solver) -> Double {
        let value = solver.value(of: variables[k])
        return references[k].map { value - solver.value(of: $0) } ?? value
    }
}
