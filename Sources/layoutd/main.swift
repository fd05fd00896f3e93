#if canImport(Glibc)
import Glibc
#endif

let parser = CommandLineParser(
    environment: ProcessEnvironment.current(), cores: ProcessEnvironment.coreCount())
let command: Command
do {
    command = try parser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    ProcessEnvironment.printError("layoutd: \(error.message)")
    exit(2)
}

switch command {
case .help:
    print(CommandLineParser.helpText)
case .version:
    print("layoutd \(layoutdVersion)")
case .solve(let path):
    exit(SolveCommand.run(path: path))
case .svg(let path):
    exit(SolveCommand.run(path: path, picture: true))
case .importFile(let path, let text):
    exit(InterfaceBuilderCommands.importFile(path: path, text: text))
case .lint(let options):
    exit(InterfaceBuilderCommands.lint(options))
case .render(let options):
    exit(RenderCommand.run(options))
case .diff(let options):
    exit(DiffCommand.run(options))
case .serve(let options):
    exit(ServeCommand.run(options))
}
