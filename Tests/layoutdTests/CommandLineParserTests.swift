import LayoutDocument
import Testing
@testable import layoutd

private func parse(_ args: [String], env: [String: String] = [:]) throws(UsageError) -> Command {
    try CommandLineParser(environment: env, cores: 2).parse(args)
}

private func options(_ args: [String], env: [String: String] = [:]) throws -> Options {
    guard case .serve(let options) = try parse(args, env: env) else {
        Issue.record("expected serve")
        return Options(cores: 2)
    }
    return options
}

@Test func defaultsMatchTheSpec() throws {
    let o = try options([])
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
}

@Test func flagsInBothSpellings() throws {
    let o = try options(["--port", "9000", "--host=0.0.0.0", "--workers", "3", "--queue=4",
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
               "LAYOUTD_SOLVE_TIMEOUT_MS": "10"]
    let fromEnv = try options([], env: env)
    #expect(fromEnv.port == 7000)
    #expect(fromEnv.cacheMB == 16)
    #expect(fromEnv.apiKeys == ["a", "b"])
    #expect(fromEnv.solveTimeoutMS == 10)
    let flagWins = try options(["--port", "7001", "--api-key", "c", "--api-key", "d"], env: env)
    #expect(flagWins.port == 7001)
    #expect(flagWins.apiKeys == ["c", "d"])
}

@Test(arguments: [
    (["--nope"], "unknown flag --nope"),
    (["--port", "70000"], "--port: expected a whole number from 0 to 65535, got '70000'"),
    (["--port"], "--port needs a value (N)"),
    (["--workers", "0"], "--workers: expected a whole number from 1 to 1024, got '0'"),
    (["--max-body-mb", "nan"], "--max-body-mb: expected a size in MiB above 0 and at most 1024, got 'nan'"),
    (["--log-level", "loud"], "--log-level: expected one of debug, info, warning, error, got 'loud'"),
    (["--tls-cert", "c.pem"], "--tls-cert and --tls-key go together; give both or neither"),
    (["--redis", "localhost"], "--redis: expected redis://[[user]:password@]host[:port][/db], got 'localhost'"),
    (["frobnicate"], "unknown command 'frobnicate'"),
    (["solve"], "solve takes one argument: a file, or - for standard input"),
])
func badCommandLinesAreRefusedWithOneLine(args: [String], message: String) {
    do {
        _ = try parse(args)
        Issue.record("accepted \(args)")
    } catch {
        #expect(error.message.hasPrefix(message))
        #expect(!error.message.contains("\n"))
    }
}

@Test func badEnvironmentValueNamesTheVariable() {
    do {
        _ = try parse([], env: ["LAYOUTD_QUEUE": "-1"])
        Issue.record("accepted")
    } catch {
        #expect(error.message.hasPrefix("LAYOUTD_QUEUE: expected a whole number"))
    }
}

@Test func commands() throws {
    #expect(try parse(["--help"]) == .help)
    for command in ["solve", "svg", "import", "lint"] {
        #expect(try parse([command, "--help"]) == .help, "\(command) --help")
        #expect(try parse([command, "Main.storyboard", "-h"]) == .help, "\(command) FILE -h")
    }
    #expect(throws: UsageError.self, "an unknown command is still refused") { try parse(["frobnicate", "--help"]) }
    #expect(try parse(["--version"]) == .version)
    #expect(try parse(["solve", "-"]) == .solve(path: "-"))
    #expect(try parse(["solve", "examples/a.json"]) == .solve(path: "examples/a.json"))
    #expect(CommandLineParser.helpText.contains("--solve-timeout-ms MS"))
    #expect(CommandLineParser.helpText.contains("LAYOUTD_CORS_ORIGIN"))
}

@Test func redisHelpShowsThePasswordForm() {
    #expect(CommandLineParser.helpText.contains("redis://[[user]:password@]host[:port][/db]"))
}

/// `--fonts` repeats as `--api-key` does: each flag one directory (commas and all), its twin
/// a comma-separated list, a flag beating its twin.
@Test func fontDirectoriesFromFlagsAndTheirTwin() throws {
    #expect(try options([]).fontDirectories.isEmpty)
    #expect(try options(["--fonts", "/opt/fonts"]).fontDirectories == ["/opt/fonts"])
    #expect(try options(["--fonts", "/a", "--fonts=/b,c"]).fontDirectories == ["/a", "/b,c"])
    let env = ["LAYOUTD_FONTS": "/x,/y,"]
    #expect(try options([], env: env).fontDirectories == ["/x", "/y"])
    #expect(try options(["--fonts", "/z"], env: env).fontDirectories == ["/z"])
    #expect(CommandLineParser.helpText.contains("--fonts DIR"))
    #expect(CommandLineParser.helpText.contains("LAYOUTD_FONTS"))
}

@Test(arguments: [
    (["--fonts", ""], [:], "--fonts: a directory cannot be empty"),
    (["--fonts"], [:], "--fonts needs a value (DIR)"),
    ([], ["LAYOUTD_FONTS": ","], "LAYOUTD_FONTS: no directory given"),
    (["--api-key="], [:], "--api-key: a key cannot be empty"),
])
func emptyFontDirectoriesAreRefused(args: [String], env: [String: String], message: String) {
    #expect(throws: UsageError(message: message)) { try parse(args, env: env) }
}
