/// Where byte writers (numbers, escaped strings) put their output: a growing array, or a
/// cursor into memory sized beforehand. Generic, not an existential, so that each writer
/// is specialised for its sink.
package protocol ByteSink {
    mutating func put(_ byte: UInt8)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {
    @inlinable @inline(__always)
    package mutating func put(_ byte: UInt8) { append(byte) }

    @inlinable @inline(__always)
    package mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}
