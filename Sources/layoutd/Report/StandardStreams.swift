#if canImport(Glibc)
import Glibc
#endif

/// The edge where a report leaves the process: standard output, then standard error.
enum StandardStreams {
    /// Writes `report` and gives the status to exit with: the report's own, or
    /// `.badInput` when standard output cannot be written (a full disk, a closed pipe
    /// whose SIGPIPE is ignored), after saying so on standard error, since output lost
    /// silently would pass for a clean run.
    static func write(_ report: CommandReport, command: String?) -> ExitStatus {
        var status = report.status
        var errors = report.stderr
        if let failure = writeAll(report.stdout, to: 1) {
            errors.append("layoutd\(command.map { " " + $0 } ?? ""): cannot write standard output: \(failure)")
            status = .badInput
        }
        if !errors.isEmpty {
            // Nowhere is left to report a failure to write standard error itself.
            _ = writeAll(Array((errors.joined(separator: "\n") + "\n").utf8), to: 2)
        }
        return status
    }

    /// Writes every byte to `fd`; the reason when it cannot.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { Glibc.write(fd, $0 + offset, raw.count - offset) } ?? 0
            }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            if n == 0 { return "nothing was written" }
            offset += n
        }
        return nil
    }
}
