/// A command line that cannot be obeyed; `message` is one line a person can act on. It is
/// printed as `layoutd: message`, or `layoutd lint: message` when a command was named.
struct UsageError: Error, Equatable {
    var message: String
    /// The command the line named, when not the default one.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// The line printed on standard error.
    var line: String {
        "layoutd\(command.map { " " + $0 } ?? ""): \(message)"
    }
}
