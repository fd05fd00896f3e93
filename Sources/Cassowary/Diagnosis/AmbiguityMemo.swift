/// What `Solver.ambiguity(of:memo:)` last answered, and for which state of the tableau. Keep
/// one per solver and give it back with every call; a memo used with another solver is
/// only safe once emptied (`AmbiguityMemo()`), since versions count per solver.
package struct AmbiguityMemo: Sendable {
    var version: UInt64 = .max
    var tightnessVersion: UInt64 = .max
    var variables: [Variable] = []
    var references: [Variable?] = []
    var answer: [Bool] = []
    /// How many answers came from the memo rather than a new analysis.
    package internal(set) var hits = 0

    /// An empty memo: the next call analyses in full.
    package init() {}
}
