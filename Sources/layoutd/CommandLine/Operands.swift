/// What a command takes after (or among) its flags: nothing, one argument, or a list.
/// Declared in the command's table, so the refusals and usage lines say the same.
enum Operands<Command>: Sendable {
    /// Flags only (`serve`).
    case flagsOnly
    /// Exactly one (`solve FILE|-`); `what` says in words what it may be.
    case one(placeholder: String, what: String, set: @Sendable (inout Command, String) -> Void)
    /// One or more (`lint FILE|DIR...`), unless a flag that stands alone is given.
    case many(placeholder: String, what: String, set: @Sendable (inout Command, [String]) -> Void)

    /// How usage lines show them: `FILE|-`, `FILE|DIR...`, or nothing.
    var placeholder: String? {
        switch self {
        case .flagsOnly: nil
        case .one(let placeholder, _, _): placeholder
        case .many(let placeholder, _, _): placeholder + "..."
        }
    }

    /// In words, for help: nil for flags only.
    var what: String? {
        switch self {
        case .flagsOnly: nil
        case .one(_, let what, _), .many(_, let what, _): what
        }
    }

    /// Sets `command` from `arguments`.
    /// - Throws: `UsageError` when there are too few or too many; `required` is false when
    ///   a flag that stands alone was given. `commandName` names the command that takes
    ///   flags only.
    func apply(_ arguments: [String], to command: inout Command, commandName: String, required: Bool) throws(UsageError) {
        switch self {
        case .flagsOnly:
            if let first = arguments.first {
                throw UsageError("unexpected argument '\(first)'; \(commandName) takes flags only")
            }
        case .one(let placeholder, let what, let set):
            if arguments.count == 1 {
                set(&command, arguments[0])
            } else if arguments.isEmpty {
                if required { throw UsageError("expected \(placeholder): \(what)") }
            } else {
                let given = arguments.map { "'\($0)'" }.joined(separator: ", ")
                throw UsageError("expected one \(placeholder), got \(arguments.count): \(given)")
            }
        case .many(let placeholder, let what, let set):
            if arguments.isEmpty && required {
                throw UsageError("expected \(placeholder)...: \(what)")
            }
            set(&command, arguments)
        }
    }
}
