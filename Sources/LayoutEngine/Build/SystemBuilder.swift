import Cassowary

/// A constraint ready for the solver, with the name diagnostics use.
struct BuiltConstraint: Sendable {
    var name: String
    var constraint: Constraint
}

/// Everything a document turns into before solving: its items (with solver variables)
/// and its constraints in the addition order of docs/requests.md#order-of-addition.
struct BuiltSystem: Sendable {
    var items: ItemTable
    var constraints: [BuiltConstraint]
    /// Where the stack views' constraints lie in `constraints`; the document's own follow.
    var stackConstraints: Range<Int>
    /// Intrinsic-size constraints of arranged subviews on an axis where their stack ties
    /// their sizes to its own or to each other's: the cross axis under fill alignment, the
    /// stack's axis under fillEqually (see `pinsFirstOrder`).
    var tiedIntrinsics: [Int] = []
    /// Non-root views whose safe-area or margins guides the constraints use, in item
    /// order: their insets are those of the last solve (see `ViewInsets`).
    var insetViews: [Int] = []

    /// The order the solver is best fed in when every required constraint can hold: the
    /// document's own constraints before the stacks'. A document usually pins its outer
    /// views to the root; added first, those pins give every stack a known size, where in
    /// contract order a long stack is built around a size nothing has fixed yet and each
    /// row's equation fills in with every earlier row's terms (100 rows: 1.1 s against
    /// 0.03 s). Last come the intrinsic sizes of `tiedIntrinsics`: added before the stack
    /// ties the items' sizes together, each of them fills in with every item's terms once
    /// it does (one fill row of 400 items: 7.4 s against 0.03 s); a list of rows aligned
    /// otherwise wants its items' sizes early, as its rows chain through their heights. When all required constraints hold together, the order changes no
    /// value that is not ambiguous (the optimum is the same); otherwise `LayoutSystem`
    /// builds again in contract order, which decides what is refused.
    var pinsFirstOrder: [Int]? {
        guard !stackConstraints.isEmpty, stackConstraints.upperBound < constraints.count else { return nil }
        let late = Set(tiedIntrinsics)
        return (0..<stackConstraints.lowerBound).filter { !late.contains($0) }
            + Array(stackConstraints.upperBound..<constraints.count)
            + Array(stackConstraints) + tiedIntrinsics
    }
}

enum SystemBuilder {
    /// Order: `frame` constraints, intrinsic-size constraints, stack constraints (each in
    /// pre-order), then the document's own: view-owned in pre-order, then the top-level list.
    /// The root size is not here: `LayoutSystem` adds it first, as givens.
    /// - Parameter viewInsets: the effective insets of the views that had them in the last
    ///   solve of this document (empty for the first).
    static func build(_ document: Document, limits: Limits, solver: inout Solver,
                      viewInsets: [Int: ViewInsets.Effective] = [:]) throws(Problem) -> BuiltSystem {
        var items = ItemTable(document: document, solver: &solver)
        items.viewInsets = viewInsets
        var names = NameRegistry()
        var out: [BuiltConstraint] = []
        appendFrameConstraints(items, &names, &out)
        let tied = appendIntrinsicConstraints(items, &names, &out)
        // Stack views (docs/stack-views.md): StackBuilder appends their UISV-… constraints here, in
        // pre-order, naming them through `names`, and adds its gap and spanner guides with
        // `items.addGeneratedGuide` (solved, never answered).
        let stackStart = out.count
        var insetViews = StackBuilder.append(items: &items, direction: document.layoutDirection, solver: &solver, names: &names, out: &out)
        let stackEnd = out.count
        var resolver = ConstraintResolver(items: items, direction: document.layoutDirection)
        var documentCount = 0
        for (_, view) in items.views {
            for spec in view.constraints {
                try appendDocumentConstraint(spec, &resolver, limits, &documentCount, &names, &out)
            }
        }
        for spec in document.constraints {
            try appendDocumentConstraint(spec, &resolver, limits, &documentCount, &names, &out)
        }
        if document.priorities == .weights {
            for i in out.indices where !out[i].constraint.strength.isRequired {
                out[i].constraint.strength = .weight(out[i].constraint.strength.level)
            }
        }
        insetViews.formUnion(resolver.insetViews)
        return BuiltSystem(items: items, constraints: out, stackConstraints: stackStart..<stackEnd, tiedIntrinsics: tied,
                           insetViews: insetViews.sorted())
    }

    /// A view with a `frame` is placed by it: four `<v>.frame.*` constraints, or with an
    /// `autoresizingMask` two `ARM-h:<v>` and two `ARM-v:<v>` that move the frame with the
    /// superview's bounds. Either way they act on the alignment rectangle, which is the
    /// frame inset by the view's alignment insets, so the answered frame is the one given.
    private static func appendFrameConstraints(_ items: ItemTable, _ names: inout NameRegistry, _ out: inout [BuiltConstraint]) {
        for (index, view) in items.views {
            let item = items[index]
            // The root's frame only gives a default size; its origin is always 0,0.
            guard let frame = view.frame, item.parent >= 0 else { continue }
            let parent = items[item.parent].frameRect
            let a = item.alignmentInsets
            let x = Expression.variable(item.x) + -a.left - parent.x
            let y = Expression.variable(item.y) + -a.top - parent.y
            let width = Expression.variable(item.width) + (a.left + a.right)
            let height = Expression.variable(item.height) + (a.top + a.bottom)
            let pairs: [(String, Expression)]
            if let mask = view.autoresizingMask {
                // Per axis: offset = x + share × (superview length − reference length).
                let h = mask.horizontalRule(frame: frame)
                let v = mask.verticalRule(frame: frame)
                let dw = parent.width + -mask.referenceSize.width
                let dh = parent.height + -mask.referenceSize.height
                pairs = [
                    ("ARM-h:", x + -frame.x - dw * h.originShare),
                    ("ARM-h:", width + -frame.width - dw * h.lengthShare),
                    ("ARM-v:", y + -frame.y - dh * v.originShare),
                    ("ARM-v:", height + -frame.height - dh * v.lengthShare),
                ]
                for (prefix, e) in pairs {
                    out.append(BuiltConstraint(name: names.unique(prefix + view.id),
                                               constraint: Constraint(e.simplified(), .equal, .required)))
                }
                continue
            }
            pairs = [("x", x + -frame.x), ("y", y + -frame.y), ("width", width + -frame.width), ("height", height + -frame.height)]
            for (suffix, e) in pairs {
                out.append(BuiltConstraint(name: names.unique(view.id + ".frame." + suffix),
                                           constraint: Constraint(e.simplified(), .equal, .required)))
            }
        }
    }

    /// - Returns: the indices in `out` of those that belong in `BuiltSystem.tiedIntrinsics`.
    private static func appendIntrinsicConstraints(_ items: ItemTable, _ names: inout NameRegistry, _ out: inout [BuiltConstraint]) -> [Int] {
        var tiedAxes: [Int: (main: Bool, cross: Bool, axis: StackProperties.Axis)] = [:]  // by stack item
        var tied: [Int] = []
        for (index, view) in items.views {
            if let stack = view.stack {
                tiedAxes[index] = (stack.distribution == .fillEqually, stack.alignment == .fill, stack.axis)
            }
            guard let intrinsic = view.intrinsicSize else { continue }
            let item = items[index]
            // The axes ("h", "v") on which the parent stack, if any, ties this view's size.
            var tiedHere: Set<String> = []
            if let parent = tiedAxes[item.parent] {
                if parent.main { tiedHere.insert(parent.axis == .horizontal ? "h" : "v") }
                if parent.cross { tiedHere.insert(parent.axis == .horizontal ? "v" : "h") }
            }
            let axes: [(Double?, Variable, String, Double, Double)] = [
                (intrinsic.width, item.width, "h", view.huggingPriority.horizontal, view.compressionResistance.horizontal),
                (intrinsic.height, item.height, "v", view.huggingPriority.vertical, view.compressionResistance.vertical),
            ]
            for (metric, variable, axis, hug, compress) in axes {
                guard let metric else { continue }
                let e = Expression.variable(variable) + -metric
                if tiedHere.contains(axis) { tied += [out.count, out.count + 1] }
                out.append(BuiltConstraint(name: names.unique(view.id + ".hug." + axis),
                                           constraint: Constraint(e, .lessThanOrEqual, strength(hug))))
                out.append(BuiltConstraint(name: names.unique(view.id + ".compress." + axis),
                                           constraint: Constraint(e, .greaterThanOrEqual, strength(compress))))
            }
        }
        return tied
    }

    /// A UIKit priority as a solver strength: required at 1000, else its own level, so a
    /// higher priority is met before any number of lower ones. `build` turns the levels
    /// into kiwi's weights (level 0, weight = priority) for `"priorities": "weights"`.
    static func strength(_ priority: Double) -> Strength {
        priority >= 1000 ? .required : .level(priority)
    }

    private static func appendDocumentConstraint(
        _ spec: ConstraintSpec, _ resolver: inout ConstraintResolver, _ limits: Limits, _ count: inout Int,
        _ names: inout NameRegistry, _ out: inout [BuiltConstraint]
    ) throws(Problem) {
        let parsed = try DocumentConstraintParser.parse(spec, items: resolver.items, limits: limits)
        for (constraint, site) in parsed.constraints {
            count += 1
            guard count <= limits.maxConstraints else {
                throw Problem(.tooManyConstraints,
                              "more than \(limits.maxConstraints) constraints after visual formats are expanded",
                              pointer: spec.pointer)
            }
            let solverConstraint = try resolver.resolve(constraint, at: site)
            let name = parsed.id ?? ConstraintNaming.canonical(constraint)
            out.append(BuiltConstraint(name: names.unique(name), constraint: solverConstraint))
        }
    }
}
