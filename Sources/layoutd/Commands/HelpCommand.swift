/// `layoutd --help` (every command, and the default one's flags) or `layoutd COMMAND
/// --help` (that command's usage and flags), written from the commands' tables.
struct HelpCommand: RunnableCommand, Equatable {
    /// The command asked about; nil for the overview.
    var command: String?

    func run() -> CommandReport {
        var report = CommandReport()
        if let command, let type = LayoutdCommands.named(command) {
            report.print(Array(type.help(isDefault: LayoutdCommands.isDefault(type)).utf8))
        } else {
            report.print(Array(Self.overview.utf8))
        }
        return report
    }

    /// Every command with what it does, then the default command's flags: the ones a
    /// server is started with.
    static var overview: String {
        var lines = ["layoutd: Auto Layout as an HTTP service; it also imports and lints iOS storyboards.", "", "Usage:"]
        for type in LayoutdCommands.all {
            let usage = type.usageLines(isDefault: LayoutdCommands.isDefault(type))
            lines.append(HelpColumns.line(usage[0], type.summary))
            lines += usage.dropFirst().map { "  " + $0 }
        }
        lines.append(HelpColumns.line("layoutd COMMAND --help", "a command's flags (or: layoutd help COMMAND)"))
        lines.append(HelpColumns.line("layoutd --version", "the version"))
        lines += ["", "Exit codes: 0 done; 1 an internal error; 2 a bad command line, a file that cannot be read,",
                  "an invalid document or a refused storyboard; 3 lint findings.", ""]
        lines += LayoutdCommands.defaultCommand.flagSection
        return lines.joined(separator: "\n")
    }
}
