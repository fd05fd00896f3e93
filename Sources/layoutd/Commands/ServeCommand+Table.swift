import LayoutService

/// `serve`'s flags, each with its environment twin (docs/server.md#configuring).
extension ServeCommand {
    static let table = CommandTable<ServeCommand>(
        name: "serve", summary: "serve HTTP (default 127.0.0.1:8080)",
        operands: .flagsOnly,
        flags: [
            .text("host", "ADDRESS", help: "address to listen on (default 127.0.0.1)") { c, v throws(InvalidValue) in
                c.host = try InvalidValue.nonEmpty(v, "an address")
            },
            .text("port", "N", help: "TCP port, 0 to 65535 (default 8080)") { c, v throws(InvalidValue) in
                c.port = try InvalidValue.integer(v, in: 0...65_535)
            },
            .text("workers", "N", help: "solver threads (default: one per core)") { c, v throws(InvalidValue) in
                c.workers = try InvalidValue.integer(v, in: 1...1_024)
            },
            .text("queue", "N", help: "solves that may wait for a worker (default 64)") { c, v throws(InvalidValue) in
                c.queue = try InvalidValue.integer(v, in: 0...1_000_000)
            },
            .text("cache-mb", "MB", help: "in-process cache size in MiB (default 256)") { c, v throws(InvalidValue) in
                c.cacheMB = try InvalidValue.integer(v, in: 0...1_048_576)
            },
            .text("redis", "URL", help: "shared cache tier, \(RedisURL.form)") { c, v throws(InvalidValue) in
                do throws(RedisURL.Invalid) {
                    c.redis = try RedisURL(parsing: v)
                } catch {
                    throw InvalidValue(error.message)
                }
            },
            .text("tls-cert", "FILE", help: "PEM certificate chain; serve HTTPS (with --tls-key)") { c, v throws(InvalidValue) in
                c.tlsCert = try InvalidValue.nonEmpty(v, "a file name")
            },
            .text("tls-key", "FILE", help: "PEM private key for --tls-cert") { c, v throws(InvalidValue) in
                c.tlsKey = try InvalidValue.nonEmpty(v, "a file name")
            },
            .list("api-key", "KEY", noun: "key", help: "require Authorization: Bearer KEY on /v1/ (repeatable; env: comma-separated)") {
                $0.apiKeys = $1
            },
            .list("fonts", "DIR", noun: "directory", help: "load every .ttf, .otf and .ttc under DIR (repeatable; env: comma-separated)") {
                $0.fontDirectories = $1
            },
            .text("cors-origin", "ORIGIN", help: "Access-Control-Allow-Origin (default *)") { c, v throws(InvalidValue) in
                guard !v.isEmpty, v.allSatisfy({ $0.isASCII && $0 != "\r" && $0 != "\n" }) else {
                    throw InvalidValue("expected an origin such as https://example.com or *")
                }
                c.corsOrigin = v
            },
            .text("max-body-mb", "MB", help: "largest request body in MiB (default 4)") { c, v throws(InvalidValue) in
                guard let mb = Double(v), mb.isFinite, mb > 0, mb <= 1_024 else {
                    throw InvalidValue("expected a size in MiB above 0 and at most 1024, got '\(v)'")
                }
                c.maxBodyMB = mb
            },
            .text("solve-timeout-ms", "MS", help: "longest a solve may run (default 2000)") { c, v throws(InvalidValue) in
                c.solveTimeoutMS = try InvalidValue.integer(v, in: 1...3_600_000)
            },
            .choice("log-level", LogLevel.self, help: "what the JSON log lines on stdout include (default info)") {
                $0.logLevel = $1
            },
        ],
        twinPrefix: "LAYOUTD_",
        notes: ["Exit codes: 2 a bad flag or variable, or fonts that cannot be loaded; 1 a listener that cannot open.",
                "SIGTERM or SIGINT drains: every admitted request is answered, then exit 0 (docs/server.md)."],
        start: { cores in ServeCommand(cores: cores) },
        check: { c throws(UsageError) in
            if (c.tlsCert == nil) != (c.tlsKey == nil) {
                throw UsageError("--tls-cert and --tls-key go together; give both or neither")
            }
        })
}
