#if canImport(Glibc)
import Glibc
#endif
import Support

/// Standard output for log lines. Request lines are batched: appended to a buffer that a
/// writer thread empties every `interval` or as soon as it holds `batchBytes`, so a request
/// costs a copy instead of a `write` on the event loop. Every other line (start, warnings,
/// draining) goes out at once, after whatever request lines came before it, so the order
/// on standard output is the order lines were made.
final class LogOutput: Sendable {
    static let standard = LogOutput(fd: 1)

    private let fd: Int32
    private let pending = Locked<[UInt8]>([])
    private let writing = Locked<Void>()
    private let started = Locked<Bool>(false)
    static let batchBytes = 64 << 10
    static let intervalMicroseconds: UInt32 = 50_000

    init(fd: Int32) {
        self.fd = fd
    }

    /// Queues a line (ending in a newline) for the next batch.
    func batch(_ line: [UInt8]) {
        batch { $0.append(contentsOf: line) }
    }

    /// Queues the line `write` appends (ending in a newline) for the next batch, written
    /// straight into the batch's buffer.
    func batch(writing write: (inout [UInt8]) -> Void) {
        startWriterOnce()
        let full = pending.withLock { buffer -> Bool in
            write(&buffer)
            return buffer.count >= Self.batchBytes
        }
        if full { flush() }
    }

    /// Writes a line now, after the lines already batched.
    func write(_ line: [UInt8]) {
        writing.withLock {
            writeAll(takePending())
            writeAll(line)
        }
    }

    /// Writes out the batched lines (the writer thread, a full batch, and before exit).
    func flush() {
        writing.withLock { writeAll(takePending()) }
    }

    /// The batched lines, leaving the buffer empty; called with `writing` held, so batches
    /// leave in the order they were taken.
    private func takePending() -> [UInt8] {
        pending.withLock { buffer in
            defer { buffer.removeAll(keepingCapacity: true) }
            return buffer
        }
    }

    private func startWriterOnce() {
        let start = started.withLock { running -> Bool in
            defer { running = true }
            return !running
        }
        guard start else { return }
        do {
            try DetachedThread.start(name: "layoutd.log", stackSize: 256 << 10) { [self] in
                while true {
                    usleep(Self.intervalMicroseconds)
                    flush()
                }
            }
        } catch {
            // No writer thread: each batch goes out when full or at the next line written now.
        }
    }

    private func writeAll(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}
