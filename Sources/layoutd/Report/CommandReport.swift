/// What a command did: the bytes for standard output, the lines for standard error, and the
/// exit status. Commands print nothing themselves; main.swift prints the report, so a test
/// reads exactly what a person would see, and a failure to write is seen too.
struct CommandReport: Equatable {
    var stdout: [UInt8] = []
    /// Lines without their newline.
    var stderr: [String] = []
    var status = ExitStatus.success

    init(stdout: [UInt8] = [], stderr: [String] = [], status: ExitStatus = .success) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    /// `bytes` and a newline, as a document is printed (a JSON answer, an SVG, a SARIF log).
    mutating func print(_ bytes: [UInt8]) {
        stdout += bytes
        stdout.append(UInt8(ascii: "\n"))
    }

    /// Text that already ends its lines (findings, one a line); nothing when empty.
    mutating func print(lines text: String) {
        guard !text.isEmpty else { return }
        stdout += Array(text.utf8)
        if !text.hasSuffix("\n") { stdout.append(UInt8(ascii: "\n")) }
    }

    /// One line for standard error.
    mutating func warn(_ line: String) {
        stderr.append(line)
    }

    /// Ends the report with `failure`: its line on standard error, its status.
    mutating func fail(_ failure: CommandFailure) {
        stderr.append(failure.line)
        status = failure.status
    }

    /// Standard output as text, for tests and help.
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}
