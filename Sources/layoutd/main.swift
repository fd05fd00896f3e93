#if canImport(Glibc)
import Glibc
#endif

// The edge: arguments in, one report out. Every command returns what it would print
// (CommandReport); only here does anything reach standard output or standard error.
let parser = CommandLineParser(environment: ProcessEnvironment.current(), cores: ProcessEnvironment.coreCount())
let report: CommandReport
var commandName: String?
do {
    let command = try parser.parse(Array(CommandLine.arguments.dropFirst()))
    if let named = command as? any LayoutdCommand, !LayoutdCommands.isDefault(type(of: named)) {
        commandName = type(of: named).name
    }
    report = command.run()
} catch {
    report = CommandReport(stderr: [error.line], status: .badInput)
}
exit(StandardStreams.write(report, command: commandName).rawValue)
