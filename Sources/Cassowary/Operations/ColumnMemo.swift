/// The rows a constant shift along a column changed and the column's coefficient in each,
/// as the last shift along that column found them, for the tableau's structure at
/// `version` (`Counters.structureVersion`).
///
/// A resize moves the root's width given, whose marker sits in most rows of a large screen:
/// finding its coefficient meant a walk of the column list (stale entries and duplicates
/// included) and a search of each row's unsorted terms, ~20k instructions per shift on a
/// 106-view screen, twice a resize when a settled copy follows (issue 49). While no pivot,
/// add or removal has changed a row's terms, those rows and coefficients are the same, so
/// the next shift along the column reads them here. Two slots: a root's width and height.
struct ColumnMemo: Sendable {
    struct Slot: Sendable {
        var marker: Int32 = -1
        var version: UInt64 = .max
        var rows: [Int32] = []
        var coefs: [Double] = []
    }

    private var first = Slot()
    private var second = Slot()
    /// Shifts that read their rows here (for tests).
    var hits = 0

    /// The slot of `marker` recorded at `version`, if either is.
    @inline(__always) func lookup(_ marker: Int32, version: UInt64) -> Slot? {
        if first.marker == marker && first.version == version { return first }
        if second.marker == marker && second.version == version { return second }
        return nil
    }

    /// Records `rows` and `coefs` for `marker` at `version`, over the slot of the same
    /// marker, else over the older one (the second, the first moved there).
    mutating func store(_ marker: Int32, version: UInt64, rows: [Int32], coefs: [Double]) {
        let slot = Slot(marker: marker, version: version, rows: rows, coefs: coefs)
        if first.marker == marker {
            first = slot
        } else {
            second = first
            first = slot
        }
    }

    var approximateBytes: Int {
        64 + 4 * (first.rows.capacity + second.rows.capacity) + 8 * (first.coefs.capacity + second.coefs.capacity)
    }
}
