/// Scratch of one `probedAmbiguity(of:)` call.
struct ProbeContext {
    var memo: [UInt8]
    var componentOf: [Int32]
    var lpVar: [Int32]
    var rowSeen: [Bool]
    var components: [Solver?] = []

    init(symbols: Int, rows: Int) {
        memo = [UInt8](filled: 0, count: 2 * symbols)
        componentOf = [Int32](filled: -1, count: symbols)
        lpVar = [Int32](filled: -1, count: symbols)
        rowSeen = [Bool](filled: false, count: rows)
    }
}
