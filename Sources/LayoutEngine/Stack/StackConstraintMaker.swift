import Cassowary

/// Makes the constraints of one stack. Names are `UISV-<kind>:<stackId>[:<item>[:<item>]]` with
/// items in chain order; guides are `<stackId>.gap.<i>` and `<stackId>.spanner`.
struct StackConstraintMaker {
    /// The stack's item index.
    let index: Int
    let properties: StackProperties
    let along: StackDimension
    let across: StackDimension
    /// The stack's own rectangle (canvas-fit sizes it).
    let stack: LinearRect
    /// `edge(stack)`: the stack, or its margins guide with layoutMarginsRelativeArrangement.
    let edge: LinearRect
    let visible: [StackMember]
    let hidden: [HiddenStackMember]
    /// Gap guides between visible neighbours (equalSpacing, equalCentering).
    let gaps: [StackMember]
    /// The spanner guide of non-fill alignments with two or more visible items.
    let spanner: StackMember?
    /// Where constraints go: `StackBuilder` lends its list for the time of one stack.
    var out: ConstraintList

    init(stack index: Int, view: View, properties: StackProperties, items: inout ItemTable,
         direction: LayoutDirection, solver: inout Solver, out: ConstraintList) {
        let item = items[index]
        self.index = index
        var properties = properties
        if properties.axis == .vertical,
           properties.alignment == .firstBaseline || properties.alignment == .lastBaseline {
            // The reader refuses this (baselines run across horizontal stacks only); a
            // Document built in code gets the top alignment rather than mixed axes.
            properties.alignment = .leading
        }
        self.properties = properties
        // customSpacing by item id (a stack may have thousands of items); most have none.
        var customSpacing: [String: Double] = [:]
        for entry in properties.customSpacing where customSpacing[entry.id] == nil {
            customSpacing[entry.id] = entry.spacing
        }
        self.out = out
        let horizontal = properties.axis == .horizontal
        along = StackDimension(horizontal: horizontal, direction: direction)
        across = StackDimension(horizontal: !horizontal, direction: direction)
        stack = item.rect
        if properties.layoutMarginsRelativeArrangement {
            edge = items.marginsRect(index)
        } else {
            edge = item.rect
        }
        var visible: [StackMember] = []
        var hidden: [HiddenStackMember] = []
        var visibleBefore: [Int] = []  // per hidden member: how many visible ones precede it
        let proportional = properties.distribution == .fillProportionally
        var childIndex = item.firstChild
        // By index: a View is large, and copying one out retains its parts.
        for c in view.children.indices {
            // The item table links a view's subviews in this order.
            guard childIndex >= 0 else { break }
            let child = items[childIndex]
            let member = StackMember(
                item: childIndex, rect: child.rect,
                intrinsicLength: proportional ? StackConstraintMaker.naturalLength(view.children[c], horizontal: horizontal) : 0,
                baselines: child.baselines,
                gapAfter: customSpacing.isEmpty ? properties.spacing : customSpacing[child.id] ?? properties.spacing)
            childIndex = child.nextSibling
            if view.children[c].hidden {
                hidden.append(HiddenStackMember(member: member, previous: visible.last))
                visibleBefore.append(visible.count)
            } else {
                visible.append(member)
            }
        }
        for i in hidden.indices { hidden[i].visibleFollows = visibleBefore[i] < visible.count }
        self.visible = visible
        self.hidden = hidden
        var gaps: [StackMember] = []
        if visible.count >= 2,
           properties.distribution == .equalSpacing || properties.distribution == .equalCentering {
            for i in 0..<(visible.count - 1) {
                gaps.append(StackConstraintMaker.guide(view.id + ".gap." + String(i), owner: index, &items, &solver))
            }
        }
        self.gaps = gaps
        spanner = visible.count >= 2 && properties.alignment != .fill
            ? StackConstraintMaker.guide(view.id + ".spanner", owner: index, &items, &solver) : nil
    }

    private static func guide(_ id: String, owner: Int, _ items: inout ItemTable, _ solver: inout Solver) -> StackMember {
        let index = items.addGeneratedGuide(id: id, owner: owner, solver: &solver)
        return StackMember(item: index, rect: items[index].rect, intrinsicLength: 0, baselines: nil, gapAfter: 0)
    }

    /// fillProportionally's Lᵢ (docs/stack-views.md#along-the-axis-distribution): the intrinsic length along `horizontal`;
    /// for a nested stack, its natural length: along its own axis its visible items'
    /// natural lengths plus its gaps, across it the largest, plus its margins when it
    /// arranges within them; 0 for any other view without an intrinsic length.
    static func naturalLength(_ view: View, horizontal: Bool) -> Double {
        guard let stack = view.stack else {
            return (horizontal ? view.intrinsicSize?.width : view.intrinsicSize?.height) ?? 0
        }
        let items = view.children.filter { !$0.hidden }
        var length = 0.0
        if (stack.axis == .horizontal) == horizontal {
            for item in items { length += naturalLength(item, horizontal: horizontal) }
            for previous in items.dropLast() {
                length += stack.customSpacing.first { $0.id == previous.id }?.spacing ?? stack.spacing
            }
        } else {
            for item in items { length = max(length, naturalLength(item, horizontal: horizontal)) }
        }
        if stack.layoutMarginsRelativeArrangement {
            let m = view.layoutMargins.resolved(.leftToRight)
            length += horizontal ? m.left + m.right : m.top + m.bottom
        }
        return length
    }

    /// Appends `UISV-<kind>:<stack>`.
    mutating func add(_ kind: ConstraintName.Kind, _ constraint: Constraint) {
        out.append(constraint, ConstraintName(kind, index))
    }

    /// Appends `UISV-<kind>:<stack>:<a>`.
    mutating func add(_ kind: ConstraintName.Kind, _ a: StackMember, _ constraint: Constraint) {
        out.append(constraint, ConstraintName(kind, index, a.item))
    }

    /// Appends `UISV-<kind>:<stack>:<a>:<b>`.
    mutating func add(_ kind: ConstraintName.Kind, _ a: StackMember, _ b: StackMember, _ constraint: Constraint) {
        out.append(constraint, ConstraintName(kind, index, a.item, b.item))
    }

    var distributesSpace: Bool {
        properties.distribution == .equalSpacing || properties.distribution == .equalCentering
    }
}
