import JSON

/// The lint of several files as one SARIF 2.1.0 log (what GitHub code scanning, GitLab and
/// Azure DevOps read): one run whose driver is `layoutd` with every rule, and a result per
/// occurrence (`LintOccurrence`: a finding found at several devices is one result naming
/// them), at the file's URI relative to the working directory and the element's line and
/// column. Import refusals are results of the rule `import-refused`.
package enum LintSARIFWriter {
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    package static func write(_ files: [LintedFile], version: String) -> [UInt8] {
        var w = JSONWriter(capacity: 8192)
        w.beginObject()
        w.key(literal: "version"); w.string("2.1.0")
        w.key(literal: "$schema"); w.string(schema)
        w.key(literal: "runs")
        w.beginArray()
        w.beginObject()
        w.key(literal: "tool")
        w.beginObject()
        w.key(literal: "driver")
        w.beginObject()
        w.key(literal: "name"); w.string("layoutd")
        w.key(literal: "version"); w.string(version)
        w.key(literal: "informationUri"); w.string("https://github.com/layoutd/layoutd/blob/main/docs/interface-builder.md")
        w.key(literal: "rules")
        w.beginArray()
        for rule in LintRule.all + [.importRefused] {
            w.beginObject()
            w.key(literal: "id"); w.string(rule.id.rawValue)
            w.key(literal: "shortDescription")
            w.beginObject(); w.key(literal: "text"); w.string(rule.summary); w.endObject()
            w.key(literal: "defaultConfiguration")
            w.beginObject(); w.key(literal: "level"); w.string(level(rule.severity)); w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.endObject()
        w.key(literal: "results")
        w.beginArray()
        for file in files {
            let report: LintReport
            switch file.outcome {
            case .refused(let refusal):
                result(.importRefused, message: refusal.detail, uri: uri(file.path), line: refusal.line ?? 1, column: refusal.column ?? 1, into: &w)
                continue
            case .linted(let linted):
                report = linted
            }
            for o in LintOccurrence.all(report) {
                let marked = o.markedMisplaced ? " (the file marks it misplaced)" : ""
                result(o.rule, message: "\(o.context)\(o.message)\(marked)", uri: uri(file.path),
                       line: o.line, column: o.column, into: &w)
            }
        }
        w.endArray()
        w.endObject()
        w.endArray()
        w.endObject()
        return w.bytes
    }

    private static func result(_ rule: LintRule, message: String, uri: String, line: Int, column: Int, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "ruleId"); w.string(rule.id.rawValue)
        w.key(literal: "level"); w.string(level(rule.severity))
        w.key(literal: "message")
        w.beginObject(); w.key(literal: "text"); w.string(message); w.endObject()
        w.key(literal: "locations")
        w.beginArray()
        w.beginObject()
        w.key(literal: "physicalLocation")
        w.beginObject()
        w.key(literal: "artifactLocation")
        w.beginObject(); w.key(literal: "uri"); w.string(uri); w.endObject()
        w.key(literal: "region")
        w.beginObject()
        w.key(literal: "startLine"); w.integer(max(1, line))
        w.key(literal: "startColumn"); w.integer(max(1, column))
        w.endObject()
        w.endObject()
        w.endObject()
        w.endArray()
        w.endObject()
    }

    /// SARIF's levels: `note` stays, the others are theirs already.
    static func level(_ severity: LintRule.Severity) -> String { severity.rawValue }

    /// A path as a relative URI reference: the bytes a URI may not hold literally are
    /// percent-encoded (a space is `%20`), `/` stays.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".utf8)
                out += "%"
                out.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
                out.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0xF)]))
            }
        }
        return out
    }
}
