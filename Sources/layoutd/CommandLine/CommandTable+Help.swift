/// `layoutd COMMAND --help`, written from the command's table.
extension CommandTable {
    /// How the command is typed: `layoutd lint FILE|DIR... [flags]`, then a line for each
    /// flag that stands alone (`layoutd lint --list-rules`). The default command's name is
    /// optional, so it is in brackets.
    func usageLines(isDefault: Bool) -> [String] {
        let typed = isDefault ? "[\(name)]" : name
        let takesFlags = flags.contains { !$0.standsAlone }
        var first = "layoutd " + typed
        if let operands = operands.placeholder { first += " " + operands }
        if takesFlags { first += " [flags]" }
        return [first] + flags.filter(\.standsAlone).map { "layoutd \(name) \($0.spelling)" }
    }

    /// The whole help: usage, operands, every flag with its help (and its twin), notes.
    func help(isDefault: Bool) -> String {
        var lines = ["layoutd \(name): \(summary)", "", "Usage:"]
        lines += usageLines(isDefault: isDefault).map { "  " + $0 }
        if let placeholder = operands.placeholder, let what = operands.what {
            lines += ["", "\(placeholder): \(what)"]
        }
        lines.append("")
        lines += flagSection
        return lines.joined(separator: "\n")
    }

    /// The flags under their heading, then the notes.
    var flagSection: [String] {
        var lines = [twinPrefix == nil ? "Flags:" : "Flags (each also read from its environment variable; a flag wins):"]
        lines += flagLines()
        lines.append(HelpColumns.line("-h, --help", "this text"))
        if !notes.isEmpty {
            lines.append("")
            lines += notes
        }
        return lines
    }

    /// One line per flag: its spelling, its help, and `[TWIN]` when it has one.
    func flagLines() -> [String] {
        flags.map { flag in
            HelpColumns.line(flag.spelling, flag.help + (twin(of: flag).map { "  [\($0)]" } ?? ""))
        }
    }
}
