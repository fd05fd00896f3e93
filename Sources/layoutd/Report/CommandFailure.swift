/// Why a command stopped: the one line it prints on standard error, and how it exits. A
/// command's steps throw it, and the command turns it into its report (`CommandReport.fail`).
struct CommandFailure: Error, Equatable {
    /// The whole line, with whatever prefix its reader expects (`layoutd lint: …`, or a
    /// compiler-style `file:line:column: error: …`).
    var line: String
    var status: ExitStatus

    init(_ line: String, status: ExitStatus = .badInput) {
        self.line = line
        self.status = status
    }
}
