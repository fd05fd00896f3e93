/// A flag's value that cannot be used, and what was expected instead ("expected a whole
/// number from 0 to 65535, got '70000'"). The parser puts the flag's name, or its
/// environment variable's, in front.
struct InvalidValue: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    /// A whole number within `range`.
    static func integer(_ text: String, in range: ClosedRange<Int>) throws(InvalidValue) -> Int {
        guard let n = Int(text), range.contains(n) else {
            throw InvalidValue("expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return n
    }

    /// Any text but the empty one; `what` names it in the refusal ("a file name").
    static func nonEmpty(_ text: String, _ what: String) throws(InvalidValue) -> String {
        guard !text.isEmpty else { throw InvalidValue("\(what) cannot be empty") }
        return text
    }
}
