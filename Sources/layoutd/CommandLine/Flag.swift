/// One flag of a command, as its table declares it: its name, what value it takes, its help
/// line, and how it sets the command. The parser, its refusals and `--help` all read this,
/// so a flag is spelt, checked and explained in one place.
struct Flag<Command>: Sendable {
    /// What follows the flag.
    enum Value: Sendable {
        /// Nothing: the flag alone says it (`--fix`).
        case noValue(set: @Sendable (inout Command) -> Void)
        /// One value, named `placeholder` in help and refusals (`FILE`, `N`), checked by `set`.
        case text(placeholder: String, set: @Sendable (inout Command, String) throws(InvalidValue) -> Void)
        /// One of a few values (an enum's cases): the parser refuses any other, listing them.
        case choice([String], set: @Sendable (inout Command, String) -> Void)
        /// A value each time the flag is given, all of them kept (`--api-key a --api-key b`);
        /// its environment twin is a comma-separated list. `noun` names one value in refusals.
        case list(placeholder: String, noun: String, set: @Sendable (inout Command, [String]) -> Void)
    }

    /// Without its dashes: `devices` for `--devices`.
    var name: String
    var value: Value
    /// One line for `--help`; it says the default when there is one.
    var help: String
    /// The flag asks for something the command does without its operands (`lint
    /// --list-rules`), so none are needed; `--help` shows it as a usage of its own.
    var standsAlone = false

    /// How help and refusals show the value: `FILE`, `text|json`, or nothing for a switch.
    var placeholder: String? {
        switch value {
        case .noValue: nil
        case .text(let placeholder, _), .list(let placeholder, _, _): placeholder
        case .choice(let choices, _): choices.joined(separator: "|")
        }
    }

    /// `--name VALUE`, as help and usage lines show it.
    var spelling: String {
        "--" + name + (placeholder.map { " " + $0 } ?? "")
    }
}

extension Flag {
    /// A flag without a value.
    static func toggle(_ name: String, help: String, standsAlone: Bool = false,
                       set: @escaping @Sendable (inout Command) -> Void) -> Flag {
        Flag(name: name, value: .noValue(set: set), help: help, standsAlone: standsAlone)
    }

    /// A flag taking one value, checked by `set`.
    static func text(_ name: String, _ placeholder: String, help: String,
                     set: @escaping @Sendable (inout Command, String) throws(InvalidValue) -> Void) -> Flag {
        Flag(name: name, value: .text(placeholder: placeholder, set: set), help: help)
    }

    /// A flag whose value is one of `Choice`'s cases, by their raw values.
    static func choice<Choice: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ type: Choice.Type, help: String, set: @escaping @Sendable (inout Command, Choice) -> Void
    ) -> Flag {
        let cases = Array(Choice.allCases)
        return Flag(name: name, value: .choice(cases.map(\.rawValue)) { command, text in
            // The parser has checked `text` is one of the raw values.
            if let choice = cases.first(where: { $0.rawValue == text }) { set(&command, choice) }
        }, help: help)
    }

    /// A flag that may be given more than once, each time one value.
    static func list(_ name: String, _ placeholder: String, noun: String, help: String,
                     set: @escaping @Sendable (inout Command, [String]) -> Void) -> Flag {
        Flag(name: name, value: .list(placeholder: placeholder, noun: noun, set: set), help: help)
    }
}
