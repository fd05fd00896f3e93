import Support

/// The numbers an answer's frames have spelled so far, by bit pattern, with their spelling:
/// a frame's numbers repeat across an answer (rows 44 high, views 16 from the left, zeros),
/// and spelling each again was ~78 instructions a number, half of writing a frame (issue
/// 49). A direct-mapped table of `slots` slots on memory its writer provides (`words`
/// words a slot: the bits, the spelling's length, up to 16 bytes of it); a number whose
/// slot holds another is spelled and takes the slot. The spelling of a number depends on
/// its bits alone (`NumberFormat.writeSmallDecimal`), so a copied one is the same bytes.
struct SpelledNumbers {
    static let slots = 64
    static let words = 4
    /// No number put here has these bits: a NaN, and only finite numbers below 10¹² are.
    static let empty: UInt64 = 0x7FF8_0000_0000_0049

    /// Frames from which a layout's numbers go through a table.
    static let worthFrom = 8

    private let table: UnsafeMutablePointer<UInt64>?

    /// An empty table on `memory`, `slots * words` words; with none, every number is spelled.
    init(_ memory: UnsafeMutablePointer<UInt64>?) {
        table = memory
        guard let memory else { return }
        memory.initialize(repeating: 0, count: Self.slots * Self.words)
        for s in 0..<Self.slots { memory[s * Self.words] = Self.empty }
    }

    /// `v` (finite, below 10¹² in magnitude) spelled at the cursor as
    /// `NumberFormat.writeSmallDecimal` spells it; the cursor must have room for
    /// `NumberFormat.smallDecimalRoom` bytes (at least 16: a copy stores 16).
    @inline(__always)
    func put(_ v: Double, into out: inout ByteCursor) {
        guard let table else {
            out.count += NumberFormat.writeSmallDecimal(v, at: out.base + out.count)
            return
        }
        let bits = v.bitPattern
        let slot = table + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58) &* Self.words
        let at = UnsafeMutableRawPointer(out.base + out.count)
        if slot[0] == bits {
            // Both words stored whole: the bytes past the spelling are written over next.
            at.storeBytes(of: slot[2], as: UInt64.self)
            at.storeBytes(of: slot[3], toByteOffset: 8, as: UInt64.self)
            out.count += Int(truncatingIfNeeded: slot[1])
            return
        }
        let n = NumberFormat.writeSmallDecimal(v, at: out.base + out.count)
        if n <= 16 {
            slot[0] = bits
            slot[1] = UInt64(n)
            UnsafeMutableRawPointer(slot + 2).copyMemory(from: at, byteCount: n)
        }
        out.count += n
    }
}
