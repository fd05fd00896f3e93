/// Everything a command takes on the command line: its name, its operands and its flags.
/// `CommandLineParser` parses and refuses from it, and `--help` is written from it
/// (`CommandTable+Help.swift`), so the three cannot disagree. docs/architecture.md says
/// how to add a command.
struct CommandTable<Command>: Sendable {
    var name: String
    /// What the command does, in one line, for `layoutd --help`.
    var summary: String
    var operands: Operands<Command>
    var flags: [Flag<Command>]
    /// When set, every flag but a switch has an environment twin: this prefix and the
    /// flag's name in capitals, dashes as underscores (`LAYOUTD_PORT` for `--port`), read
    /// only when the flag is absent.
    var twinPrefix: String?
    /// Lines after the flags in the command's `--help`: exit codes, where the docs are.
    var notes: [String]
    /// The command before any flag is read: its defaults (`serve`'s depend on the cores).
    var start: @Sendable (_ cores: Int) -> Command
    /// What no single flag can check: flags that go together or exclude each other.
    var check: @Sendable (Command) throws(UsageError) -> Void

    init(name: String, summary: String, operands: Operands<Command>, flags: [Flag<Command>],
         twinPrefix: String? = nil, notes: [String] = [],
         start: @escaping @Sendable (_ cores: Int) -> Command,
         check: @escaping @Sendable (Command) throws(UsageError) -> Void = { _ throws(UsageError) in }) {
        self.name = name
        self.summary = summary
        self.operands = operands
        self.flags = flags
        self.twinPrefix = twinPrefix
        self.notes = notes
        self.start = start
        self.check = check
    }

    func flag(named name: String) -> Flag<Command>? {
        flags.first { $0.name == name }
    }

    /// The environment variable standing for `flag`; nil when the command has no twins or
    /// the flag is a switch.
    func twin(of flag: Flag<Command>) -> String? {
        guard let twinPrefix else { return nil }
        if case .noValue = flag.value { return nil }
        return twinPrefix + String(flag.name.uppercased().map { $0 == "-" ? "_" : $0 })
    }
}
