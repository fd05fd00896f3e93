import InterfaceBuilder
import LayoutService

/// Everything `layoutd` can be told, from flags or their environment twins
/// (`--port` / `LAYOUTD_PORT`). A flag beats its environment twin; both beat the default.
struct Options: Equatable {
    enum LogLevel: String, CaseIterable { case debug, info, warning, error }

    var host = "127.0.0.1"
    var port = 8080
    var workers: Int
    var queue = 64
    var cacheMB = 256
    var redis: RedisURL?
    var tlsCert: String?
    var tlsKey: String?
    var apiKeys: [String] = []
    /// Where the user's fonts are (`--fonts`), searched in this order.
    var fontDirectories: [String] = []
    var corsOrigin = "*"
    var maxBodyMB = 4.0
    var solveTimeoutMS = 2000
    var logLevel = LogLevel.info

    init(cores: Int) {
        workers = max(1, cores)
    }
}

/// What the command line asks for.
enum Command: Equatable {
    case serve(Options)
    case solve(path: String)
    case svg(path: String)
    case importFile(path: String, text: TextSizes)
    case lint(LintOptions)
    case render(RenderOptions)
    case diff(DiffOptions)
    case help
    case version
}

/// `layoutd lint FILE|DIR... [--devices LIST] [--format text|json|github|sarif]`, or
/// `layoutd lint --list-rules`.
struct LintOptions: Equatable {
    enum Format: String, Equatable, CaseIterable { case text, json, github, sarif }
    var paths: [String] = []
    /// Print the rules and exit.
    var listRules = false
    /// Report only findings this baseline file does not hold.
    var baseline: String?
    /// Record every finding into this baseline file instead of failing on them.
    var writeBaseline: String?
    /// As `?devices=` takes it: "retina4_0,retina6_12:landscape", or "all"; nil: the
    /// configuration's, or none.
    var devices: String?
    /// The configuration file; nil: `.layoutd-lint.yml` in the working directory when there is one.
    var config: String?
    /// Rewrite the saved frames of misplaced views, as Xcode's Update Frames does, then
    /// report what is left.
    var fix = false
    var format = Format.text
    /// Lay every string out 40 % longer too, for `truncated` findings there.
    var pseudoLocalize = false
    /// "large,accessibilityLarge": content sizes to lay text styles out at too; nil: the
    /// configuration's, or none.
    var contentSizes: String?
}

/// `layoutd render FILE|-... [--scene ID] [--devices LIST|all] [--format png|svg]
/// [--appearance light|dark] --output DIR`.
struct RenderOptions: Equatable {
    var paths: [String] = []
    /// One scene, by its id or name; nil: every scene.
    var scene: String?
    /// As lint's `--devices`; nil: each file's own device.
    var devices: String?
    var format = PictureFormat.png
    var appearance = AppearanceMode.light
    /// The folder the pictures are written to (made when missing).
    var output = ""
}

/// `layoutd diff OLD NEW [--devices LIST|all] [--format text|json|markdown] [--pictures DIR]
/// [--appearance light|dark]`.
struct DiffOptions: Equatable {
    enum Format: String, Equatable, CaseIterable { case text, json, markdown }
    /// The two versions, either of them `-` for standard input.
    var old = ""
    var new = ""
    var devices: String?
    var format = Format.text
    /// Where each changed scene's pictures go (before, after, changes outlined).
    var pictures: String?
    var appearance = AppearanceMode.light
}

/// A command line that cannot be obeyed; `message` is one line a person can act on.
struct UsageError: Error, Equatable {
    var message: String
}
