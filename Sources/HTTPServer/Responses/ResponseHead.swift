import Glibc

/// Writes the status line and header section of a response into bytes.
enum ResponseHead {
    static func serialize(
        _ response: HTTPResponse, contentLength: Int?, connection: String?, date: [UInt8]
    ) -> [UInt8] {
        var out: [UInt8] = []
        write(response, contentLength: contentLength, connection: connection, date: date, to: &out)
        return out
    }

    /// Appends the status line and header section to `out`: a connection's own buffer,
    /// kept from one response to the next, so a response head allocates nothing.
    static func write(
        _ response: HTTPResponse, contentLength: Int?, connection: String?, date: [UInt8], to out: inout [UInt8]
    ) {
        out.reserveCapacity(out.count + 160 + response.headers.count * 40)
        out.append(contentsOf: "HTTP/1.1 ".utf8)
        appendDecimal(response.status.code, to: &out)
        out.append(0x20)
        out.append(contentsOf: response.status.reasonPhrase.utf8)
        out.append(contentsOf: "\r\n".utf8)
        if !response.headers.contains("Date") {
            out.append(contentsOf: "Date: ".utf8)
            out.append(contentsOf: date)
            out.append(contentsOf: "\r\n".utf8)
        }
        // A handler's stray CR or LF must not split the header into two (response splitting).
        response.headers.write(to: &out)
        if let contentLength {
            out.append(contentsOf: "Content-Length: ".utf8)
            appendDecimal(contentLength, to: &out)
            out.append(contentsOf: "\r\n".utf8)
        }
        if let connection {
            out.append(contentsOf: "Connection: ".utf8)
            out.append(contentsOf: connection.utf8)
            out.append(contentsOf: "\r\n".utf8)
        }
        out.append(contentsOf: "\r\n".utf8)
    }

    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value == 0 { out.append(0x30); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(0x30 + rest % 10)
                rest /= 10
                count += 1
            }
            while count > 0 {
                count -= 1
                out.append(buffer[count])
            }
        }
    }
}

/// The IMF-fixdate of RFC 9110 section 5.6.7, remade at most once a second per event loop.
struct HTTPDateCache {
    private var second = -1
    private(set) var bytes: [UInt8] = []

    mutating func current() -> [UInt8] {
        let now = time(nil)
        if now != second {
            second = now
            bytes = Self.format(now)
        }
        return bytes
    }

    static func format(_ seconds: Int) -> [UInt8] {
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let text = "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
        return Array(text.utf8)
    }
}
