import Support
import Cassowary

/// Everything a document turns into before solving: its items (with solver variables)
/// and its constraints in the addition order of docs/requests.md#order-of-addition.
struct BuiltSystem: Sendable {
    var items: ItemTable
    /// The constraints with what their names are made of.
    var list: ConstraintList
    var constraints: [Constraint] { list.constraints }
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
        let count = list.count
        guard !stackConstraints.isEmpty, stackConstraints.upperBound < count else { return nil }
        var order: [Int] = []
        order.reserveCapacity(count)
        // `tiedIntrinsics` is ascending and lies before the stacks: skip it in one walk.
        var late = tiedIntrinsics.makeIterator()
        var nextLate = late.next()
        for i in 0..<stackConstraints.lowerBound {
            if i == nextLate {
                nextLate = late.next()
            } else {
                order.append(i)
            }
        }
        order.append(contentsOf: stackConstraints.upperBound..<count)
        order.append(contentsOf: stackConstraints)
        order.append(contentsOf: tiedIntrinsics)
        return order
    }

    /// Every constraint's unique name, in order (docs/requests.md#constraint-names). Spelled
    /// out here, for diagnostics, rather than on every build.
    func constraintNames() -> [String] { list.nameStrings(items: items) }
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
        var out = ConstraintList()
        // A guess that holds for most screens: stacks make about four constraints per
        // item, a view's intrinsic size two, and the document's own come on top; eight per
        // item, as four grew and copied the whole list once a request on the written and
        // generated screens (settings builds 805 constraints for 106 items). The list lives
        // only for the build.
        out.reserveCapacity(8 * items.count + document.constraints.count + 16)
        appendFrameConstraints(items, &out)
        let tied = appendIntrinsicConstraints(items, &out)
        // Stack views (docs/stack-views.md): StackBuilder appends their UISV-… constraints here, in
        // pre-order, and adds its gap and spanner guides with `items.addGeneratedGuide`
        // (solved, never answered).
        let stackStart = out.count
        var insetViews = StackBuilder.append(items: &items, direction: document.layoutDirection, solver: &solver, out: &out)
        let stackEnd = out.count
        var resolver = ConstraintResolver(items: items, direction: document.layoutDirection)
        var documentCount = 0
        // By index, here and below: a View is large, and copying one out retains its parts.
        for v in items.views.indices {
            for spec in items.views[v].view.constraints {
                try appendDocumentConstraint(spec, &resolver, limits, &documentCount, &out)
            }
        }
        for spec in document.constraints {
            try appendDocumentConstraint(spec, &resolver, limits, &documentCount, &out)
        }
        if document.priorities == .weights { out.useWeights() }
        insetViews.formUnion(resolver.insetViews)
        return BuiltSystem(items: items, list: out, stackConstraints: stackStart..<stackEnd, tiedIntrinsics: tied,
                           insetViews: insetViews.sorted())
    }

    /// A view with a `frame` is placed by it: four `<v>.frame.*` constraints, or with an
    /// `autoresizingMask` two `ARM-h:<v>` and two `ARM-v:<v>` that move the frame with the
    /// superview's bounds. Either way they act on the alignment rectangle, which is the
    /// frame inset by the view's alignment insets, so the answered frame is the one given.
    private static func appendFrameConstraints(_ items: ItemTable, _ out: inout ConstraintList) {
        for v in items.views.indices {
            let index = items.views[v].item
            let item = items[index]
            // The root's frame only gives a default size; its origin is always 0,0.
            guard let frame = items.views[v].view.frame, item.parent >= 0 else { continue }
            let mask = items.views[v].view.autoresizingMask
            let parent = items[item.parent].frameRect
            let a = item.alignmentInsets
            let x = Expression.variable(item.x) + -a.left - parent.x.expression
            let y = Expression.variable(item.y) + -a.top - parent.y.expression
            let width = Expression.variable(item.width) + (a.left + a.right)
            let height = Expression.variable(item.height) + (a.top + a.bottom)
            func add(_ e: Expression, _ kind: ConstraintName.Kind) {
                out.append(Constraint(e.simplified(), .equal, .required), ConstraintName(kind, index))
            }
            if let mask {
                // Per axis: offset = x + share × (superview length − reference length).
                let h = mask.horizontalRule(frame: frame)
                let v = mask.verticalRule(frame: frame)
                let dw = (parent.width + -mask.referenceSize.width).expression
                let dh = (parent.height + -mask.referenceSize.height).expression
                add(x + -frame.x - dw * h.originShare, .autoresizingH)
                add(width + -frame.width - dw * h.lengthShare, .autoresizingH)
                add(y + -frame.y - dh * v.originShare, .autoresizingV)
                add(height + -frame.height - dh * v.lengthShare, .autoresizingV)
                continue
            }
            add(x + -frame.x, .frameX)
            add(y + -frame.y, .frameY)
            add(width + -frame.width, .frameWidth)
            add(height + -frame.height, .frameHeight)
        }
    }

    /// - Returns: the indices in `out` of those that belong in `BuiltSystem.tiedIntrinsics`.
    private static func appendIntrinsicConstraints(_ items: ItemTable, _ out: inout ConstraintList) -> [Int] {
        // By stack item: the axes on which it ties its arranged subviews' sizes, and its own
        // axis when a stack around it ties the stack's length there, so that its arranged
        // subviews' intrinsic sizes are traded against each other by priority.
        var tiedAxes = [TiedAxes](filled: [], count: items.count)
        var tradedAxes = [TiedAxes](filled: [], count: items.count)
        var tied: [Int] = []
        for v in items.views.indices {
            let index = items.views[v].item
            if let stack = items.views[v].view.stack {
                var axes: TiedAxes = []
                let horizontal = stack.axis == .horizontal
                if stack.distribution == .fillEqually { axes.insert(horizontal ? .h : .v) }
                if stack.alignment == .fill { axes.insert(horizontal ? .v : .h) }
                tiedAxes[index] = axes
                let parent = items[index].parent
                if parent >= 0, tiedAxes[parent].contains(horizontal ? .h : .v) {
                    tradedAxes[index] = horizontal ? .h : .v
                }
            }
            guard let intrinsic = items.views[v].view.intrinsicSize else { continue }
            let hugging = items.views[v].view.huggingPriority
            let compression = items.views[v].view.compressionResistance
            let item = items[index]
            let tiedHere = item.parent >= 0 ? tiedAxes[item.parent] : []
            let tradedHere = item.parent >= 0 ? tradedAxes[item.parent] : []
            // One axis: size <= intrinsic at the hugging priority, >= at the compression one.
            // Both optional, they are one solver row (`ConstraintList.Pairing`), except where
            // the stack trades its views' sizes against each other: there the two rows'
            // cost-free slacks give the dual simplex cheap pivots, and one row fills the
            // tableau in (an iPad grid of such tiles solves slower as pairs: BENCHMARKS.md).
            func appendAxis(_ size: Double?, _ variable: Variable, isTied: Bool, isTraded: Bool,
                            _ hugging: Double, _ compression: Double,
                            _ hug: ConstraintName.Kind, _ compress: ConstraintName.Kind) {
                guard let size else { return }
                if isTied { tied.append(contentsOf: out.count...out.count + 1) }
                let e = Expression.variable(variable) + -size
                let atMost = Constraint(e, .lessThanOrEqual, strength(hugging))
                let atLeast = Constraint(e, .greaterThanOrEqual, strength(compression))
                if isTraded || atMost.strength.isRequired || atLeast.strength.isRequired {
                    out.append(atMost, ConstraintName(hug, index))
                    out.append(atLeast, ConstraintName(compress, index))
                } else {
                    out.appendPair(atMost, ConstraintName(hug, index), atLeast, ConstraintName(compress, index))
                }
            }
            appendAxis(intrinsic.width, item.width, isTied: tiedHere.contains(.h), isTraded: tradedHere.contains(.h),
                       hugging.horizontal, compression.horizontal, .hugH, .compressH)
            appendAxis(intrinsic.height, item.height, isTied: tiedHere.contains(.v), isTraded: tradedHere.contains(.v),
                       hugging.vertical, compression.vertical, .hugV, .compressV)
        }
        return tied
    }

    /// The axes on which a stack ties its arranged subviews' sizes.
    private struct TiedAxes: OptionSet {
        let rawValue: UInt8
        static let h = TiedAxes(rawValue: 1)
        static let v = TiedAxes(rawValue: 2)
    }

    /// A UIKit priority as a solver strength: required at 1000, else its own level, so a
    /// higher priority is met before any number of lower ones. `build` turns the levels
    /// into kiwi's weights (level 0, weight = priority) for `"priorities": "weights"`.
    static func strength(_ priority: Double) -> Strength {
        priority >= 1000 ? .required : .level(priority)
    }

    private static func appendDocumentConstraint(
        _ spec: ConstraintSpec, _ resolver: inout ConstraintResolver, _ limits: Limits, _ count: inout Int,
        _ out: inout ConstraintList
    ) throws(Problem) {
        let parsed = try DocumentConstraintParser.parse(spec, items: resolver.items, limits: limits)
        for (constraint, site) in parsed.constraints {
            count += 1
            guard count <= limits.maxConstraints else {
                throw Problem(.tooManyConstraints,
                              "more than \(limits.maxConstraints) constraints after visual formats are expanded",
                              at: .constraint(spec.location))
            }
            let solverConstraint = try resolver.resolve(constraint, at: site)
            out.append(solverConstraint, document: parsed.id.map(DocumentConstraintName.id) ?? .canonical(constraint))
        }
    }
}
