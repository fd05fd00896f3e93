/// The objective row. Each symbol's cost is a vector over strength levels, compared
/// lexicographically from the highest level down: the original Cassowary's symbolic
/// weights. An error at a higher level outweighs any number of errors at lower levels,
/// which is the priority order UIKit documents; a single level (every optional constraint
/// at level 0, as `Strength.weight` makes them) is kiwi's plain weighted sum.
///
/// A cost vector is a list of nonzero (level, coefficient) entries, highest level first,
/// linked through one shared pool: most symbols carry one or two levels, an update walks a
/// few entries and, once the pool has grown, allocates nothing.
struct Objective {
    struct Entry {
        var level: Double
        var coefficient: Double
        /// The next entry of the same symbol (a lower level), or -1.
        var next: Int32
    }

    /// Per symbol, in one record so a new symbol is one append, not two.
    struct Slot {
        /// The symbol's highest-level entry, or -1 when its cost is zero.
        var head: Int32 = -1
        /// Whether the symbol is in `nz`.
        var listed = false
    }

    var slots: [Slot] = []
    var pool: [Entry] = []
    /// Unused pool entries, chained through `next`.
    var freeList: Int32 = -1
    /// Symbols that may have a nonzero cost, each listed once (see `optimize`).
    var nz: [Int32] = []

    /// Applies `change` to the per-symbol arrays: a new symbol costs nothing; a dropped
    /// one's entries go back to the pool.
    mutating func apply(_ change: SymbolCountChange) {
        if case .truncate(let n) = change {
            for s in n..<slots.count { clear(Int32(s)) }
            nz.removeAll { Int($0) >= n }
        }
        slots.apply(change, appending: Slot())
    }

    @inline(__always) func isZero(_ s: Int32) -> Bool { slots[Int(s)].head < 0 }

    /// The highest-level nonzero entry of a symbol's cost: its sign is the cost's sign.
    @inline(__always) func leading(_ s: Int32) -> Entry? {
        let h = slots[Int(s)].head
        return h >= 0 ? pool[Int(h)] : nil
    }

    /// The coefficient at `level`, or 0.
    func coefficient(_ s: Int32, level: Double) -> Double {
        var e = slots[Int(s)].head
        while e >= 0 {
            let entry = pool[Int(e)]
            if entry.level == level { return entry.coefficient }
            if entry.level < level { return 0 }
            e = entry.next
        }
        return 0
    }

    /// Adds `v` at `level` and returns the coefficient it replaced. A result within
    /// `coefficientEpsilon` of zero drops the entry (kiwi's policy for rows).
    @discardableResult
    mutating func add(_ s: Int32, level: Double, _ v: Double) -> Double {
        update(s, level: level) { $0 + v }
    }

    /// Sets the coefficient at `level` exactly (a journal rollback); returns the old one.
    @discardableResult
    mutating func set(_ s: Int32, level: Double, _ v: Double) -> Double {
        update(s, level: level, exact: true) { _ in v }
    }

    private mutating func update(_ s: Int32, level: Double, exact: Bool = false,
                                 _ change: (Double) -> Double) -> Double {
        let i = Int(s)
        // A changed cost may let the symbol enter again: list it (see `optimize`).
        if !slots[i].listed {
            slots[i].listed = true
            nz.append(s)
        }
        var previous: Int32 = -1
        var e = slots[i].head
        while e >= 0 && pool[Int(e)].level > level {
            previous = e
            e = pool[Int(e)].next
        }
        if e >= 0 && pool[Int(e)].level == level {
            let old = pool[Int(e)].coefficient
            let new = change(old)
            if exact ? new == 0 : nearZero(new) {
                let next = pool[Int(e)].next
                if previous >= 0 { pool[Int(previous)].next = next } else { slots[i].head = next }
                pool[Int(e)].next = freeList
                freeList = e
            } else {
                pool[Int(e)].coefficient = new
            }
            return old
        }
        let new = change(0)
        if exact ? new == 0 : nearZero(new) { return 0 }
        let entry = Entry(level: level, coefficient: new, next: e)
        let slot: Int32
        if freeList >= 0 {
            slot = freeList
            freeList = pool[Int(slot)].next
            pool[Int(slot)] = entry
        } else {
            slot = Int32(pool.count)
            pool.append(entry)
        }
        if previous >= 0 { pool[Int(previous)].next = slot } else { slots[i].head = slot }
        return 0
    }

    /// Sets the symbol's cost to zero, returning its entries to the pool.
    mutating func clear(_ s: Int32) {
        var e = slots[Int(s)].head
        guard e >= 0 else { return }
        while true {
            let next = pool[Int(e)].next
            if next < 0 { break }
            e = next
        }
        pool[Int(e)].next = freeList
        freeList = slots[Int(s)].head
        slots[Int(s)].head = -1
    }

    /// Compares `a × fa` with `b × fb` level by level from the highest: -1, 0 or 1.
    func compare(_ a: Int32, _ fa: Double, _ b: Int32, _ fb: Double) -> Int {
        var ea = slots[Int(a)].head
        var eb = slots[Int(b)].head
        while ea >= 0 || eb >= 0 {
            let la = ea >= 0 ? pool[Int(ea)].level : -Double.infinity
            let lb = eb >= 0 ? pool[Int(eb)].level : -Double.infinity
            var va = 0.0, vb = 0.0
            if la >= lb {
                va = pool[Int(ea)].coefficient * fa
                ea = pool[Int(ea)].next
            }
            if lb >= la {
                vb = pool[Int(eb)].coefficient * fb
                eb = pool[Int(eb)].next
            }
            if va < vb { return -1 }
            if va > vb { return 1 }
        }
        return 0
    }

    /// Whether every level of the cost is within `tolerance` of zero.
    func isNegligible(_ s: Int32, tolerance: Double) -> Bool {
        var e = slots[Int(s)].head
        while e >= 0 {
            if abs(pool[Int(e)].coefficient) > tolerance { return false }
            e = pool[Int(e)].next
        }
        return true
    }

    var approximateBytes: Int {
        slots.capacity * MemoryLayout<Slot>.stride + nz.capacity * 4 + pool.capacity * MemoryLayout<Entry>.stride
    }
}
