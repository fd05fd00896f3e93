import Support
import JSON
import LayoutEngine

/// A set of string nodes of one tape, equal when their bytes are: for the ids of views
/// and guides, which are ASCII by the time they are registered, so byte equality is
/// String equality. Open addressing over node indices with the hash kept alongside; no
/// String is hashed (SipHash per id would be the largest single cost of the id check).
struct TapeStringSet {
    /// Per slot: hash in the high 32 bits, node index + 1 in the low 32 (0 = empty).
    private var slots: [UInt64]
    private var count = 0

    init(expected: Int) {
        var capacity = 16
        while capacity < expected * 2 { capacity *= 2 }
        slots = Array(filled: 0, count: capacity)
    }

    /// Adds the string node `index`; false when an equal string is already in the set.
    mutating func insert(_ index: Int, of tape: JSONTape) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let node = tape.nodes[index]
        let hash = tape.strings.withUnsafeBufferPointer { s in
            // FNV-1a, 32-bit.
            var h: UInt32 = 2_166_136_261
            for i in Int(node.start)..<Int(node.start + node.length) { h = (h ^ UInt32(s[i])) &* 16_777_619 }
            return h
        }
        let mask = slots.count - 1
        var i = Int(hash) & mask
        while slots[i] != 0 {
            if UInt32(truncatingIfNeeded: slots[i] >> 32) == hash
                && same(Int(UInt32(truncatingIfNeeded: slots[i])) - 1, index, tape) {
                return false
            }
            i = (i + 1) & mask
        }
        slots[i] = UInt64(hash) << 32 | UInt64(index + 1)
        count += 1
        return true
    }

    private func same(_ a: Int, _ b: Int, _ tape: JSONTape) -> Bool {
        let x = tape.nodes[a]
        let y = tape.nodes[b]
        guard x.length == y.length else { return false }
        return tape.strings.withUnsafeBufferPointer { s in
            for k in 0..<Int(x.length) where s[Int(x.start) + k] != s[Int(y.start) + k] { return false }
            return true
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(filled: 0, count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot != 0 {
            var i = Int(UInt32(truncatingIfNeeded: slot >> 32)) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
