/// What the solver keeps of one symbol, in one record (`SymbolTable.entries`): a new symbol
/// is one append there, where it was one append to each of four arrays (and four
/// uniqueness and capacity checks, four buffers to reserve, copy and free). The symbols'
/// `Scratch.position` stays an array of its own: the row merges' innermost loop reads it
/// for every term, and dense it takes a fifth of the cache lines.
struct SymbolEntry {
    /// The row where the symbol is basic, or -1.
    var rowOf: Int32 = -1
    /// The constraint whose marker or error the symbol is, or -1.
    var owner: Int32 = -1
    /// The edit constraint of an external variable, or -1.
    var editOf: Int32 = -1
    var kind: SymbolKind

    init(kind: SymbolKind) { self.kind = kind }
}
