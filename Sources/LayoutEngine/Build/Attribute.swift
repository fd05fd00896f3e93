import Support
/// A layout attribute as docs/requests.md#items-and-attributes names it, including the margin forms
/// (`a.leadingMargin` is `a.margins.leading`).
enum Attribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    enum Axis { case horizontal, vertical }

    /// The attribute on the margins guide that a margin form stands for; nil for plain ones.
    var marginBase: Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    /// The attribute with margin forms taken back to the plain one they measure.
    var plain: Attribute { marginBase ?? self }

    var isSize: Bool { self == .width || self == .height }
    var isPosition: Bool { !isSize }
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    var isDirectional: Bool { plain == .leading || plain == .trailing }
    var isAbsoluteHorizontal: Bool { plain == .left || plain == .right }

    var axis: Axis {
        switch plain {
        case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
        default: return .vertical
        }
    }

    /// What a 422 says about `name`, which is no attribute: the closest attribute when it
    /// looks like a typo, then every attribute, so the client need not look them up.
    static func unknownMessage(_ name: String) -> String {
        let names = allCases.map(\.rawValue)
        return "'\(name)' is not a layout attribute" + Suggestion.didYouMean(name, among: names)
            + " (the attributes are " + names.joined(separator: ", ") + ")"
    }

    /// Attribute names are letters only: the attribute spelled by the run of letters at
    /// `index`, with the index after it.
    static func match(_ scalars: [Unicode.Scalar], at index: Int) -> (Attribute, Int)? {
        var end = index
        while end < scalars.count, Scanner.isLetter(scalars[end]) { end += 1 }
        guard end > index else { return nil }
        return spelled(count: end - index) { scalars[index + $0].value }.map { ($0, end) }
    }

    /// The attribute whose name is exactly `bytes`, or nil.
    static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> Attribute? {
        spelled(count: bytes.count) { UInt32(bytes[$0]) }
    }

    /// The attribute spelled by `count` code units, the `k`th `unit(k)`. Compared in place:
    /// a String per candidate (and its switch over every raw value) would be most of the
    /// cost of parsing an item.attribute.
    @inline(__always)
    private static func spelled(count: Int, _ unit: (Int) -> UInt32) -> Attribute? {
        for (attribute, name) in spellings where name.count == count {
            var k = 0
            while k < count, UInt32(name[k]) == unit(k) { k += 1 }
            if k == count { return attribute }
        }
        return nil
    }

    /// Every attribute with the UTF-8 of its name.
    private static let spellings: [(Attribute, [UInt8])] = allCases.map { ($0, Array($0.rawValue.utf8)) }
}
