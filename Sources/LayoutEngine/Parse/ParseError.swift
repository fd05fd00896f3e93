/// A constraint string that does not parse (or that divides by zero), before it is tied to
/// a place in the document.
struct ParseError: Error, Sendable, Equatable {
    var kind: ProblemKind
    var message: String
    var offset: Int
}
