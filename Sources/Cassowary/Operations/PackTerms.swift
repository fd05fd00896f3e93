/// A copy of a solver that is about to be changed (a settled or probed copy of a solved
/// system) shares the pool of row terms with the original until its first write, which
/// then copies the whole array: wasted segments and the slots filled ahead included.
extension Solver {
    /// Gives this solver a pool of its own holding only its rows' segments
    /// (`TermPool.packed`). Changes no value and no row's terms or their order; the rows'
    /// places in the pool move. Reading the shared pool copies nothing, so called on a fresh
    /// copy it is the copy, of the used segments only, and the copy's later writes find
    /// the pool already unique.
    package mutating func packTerms() {
        tableau.pool = tableau.pool.packed(&tableau.rows)
    }
}
