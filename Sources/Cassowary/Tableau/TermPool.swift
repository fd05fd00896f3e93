/// The terms of every row in one array: each row owns a segment of it (see `Row`).
///
/// One array rather than one per row: a cold build allocated an array for every row it
/// stored, regrew it as substitutions lengthened the row, and freed it with the system,
/// a malloc and a free or more per constraint. A row that outgrows its segment moves to
/// the end of the pool, keeping its terms' order, and its old segment counts as wasted;
/// once wasted slots outnumber used ones, `compactIfNeeded` (run only where no row is held
/// outside the tableau: at the start of an operation) packs the rows again.
struct TermPool {
    /// The segments up to `end`, then at most `fillStep` unused slots: filled ahead in
    /// steps, so a new segment is taken by moving `end` (no append per slot), and never
    /// far ahead, so a copy of the solver (a settled or probed copy of a solved system)
    /// copies little more than the segments when it is first written to.
    var terms: [RowTerm] = []
    var end = 0
    /// Slots below `end` in segments no row owns any more.
    var wasted = 0

    /// What fills a slot no term uses.
    static let unused = RowTerm(sym: -1, coef: 0)
    private static let fillStep = 256
    private static let unusedBlock = [RowTerm](repeating: unused, count: fillStep)

    /// Room for `count` slots in all without reallocating.
    mutating func reserve(_ count: Int) {
        if count > terms.capacity { terms.reserveCapacity(count) }
    }

    /// A new segment of `capacity` slots at `end`; returns its start.
    @inline(__always) private mutating func take(_ capacity: Int) -> Int {
        if end + capacity > terms.count { fill(end + capacity - terms.count) }
        let start = end
        end += capacity
        return start
    }

    /// Appends at least `count` unused slots, a block copy per `fillStep`.
    private mutating func fill(_ count: Int) {
        var left = max(count, TermPool.fillStep)
        while left > 0 {
            let n = min(left, TermPool.fillStep)
            terms.append(contentsOf: TermPool.unusedBlock[0..<n])
            left -= n
        }
    }

    /// A new row of no terms with a segment of `capacity` slots.
    mutating func newRow(constant: Double, capacity: Int) -> Row {
        let start = take(capacity)
        return Row(basic: -1, constant: constant, start: Int32(start), count: 0, capacity: Int32(capacity))
    }

    /// Shortens the segment of `row`, the last one taken, to `capacity` slots: an
    /// expansion's room is a bound, often twice what its terms need.
    @inline(__always) mutating func trim(_ row: inout Row, to capacity: Int) {
        guard Int(row.start) + Int(row.capacity) == end, capacity < Int(row.capacity) else { return }
        end = Int(row.start) + capacity
        row.capacity = Int32(capacity)
    }

    /// Gives up the row's segment (a freed or discarded row).
    @inline(__always) mutating func release(_ row: Row) { wasted += Int(row.capacity) }

    /// Makes room for `capacity` terms in `row`, moving its terms to a new segment when its
    /// own is smaller.
    mutating func reserve(_ row: inout Row, _ capacity: Int) {
        guard capacity > Int(row.capacity) else { return }
        // The last segment grows where it is: no move, and nothing left behind as waste.
        if Int(row.start) + Int(row.capacity) == end {
            _ = take(capacity - Int(row.capacity))
            row.capacity = Int32(capacity)
            return
        }
        let start = take(capacity)
        let old = Int(row.start), count = Int(row.count)
        // One block move: segments never overlap, and the terms are plain values.
        terms.withUnsafeMutableBufferPointer { t in
            (t.baseAddress! + start).update(from: t.baseAddress! + old, count: count)
        }
        wasted += Int(row.capacity)
        row.start = Int32(start)
        row.capacity = Int32(capacity)
    }

    /// Appends `term` to `row`, moving it to a segment twice as large when it is full.
    @inline(__always) mutating func append(_ term: RowTerm, to row: inout Row) {
        if row.count == row.capacity { reserve(&row, max(4, 2 * Int(row.capacity))) }
        terms[Int(row.start) + Int(row.count)] = term
        row.count += 1
    }

    /// Packs the rows' segments in row order, each keeping its capacity, when wasted slots
    /// outnumber used ones. Every row not in `rows` is lost: call it only when none is
    /// held elsewhere.
    mutating func compactIfNeeded(_ rows: inout [Row]) {
        guard wasted > 4096, wasted > end - wasted else { return }
        self = packed(&rows)
    }

    /// A pool of the rows' segments alone, packed in row order, each keeping its capacity
    /// and its terms' order; `rows` then point into it. Each segment is one block copy.
    /// The new array has room for as many slots again, as doubling would have given it:
    /// rows keep growing after a pack (a settled copy's adds took 130,000 slots a request
    /// on gen-003, and room for a quarter more regrew and copied the array again). Every
    /// row not in `rows` is lost, as in `compactIfNeeded`.
    func packed(_ rows: inout [Row]) -> TermPool {
        var total = 0
        for i in rows.indices { total += Int(rows[i].capacity) }
        var fresh = TermPool()
        fresh.terms = terms.withUnsafeBufferPointer { old in
            [RowTerm](unsafeUninitializedCapacity: 2 * total + TermPool.fillStep) { new, initialized in
                var at = 0
                rows.withUnsafeMutableBufferPointer { rs in
                    for i in rs.indices where rs[i].capacity > 0 {
                        let count = Int(rs[i].count), capacity = Int(rs[i].capacity)
                        (new.baseAddress! + at).initialize(from: old.baseAddress! + Int(rs[i].start), count: count)
                        (new.baseAddress! + at + count).initialize(repeating: TermPool.unused, count: capacity - count)
                        rs[i].start = Int32(at)
                        at += capacity
                    }
                }
                initialized = at
            }
        }
        fresh.end = total
        return fresh
    }
}
