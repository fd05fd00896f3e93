import LayoutEngine

/// The members docs/requests.md#the-document adds: `device` / `orientation` on the
/// document; `autoresizingMask`, `alignmentInsets` and the margin rules on a view.
extension DocumentDecoder {
    /// `device` (an IB id of `Device.all`) and `orientation`, either node possibly absent.
    /// `orientation` alone means nothing, so it is refused.
    func decodeDevice(_ deviceNode: Int?, orientation orientationNode: Int?) throws(Problem) -> DeviceChoice? {
        var orientation = Orientation.portrait
        if let orientationNode {
            orientation = try decodeEnum(orientationNode, pointer: "/orientation", Orientation.allCases)
        }
        guard let deviceNode else {
            if orientationNode != nil {
                throw Problem(.invalidValue, "\"orientation\" turns a \"device\"; give the device too (e.g. \"device\": \"retina6_12\")",
                              pointer: "/orientation")
            }
            return nil
        }
        let id = try string(deviceNode)
        guard let device = Device.named(id) else {
            throw Problem(
                .invalidValue, "unknown device \"\(id)\"; known Interface Builder device ids: " + Device.knownIds.joined(separator: ", "),
                pointer: "/device")
        }
        return DeviceChoice(device: device, orientation: orientation)
    }

    /// The root has no superview and always takes the given size, so the members that
    /// place a view within its superview have nothing to act on there.
    func checkRoot(_ root: View) throws(Problem) {
        if root.alignmentInsets != nil {
            throw Problem(.invalidValue, "the root's frame is the root size itself; alignmentInsets belong to views inside it",
                          pointer: "/root/alignmentInsets")
        }
        if root.autoresizingMask != nil {
            throw Problem(.invalidValue, "the root has no superview to follow; its size is given by \"sizes\" (or \"device\")",
                          pointer: "/root/autoresizingMask")
        }
    }

    /// One of `autoresizingMask`, `alignmentInsets`, `insetsLayoutMarginsFromSafeArea`,
    /// `preservesSuperviewLayoutMargins`.
    func decodeGeometryMember(_ name: MemberName?, _ m: Int, into draft: inout ViewDraft) throws(Problem) {
        switch name {
        case .autoresizingMask:
            draft.view.autoresizingMask = try decodeAutoresizingMask(m)
        case .alignmentInsets:
            draft.view.alignmentInsets = try decodeInsets(m, pointer: pointer(m), default: 0)
        case .insetsLayoutMarginsFromSafeArea:
            draft.view.insetsLayoutMarginsFromSafeArea = try bool(m)
        default:
            draft.view.preservesSuperviewLayoutMargins = try bool(m)
        }
    }

    /// `{"flexible": [names], "referenceSize": {width, height}}`, both required.
    func decodeAutoresizingMask(_ v: Int) throws(Problem) -> AutoresizingMask {
        try expect(v, .object)
        var flexible: [AutoresizingMask.Flexible]?
        var reference: Size?
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            switch MemberName.lookup(tape, k) {
            case .flexible:
                try expect(m, .array)
                var names: [AutoresizingMask.Flexible] = []
                try tape.forEachElement(m) { (_, e) throws(Problem) in
                    let flag: AutoresizingMask.Flexible = try decodeEnum(e, pointer: pointer(e), AutoresizingMask.Flexible.allCases)
                    if names.contains(flag) {
                        throw Problem(.invalidValue, "\"\(flag.rawValue)\" is listed twice", pointer: pointer(e))
                    }
                    names.append(flag)
                }
                flexible = names
            case .referenceSize:
                try expect(m, .object)
                var width: Double?, height: Double?
                try tape.forEachMember(m) { (sk, sm) throws(Problem) in
                    switch MemberName.lookup(tape, sk) {
                    case .width: width = try nonNegative(sm)
                    case .height: height = try nonNegative(sm)
                    default: throw unknownMember(tape.string(sk), pointer: pointer(sk), expected: "width, height")
                    }
                }
                guard let width else { throw missing("width", in: pointer(m)) }
                guard let height else { throw missing("height", in: pointer(m)) }
                reference = Size(width: width, height: height)
            default:
                throw unknownMember(tape.string(k), pointer: pointer(k), expected: "flexible, referenceSize")
            }
        }
        guard let flexible else { throw missing("flexible", in: pointer(v)) }
        guard let reference else { throw missing("referenceSize", in: pointer(v)) }
        return AutoresizingMask(flexible: flexible, referenceSize: reference)
    }
}
