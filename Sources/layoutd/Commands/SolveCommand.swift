/// `layoutd solve FILE|-`: the answer of POST /v1/layout, without a server.
struct SolveCommand: LayoutdCommand, Equatable {
    var path = ""

    static let table = CommandTable<SolveCommand>(
        name: "solve", summary: "print the answer for one request document",
        operands: .one(placeholder: "FILE|-", what: "a request document in JSON, or - for standard input") { $0.path = $1 },
        flags: [],
        notes: [LayoutFile.exitCodes],
        start: { _ in SolveCommand() })

    func run() -> CommandReport {
        LayoutFile.run(.answer, path: path, command: Self.table.name)
    }
}
