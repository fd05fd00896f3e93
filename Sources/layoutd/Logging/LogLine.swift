#if canImport(Glibc)
import Glibc
#endif
import JSON

/// One JSON object per line on standard output: the access log and the server's own
/// messages, so one collector reads both.
struct LogLine {
    private var text = "{"

    init(level: LogLevel, _ message: String) {
        add("level", level.rawValue)
        add("msg", message)
    }

    mutating func add(_ key: String, _ value: String) {
        if text.count > 1 { text += "," }
        text += Self.quoted(key) + ":" + Self.quoted(value)
    }

    mutating func add(_ key: String, _ value: Int) {
        if text.count > 1 { text += "," }
        text += Self.quoted(key) + ":" + String(value)
    }

    mutating func add(_ key: String, _ value: Double) {
        if text.count > 1 { text += "," }
        text += Self.quoted(key) + ":" + (value.isFinite ? String(value) : "null")
    }

    func emit(at threshold: LogLevel) {
        let levels = LogLevel.allCases
        guard let mine = levels.firstIndex(where: { text.hasPrefix("{\"level\":\"\($0.rawValue)\"") }),
              let floor = levels.firstIndex(of: threshold), mine >= floor else { return }
        LogOutput.standard.write(Array((text + "}\n").utf8))
    }

    static func quoted(_ value: String) -> String {
        JSONString.quoted(value)
    }
}
