extension Array {
    /// `count` copies of `value`, specialised for the element type: Support's
    /// `Array(filled:count:)` (why `Array(repeating:count:)` is dearer) for this module,
    /// which depends on nothing.
    @inlinable @inline(__always)
    init(filled value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
