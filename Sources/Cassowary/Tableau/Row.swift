/// A sparse row `basic = constant + sum(coef × sym)`; before it has a basic symbol it reads
/// `0 = constant + sum(...)`. Terms are unordered; ids are symbol ids.
///
/// The terms are not held here but in the tableau's `TermPool`: the row names its segment
/// there (`start`, room for `capacity` terms, the first `count` used), so storing, growing
/// and freeing a row allocates nothing of its own. A segment's offsets stay valid while the
/// pool grows; only `TermPool.compactIfNeeded` moves segments, between operations.
struct Row {
    var basic: Int32
    var constant: Double
    var start: Int32
    var count: Int32
    var capacity: Int32

    /// A row with no terms and no segment: a free row's value.
    static let empty = Row(basic: -1, constant: 0, start: 0, count: 0, capacity: 0)

    /// The pool indices of the row's terms.
    @inline(__always) var range: Range<Int> { Int(start) ..< Int(start) + Int(count) }
}
