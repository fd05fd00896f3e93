/// `layoutd svg FILE|-`: the picture of POST /v1/layout with `Accept: image/svg+xml`.
struct SVGCommand: LayoutdCommand, Equatable {
    var path = ""

    static let table = CommandTable<SVGCommand>(
        name: "svg", summary: "print an SVG picture of its first layout",
        operands: .one(placeholder: "FILE|-", what: "a request document in JSON, or - for standard input") { $0.path = $1 },
        flags: [],
        notes: [LayoutFile.exitCodes],
        start: { _ in SVGCommand() })

    func run() -> CommandReport {
        LayoutFile.run(.picture, path: path, command: Self.table.name)
    }
}
