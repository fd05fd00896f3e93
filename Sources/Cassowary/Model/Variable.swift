/// A solver variable: a handle, not a value (read it with `Solver.value(of:)`).
///
/// Variables are numbered in creation order and never renumbered, so the nth variable any
/// solver makes is the same value: a system written once against the variables of one
/// solver can be added to another that has made at least as many (a benchmark rebuilding
/// one family, a throwaway solver copying a system).
package struct Variable: Hashable, Sendable {
    /// The variable's position in its solver's creation order, from 0. Internal symbols
    /// behind it may be renumbered by a rebuild; this never changes.
    package let index: Int32
    @usableFromInline init(index: Int32) { self.index = index }
}
