import LayoutDocument
import Testing
@testable import layoutd

private func serve(_ args: [String], env: [String: String] = [:]) throws -> ServeCommand {
    try #require(try parse(args, env: env) as? ServeCommand)
}

@Test func defaultsMatchTheSpec() throws {
    let o = try serve([])
    #expect(o.host == "127.0.0.1")
    #expect(o.port == 8080)
    #expect(o.workers == 2)
    #expect(o.queue == 64)
    #expect(o.cacheMB == 256)
    #expect(o.corsOrigin == "*")
    #expect(o.maxBodyMB == 4)
    #expect(o.solveTimeoutMS == 2000)
    #expect(o.apiKeys.isEmpty)
    #expect(o.redis == nil)
    #expect(try serve(["serve"]) == o, "serve is the default command")
}

@Test func flagsInBothSpellings() throws {
    let o = try serve(["--port", "9000", "--host=0.0.0.0", "--workers", "3", "--queue=4",
                       "--max-body-mb", "0.5", "--solve-timeout-ms", "50", "--log-level", "debug"])
    #expect(o.port == 9000)
    #expect(o.host == "0.0.0.0")
    #expect(o.workers == 3)
    #expect(o.queue == 4)
    #expect(o.maxBodyMB == 0.5)
    #expect(o.solveTimeoutMS == 50)
    #expect(o.logLevel == .debug)
}

@Test func environmentTwinsAndPrecedence() throws {
    let env = ["LAYOUTD_PORT": "7000", "LAYOUTD_CACHE_MB": "16", "LAYOUTD_API_KEY": "a,b",
               "LAYOUTD_SOLVE_TIMEOUT_MS": "10", "LAYOUTD_LOG_LEVEL": "warning"]
    let fromEnv = try serve([], env: env)
    #expect(fromEnv.port == 7000)
    #expect(fromEnv.cacheMB == 16)
    #expect(fromEnv.apiKeys == ["a", "b"])
    #expect(fromEnv.solveTimeoutMS == 10)
    #expect(fromEnv.logLevel == .warning)
    let flagWins = try serve(["--port", "7001", "--api-key", "c", "--api-key", "d"], env: env)
    #expect(flagWins.port == 7001)
    #expect(flagWins.apiKeys == ["c", "d"])
}

/// Every refusal is one line, printed as `layoutd: …` (serve, the default) or `layoutd
/// COMMAND: …`, exit 2; an unknown name comes with the closest known one.
@Test(arguments: [
    (["--nope"], "layoutd: unknown flag --nope; `layoutd --help` lists them"),
    (["--prot", "80"], "layoutd: unknown flag --prot; did you mean '--port'?; `layoutd --help` lists them"),
    (["-p", "80"], "layoutd: unknown flag -p; `layoutd --help` lists them"),
    (["--port", "70000"], "layoutd: --port: expected a whole number from 0 to 65535, got '70000'"),
    (["--port"], "layoutd: --port needs a value (N)"),
    (["--workers", "0"], "layoutd: --workers: expected a whole number from 1 to 1024, got '0'"),
    (["--max-body-mb", "nan"], "layoutd: --max-body-mb: expected a size in MiB above 0 and at most 1024, got 'nan'"),
    (["--log-level", "loud"], "layoutd: --log-level: expected debug, info, warning or error, got 'loud'"),
    (["--log-level", "debg"], "layoutd: --log-level: expected debug, info, warning or error, got 'debg'; did you mean 'debug'?"),
    (["--tls-cert", "c.pem"], "layoutd: --tls-cert and --tls-key go together; give both or neither"),
    (["--redis", "localhost"], "layoutd: --redis: expected redis://[[user]:password@]host[:port][/db], got 'localhost'"),
    (["--port", "1", "extra"], "layoutd: unexpected argument 'extra'; serve takes flags only"),
    (["frobnicate"], "layoutd: unknown command 'frobnicate'; commands are serve, solve, svg, import, lint, render and diff (serve is the default); see --help"),
    (["slove", "a.json"], "layoutd: unknown command 'slove'; did you mean 'solve'?; commands are serve, solve, svg, import, lint, render and diff (serve is the default); see --help"),
    (["solve"], "layoutd solve: expected FILE|-: a request document in JSON, or - for standard input"),
    (["solve", "a.json", "b.json"], "layoutd solve: expected one FILE|-, got 2: 'a.json', 'b.json'"),
    (["svg", "--width", "3", "a.json"], "layoutd svg: unknown flag --width; `layoutd svg --help` lists them"),
])
func badCommandLinesAreRefusedWithOneLine(args: [String], line: String) {
    let report = run(args)
    #expect(report.stderr == [line])
    #expect(report.stdout.isEmpty)
    #expect(report.status == .badInput)
}

@Test func badEnvironmentValueNamesTheVariable() {
    #expect(run([], env: ["LAYOUTD_QUEUE": "-1"]).stderr == ["layoutd: LAYOUTD_QUEUE: expected a whole number from 0 to 1000000, got '-1'"])
    #expect(run([], env: ["LAYOUTD_LOG_LEVEL": "loud"]).stderr == ["layoutd: LAYOUTD_LOG_LEVEL: expected debug, info, warning or error, got 'loud'"])
}

@Test func helpAndVersion() throws {
    #expect(try parse(["--help"]) as? HelpCommand == HelpCommand())
    #expect(try parse(["-h"]) as? HelpCommand == HelpCommand())
    #expect(try parse(["--port", "1", "--help"]) as? HelpCommand == HelpCommand())
    #expect(try parse(["help"]) as? HelpCommand == HelpCommand())
    for command in ["serve", "solve", "svg", "import", "lint"] {
        #expect(try parse([command, "--help"]) as? HelpCommand == HelpCommand(command: command), "\(command) --help")
        #expect(try parse([command, "Main.storyboard", "-h"]) as? HelpCommand == HelpCommand(command: command), "\(command) FILE -h")
        #expect(try parse(["help", command]) as? HelpCommand == HelpCommand(command: command), "help \(command)")
    }
    #expect(run(["frobnicate", "--help"]).status == .badInput, "an unknown command is still refused")
    #expect(run(["help", "frobnicate"]).status == .badInput)
    #expect(run(["--version"]) == CommandReport(stdout: Array("layoutd \(layoutdVersion)\n".utf8)))
}

/// The overview lists every command and serve's flags with their twins; each command's help
/// lists its own flags; both come from the tables, so every flag is in them.
@Test func helpIsWrittenFromTheTables() {
    let overview = run(["--help"])
    #expect(overview.status == .success && overview.stderr.isEmpty)
    let text = overview.stdoutText
    for line in ["  layoutd [serve] [flags]", "  layoutd solve FILE|-", "  layoutd svg FILE|-", "  layoutd import FILE|- [flags]",
                 "  layoutd lint FILE|DIR... [flags]", "  layoutd lint --list-rules"] {
        #expect(text.contains(line), "\(line)")
    }
    for flag in ServeCommand.table.flags {
        #expect(text.contains("  " + flag.spelling) && text.contains(flag.help), "\(flag.name)")
        if let twin = ServeCommand.table.twin(of: flag) { #expect(text.contains("[\(twin)]")) }
    }
    #expect(text.contains("  --solve-timeout-ms MS "))
    #expect(text.contains("[LAYOUTD_CORS_ORIGIN]"))
    #expect(text.contains("redis://[[user]:password@]host[:port][/db]"))
    #expect(text.contains("  --fonts DIR ") && text.contains("[LAYOUTD_FONTS]"))
    #expect(text.contains("  --log-level debug|info|warning|error\n"))

    let lint = run(["lint", "--help"]).stdoutText
    #expect(lint.hasPrefix("layoutd lint: "))
    for flag in LintCommand.table.flags { #expect(lint.contains("  " + flag.spelling) && lint.contains(flag.help), "\(flag.name)") }
    #expect(lint.contains("  --format text|json|github|sarif   how findings print"))
    #expect(!lint.contains("LAYOUTD_"), "lint's flags have no twins")
    #expect(!lint.contains("--port"))
    #expect(run(["import", "--help"]).stdoutText.contains("  --text saved|measured "))
}

/// `--fonts` repeats as `--api-key` does: each flag one directory (commas and all), its twin
/// a comma-separated list, a flag beating its twin.
@Test func fontDirectoriesFromFlagsAndTheirTwin() throws {
    #expect(try serve([]).fontDirectories.isEmpty)
    #expect(try serve(["--fonts", "/opt/fonts"]).fontDirectories == ["/opt/fonts"])
    #expect(try serve(["--fonts", "/a", "--fonts=/b,c"]).fontDirectories == ["/a", "/b,c"])
    let env = ["LAYOUTD_FONTS": "/x,/y,"]
    #expect(try serve([], env: env).fontDirectories == ["/x", "/y"])
    #expect(try serve(["--fonts", "/z"], env: env).fontDirectories == ["/z"])
}

@Test(arguments: [
    (["--fonts", ""], [:], "--fonts: a directory cannot be empty"),
    (["--fonts"], [:], "--fonts needs a value (DIR)"),
    ([], ["LAYOUTD_FONTS": ","], "LAYOUTD_FONTS: no directory given"),
    (["--api-key="], [:], "--api-key: a key cannot be empty"),
])
func emptyFontDirectoriesAreRefused(args: [String], env: [String: String], message: String) {
    #expect(throws: UsageError(message)) { try parse(args, env: env) }
}

/// `--` ends the flags: what follows is an operand even when it starts with a dash.
@Test func aDoubleDashEndsTheFlags() throws {
    #expect(try parse(["solve", "--", "--odd.json"]) as? SolveCommand == SolveCommand(path: "--odd.json"))
    #expect(try parse(["solve", "-"]) as? SolveCommand == SolveCommand(path: "-"))
    #expect(try parse(["svg", "examples/a.json"]) as? SVGCommand == SVGCommand(path: "examples/a.json"))
}
