/// What the command line asks for: a command with its options, or help, or the version.
protocol RunnableCommand: Sendable {
    /// Does the work and says what to print and how to exit; prints nothing itself
    /// (main.swift prints the report).
    func run() -> CommandReport
}

/// A command of `layoutd`: what it takes on the command line, and what it does. A command is
/// a value holding its options; its table's flags set them.
protocol LayoutdCommand: RunnableCommand {
    /// Its name, operands and flags, from which its parsing, refusals and help come.
    static var table: CommandTable<Self> { get }
}

extension LayoutdCommand {
    // What the parser and the global help need of a command whose type they know only as
    // `any LayoutdCommand.Type`: the table itself names `Self`, so it cannot be reached there.

    static var name: String { table.name }

    static func usageLines(isDefault: Bool) -> [String] { table.usageLines(isDefault: isDefault) }

    static var summary: String { table.summary }

    static func help(isDefault: Bool) -> String { table.help(isDefault: isDefault) }

    static var flagSection: [String] { table.flagSection }

    static func parse(_ arguments: ArraySlice<String>, named: Bool, with parser: CommandLineParser) throws(UsageError) -> any RunnableCommand {
        try parser.parse(arguments, as: table, named: named)
    }
}

/// Every command, in the order `layoutd --help` lists them; the first is the default, run
/// when the first argument names none. Adding a command is a type conforming to
/// `LayoutdCommand` and a line here (docs/architecture.md#the-command-line).
enum LayoutdCommands {
    static let all: [any LayoutdCommand.Type] = [
        ServeCommand.self, SolveCommand.self, SVGCommand.self, ImportCommand.self, LintCommand.self, RenderCommand.self,
        DiffCommand.self,
    ]

    static var defaultCommand: any LayoutdCommand.Type { all[0] }

    static func named(_ name: String) -> (any LayoutdCommand.Type)? {
        all.first { $0.name == name }
    }

    static func isDefault(_ type: any LayoutdCommand.Type) -> Bool {
        type.name == defaultCommand.name
    }
}
