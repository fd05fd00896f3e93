import Support
import Testing

/// `Array(filled:count:)` makes what `Array(repeating:count:)` makes, for the element kinds
/// the engine fills (bytes, integers, doubles, optionals, arrays) and counts from none to
/// many.
@Test(arguments: [0, 1, 2, 7, 32, 1000])
func filledArraysEqualRepeatedOnes(count: Int) {
    #expect([UInt8](filled: 7, count: count) == [UInt8](repeating: 7, count: count))
    #expect([Int32](filled: -1, count: count) == [Int32](repeating: -1, count: count))
    #expect([Double](filled: 0.5, count: count) == [Double](repeating: 0.5, count: count))
    #expect([Bool](filled: true, count: count) == [Bool](repeating: true, count: count))
    #expect([Double?](filled: nil, count: count) == [Double?](repeating: nil, count: count))
    #expect([[Int32]](filled: [3], count: count) == [[Int32]](repeating: [3], count: count))
    let filled = [Int](filled: 4, count: count)
    #expect(filled.capacity >= count)
}
