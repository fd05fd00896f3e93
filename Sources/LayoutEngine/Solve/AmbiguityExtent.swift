import Cassowary

/// How far an ambiguous attribute can move across the optimal solutions: its largest value
/// over the optimal face minus its least. A view nothing pins moves without bound; a tie
/// that splits a sliver of slack (sizes copied from frames saved on the pixel grid, whose sum
/// misses the space they fill by less than a pixel) moves less than the sliver.
///
/// Each end is found on a copy of the solver with one optional `attribute == ±far` on a
/// level below every priority: the optimum of every level above is kept, and the attribute
/// goes as far toward `far` as the optimal face lets it.
extension SolvedBuild {
    /// The widest extent among the ambiguous attributes of the item with id `id`; nil when
    /// it has none (or is not answered).
    func ambiguityExtent(of id: String) throws(SolverError) -> Double? {
        guard let item = items.index[id], let group = attributes.owners.firstIndex(of: item) else { return nil }
        var widest: Double?
        for k in 4 * group..<min(4 * group + 4, ambiguous.count) where ambiguous[k] {
            widest = max(widest ?? 0, try extent(k))
        }
        return widest
    }

    private func extent(_ k: Int) throws(SolverError) -> Double {
        try end(k, toward: 1e6) - end(k, toward: -1e6)
    }

    /// Attribute `k`'s value on a copy of the solver pulled toward `target` one level below
    /// every priority.
    private func end(_ k: Int, toward target: Double) throws(SolverError) -> Double {
        var probe = solver
        // An optional constraint is never refused: no conflicts or journal needed.
        probe.mode = .trial
        try probe.add(Constraint(attributes.offset(k, from: target), .equal, .level(CanonicalPoint.firstLevel)))
        return attributes.value(k, in: probe)
    }
}
