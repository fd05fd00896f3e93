import InterfaceBuilder
import LayoutEngine
import Support
import YAML

/// `.layoutd-lint.yml` (docs/lint.md#configuration): which rules run, at what severity, on
/// which files and devices. Every key and rule id is checked, so a typo is an error that
/// names it, never a setting silently ignored.
struct LintConfigFile: Equatable {
    /// The file lint reads from the working directory when `--config` is not given.
    static let defaultName = ".layoutd-lint.yml"

    var rules = LintConfiguration()
    /// Paths (files or folders, relative to the working directory) not linted.
    var excluded: [String] = []
    /// When not empty, only files at or below these paths are linted.
    var included: [String] = []
    /// As `--devices` takes them; nil when the file does not say.
    var devices: String?
    /// `content_sizes`, as `--content-size` takes them.
    var contentSizes: String?

    /// A configuration that cannot be obeyed, at the line and column of what is wrong.
    struct Error: Swift.Error, Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    static let keys = ["disabled_rules", "opt_in_rules", "excluded", "included", "devices", "content_sizes"]

    /// Reads the file's text.
    /// - Throws: `LintConfigFile.Error` for YAML that does not parse, an unknown key or rule
    ///   id (with the closest known one), or a value of the wrong shape.
    static func parse(_ bytes: [UInt8]) throws(Error) -> LintConfigFile {
        let root: YAMLNode
        do {
            root = try YAMLParser.parse(bytes)
        } catch {
            throw Error(message: error.message, line: error.line, column: error.column)
        }
        guard let entries = root.mapping else {
            throw Error(message: "the configuration is a mapping of keys (disabled_rules, opt_in_rules, ...)", line: root.line, column: root.column)
        }
        let ruleIds = LintRule.all.map(\.id.rawValue)
        var out = LintConfigFile()
        for entry in entries {
            let value = entry.value
            if let rule = LintRule.configurable(entry.key) {
                out.rules.severities[rule.id] = try severity(value, rule: entry.key)
                continue
            }
            switch entry.key {
            case "disabled_rules":
                out.rules.disabledRules = Set(try ruleList(value, key: entry.key))
            case "opt_in_rules":
                let ids = try ruleList(value, key: entry.key)
                for (id, node) in zip(ids, value.sequence ?? []) where !LintRule.of(id).optIn {
                    throw Error(message: "opt_in_rules: \(id.rawValue) is on by default; only opt-in rules go here (\(LintRule.all.filter(\.optIn).map(\.id.rawValue).joined(separator: ", ")))",
                                line: node.line, column: node.column)
                }
                out.rules.optInRules = Set(ids)
            case "excluded":
                out.excluded = try strings(value, key: entry.key)
            case "included":
                out.included = try strings(value, key: entry.key)
            case "devices":
                out.devices = try optionList(value, key: entry.key) { text throws(LintOptionError) in
                    _ = try Linter.parseDevices(text)
                }
            case "content_sizes":
                out.contentSizes = try optionList(value, key: entry.key) { text throws(LintOptionError) in
                    _ = try TextVariant.contentSizes(text)
                }
            default:
                throw Error(message: "unknown key \(entry.key)\(Suggestion.didYouMean(entry.key, among: keys + ruleIds)); keys are \(keys.joined(separator: ", ")) and a rule id with its severity",
                            line: entry.line, column: entry.column)
            }
        }
        return out
    }

    /// Whether `path` (as lint keys it, `LintPath`) is to be linted.
    func admits(_ path: String) -> Bool {
        let clean = LintPath.normalized(path)
        func under(_ prefix: String) -> Bool {
            let p = LintPath.normalized(prefix)
            return p == "." || clean == p || clean.hasPrefix(p + "/")
        }
        if excluded.contains(where: under) { return false }
        return included.isEmpty || included.contains(where: under)
    }

    /// A list of rule ids; one that names no configurable rule is an error at its item.
    private static func ruleList(_ node: YAMLNode, key: String) throws(Error) -> [LintRule.ID] {
        let known = LintRule.all.map(\.id.rawValue)
        var ids: [LintRule.ID] = []
        for (id, item) in zip(try strings(node, key: key), node.sequence ?? []) {
            guard let rule = LintRule.configurable(id) else {
                throw Error(message: "\(key): unknown rule \(id)\(Suggestion.didYouMean(id, among: known)); `layoutd lint --list-rules` lists them",
                            line: item.line, column: item.column)
            }
            ids.append(rule.id)
        }
        return ids
    }

    /// A list option given as one string or a list of strings, joined with commas as its
    /// command-line flag takes it, and checked by `check` as the flag would be.
    private static func optionList(_ node: YAMLNode, key: String,
                                   check: (String) throws(LintOptionError) -> Void) throws(Error) -> String {
        let list: [String]
        if let one = node.string { list = [one] } else { list = try strings(node, key: key) }
        let text = list.joined(separator: ",")
        do throws(LintOptionError) {
            try check(text)
        } catch {
            throw Error(message: "\(key): \(error.detail)", line: node.line, column: node.column)
        }
        return text
    }

    private static func strings(_ node: YAMLNode, key: String) throws(Error) -> [String] {
        guard let items = node.sequence else {
            throw Error(message: "\(key) is a list, such as [a, b]", line: node.line, column: node.column)
        }
        var out: [String] = []
        for item in items {
            guard let s = item.string else {
                throw Error(message: "\(key): each item is a single value", line: item.line, column: item.column)
            }
            out.append(s)
        }
        return out
    }

    /// `rule: { severity: error }`, as SwiftLint spells a rule's settings.
    private static func severity(_ node: YAMLNode, rule: String) throws(Error) -> LintRule.Severity {
        guard let entries = node.mapping else {
            throw Error(message: "\(rule) takes settings such as `severity: error`", line: node.line, column: node.column)
        }
        var found: LintRule.Severity?
        for entry in entries {
            guard entry.key == "severity" else {
                throw Error(message: "\(rule): unknown setting \(entry.key)\(Suggestion.didYouMean(entry.key, among: ["severity"])); a rule takes severity",
                            line: entry.line, column: entry.column)
            }
            guard let text = entry.value.string, let s = LintRule.Severity(rawValue: text) else {
                throw Error(message: "\(rule): severity is error, warning or note", line: entry.value.line, column: entry.value.column)
            }
            found = s
        }
        guard let found else { throw Error(message: "\(rule) takes `severity: error`, `warning` or `note`", line: node.line, column: node.column) }
        return found
    }
}
