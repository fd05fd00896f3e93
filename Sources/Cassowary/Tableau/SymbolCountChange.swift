/// One change to the number of symbols, applied alike to every per-symbol array so that
/// they stay the same length: a new symbol, dropping the symbols a refused add made, or
/// room reserved for a build that knows its size. Each owner of per-symbol arrays
/// (`SymbolTable`, `Scratch`, the objectives) applies it to all of its own in one method,
/// so an array added there grows, shrinks and reserves with the rest
/// (`Solver.changeSymbolCount`).
enum SymbolCountChange {
    /// One more symbol, at the end.
    case appendOne
    /// This many more symbols, at the end.
    case append(Int)
    /// Only the symbols below `to` are kept.
    case truncate(to: Int)
    /// Room for this many symbols in all.
    case reserve(Int)
}

extension Array {
    /// Applies `change` to a per-symbol array; a new symbol's entry is `element`.
    @inline(__always)
    mutating func apply(_ change: SymbolCountChange, appending element: Element) {
        switch change {
        case .appendOne: append(element)
        case .append(let count): for _ in 0..<count { append(element) }
        case .truncate(let count): removeLast(self.count - count)
        case .reserve(let capacity): reserveCapacity(capacity)
        }
    }
}
