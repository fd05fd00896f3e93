/// Views, guides and stack properties (SPEC.md section 3, "Views").
/// A view being decoded: what its members have said so far.
struct ViewDraft {
    var view: View
    var inStack: Bool
    var id: String?
    var userInteractionEnabled: Bool?
    var marginsGiven = false
    var stack: StackProperties?
    var alignmentGiven = false
    var customSpacingGiven = false

    init(view: View, inStack: Bool) {
        self.view = view
        self.inStack = inStack
        stack = view.kind == .stack ? StackProperties() : nil
    }
}

/// A view on the decoder's stack: its draft and where its reading has got to.
struct OpenView {
    var draft: ViewDraft
    /// Key node of the next member to read.
    var nextMember: Int
    var end: Int
    /// While inside `children`: the next child's node, the array's end, the child's index.
    var nextChild: Int?
    var childrenEnd = 0
    var childIndex = 0
    var childrenPointer = ""
}

extension DocumentDecoder {
    static let viewMembers =
        "id, kind, children, layoutGuides, frame, intrinsicSize, huggingPriority, compressionResistance, layoutMargins, directionalLayoutMargins, baselines, hidden, alpha, userInteractionEnabled, clipsToBounds, constraints"
    static let stackMembers =
        "axis, distribution, alignment, spacing, customSpacing, layoutMarginsRelativeArrangement"

    mutating func countItem(pointer: String) throws(Problem) {
        itemCount += 1
        if itemCount > limits.maxItems {
            throw Problem(.tooManyItems, "at most \(limits.maxItems) views and guides are allowed", pointer: pointer)
        }
    }

    /// - Parameter node: the id's string node (a valid id, so ASCII).
    mutating func register(id: String, node: Int, pointer: @autoclosure () -> String) throws(Problem) {
        guard itemIds.insert(node, of: tape) else {
            throw Problem(.duplicateId, "the id \"\(id)\" is already used by another view or guide", pointer: pointer())
        }
    }

    /// - Parameter inStack: the view is an arranged subview (its superview is a stack), so
    ///   the stack positions it and a fixed `frame` is refused.
    ///
    /// The tree is walked with an explicit stack of views being decoded, not by recursion:
    /// how deep a document may nest is then up to `Limits.maxDepth` alone, never to the
    /// stack of the thread decoding it (a recursive walk took over 256 KiB for 64 nested
    /// views in a debug build). Members are still read in document order, depth first.
    mutating func decodeView(_ v: Int, pointer: String, inStack: Bool) throws(Problem) -> View {
        var open = [try startView(v, pointer: pointer, inStack: inStack)]
        while true {
            let top = open.count - 1  // never -1: the loop returns when the first view is done
            if let child = open[top].nextChild {
                if child < open[top].childrenEnd {
                    let index = open[top].childIndex
                    open[top].nextChild = tape.end(child)
                    open[top].childIndex += 1
                    open.append(try startView(
                        child, pointer: JSONPointer.appending(open[top].childrenPointer, index),
                        inStack: open[top].draft.view.kind == .stack))
                } else {
                    open[top].nextChild = nil
                }
                continue
            }
            let k = open[top].nextMember
            if k < open[top].end {
                let m = k + 1
                open[top].nextMember = tape.end(m)
                if MemberName.lookup(tape, k) == .children {
                    let childrenPointer = open[top].draft.view.pointer + "/children"
                    try expect(m, .array, pointer: childrenPointer)
                    open[top].draft.view.children.reserveCapacity(Int(tape.nodes[m].count))
                    open[top].childrenPointer = childrenPointer
                    open[top].childrenEnd = tape.end(m)
                    open[top].childIndex = 0
                    open[top].nextChild = m + 1
                } else {
                    try decodeViewMember(k, m, pointer: open[top].draft.view.pointer, into: &open[top].draft)
                }
                continue
            }
            try finish(&open[top].draft)
            // Swapped out rather than copied out of the removed element: a copy retained
            // and then released every field of the view.
            var view = View(id: "")
            swap(&view, &open[top].draft.view)
            open.removeLast()
            if open.isEmpty { return view }
            open[open.count - 1].draft.view.children.append(view)
        }
    }

    /// The checks before any member, and the kind, which decides which members are
    /// allowed whatever order they come in.
    mutating func startView(_ v: Int, pointer: String, inStack: Bool) throws(Problem) -> OpenView {
        guard tape.kind(v) == .object else {
            throw Problem(.wrongType, "expected a view object, found \(tape.kind(v).name)", pointer: pointer)
        }
        try countItem(pointer: pointer)
        var kind = ViewKind.view
        if let k = tape.member(v, "kind") {
            if let known = viewKind(k) {
                kind = known
            } else {
                kind = try decodeEnum(k, pointer: pointer + "/kind", ViewKind.allCases)
            }
        }
        return OpenView(
            draft: ViewDraft(view: View(id: "", kind: kind, pointer: pointer), inStack: inStack),
            nextMember: v + 1, end: tape.end(v))
    }

    /// One member of a view other than `children`.
    mutating func decodeViewMember(_ k: Int, _ m: Int, pointer: String, into draft: inout ViewDraft) throws(Problem) {
        let name = MemberName.lookup(tape, k)
        func p() -> String { JSONPointer.appending(pointer, name?.rawValue ?? "") }  // known names only: captures nothing of self
        switch name {
        case .id:
            let value = try identifier(m, pointer: p())
            try register(id: value, node: m, pointer: pointer + "/id")
            draft.id = value
        case .kind:
            break
        case .children:
            break  // decoded by decodeView itself, see there
        case .layoutGuides:
            try expect(m, .array, pointer: p())
            let base = p()
            try tape.forEachElement(m) { (i, e) throws(Problem) in
                draft.view.layoutGuides.append(try decodeGuide(e, pointer: JSONPointer.appending(base, i)))
            }
        case .frame:
            if draft.inStack {
                throw Problem(
                    .invalidValue, "a stack's arranged subview cannot have a fixed frame; the stack places it",
                    pointer: p())
            }
            draft.view.frame = try decodeRect(m, pointer: p())
        case .intrinsicSize:
            if draft.view.kind == .stack {
                throw Problem(
                    .invalidValue, "a stack has no intrinsic size of its own; it follows its arranged subviews",
                    pointer: p())
            }
            draft.view.intrinsicSize = try decodeIntrinsicSize(m, pointer: p())
        case .huggingPriority:
            draft.view.huggingPriority = try decodeAxisPriorities(m, pointer: p(), default: .defaultHugging)
        case .compressionResistance:
            draft.view.compressionResistance = try decodeAxisPriorities(m, pointer: p(), default: .defaultCompressionResistance)
        case .layoutMargins, .directionalLayoutMargins:
            if draft.marginsGiven {
                throw Problem(
                    .invalidValue, "give either layoutMargins or directionalLayoutMargins, not both", pointer: p())
            }
            draft.marginsGiven = true
            draft.view.layoutMargins = name == .layoutMargins
                ? .physical(try decodeInsets(m, pointer: p(), default: 8))
                : .directional(try decodeDirectionalInsets(m, pointer: p(), default: 8))
        case .baselines:
            draft.view.baselines = try decodeBaselines(m, pointer: p())
        case .hidden:
            draft.view.hidden = try bool(m, pointer: p())
        case .alpha:
            draft.view.alpha = try number(m, pointer: p())
        case .userInteractionEnabled:
            draft.userInteractionEnabled = try bool(m, pointer: p())
        case .clipsToBounds:
            draft.view.clipsToBounds = try bool(m, pointer: p())
        case .constraints:
            draft.view.constraints = try decodeConstraints(m, pointer: p())
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .layoutMarginsRelativeArrangement:
            guard draft.stack != nil else {
                throw Problem(
                    .unknownMember, "\"\(tape.string(k))\" is a stack property; this view's kind is \"\(draft.view.kind.rawValue)\", not \"stack\"",
                    pointer: p())
            }
            switch name {
            case .axis:
                draft.stack?.axis = try decodeEnum(m, pointer: p(), [StackProperties.Axis.horizontal, .vertical])
            case .distribution:
                draft.stack?.distribution = try decodeEnum(
                    m, pointer: p(),
                    [StackProperties.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            case .alignment:
                draft.stack?.alignment = try decodeAlignment(m, pointer: p())
                draft.alignmentGiven = true
            case .spacing:
                draft.stack?.spacing = try number(m, pointer: p())
            case .customSpacing:
                try expect(m, .object, pointer: p())
                var entries: [(id: String, spacing: Double)] = []
                try tape.forEachMember(m) { (ck, cv) throws(Problem) in
                    let childId = tape.string(ck)
                    entries.append((childId, try number(cv, pointer: JSONPointer.appending(p(), childId))))
                }
                draft.stack?.customSpacing = entries
                draft.customSpacingGiven = true
            default:
                draft.stack?.layoutMarginsRelativeArrangement = try bool(m, pointer: p())
            }
        default:
            throw unknownMember(
                tape.string(k), pointer: JSONPointer.appending(pointer, tape.string(k)),
                expected: Self.viewMembers + (draft.view.kind == .stack ? ", " + Self.stackMembers : ""))
        }
    }

    /// The checks that need the whole view object; completes the draft's view in place
    /// (the view is large: copying it out and back cost more than the checks).
    func finish(_ draft: inout ViewDraft) throws(Problem) {
        let pointer = draft.view.pointer
        guard let id = draft.id else { throw missing("id", in: pointer) }
        draft.view.id = id
        draft.view.userInteractionEnabled = draft.userInteractionEnabled ?? draft.view.kind.defaultUserInteractionEnabled
        if let stack = draft.stack {
            if draft.alignmentGiven, stack.axis == .vertical,
               stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
                throw Problem(
                    .invalidValue, "baseline alignment is only for horizontal stacks (UIKit aligns a vertical stack's items across, where there are no baselines)",
                    pointer: pointer + "/alignment")
            }
            if draft.customSpacingGiven {
                for entry in stack.customSpacing where !draft.view.children.contains(where: { $0.id == entry.id }) {
                    throw Problem(
                        .unknownItem, "customSpacing names \"\(entry.id)\", which is not an arranged subview of the stack \"\(id)\"",
                        pointer: JSONPointer.appending(pointer + "/customSpacing", entry.id))
                }
            }
            draft.view.stack = stack
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
        return nil
    }

    func decodeAlignment(_ v: Int, pointer: @autoclosure () -> String) throws(Problem) -> StackProperties.Alignment {
        let text = try string(v, pointer: pointer())
        switch text {
        case "top": return .leading
        case "bottom": return .trailing
        default:
            guard let value = StackProperties.Alignment(rawValue: text) else {
                throw Problem(
                    .invalidValue,
                    "\"\(text)\" is not one of \"fill\", \"leading\", \"top\", \"center\", \"trailing\", \"bottom\", \"firstBaseline\", \"lastBaseline\"",
                    pointer: pointer())
            }
            return value
        }
    }

    mutating func decodeGuide(_ v: Int, pointer: String) throws(Problem) -> LayoutGuide {
        guard tape.kind(v) == .object else {
            throw Problem(.wrongType, "expected a layout guide object, found \(tape.kind(v).name)", pointer: pointer)
        }
        try countItem(pointer: pointer)
        var id: String?
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            func p() -> String { JSONPointer.appending(pointer, name?.rawValue ?? "") }  // known names only: captures nothing of self
            guard name == .id else { throw unknownMember(tape.string(k), pointer: JSONPointer.appending(pointer, tape.string(k)), expected: "id") }
            let value = try identifier(m, pointer: p())
            try register(id: value, node: m, pointer: pointer + "/id")
            id = value
        }
        guard let id else { throw missing("id", in: pointer) }
        return LayoutGuide(id: id, pointer: pointer)
    }

    /// `{x, y, width, height}`, all required, sizes 0 or more.
    func decodeRect(_ v: Int, pointer: @autoclosure () -> String) throws(Problem) -> Rect {
        try expect(v, .object, pointer: pointer())
        var x: Double?, y: Double?, width: Double?, height: Double?
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            func p() -> String { JSONPointer.appending(pointer(), name?.rawValue ?? "") }
            switch name {
            case .x: x = try number(m, pointer: p())
            case .y: y = try number(m, pointer: p())
            case .width: width = try nonNegative(m, pointer: p())
            case .height: height = try nonNegative(m, pointer: p())
            default: throw unknownMember(tape.string(k), pointer: JSONPointer.appending(pointer(), tape.string(k)), expected: "x, y, width, height")
            }
        }
        guard let x else { throw missing("x", in: pointer()) }
        guard let y else { throw missing("y", in: pointer()) }
        guard let width else { throw missing("width", in: pointer()) }
        guard let height else { throw missing("height", in: pointer()) }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `{width, height}`; each may be null or left out (no intrinsic metric on that axis).
    func decodeIntrinsicSize(_ v: Int, pointer: @autoclosure () -> String) throws(Problem) -> IntrinsicSize {
        try expect(v, .object, pointer: pointer())
        var size = IntrinsicSize(width: nil, height: nil)
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            func p() -> String { JSONPointer.appending(pointer(), name?.rawValue ?? "") }
            switch name {
            case .width: size.width = try optionalNonNegative(m, pointer: p())
            case .height: size.height = try optionalNonNegative(m, pointer: p())
            default: throw unknownMember(tape.string(k), pointer: JSONPointer.appending(pointer(), tape.string(k)), expected: "width, height")
            }
        }
        return size
    }

    /// `{horizontal, vertical}`; a missing axis keeps UIKit's default for that axis.
    func decodeAxisPriorities(_ v: Int, pointer: @autoclosure () -> String, default d: AxisPriorities) throws(Problem) -> AxisPriorities {
        try expect(v, .object, pointer: pointer())
        var value = d
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            func p() -> String { JSONPointer.appending(pointer(), name?.rawValue ?? "") }
            switch name {
            case .horizontal: value.horizontal = try priority(m, pointer: p())
            case .vertical: value.vertical = try priority(m, pointer: p())
            default: throw unknownMember(tape.string(k), pointer: JSONPointer.appending(pointer(), tape.string(k)), expected: "horizontal, vertical")
            }
        }
        return value
    }

    /// `{first, last}`: offsets from the top, each a number, null or left out.
    func decodeBaselines(_ v: Int, pointer: @autoclosure () -> String) throws(Problem) -> Baselines {
        try expect(v, .object, pointer: pointer())
        var value = Baselines(first: nil, last: nil)
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            func p() -> String { JSONPointer.appending(pointer(), name?.rawValue ?? "") }
            func offset() throws(Problem) -> Double? {
                if tape.kind(m) == .null { return nil }
                return try number(m, pointer: p())
            }
            switch name {
            case .first: value.first = try offset()
            case .last: value.last = try offset()
            default: throw unknownMember(tape.string(k), pointer: JSONPointer.appending(pointer(), tape.string(k)), expected: "first, last")
            }
        }
        return value
    }
}
