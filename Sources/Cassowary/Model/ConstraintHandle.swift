/// Names a constraint added to one solver. Indices grow in addition order and are never
/// reused, so handles sort in addition order (conflict lists are reported that way).
package struct ConstraintHandle: Hashable, Sendable, Comparable {
    /// The constraint's position in its solver's addition order, from 0; edit variables'
    /// constraints take positions too.
    package let index: Int32
    init(index: Int32) { self.index = index }
    /// Addition order.
    package static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.index < b.index }
}
