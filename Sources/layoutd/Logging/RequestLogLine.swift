import HTTPServer
import JSON

/// The access log's line for one request: the same JSON object as `LogLine` would make
/// (level, msg, then the request's fields), written straight into bytes, since it is made
/// for every request on the thread that answered it.
enum RequestLogLine {
    static func bytes(_ entry: AccessLogEntry, route: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(200 + entry.target.utf8.count)
        write(entry, route: route, to: &out)
        return out
    }

    /// Appends the line to `out`: the batch buffer itself, so a request's line is never an
    /// array of its own.
    static func write(_ entry: AccessLogEntry, route: String, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"level":"info","msg":"request","id":"#.utf8)
        JSONString.appendQuoted(entry.requestID, to: &out)
        out.append(contentsOf: #","method":"#.utf8)
        JSONString.appendQuoted(entry.method.name, to: &out)
        out.append(contentsOf: #","route":"#.utf8)
        JSONString.appendQuoted(route, to: &out)
        out.append(contentsOf: #","status":"#.utf8)
        appendDecimal(entry.status.code, to: &out)
        out.append(contentsOf: #","bytes":"#.utf8)
        appendDecimal(entry.bytes, to: &out)
        // Milliseconds with three decimals (whole microseconds).
        let microseconds = max(0, Int((entry.durationSeconds * 1e6).rounded()))
        out.append(contentsOf: #","duration_ms":"#.utf8)
        appendDecimal(microseconds / 1000, to: &out)
        out.append(UInt8(ascii: "."))
        let fraction = microseconds % 1000
        if fraction < 100 { out.append(UInt8(ascii: "0")) }
        if fraction < 10 { out.append(UInt8(ascii: "0")) }
        appendDecimal(fraction, to: &out)
        out.append(contentsOf: #","cache":"#.utf8)
        JSONString.appendQuoted(entry.annotations["cache"] ?? "-", to: &out)
        out.append(contentsOf: #","remote":"#.utf8)
        JSONString.appendQuoted(entry.remoteAddress, to: &out)
        out.append(contentsOf: "}\n".utf8)
    }

    private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value < 10 {
            out.append(UInt8(ascii: "0") + UInt8(max(0, value)))
            return
        }
        appendDecimal(value / 10, to: &out)
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
