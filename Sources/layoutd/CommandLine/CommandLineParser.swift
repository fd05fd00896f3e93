import Support

/// Turns arguments and environment into a command, reading only the commands' tables (no
/// command parses its own flags). Pure, so it can be tested without running anything.
struct CommandLineParser: Sendable {
    var environment: [String: String]
    var cores: Int

    /// The command the arguments ask for.
    /// - Throws: `UsageError`, one line naming what is wrong and, when the arguments name a
    ///   command, the command.
    func parse(_ arguments: [String]) throws(UsageError) -> any RunnableCommand {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            return try LayoutdCommands.defaultCommand.parse(arguments[...], named: false, with: self)
        }
        let rest = arguments.dropFirst()
        if first == "help" {
            // `layoutd help lint` is `layoutd lint --help`.
            guard let topic = rest.first else { return HelpCommand() }
            guard LayoutdCommands.named(topic) != nil else { throw unknownCommand(topic) }
            return HelpCommand(command: topic)
        }
        guard let type = LayoutdCommands.named(first) else { throw unknownCommand(first) }
        return try type.parse(rest, named: true, with: self)
    }

    private func unknownCommand(_ name: String) -> UsageError {
        let names = LayoutdCommands.all.map { $0.name }
        let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return UsageError("unknown command '\(name)'\(Suggestion.didYouMean(name, among: names)); commands are \(list) (\(LayoutdCommands.defaultCommand.name) is the default); see --help")
    }

    /// Reads `arguments` by `table`: flags (`--name value` or `--name=value`) and operands
    /// in any order, `--` ending the flags, `-` an operand (standard input). `--help`/`-h`
    /// and `--version` win over everything else and never read the environment.
    /// `named`: the command was typed (`layoutd serve --help` is serve's help, `layoutd
    /// --help` everyone's).
    func parse<Command: LayoutdCommand>(_ arguments: ArraySlice<String>, as table: CommandTable<Command>,
                                        named: Bool) throws(UsageError) -> any RunnableCommand {
        let isDefault = table.name == LayoutdCommands.defaultCommand.name
        let flags = arguments.prefix { $0 != "--" }
        if flags.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return HelpCommand(command: named ? table.name : nil)
        }
        if flags.contains("--version") { return VersionCommand() }
        do {
            return try read(arguments, as: table)
        } catch {
            throw UsageError(error.message, command: isDefault ? nil : table.name)
        }
    }

    private func read<Command>(_ arguments: ArraySlice<String>, as table: CommandTable<Command>) throws(UsageError) -> Command {
        var command = table.start(cores)
        var operands: [String] = []
        var given: Set<String> = []
        var lists: [String: [String]] = [:]
        var standsAlone = false
        var rest = arguments
        var flagsEnded = false
        while let argument = rest.popFirst() {
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            var name = String(argument.drop { $0 == "-" })
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard argument.hasPrefix("--"), let flag = table.flag(named: name) else {
                let written = argument.hasPrefix("--") ? "--" + name : argument
                let known = table.flags.map { "--" + $0.name }
                throw UsageError("unknown flag \(written)\(Suggestion.didYouMean(written, among: known)); `\(helpCommand(table))` lists them")
            }
            given.insert(name)
            standsAlone = standsAlone || flag.standsAlone
            if case .noValue(let set) = flag.value {
                guard inline == nil else { throw UsageError("--\(name) takes no value, got '\(argument)'") }
                set(&command)
                continue
            }
            guard let value = inline ?? rest.popFirst() else {
                throw UsageError("--\(name) needs a value (\(flag.placeholder ?? ""))")
            }
            if case .list(_, let noun, _) = flag.value {
                // Each occurrence is one value, commas and all, unlike its twin's list.
                guard !value.isEmpty else { throw UsageError("--\(name): a \(noun) cannot be empty") }
                lists[name, default: []].append(value)
                continue
            }
            try apply(flag, value, to: &command, as: "--\(name)")
        }
        for flag in table.flags {
            if let values = lists[flag.name], case .list(_, _, let set) = flag.value { set(&command, values) }
        }
        // The environment only for what no flag gave: a flag beats its twin, so a stale or
        // bad variable must not stop a flag that overrides it.
        for flag in table.flags where !given.contains(flag.name) {
            guard let twin = table.twin(of: flag), let value = environment[twin] else { continue }
            if case .list(_, let noun, let set) = flag.value {
                let values = value.split(separator: ",").map(String.init).filter { !$0.isEmpty }
                guard !values.isEmpty else { throw UsageError("\(twin): no \(noun) given") }
                set(&command, values)
                continue
            }
            try apply(flag, value, to: &command, as: twin)
        }
        try table.operands.apply(operands, to: &command, commandName: table.name, required: !standsAlone)
        try table.check(command)
        return command
    }

    /// Sets one value of `flag`; a refusal names `source`, the flag or its twin.
    private func apply<Command>(_ flag: Flag<Command>, _ value: String, to command: inout Command, as source: String) throws(UsageError) {
        switch flag.value {
        case .noValue, .list:
            break
        case .text(_, let set):
            do throws(InvalidValue) {
                try set(&command, value)
            } catch {
                throw UsageError("\(source): \(error.message)")
            }
        case .choice(let choices, let set):
            guard choices.contains(value) else {
                let list = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
                throw UsageError("\(source): expected \(list), got '\(value)'\(Suggestion.didYouMean(value, among: choices))")
            }
            set(&command, value)
        }
    }

    private func helpCommand<Command>(_ table: CommandTable<Command>) -> String {
        table.name == LayoutdCommands.defaultCommand.name ? "layoutd --help" : "layoutd \(table.name) --help"
    }
}
