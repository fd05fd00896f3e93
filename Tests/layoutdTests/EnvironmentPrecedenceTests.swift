import Testing
@testable import layoutd

/// docs/server.md#configuring: "a flag beats its twin". A twin is read only for options no flag gave, so a bad
/// variable cannot stop a flag that overrides it, and --help/--version never read it.
@Test func aGoodFlagBeatsABadTwin() throws {
    let command = try #require(try parse(["--port", "18080"], env: ["LAYOUTD_PORT": "abc"]) as? ServeCommand)
    #expect(command.port == 18080)
}

@Test(arguments: [["--help"], ["-h"], ["--version"], ["help"], ["serve", "--help"]])
func helpAndVersionIgnoreTheEnvironment(args: [String]) throws {
    let bad = ["LAYOUTD_PORT": "abc", "LAYOUTD_WORKERS": "0", "LAYOUTD_REDIS": "nope"]
    let report = run(args, env: bad)
    #expect(report.status == .success)
    #expect(report.stderr.isEmpty)
    #expect(report.stdoutText.hasPrefix(args == ["--version"] ? "layoutd 0." : "layoutd"))
}

@Test func aBadTwinWithoutItsFlagIsStillRefused() {
    #expect(throws: UsageError("LAYOUTD_PORT: expected a whole number from 0 to 65535, got 'abc'")) {
        try parse(["--workers", "2"], env: ["LAYOUTD_PORT": "abc"])
    }
}

@Test func aBadFlagIsReportedBeforeABadTwin() {
    #expect(throws: UsageError("--workers: expected a whole number from 1 to 1024, got '0'")) {
        try parse(["--workers", "0"], env: ["LAYOUTD_PORT": "abc"])
    }
}

@Test func twinsStillFillWhatFlagsLeaveOut() throws {
    let env = ["LAYOUTD_PORT": "7000", "LAYOUTD_TLS_KEY": "k.pem", "LAYOUTD_API_KEY": "a,b"]
    let options = try #require(try parse(["--tls-cert", "c.pem", "--queue", "3"], env: env) as? ServeCommand)
    #expect(options.port == 7000)
    #expect(options.queue == 3)
    #expect(options.tlsCert == "c.pem" && options.tlsKey == "k.pem")
    #expect(options.apiKeys == ["a", "b"])
}

/// Only serve has twins: another command's flags are never read from the environment.
@Test func otherCommandsReadNoEnvironment() throws {
    let lint = try #require(try parse(["lint", "a.xib"], env: ["LAYOUTD_FORMAT": "json", "LAYOUTD_DEVICES": "nokia"]) as? LintCommand)
    #expect(lint == LintCommand(paths: ["a.xib"]))
}
