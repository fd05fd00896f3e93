/// Views, guides and stack properties (SPEC.md section 3, "Views").
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

    mutating func register(id: String, pointer: @autoclosure () -> String) throws(Problem) {
        guard itemIds.insert(id).inserted else {
            throw Problem(.duplicateId, "the id \"\(id)\" is already used by another view or guide", pointer: pointer())
        }
    }

    /// - Parameter inStack: the view is an arranged subview (its superview is a stack), so
    ///   the stack positions it and a fixed `frame` is refused.
    mutating func decodeView(_ v: Int, pointer: String, inStack: Bool) throws(Problem) -> View {
        let tape = self.tape  // a local copy (shared storage) so closures read it while self mutates
        guard tape.kind(v) == .object else {
            throw Problem(.wrongType, "expected a view object, found \(tape.kind(v).name)", pointer: pointer)
        }
        try countItem(pointer: pointer)
        // The kind decides which members are allowed, whatever order they come in.
        var kind = ViewKind.view
        if let k = tape.member(v, "kind") {
            kind = try decodeEnum(k, pointer: pointer + "/kind", ViewKind.allCases)
        }
        var view = View(id: "", kind: kind, pointer: pointer)
        var id: String?
        var userInteractionEnabled: Bool?
        var marginsGiven = false
        var stack = kind == .stack ? StackProperties() : nil
        var alignmentNode: Int?
        var customSpacingNode: Int?

        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            func p() -> String { JSONPointer.appending(pointer, tape.string(k)) }
            switch name {
            case .id:
                let value = try identifier(m, pointer: p())
                try register(id: value, pointer: p())
                id = value
            case .kind:
                break
            case .children:
                try expect(m, .array, pointer: p())
                view.children.reserveCapacity(Int(tape.nodes[m].count))
                let base = p()
                try tape.forEachElement(m) { (i, e) throws(Problem) in
                    view.children.append(try decodeView(e, pointer: JSONPointer.appending(base, i), inStack: kind == .stack))
                }
            case .layoutGuides:
                try expect(m, .array, pointer: p())
                let base = p()
                try tape.forEachElement(m) { (i, e) throws(Problem) in
                    view.layoutGuides.append(try decodeGuide(e, pointer: JSONPointer.appending(base, i)))
                }
            case .frame:
                if inStack {
                    throw Problem(
                        .invalidValue, "a stack's arranged subview cannot have a fixed frame; the stack places it",
                        pointer: p())
                }
                view.frame = try decodeRect(m, pointer: p())
            case .intrinsicSize:
                if kind == .stack {
                    throw Problem(
                        .invalidValue, "a stack has no intrinsic size of its own; it follows its arranged subviews",
                        pointer: p())
                }
                view.intrinsicSize = try decodeIntrinsicSize(m, pointer: p())
            case .huggingPriority:
                view.huggingPriority = try decodeAxisPriorities(m, pointer: p(), default: .defaultHugging)
            case .compressionResistance:
                view.compressionResistance = try decodeAxisPriorities(m, pointer: p(), default: .defaultCompressionResistance)
            case .layoutMargins, .directionalLayoutMargins:
                if marginsGiven {
                    throw Problem(
                        .invalidValue, "give either layoutMargins or directionalLayoutMargins, not both", pointer: p())
                }
                marginsGiven = true
                view.layoutMargins = name == .layoutMargins
                    ? .physical(try decodeInsets(m, pointer: p(), default: 8))
                    : .directional(try decodeDirectionalInsets(m, pointer: p(), default: 8))
            case .baselines:
                view.baselines = try decodeBaselines(m, pointer: p())
            case .hidden:
                view.hidden = try bool(m, pointer: p())
            case .alpha:
                view.alpha = try number(m, pointer: p())
            case .userInteractionEnabled:
                userInteractionEnabled = try bool(m, pointer: p())
            case .clipsToBounds:
                view.clipsToBounds = try bool(m, pointer: p())
            case .constraints:
                view.constraints = try decodeConstraints(m, pointer: p())
            case .axis, .distribution, .alignment, .spacing, .customSpacing, .layoutMarginsRelativeArrangement:
                guard stack != nil else {
                    throw Problem(
                        .unknownMember, "\"\(tape.string(k))\" is a stack property; this view's kind is \"\(kind.rawValue)\", not \"stack\"",
                        pointer: p())
                }
                switch name {
                case .axis:
                    stack?.axis = try decodeEnum(m, pointer: p(), [StackProperties.Axis.horizontal, .vertical])
                case .distribution:
                    stack?.distribution = try decodeEnum(
                        m, pointer: p(),
                        [StackProperties.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
                case .alignment:
                    stack?.alignment = try decodeAlignment(m, pointer: p())
                    alignmentNode = m
                case .spacing:
                    stack?.spacing = try number(m, pointer: p())
                case .customSpacing:
                    try expect(m, .object, pointer: p())
                    var entries: [(id: String, spacing: Double)] = []
                    try tape.forEachMember(m) { (ck, cv) throws(Problem) in
                        let childId = tape.string(ck)
                        entries.append((childId, try number(cv, pointer: JSONPointer.appending(p(), childId))))
                    }
                    stack?.customSpacing = entries
                    customSpacingNode = m
                default:
                    stack?.layoutMarginsRelativeArrangement = try bool(m, pointer: p())
                }
            default:
                throw unknownMember(
                    tape.string(k), pointer: p(),
                    expected: Self.viewMembers + (kind == .stack ? ", " + Self.stackMembers : ""))
            }
        }
        guard let id else { throw missing("id", in: pointer) }
        view.id = id
        view.userInteractionEnabled = userInteractionEnabled ?? kind.defaultUserInteractionEnabled
        if let stack {
            if alignmentNode != nil, stack.axis == .vertical,
               stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
                throw Problem(
                    .invalidValue, "baseline alignment is only for horizontal stacks (UIKit aligns a vertical stack's items across, where there are no baselines)",
                    pointer: pointer + "/alignment")
            }
            if customSpacingNode != nil {
                for entry in stack.customSpacing where !view.children.contains(where: { $0.id == entry.id }) {
                    throw Problem(
                        .unknownItem, "customSpacing names \"\(entry.id)\", which is not an arranged subview of the stack \"\(id)\"",
                        pointer: JSONPointer.appending(pointer + "/customSpacing", entry.id))
                }
            }
            view.stack = stack
        }
        return view
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
        let tape = self.tape  // a local copy (shared storage) so closures read it while self mutates
        guard tape.kind(v) == .object else {
            throw Problem(.wrongType, "expected a layout guide object, found \(tape.kind(v).name)", pointer: pointer)
        }
        try countItem(pointer: pointer)
        var id: String?
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            func p() -> String { JSONPointer.appending(pointer, tape.string(k)) }
            guard name == .id else { throw unknownMember(tape.string(k), pointer: p(), expected: "id") }
            let value = try identifier(m, pointer: p())
            try register(id: value, pointer: p())
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
            func p() -> String { JSONPointer.appending(pointer(), tape.string(k)) }
            switch name {
            case .x: x = try number(m, pointer: p())
            case .y: y = try number(m, pointer: p())
            case .width: width = try nonNegative(m, pointer: p())
            case .height: height = try nonNegative(m, pointer: p())
            default: throw unknownMember(tape.string(k), pointer: p(), expected: "x, y, width, height")
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
            func p() -> String { JSONPointer.appending(pointer(), tape.string(k)) }
            switch name {
            case .width: size.width = try optionalNonNegative(m, pointer: p())
            case .height: size.height = try optionalNonNegative(m, pointer: p())
            default: throw unknownMember(tape.string(k), pointer: p(), expected: "width, height")
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
            func p() -> String { JSONPointer.appending(pointer(), tape.string(k)) }
            switch name {
            case .horizontal: value.horizontal = try priority(m, pointer: p())
            case .vertical: value.vertical = try priority(m, pointer: p())
            default: throw unknownMember(tape.string(k), pointer: p(), expected: "horizontal, vertical")
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
            func p() -> String { JSONPointer.appending(pointer(), tape.string(k)) }
            func offset() throws(Problem) -> Double? {
                if tape.kind(m) == .null { return nil }
                return try number(m, pointer: p())
            }
            switch name {
            case .first: value.first = try offset()
            case .last: value.last = try offset()
            default: throw unknownMember(tape.string(k), pointer: p(), expected: "first, last")
            }
        }
        return value
    }
}
