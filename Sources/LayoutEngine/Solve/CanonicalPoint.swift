import Cassowary

/// Where an ambiguous layout is answered: the one point of the optimal face that a rule on
/// the face alone picks, so a system resized from any size answers what a fresh one does
/// (docs/requests.md#determinism) without solving a second time.
///
/// Where the optimum is not unique, which optimal point a simplex solver stops at depends on
/// the path its pivots took: a warm system resized from another size stops elsewhere than
/// a fresh one. The rule: the ambiguous attributes, in answer order (items in document
/// order; x, y, width, height; x and y relative to the superview), each as close to zero as
/// the layout allows (or to its view's `designFrame`, where the document gives one: an
/// imported Interface Builder scene is then answered where Xcode's canvas left it), an
/// earlier one first. Each gets an optional `attribute == 0` on a
/// level of its own below every priority, the earlier higher, so the solver minimises
/// |a1|, then |a2| with a1 at its minimum, and so on. Over the convex optimal face each step
/// fixes its attribute to one value, so after the last step every answered attribute has
/// one value whatever basis the solver started from; no constraint of the document is
/// traded for it, since every one of them sits on a higher level.
///
/// It is what a fresh Cassowary solve mostly gives anyway (a variable nothing pins is a
/// parameter, at zero), but by rule, not by the solver's history. It is settled on a copy of the solver: the system
/// itself stays as the document alone leaves it, so its next resize and its ambiguity memo
/// are as without it.
enum CanonicalPoint {
    /// The level of the first ambiguous attribute; each next one is one lower. Priorities
    /// are levels from 1 up (`SystemBuilder.strength`), weights are all at level 0.
    static let firstLevel = -1.0

    /// `solver` settled at the canonical point of the attributes `ambiguous` marks, or nil
    /// when none is.
    /// - Throws: `SolverError.interrupted` past the solver's deadline.
    static func settle(_ solver: Solver, _ attributes: AnsweredAttributes, ambiguous: [Bool]) throws(SolverError) -> Solver? {
        guard ambiguous.contains(true) else { return nil }
        var settled = solver
        // The copy's pool is copied here, packed, rather than whole on its first add.
        settled.packTerms()
        // Optional constraints are never refused: no conflicts or journal needed.
        settled.mode = .trial
        var level = firstLevel
        for k in 0..<min(ambiguous.count, attributes.variables.count) where ambiguous[k] {
            // Near zero, or near where a design tool drew the view (`View.designFrame`).
            let target = attributes.targets.isEmpty ? 0 : attributes.targets[k]
            try settled.add(Constraint(attributes.offset(k, from: target), .equal, .level(level)))
            level -= 1
        }
        return settled
    }
}
