/// The column lists: per symbol, the rows that may contain it, in the order they were
/// recorded (a superset: entries go stale when a coefficient cancels or a row is freed, and a
/// row may be listed twice; readers check the row and skip them).
///
/// One pool of linked entries rather than an array per symbol: a cold build made and freed
/// an array for every symbol and regrew it on appends, a large share of its time in malloc
/// and reference counting. Cleared lists go back to a free list; a list the journal saved is
/// left intact for the rollback and counted dead, and the pool is compacted once dead entries
/// outnumber the rest, so resizes that pivot under the journal forever stay bounded.
struct Columns {
    struct Entry {
        var row: Int32
        /// The next entry of the same list, or -1.
        var next: Int32
    }

    /// A detached list: its first and last entries and its length.
    struct List {
        var head: Int32
        var tail: Int32
        var count: Int32
        static let empty = List(head: -1, tail: -1, count: 0)
    }

    var lists: [List] = []
    var pool: [Entry] = []
    /// Unused entries, chained through `next`.
    var freeList: Int32 = -1
    /// Entries on no list and not free: saved by the journal, or of dropped symbols.
    var dead = 0
    var freeCount = 0

    /// Entries in a list (stale ones and duplicates included): `addConstraint`'s cost.
    @inline(__always) func count(_ s: Int32) -> Int { Int(lists[Int(s)].count) }

    /// Applies `change` to the per-symbol lists; the entries of dropped symbols' lists
    /// are counted dead.
    mutating func apply(_ change: SymbolCountChange) {
        if case .truncate(let n) = change {
            for s in n..<lists.count { dead += Int(lists[s].count) }
        }
        lists.apply(change, appending: .empty)
    }

    /// Records that row `r` may contain `s`.
    @inline(__always) mutating func append(_ s: Int32, _ r: Int32) {
        let e: Int32
        if freeList >= 0 {
            e = freeList
            freeList = pool[Int(e)].next
            pool[Int(e)] = Entry(row: r, next: -1)
            freeCount -= 1
        } else {
            e = Int32(pool.count)
            pool.append(Entry(row: r, next: -1))
        }
        // The list read and written back whole: one access to `lists` (and one uniqueness
        // check) instead of one per field; this runs for every term a row gains.
        let si = Int(s)
        var list = lists[si]
        if list.tail >= 0 { pool[Int(list.tail)].next = e } else { list.head = e }
        list.tail = e
        list.count += 1
        lists[si] = list
    }

    /// Empties `s`'s list and returns it; the caller must `release` it (or keep it for a
    /// rollback and `abandon` it) once it no longer walks it.
    @inline(__always) mutating func detach(_ s: Int32) -> List {
        let list = lists[Int(s)]
        lists[Int(s)] = .empty
        return list
    }

    /// Puts a detached list's entries on the free list.
    @inline(__always) mutating func release(_ list: List) {
        guard list.head >= 0 else { return }
        pool[Int(list.tail)].next = freeList
        freeList = list.head
        freeCount += Int(list.count)
    }

    /// Counts a detached list as dead: the journal may put it back.
    @inline(__always) mutating func abandon(_ list: List) { dead += Int(list.count) }

    /// Puts a list saved by the journal back in front of what `s` gained since.
    mutating func restore(_ s: Int32, _ list: List) {
        guard list.head >= 0 else { return }
        dead -= Int(list.count)
        let si = Int(s)
        let current = lists[si]
        pool[Int(list.tail)].next = current.head
        lists[si].head = list.head
        if current.tail < 0 { lists[si].tail = list.tail }
        lists[si].count += list.count
    }

    /// Rebuilds the pool with only the listed entries, each list contiguous and in order,
    /// when dead entries outnumber live ones. Only while no journal holds a saved list.
    mutating func compactIfNeeded() {
        guard dead > 1024, dead > pool.count - dead - freeCount else { return }
        var fresh: [Entry] = []
        fresh.reserveCapacity(pool.count - dead - freeCount)
        for s in 0..<lists.count {
            var e = lists[s].head
            if e < 0 { continue }
            lists[s].head = Int32(fresh.count)
            while e >= 0 {
                fresh.append(Entry(row: pool[Int(e)].row, next: Int32(fresh.count + 1)))
                e = pool[Int(e)].next
            }
            fresh[fresh.count - 1].next = -1
            lists[s].tail = Int32(fresh.count - 1)
        }
        pool = fresh
        freeList = -1
        freeCount = 0
        dead = 0
    }

    /// The rows of `s`'s list, in order. Holds a copy of the pool: the loop body must not
    /// append to any list (it would copy the pool); `substitute` walks by hand instead.
    func rows(_ s: Int32) -> Walk { Walk(pool: pool, entry: lists[Int(s)].head) }

    struct Walk: Sequence, IteratorProtocol {
        let pool: [Entry]
        var entry: Int32
        @inline(__always) mutating func next() -> Int32? {
            guard entry >= 0 else { return nil }
            let e = pool[Int(entry)]
            entry = e.next
            return e.row
        }
    }

    var approximateBytes: Int {
        32 + lists.capacity * MemoryLayout<List>.stride + 32 + pool.capacity * MemoryLayout<Entry>.stride
    }
}
