import Cassowary

/// A rectangle as four linear expressions in root space: an item's variables offset by
/// constants (insets), held inline since builders make one per item they touch.
struct LinearRect: Sendable {
    var x: SmallExpression
    var y: SmallExpression
    var width: SmallExpression
    var height: SmallExpression

    func inset(_ i: Insets) -> LinearRect {
        LinearRect(x: x + i.left, y: y + i.top, width: width + (-i.left - i.right), height: height + (-i.top - i.bottom))
    }
}

extension Insets {
    /// The insets that outset by as much as these inset.
    var negated: Insets { Insets(top: -top, left: -left, bottom: -bottom, right: -right) }

    static func + (a: Insets, b: Insets) -> Insets {
        Insets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
