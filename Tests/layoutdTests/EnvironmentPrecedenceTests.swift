import Testing
@testable import layoutd

/// docs/server.md#configuring: "a flag beats its twin". A twin is read only for options no flag gave, so a bad
/// variable cannot stop a flag that overrides it, and --help/--version never read it.
@Test func aGoodFlagBeatsABadTwin() throws {
    let command = try CommandLineParser(environment: ["LAYOUTD_PORT": "abc"], cores: 2).parse(["--port", "18080"])
    guard case .serve(let options) = command else {
        Issue.record("expected serve, got \(command)")
        return
    }
    #expect(options.port == 18080)
}

@Test(arguments: [["--help"], ["-h"], ["--version"], ["help"]])
func helpAndVersionIgnoreTheEnvironment(args: [String]) throws {
    let bad = ["LAYOUTD_PORT": "abc", "LAYOUTD_WORKERS": "0", "LAYOUTD_REDIS": "nope"]
    let command = try CommandLineParser(environment: bad, cores: 2).parse(args)
    #expect(command == (args == ["--version"] ? .version : .help))
}

@Test func aBadTwinWithoutItsFlagIsStillRefused() {
    #expect(throws: UsageError(message: "LAYOUTD_PORT: expected a whole number from 0 to 65535, got 'abc'")) {
        try CommandLineParser(environment: ["LAYOUTD_PORT": "abc"], cores: 2).parse(["--workers", "2"])
    }
}

@Test func aBadFlagIsReportedBeforeABadTwin() {
    #expect(throws: UsageError(message: "--workers: expected a whole number from 1 to 1024, got '0'")) {
        try CommandLineParser(environment: ["LAYOUTD_PORT": "abc"], cores: 2).parse(["--workers", "0"])
    }
}

@Test func twinsStillFillWhatFlagsLeaveOut() throws {
    let env = ["LAYOUTD_PORT": "7000", "LAYOUTD_TLS_KEY": "k.pem", "LAYOUTD_API_KEY": "a,b"]
    let command = try CommandLineParser(environment: env, cores: 2).parse(["--tls-cert", "c.pem", "--queue", "3"])
    guard case .serve(let options) = command else {
        Issue.record("expected serve")
        return
    }
    #expect(options.port == 7000)
    #expect(options.queue == 3)
    #expect(options.tlsCert == "c.pem" && options.tlsKey == "k.pem")
    #expect(options.apiKeys == ["a", "b"])
}
