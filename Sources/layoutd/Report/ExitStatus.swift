/// How `layoutd` exits (docs/server.md#running, docs/lint.md#exit-codes): scripts and CI
/// read these numbers, so they never change meaning.
enum ExitStatus: Int32, Sendable, Equatable {
    /// Done; for lint, no finding (none beyond the baseline).
    case success = 0
    /// A fault of layoutd itself, or a solve past its deadline: nothing the user gave is wrong.
    case internalError = 1
    /// What the user gave cannot be used: a bad command line, a file that cannot be read or
    /// written, an invalid document or storyboard, a configuration or baseline lint cannot obey.
    case badInput = 2
    /// Lint found something.
    case findings = 3
}
