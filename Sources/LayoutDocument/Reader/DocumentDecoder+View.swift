import JSON
import LayoutEngine
import Support

/// Views, guides and stack properties (docs/requests.md#views).
/// A view being decoded: what its members have said so far, and how far its reading has
/// got. The decoder keeps one per level of nesting and starts it afresh for each view at
/// that level (`start`): a new draft per view, moved onto the decoder's stack and off again,
/// copied its 380 bytes four times and retained and released every field on the way.
struct ViewDraft {
    var view: View
    var inStack = false
    var idGiven = false
    var userInteractionEnabled: Bool?
    var marginsGiven = false
    var alignmentGiven = false
    var customSpacingGiven = false
    /// The view's object node, for the pointer of a problem.
    var node = 0
    /// Key node of the next member to read.
    var nextMember = 0
    var end = 0
    /// While inside `children`: the next child's node, the array's end, the child's index.
    var nextChild: Int?
    var childrenEnd = 0
    var childIndex = 0

    /// A draft of the view at object node `node`, for a depth no draft has reached yet.
    /// (Made with its view, not empty and then started: a `View` costs about a thousand
    /// instructions to make, and a cold request of a small document made one more per level.)
    init(kind: ViewKind, inStack: Bool, node: Int, end: Int) {
        view = Self.fresh(kind)
        self.inStack = inStack
        self.node = node
        nextMember = node + 1
        self.end = end
    }

    private static func fresh(_ kind: ViewKind) -> View {
        View(id: "", kind: kind, stack: kind == .stack ? StackProperties() : nil)
    }

    /// Forgets the view this draft held (already copied into its superview's children)
    /// and starts the one at object node `node`.
    mutating func start(kind: ViewKind, inStack: Bool, node: Int, end: Int) {
        view = Self.fresh(kind)
        self.inStack = inStack
        idGiven = false
        userInteractionEnabled = nil
        marginsGiven = false
        alignmentGiven = false
        customSpacingGiven = false
        self.node = node
        nextMember = node + 1
        self.end = end
        nextChild = nil
        childrenEnd = 0
        childIndex = 0
    }
}

extension DocumentDecoder {
    static let viewMembers =
        "id, kind, children, layoutGuides, frame, intrinsicSize, huggingPriority, compressionResistance, layoutMargins, directionalLayoutMargins, baselines, hidden, alpha, userInteractionEnabled, clipsToBounds, constraints, autoresizingMask, alignmentInsets, insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, designFrame, appearance"
    static let stackMembers =
        "axis, distribution, alignment, spacing, customSpacing, layoutMarginsRelativeArrangement"

    /// - Parameter node: the view's or guide's object node.
    mutating func countItem(_ node: Int) throws(Problem) {
        itemCount += 1
        if itemCount > limits.maxItems {
            throw Problem(.tooManyItems, "at most \(limits.maxItems) views and guides are allowed", pointer: pointer(node))
        }
    }

    /// - Parameter node: the id's string node (a valid id, so ASCII).
    mutating func register(id: String, node: Int) throws(Problem) {
        guard itemIds.insert(node, of: tape) else {
            throw Problem(.duplicateId, "the id \"\(id)\" is already used by another view or guide", pointer: pointer(node))
        }
    }

    /// - Parameter inStack: the view is an arranged subview (its superview is a stack), so
    ///   the stack positions it and a fixed `frame` is refused.
    ///
    /// The tree is walked with an explicit stack of views being decoded, not by recursion:
    /// how deep a document may nest is then up to `Limits.maxDepth` alone, never to the
    /// stack of the thread decoding it (a recursive walk took over 256 KiB for 64 nested
    /// views in a debug build). Members are still read in document order, depth first.
    ///
    /// Views carry no pointer; problems work theirs out from the node (see `pointer(_:)`).
    /// Only a view's own constraints need their place up front, the child index of each
    /// level below the root, to share as their `ConstraintSpec.Location`.
    mutating func decodeView(_ v: Int, inStack: Bool) throws(Problem) -> View {
        var path: [Int] = []  // child index of each open view below the root
        var open: [ViewDraft] = []  // one per level; `open[...top]` are being read
        open.reserveCapacity(8)
        var top = 0
        try startView(v, inStack: inStack, in: &open, at: top)
        while true {
            if let child = open[top].nextChild {
                if child < open[top].childrenEnd {
                    path.append(open[top].childIndex)
                    open[top].nextChild = tape.end(child)
                    open[top].childIndex += 1
                    top += 1
                    try startView(child, inStack: open[top - 1].view.kind == .stack, in: &open, at: top)
                } else {
                    open[top].nextChild = nil
                }
                continue
            }
            let k = open[top].nextMember
            if k < open[top].end {
                let m = k + 1
                open[top].nextMember = tape.end(m)
                let name = MemberName.lookup(tape, k)
                switch name {
                case .children:
                    try expect(m, .array)
                    open[top].view.children.reserveCapacity(Int(tape.nodes[m].count))
                    open[top].childrenEnd = tape.end(m)
                    open[top].childIndex = 0
                    open[top].nextChild = m + 1
                case .constraints:
                    open[top].view.constraints = try decodeConstraints(m, list: .view(childPath: path))
                default:
                    try decodeViewMember(name, k, m, into: &open[top])
                }
                continue
            }
            try finish(&open[top])
            if top == 0 { return open[0].view }
            path.removeLast()
            open[top - 1].view.children.append(open[top].view)
            top -= 1
        }
    }

    /// The checks before any member, and the kind, which decides which members are
    /// allowed whatever order they come in. The view is built in its level's draft, made
    /// when the document first reaches that depth.
    mutating func startView(_ v: Int, inStack: Bool, in open: inout [ViewDraft], at level: Int) throws(Problem) {
        guard tape.kind(v) == .object else {
            throw Problem(.wrongType, "expected a view object, found \(tape.kind(v).name)", pointer: pointer(v))
        }
        try countItem(v)
        var kind = ViewKind.view
        if let k = tape.member(v, "kind") {
            if let known = viewKind(k) {
                kind = known
            } else {
                kind = try decodeEnum(k, pointer: pointer(k), ViewKind.allCases)
            }
        }
        if level == open.count {
            open.append(ViewDraft(kind: kind, inStack: inStack, node: v, end: tape.end(v)))
        } else {
            open[level].start(kind: kind, inStack: inStack, node: v, end: tape.end(v))
        }
    }

    /// One member of a view other than `children` and `constraints`.
    /// - Parameters: name: the member's name, if known; k: its key node; m: its value node.
    mutating func decodeViewMember(_ name: MemberName?, _ k: Int, _ m: Int, into draft: inout ViewDraft) throws(Problem) {
        switch name {
        case .id:
            let value = try identifier(m)
            try register(id: value, node: m)
            draft.view.id = value
            draft.idGiven = true
        case .kind:
            break
        case .children, .constraints:
            break  // decoded by decodeView itself, see there
        case .layoutGuides:
            try expect(m, .array)
            try tape.forEachElement(m) { (_, e) throws(Problem) in
                draft.view.layoutGuides.append(try decodeGuide(e))
            }
        case .frame:
            if draft.inStack {
                throw Problem(
                    .invalidValue, "a stack's arranged subview cannot have a fixed frame; the stack places it",
                    pointer: pointer(m))
            }
            draft.view.frame = try decodeRect(m)
        case .intrinsicSize:
            if draft.view.kind == .stack {
                throw Problem(
                    .invalidValue, "a stack has no intrinsic size of its own; it follows its arranged subviews",
                    pointer: pointer(m))
            }
            draft.view.intrinsicSize = try decodeIntrinsicSize(m)
        case .huggingPriority:
            draft.view.huggingPriority = try decodeAxisPriorities(m, default: .defaultHugging)
        case .compressionResistance:
            draft.view.compressionResistance = try decodeAxisPriorities(m, default: .defaultCompressionResistance)
        case .layoutMargins, .directionalLayoutMargins:
            if draft.marginsGiven {
                throw Problem(
                    .invalidValue, "give either layoutMargins or directionalLayoutMargins, not both", pointer: pointer(m))
            }
            draft.marginsGiven = true
            draft.view.layoutMargins = name == .layoutMargins
                ? .physical(try decodeInsets(m, pointer: pointer(m), default: 8))
                : .directional(try decodeDirectionalInsets(m, default: 8))
        case .baselines:
            draft.view.baselines = try decodeBaselines(m)
        case .autoresizingMask, .alignmentInsets, .insetsLayoutMarginsFromSafeArea, .preservesSuperviewLayoutMargins:
            try decodeGeometryMember(name, m, into: &draft)
        case .hidden:
            draft.view.hidden = try bool(m)
        case .alpha:
            draft.view.alpha = try number(m)
        case .userInteractionEnabled:
            draft.userInteractionEnabled = try bool(m)
        case .clipsToBounds:
            draft.view.clipsToBounds = try bool(m)
        case .designFrame:
            draft.view.designFrame = try decodeRect(m)
        case .appearance:
            draft.view.appearance = try decodeAppearance(m)
        case _ where Self.isTextMember(name):
            try decodeTextMember(name, k, m, into: &draft)
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .layoutMarginsRelativeArrangement:
            guard draft.view.stack != nil else {
                throw Problem(
                    .unknownMember, "\"\(tape.string(k))\" is a stack property; this view's kind is \"\(draft.view.kind.rawValue)\", not \"stack\"",
                    pointer: pointer(m))
            }
            switch name {
            case .axis:
                draft.view.stack?.axis = try decodeEnum(m, pointer: pointer(m), [StackProperties.Axis.horizontal, .vertical])
            case .distribution:
                draft.view.stack?.distribution = try decodeEnum(
                    m, pointer: pointer(m),
                    [StackProperties.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            case .alignment:
                draft.view.stack?.alignment = try decodeAlignment(m)
                draft.alignmentGiven = true
            case .spacing:
                draft.view.stack?.spacing = try number(m)
            case .customSpacing:
                try expect(m, .object)
                var entries: [(id: String, spacing: Double)] = []
                try tape.forEachMember(m) { (ck, cv) throws(Problem) in
                    let childId = tape.string(ck)
                    entries.append((childId, try number(cv)))
                }
                draft.view.stack?.customSpacing = entries
                draft.customSpacingGiven = true
            default:
                draft.view.stack?.layoutMarginsRelativeArrangement = try bool(m)
            }
        default:
            let text = Self.textMembers(for: draft.view.kind)
            throw unknownMember(
                tape.string(k), pointer: pointer(k),
                expected: Self.viewMembers + (draft.view.kind == .stack ? ", " + Self.stackMembers : "")
                    + (text.isEmpty ? "" : ", " + text))
        }
    }

    /// The checks that need the whole view object; completes the draft's view in place
    /// (the view is large: copying it out and back cost more than the checks).
    func finish(_ draft: inout ViewDraft) throws(Problem) {
        let node = draft.node
        guard draft.idGiven else { throw missing("id", in: pointer(node)) }
        draft.view.userInteractionEnabled = draft.userInteractionEnabled ?? draft.view.kind.defaultUserInteractionEnabled
        // Text members that all say the default say nothing: the same view as none given.
        if draft.view.text == TextContent() { draft.view.text = nil }
        if draft.view.autoresizingMask != nil && draft.view.frame == nil {
            throw Problem(
                .invalidValue, "an autoresizingMask moves a fixed frame with its superview; give the view a \"frame\" too (a view without one is placed by constraints)",
                pointer: pointer(node) + "/autoresizingMask")
        }
        if let stack = draft.view.stack {
            if draft.alignmentGiven, stack.axis == .vertical,
               stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
                throw Problem(
                    .invalidValue, "baseline alignment is only for horizontal stacks (UIKit aligns a vertical stack's items across, where there are no baselines)",
                    pointer: pointer(node) + "/alignment")
            }
            if draft.customSpacingGiven {
                for entry in stack.customSpacing where !draft.view.children.contains(where: { $0.id == entry.id }) {
                    throw Problem(
                        .unknownItem, "customSpacing names \"\(entry.id)\", which is not an arranged subview of the stack \"\(draft.view.id)\"",
                        pointer: JSONPointer.appending(pointer(node) + "/customSpacing", entry.id))
                }
            }
        }
    }

    /// The kind named by the string node `v`, matched on its bytes; nil for anything
    /// else, which `decodeEnum` then refuses with the full message.
    func viewKind(_ v: Int) -> ViewKind? {
        if tape.stringEquals(v, "view") { return .view }
        if tape.stringEquals(v, "label") { return .label }
        if tape.stringEquals(v, "button") { return .button }
        if tape.stringEquals(v, "image") { return .image }
        if tape.stringEquals(v, "stack") { return .stack }
        if tape.stringEquals(v, "control") { return .control }
        if tape.stringEquals(v, "textField") { return .textField }
        return nil
    }

    func decodeAlignment(_ v: Int) throws(Problem) -> StackProperties.Alignment {
        let text = try string(v)
        switch text {
        case "top": return .leading
        case "bottom": return .trailing
        default:
            guard let value = StackProperties.Alignment(rawValue: text) else {
                throw Problem(
                    .invalidValue,
                    "\"\(text)\" is not one of \"fill\", \"leading\", \"top\", \"center\", \"trailing\", \"bottom\", \"firstBaseline\", \"lastBaseline\"",
                    pointer: pointer(v))
            }
            return value
        }
    }

    mutating func decodeGuide(_ v: Int) throws(Problem) -> LayoutGuide {
        guard tape.kind(v) == .object else {
            throw Problem(.wrongType, "expected a layout guide object, found \(tape.kind(v).name)", pointer: pointer(v))
        }
        try countItem(v)
        var id: String?
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            guard MemberName.lookup(tape, k) == .id else { throw unknownMember(tape.string(k), pointer: pointer(k), expected: "id") }
            let value = try identifier(m)
            try register(id: value, node: m)
            id = value
        }
        guard let id else { throw missing("id", in: pointer(v)) }
        return LayoutGuide(id: id)
    }

    /// `{x, y, width, height}`, all required, sizes 0 or more.
    func decodeRect(_ v: Int) throws(Problem) -> Rect {
        try expect(v, .object)
        var x: Double?, y: Double?, width: Double?, height: Double?
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            switch name {
            case .x: x = try number(m)
            case .y: y = try number(m)
            case .width: width = try nonNegative(m)
            case .height: height = try nonNegative(m)
            default: throw unknownMember(tape.string(k), pointer: pointer(k), expected: "x, y, width, height")
            }
        }
        guard let x else { throw missing("x", in: pointer(v)) }
        guard let y else { throw missing("y", in: pointer(v)) }
        guard let width else { throw missing("width", in: pointer(v)) }
        guard let height else { throw missing("height", in: pointer(v)) }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `{width, height}`; each may be null or left out (no intrinsic metric on that axis).
    func decodeIntrinsicSize(_ v: Int) throws(Problem) -> IntrinsicSize {
        try expect(v, .object)
        var size = IntrinsicSize(width: nil, height: nil)
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            switch name {
            case .width: size.width = try optionalNonNegative(m)
            case .height: size.height = try optionalNonNegative(m)
            default: throw unknownMember(tape.string(k), pointer: pointer(k), expected: "width, height")
            }
        }
        return size
    }

    /// `{horizontal, vertical}`; a missing axis keeps UIKit's default for that axis.
    func decodeAxisPriorities(_ v: Int, default d: AxisPriorities) throws(Problem) -> AxisPriorities {
        try expect(v, .object)
        var value = d
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            switch name {
            case .horizontal: value.horizontal = try priority(m)
            case .vertical: value.vertical = try priority(m)
            default: throw unknownMember(tape.string(k), pointer: pointer(k), expected: "horizontal, vertical")
            }
        }
        return value
    }

    /// `{first, last}`: offsets from the top, each a number, null or left out.
    func decodeBaselines(_ v: Int) throws(Problem) -> Baselines {
        try expect(v, .object)
        var value = Baselines(first: nil, last: nil)
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            func offset() throws(Problem) -> Double? {
                if tape.kind(m) == .null { return nil }
                return try number(m)
            }
            switch name {
            case .first: value.first = try offset()
            case .last: value.last = try offset()
            default: throw unknownMember(tape.string(k), pointer: pointer(k), expected: "first, last")
            }
        }
        return value
    }
}
