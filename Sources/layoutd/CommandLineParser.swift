import InterfaceBuilder
import LayoutService

/// Turns arguments and environment into a `Command`. Pure, so it can be tested without
/// starting anything.
struct CommandLineParser {
    var environment: [String: String]
    var cores: Int

    /// One flag: its name, its environment twin, and how it sets `Options`.
    private struct Flag: Sendable {
        var name: String
        var valueName: String
        var help: String
        var apply: @Sendable (inout Options, String) throws(UsageError) -> Void

        var environmentName: String {
            "LAYOUTD_" + name.uppercased().replacingDashes()
        }
    }

    func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            rest = rest.dropFirst()
            // `layoutd lint --help` is where a new user looks first: every command's help is
            // the one text, which shows them all.
            if ["solve", "svg", "import", "lint", "render", "diff"].contains(first), rest.contains("--help") || rest.contains("-h") { return .help }
            switch first {
            case "solve":
                return .solve(path: try singlePath(for: first, in: rest))
            case "svg":
                return .svg(path: try singlePath(for: first, in: rest))
            case "import":
                return try importOptions(rest)
            case "lint":
                return .lint(try lintOptions(rest))
            case "render":
                return .render(try renderOptions(rest))
            case "diff":
                return .diff(try diffOptions(rest))
            case "serve":
                break
            case "help":
                return .help
            default:
                throw UsageError(message: "unknown command '\(first)'; commands are serve (the default), solve, svg, import, lint, render and diff; see --help")
            }
        }

        // Flags first, the environment only for what no flag gave: a flag beats its twin,
        // so a stale or bad variable must not stop a flag that overrides it, nor --help.
        var options = Options(cores: cores)
        var given: Set<String> = []
        var repeated: [String: [String]] = [:]
        while let argument = rest.first {
            rest = rest.dropFirst()
            if argument == "--help" || argument == "-h" { return .help }
            if argument == "--version" { return .version }
            guard argument.hasPrefix("--") else {
                throw UsageError(message: "unexpected argument '\(argument)'; see --help")
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let flag = Self.flags.first(where: { $0.name == name }) else {
                throw UsageError(message: "unknown flag --\(name); see --help")
            }
            if value == nil {
                guard let next = rest.first else {
                    throw UsageError(message: "--\(name) needs a value (\(flag.valueName))")
                }
                value = next
                rest = rest.dropFirst()
            }
            let text = value ?? ""
            given.insert(name)
            if let repeatable = Self.repeatable[name] {
                // Each occurrence is one value, commas and all, unlike its twin's
                // comma-separated list.
                guard !text.isEmpty else { throw UsageError(message: "--\(name): \(repeatable.empty)") }
                repeated[name, default: []].append(text)
                continue
            }
            do {
                try flag.apply(&options, text)
            } catch {
                throw UsageError(message: "--\(name): \(error.message)")
            }
        }
        for (name, values) in repeated { Self.repeatable[name]?.set(&options, values) }
        for flag in Self.flags where !given.contains(flag.name) {
            guard let value = environment[flag.environmentName] else { continue }
            do {
                try flag.apply(&options, value)
            } catch {
                throw UsageError(message: "\(flag.environmentName): \(error.message)")
            }
        }
        if (options.tlsCert == nil) != (options.tlsKey == nil) {
            throw UsageError(message: "--tls-cert and --tls-key go together; give both or neither")
        }
        return .serve(options)
    }

    private func lintOptions(_ arguments: ArraySlice<String>) throws(UsageError) -> LintOptions {
        var options = LintOptions()
        var rest = arguments
        while let argument = rest.first {
            rest = rest.dropFirst()
            guard argument.hasPrefix("--") else {
                options.paths.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "list-rules" && value == nil {
                options.listRules = true
                continue
            }
            if name == "fix" && value == nil {
                options.fix = true
                continue
            }
            if name == "pseudo-localize" && value == nil {
                options.pseudoLocalize = true
                continue
            }
            guard ["devices", "format", "baseline", "write-baseline", "config", "content-size"].contains(name) else {
                throw UsageError(message: "lint: unknown flag --\(name); lint takes --devices LIST|all, --format text|json|github|sarif, --config FILE, --baseline FILE, --write-baseline FILE, --content-size LIST, --pseudo-localize, --fix and --list-rules")
            }
            if value == nil {
                guard let next = rest.first else { throw UsageError(message: "lint: --\(name) needs a value") }
                value = next
                rest = rest.dropFirst()
            }
            let text = value ?? ""
            if name == "devices" {
                options.devices = text
            } else if name == "content-size" {
                options.contentSizes = text
            } else if name == "config" {
                options.config = text
            } else if name == "baseline" {
                options.baseline = text
            } else if name == "write-baseline" {
                options.writeBaseline = text
            } else {
                guard let format = LintOptions.Format(rawValue: text) else {
                    throw UsageError(message: "lint: --format is text, json, github or sarif, got '\(text)'")
                }
                options.format = format
            }
        }
        if options.fix && options.paths.contains("-") {
            throw UsageError(message: "lint: --fix rewrites files in place; it cannot fix standard input (-)")
        }
        guard !options.paths.isEmpty || options.listRules else {
            throw UsageError(message: "lint takes one or more files (.storyboard, .xib) or folders, or - for standard input")
        }
        return options
    }

    /// `render FILE|-... --output DIR [--scene ID] [--devices LIST|all] [--format png|svg]
    /// [--appearance light|dark]`, in any order.
    private func renderOptions(_ arguments: ArraySlice<String>) throws(UsageError) -> RenderOptions {
        var options = RenderOptions()
        var output: String?
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                options.paths.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard ["output", "scene", "devices", "format", "appearance"].contains(name) else {
                throw UsageError(message: "render: unknown flag --\(name); render takes --output DIR, --scene ID, --devices LIST|all, --format png|svg and --appearance light|dark")
            }
            if value == nil {
                guard let next = rest.popFirst() else { throw UsageError(message: "render: --\(name) needs a value") }
                value = next
            }
            let text = value ?? ""
            switch name {
            case "output":
                guard !text.isEmpty else { throw UsageError(message: "render: --output needs a folder") }
                output = text
            case "scene": options.scene = text
            case "devices": options.devices = text
            case "format":
                guard let format = PictureFormat(rawValue: text) else {
                    throw UsageError(message: "render: --format is png or svg, got '\(text)'")
                }
                options.format = format
            default:
                guard let mode = AppearanceMode(rawValue: text) else {
                    throw UsageError(message: "render: --appearance is light or dark, got '\(text)'")
                }
                options.appearance = mode
            }
        }
        guard !options.paths.isEmpty else {
            throw UsageError(message: "render takes one or more files (.storyboard, .xib), or - for standard input, and --output DIR")
        }
        guard let output else { throw UsageError(message: "render: --output DIR says where the pictures go") }
        options.output = output
        return options
    }

    /// `diff OLD NEW [--devices LIST|all] [--format text|json|markdown] [--pictures DIR]
    /// [--appearance light|dark]`, in any order; one of the two may be `-`.
    private func diffOptions(_ arguments: ArraySlice<String>) throws(UsageError) -> DiffOptions {
        var options = DiffOptions()
        var paths: [String] = []
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else {
                paths.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard ["devices", "format", "pictures", "appearance"].contains(name) else {
                throw UsageError(message: "diff: unknown flag --\(name); diff takes --devices LIST|all, --format text|json|markdown, --pictures DIR and --appearance light|dark")
            }
            if value == nil {
                guard let next = rest.popFirst() else { throw UsageError(message: "diff: --\(name) needs a value") }
                value = next
            }
            let text = value ?? ""
            switch name {
            case "devices": options.devices = text
            case "pictures":
                guard !text.isEmpty else { throw UsageError(message: "diff: --pictures needs a folder") }
                options.pictures = text
            case "format":
                guard let format = DiffOptions.Format(rawValue: text) else {
                    throw UsageError(message: "diff: --format is text, json or markdown, got '\(text)'")
                }
                options.format = format
            default:
                guard let mode = AppearanceMode(rawValue: text) else {
                    throw UsageError(message: "diff: --appearance is light or dark, got '\(text)'")
                }
                options.appearance = mode
            }
        }
        guard paths.count == 2 else {
            throw UsageError(message: "diff takes two versions of a file, OLD and NEW (either may be - for standard input, as `git show main:App/Main.storyboard | layoutd diff - App/Main.storyboard`); got \(paths.count)")
        }
        guard paths != ["-", "-"] else { throw UsageError(message: "diff: only one of OLD and NEW can be standard input (-)") }
        options.old = paths[0]
        options.new = paths[1]
        return options
    }

    /// `import FILE|- [--text saved|measured]`, in either order.
    private func importOptions(_ rest: ArraySlice<String>) throws(UsageError) -> Command {
        var path: String?
        var text = TextSizes.saved
        var args = rest
        while let arg = args.popFirst() {
            if arg == "--text" || arg.hasPrefix("--text=") {
                let value = arg == "--text" ? args.popFirst() : String(arg.dropFirst("--text=".count))
                guard let value, let sizes = TextSizes(rawValue: value) else {
                    throw UsageError(message: "--text: expected saved or measured, got '\(value ?? "")'")
                }
                text = sizes
            } else if path == nil, arg == "-" || !arg.hasPrefix("-") {
                path = arg
            } else {
                throw UsageError(message: "import takes one file (or - for standard input) and --text saved|measured; got '\(arg)'")
            }
        }
        guard let path else { throw UsageError(message: "import takes one argument: a file, or - for standard input") }
        return .importFile(path: path, text: text)
    }

    private func singlePath(for command: String, in rest: ArraySlice<String>) throws(UsageError) -> String {
        guard rest.count == 1, let path = rest.first else {
            throw UsageError(message: "\(command) takes one argument: a file, or - for standard input")
        }
        return path
    }

    private static let flags: [Flag] = [
        Flag(name: "host", valueName: "ADDRESS", help: "address to listen on (default 127.0.0.1)") { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError(message: "an address cannot be empty") }
            o.host = v
        },
        Flag(name: "port", valueName: "N", help: "TCP port, 0 to 65535 (default 8080)") { o, v throws(UsageError) in
            o.port = try integer(v, in: 0...65_535)
        },
        Flag(name: "workers", valueName: "N", help: "solver threads (default: one per core)") { o, v throws(UsageError) in
            o.workers = try integer(v, in: 1...1_024)
        },
        Flag(name: "queue", valueName: "N", help: "solves that may wait for a worker (default 64)") { o, v throws(UsageError) in
            o.queue = try integer(v, in: 0...1_000_000)
        },
        Flag(name: "cache-mb", valueName: "MB", help: "in-process cache size in MiB (default 256)") { o, v throws(UsageError) in
            o.cacheMB = try integer(v, in: 0...1_048_576)
        },
        Flag(name: "redis", valueName: "URL", help: "shared cache tier, \(RedisURL.form)") { o, v throws(UsageError) in
            do throws(RedisURL.Invalid) {
                o.redis = try RedisURL(parsing: v)
            } catch {
                throw UsageError(message: error.message)
            }
        },
        Flag(name: "tls-cert", valueName: "FILE", help: "PEM certificate chain; serve HTTPS (with --tls-key)") { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError(message: "a file name cannot be empty") }
            o.tlsCert = v
        },
        Flag(name: "tls-key", valueName: "FILE", help: "PEM private key for --tls-cert") { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError(message: "a file name cannot be empty") }
            o.tlsKey = v
        },
        Flag(name: "api-key", valueName: "KEY", help: "require Authorization: Bearer KEY on /v1/ (repeatable; env: comma-separated)") { o, v throws(UsageError) in
            let keys = v.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            guard !keys.isEmpty else { throw UsageError(message: "no key given") }
            o.apiKeys = keys
        },
        Flag(name: "fonts", valueName: "DIR", help: "load every .ttf, .otf and .ttc under DIR (repeatable; env: comma-separated)") { o, v throws(UsageError) in
            let directories = v.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            guard !directories.isEmpty else { throw UsageError(message: "no directory given") }
            o.fontDirectories = directories
        },
        Flag(name: "cors-origin", valueName: "ORIGIN", help: "Access-Control-Allow-Origin (default *)") { o, v throws(UsageError) in
            guard !v.isEmpty, v.allSatisfy({ $0.isASCII && $0 != "\r" && $0 != "\n" }) else {
                throw UsageError(message: "expected an origin such as https://example.com or *")
            }
            o.corsOrigin = v
        },
        Flag(name: "max-body-mb", valueName: "MB", help: "largest request body in MiB (default 4)") { o, v throws(UsageError) in
            guard let mb = Double(v), mb.isFinite, mb > 0, mb <= 1_024 else {
                throw UsageError(message: "expected a size in MiB above 0 and at most 1024, got '\(v)'")
            }
            o.maxBodyMB = mb
        },
        Flag(name: "solve-timeout-ms", valueName: "MS", help: "longest a solve may run (default 2000)") { o, v throws(UsageError) in
            o.solveTimeoutMS = try integer(v, in: 1...3_600_000)
        },
        Flag(name: "log-level", valueName: "LEVEL", help: "debug, info, warning or error (default info)") { o, v throws(UsageError) in
            guard let level = Options.LogLevel(rawValue: v) else {
                throw UsageError(message: "expected one of debug, info, warning, error, got '\(v)'")
            }
            o.logLevel = level
        },
    ]

    /// The flags that may be given more than once: what an empty value is refused with, and
    /// how every value given sets `Options` (their twins go through `apply`).
    private static let repeatable: [String: (empty: String, set: @Sendable (inout Options, [String]) -> Void)] = [
        "api-key": ("a key cannot be empty", { $0.apiKeys = $1 }),
        "fonts": ("a directory cannot be empty", { $0.fontDirectories = $1 }),
    ]

    private static func integer(_ text: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let n = Int(text), range.contains(n) else {
            throw UsageError(message: "expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return n
    }

    static var helpText: String {
        var lines = [
            "layoutd: Auto Layout as an HTTP service.",
            "",
            "Usage:",
            "  layoutd [serve] [flags]     serve HTTP (default 127.0.0.1:8080)",
            "  layoutd solve FILE|-        print the answer for one request document",
            "  layoutd svg FILE|-          print an SVG picture of its first layout",
            "  layoutd import FILE|- [--text saved|measured]\n                              print a storyboard's or XIB's scenes as request documents (text: keep saved sizes, or measure)",
            "  layoutd lint FILE|DIR... [--devices LIST|all] [--format text|json|github|sarif] [--config FILE]",
            "  layoutd lint FILE|DIR... --baseline FILE | --write-baseline FILE",
            "  layoutd lint FILE|DIR... --fix          (updates misplaced views' saved frames, as Xcode's Update Frames)",
            "  layoutd lint FILE|DIR... [--pseudo-localize] [--content-size LIST]   (truncated text in longer strings, larger text)",
            "  layoutd lint --list-rules",
            "                              solve every scene and report conflicts, ambiguity, misplaced views",
            "  layoutd render FILE|-... --output DIR [--scene ID] [--devices LIST|all] [--format png|svg] [--appearance light|dark]",
            "                              draw every scene as the device shows it, one picture per scene and device",
            "  layoutd diff OLD NEW [--devices LIST|all] [--format text|json|markdown] [--pictures DIR] [--appearance light|dark]",
            "                              every view two versions of a file move, resize, add, remove, show or hide",
            "  layoutd --help | --version",
            "",
            "Flags (each also read from its environment variable; a flag wins):",
        ]
        for flag in flags {
            let left = "  --\(flag.name) \(flag.valueName)"
            let padded = left + String(repeating: " ", count: max(1, 30 - left.count))
            lines.append(padded + flag.help + "  [" + flag.environmentName + "]")
        }
        lines.append("")
        lines.append("An invalid document makes `solve` and `svg` print its problem+json and exit 2; so does a file")
        lines.append("that cannot be read (the reason on stderr); exit 1 is an internal error.")
        lines.append("`lint` exits 0 with no finding (none beyond --baseline; always after --write-baseline), 3 with findings,")
        lines.append("2 when a file cannot be read or is refused.")
        lines.append("`render` exits 0 when every picture is written, 2 when a file or a scene cannot be read, laid out or drawn.")
        lines.append("`diff` exits 0 when nothing changed on screen, 1 when something did, 2 when a version cannot be read or laid out.")
        lines.append("LIST is device ids with an optional orientation: retina4_0,retina6_12:landscape,ipad11.")
        return lines.joined(separator: "\n")
    }
}

private extension String {
    func replacingDashes() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
