/// `layoutd --version`.
struct VersionCommand: RunnableCommand, Equatable {
    func run() -> CommandReport {
        CommandReport(stdout: Array("layoutd \(layoutdVersion)\n".utf8))
    }
}
