extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, but specialised
    /// for the element type: the standard library's `repeating:` allocates through its
    /// unspecialised `_allocateBufferUninitialized`, which looks the array's storage
    /// metadata up on every call (about 450 instructions on Linux) and fills the elements
    /// through value witnesses (about 4 instructions each for an `Int32`). Cold requests of
    /// small documents make a dozen such arrays (issue 49; BENCHMARKS.md, eighth session).
    @inlinable @inline(__always)
    package init(filled value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
