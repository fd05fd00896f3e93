/// Scratch of one `ambiguity(of:)` call.
struct AmbiguityContext {
    /// Per symbol and direction: 0 unknown, 1 can move alone, 2 blocked. Many variables
    /// share the same free symbol (a chain's width), so each column is scanned once.
    var memo: [UInt8]
    /// Per symbol: `Solver.isMovable`, 0 until asked, then 1 yes or 2 no.
    var movable: [UInt8]
    /// Per symbol: its component's index in `components`, or -1 before it is explored.
    var componentOf: [Int32]
    /// Per symbol: its column in its component's hull.
    var local: [Int32]
    var rowSeen: [Bool]
    /// Per component: the linear hull of its cone, or nil when the cone is {0} (one
    /// symbol, blocked both ways) or its LP could not be built (cannot happen: a cone
    /// always holds d = 0).
    var components: [ConeSpan?] = []
    var terms: [(Int32, Double)] = []
    /// A variable's terms and its reference's, each symbol once (`isAmbiguous(_:relativeTo:_:)`).
    var merged: [(Int32, Double)] = []
    /// A variable's terms in one component, by local column.
    var part: [(Int32, Double)] = []
    var queue: [Int32] = []
    var tightRows: [Int32] = []
    /// Zeroed scratch as long as the largest component, for `ConeSpan.moves`.
    var acc: [Double] = []
    var touched: [Int32] = []

    init(symbols: Int, rows: Int) {
        memo = [UInt8](filled: 0, count: 2 * symbols)
        movable = [UInt8](filled: 0, count: symbols)
        componentOf = [Int32](filled: -1, count: symbols)
        local = [Int32](filled: -1, count: symbols)
        rowSeen = [Bool](filled: false, count: rows)
    }
}
