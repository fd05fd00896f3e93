/// Apple's Visual Format Language with numbers only (no metric names), docs/requests.md#visual-format-language:
///
///     format     ::= (H|V) ':' ('|' connection)? view (connection view)* (connection '|')?
///     view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection ::= '' | '-' | '-' number '-' | '-(' predicate (',' predicate)* ')-'
///     predicate  ::= relation? (number | name) ('@' number)?
///
/// The superview is written `|`; `VisualFormat.superview` stands for it in the constraints
/// until the builder knows which view that is.
enum VisualFormatParser {
    static let standardSiblingSpacing = 8.0
    static let standardSuperviewSpacing = 20.0

    /// - Parameter maxMagnitude: `Limits.maxMagnitude`: spacings and sizes written in the
    ///   string obey the same bound as the document's JSON numbers.
    static func parse(_ text: String, maxMagnitude: Double = Limits.default.maxMagnitude) throws(ParseError) -> VisualFormat {
        var scanner = Scanner(text)
        let horizontal: Bool
        if scanner.consume("H:") {
            horizontal = true
        } else if scanner.consume("V:") {
            horizontal = false
        } else {
            throw syntax("a visual format starts with H: or V:", 0)
        }
        var format = VisualFormat(horizontal: horizontal)
        let (lead, trail, length): (Attribute, Attribute, Attribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)

        var previous: AttributeRef? // nil before the first view when there is no leading '|'
        var pendingConnection: [Predicate]?
        var startsAtSuperview = false
        if scanner.consume("|") {
            startsAtSuperview = true
            pendingConnection = try connection(&scanner, standard: standardSuperviewSpacing, limit: maxMagnitude).predicates
        }
        while true {
            guard scanner.consume("[") else {
                throw syntax(scanner.isAtEnd ? "expected [view] at the end" : "expected [view]", scanner.position)
            }
            let nameAt = scanner.position
            let name = try viewName(&scanner)
            format.views.append(AttributeRef(item: name, attribute: length, offset: nameAt))
            let view = AttributeRef(item: name, attribute: lead, offset: nameAt)
            if let predicates = pendingConnection {
                let earlier: AttributeRef = previous.map { AttributeRef(item: $0.item, attribute: trail, offset: $0.offset) }
                    ?? AttributeRef(item: VisualFormat.superview, attribute: lead, offset: 0)
                for p in predicates {
                    format.constraints.append(ParsedConstraint(
                        first: view, relation: p.relation, second: earlier, constant: p.constant, priority: p.priority,
                        offsets: p.offsets))
                }
            } else if startsAtSuperview || previous != nil {
                throw syntax("expected a connection", nameAt)
            }
            if scanner.consume("(") {
                let predicates = try predicateList(&scanner, allowViews: true, limit: maxMagnitude)
                let sized = AttributeRef(item: name, attribute: length, offset: nameAt)
                for p in predicates {
                    let other = p.view.map { AttributeRef(item: $0.name, attribute: length, offset: $0.offset) }
                    format.constraints.append(ParsedConstraint(
                        first: sized, relation: p.relation, second: other, constant: other == nil ? p.constant : 0,
                        priority: p.priority, offsets: p.offsets))
                }
            }
            guard scanner.consume("]") else { throw syntax("expected ]", scanner.position) }
            previous = view
            if scanner.isAtEnd { return format }

            // A bare '-' means standard spacing: 8 to a sibling, 20 to the superview edge.
            var siblingConnection = try connection(&scanner, standard: standardSiblingSpacing, limit: maxMagnitude)
            if scanner.consume("|") {
                if siblingConnection.isStandard {
                    siblingConnection.predicates[0].constant = standardSuperviewSpacing
                }
                let superEdge = AttributeRef(item: VisualFormat.superview, attribute: trail, offset: 0)
                let last = AttributeRef(item: name, attribute: trail, offset: nameAt)
                for p in siblingConnection.predicates {
                    format.constraints.append(ParsedConstraint(
                        first: superEdge, relation: p.relation, second: last, constant: p.constant, priority: p.priority,
                        offsets: p.offsets))
                }
                guard scanner.isAtEnd else { throw syntax("nothing may follow the closing |", scanner.position) }
                return format
            }
            pendingConnection = siblingConnection.predicates
        }
    }

    struct Predicate {
        var relation: Relation
        var constant: Double
        var priority: Double
        var view: (name: String, offset: Int)?
        /// Where its number and priority were written (nil for a standard or flush spacing).
        var offsets = PartOffsets()
    }

    struct Connection {
        var predicates: [Predicate]
        /// A bare '-', whose spacing depends on what follows.
        var isStandard = false
    }

    /// A connection; an empty one means flush (0).
    private static func connection(_ scanner: inout Scanner, standard: Double, limit: Double) throws(ParseError) -> Connection {
        guard scanner.consume("-") else {
            return Connection(predicates: [Predicate(relation: .equal, constant: 0, priority: 1000, view: nil)])
        }
        if scanner.consume("(") {
            let predicates = try predicateList(&scanner, allowViews: false, limit: limit)
            guard scanner.consume("-") else { throw syntax("expected - after the spacing", scanner.position) }
            return Connection(predicates: predicates)
        }
        if let c = scanner.current, Scanner.isDigit(c) {
            let at = scanner.position
            let value = try ExpressionParser.number(&scanner, what: "spacing", limit: limit)
            guard scanner.consume("-") else { throw syntax("expected - after the spacing", scanner.position) }
            return Connection(predicates: [Predicate(relation: .equal, constant: value, priority: 1000, view: nil,
                                                     offsets: PartOffsets(constant: at))])
        }
        if let c = scanner.current, Scanner.isLetter(c) || c == "_" {
            // Apple's `-pad-` names a metric from a dictionary; a document has none to give.
            let at = scanner.position
            let name = try viewName(&scanner)
            throw syntax("metric names such as '\(name)' are not supported; write the spacing as a number, as in -8-", at)
        }
        return Connection(predicates: [Predicate(relation: .equal, constant: standard, priority: 1000, view: nil)],
                          isStandard: true)
    }

    /// `predicate (, predicate)* )` — the opening parenthesis is already consumed.
    private static func predicateList(_ scanner: inout Scanner, allowViews: Bool, limit: Double) throws(ParseError) -> [Predicate] {
        var predicates: [Predicate] = []
        repeat {
            let relation = scanner.relation() ?? .equal
            var predicate = Predicate(relation: relation, constant: 0, priority: 1000, view: nil)
            if let c = scanner.current, Scanner.isDigit(c) || c == "-" {
                predicate.offsets.constant = scanner.position
                predicate.constant = try ExpressionParser.number(&scanner, what: "number", limit: limit)
            } else if let c = scanner.current, Scanner.isLetter(c) || c == "_" {
                let at = scanner.position
                let name = try viewName(&scanner)
                guard allowViews else {
                    throw syntax("metric names such as '\(name)' are not supported; write the spacing as a number, as in -(>=8)-", at)
                }
                predicate.view = (name, at)
            } else {
                throw syntax("expected a number or a view name", scanner.position)
            }
            if scanner.consume("@") {
                predicate.offsets.priority = scanner.position
                // No magnitude limit: a priority outside 1...1000 gets its own refusal.
                predicate.priority = try ExpressionParser.number(&scanner, what: "priority", limit: nil)
            }
            predicates.append(predicate)
        } while scanner.consume(",")
        guard scanner.consume(")") else { throw syntax("expected , or )", scanner.position) }
        return predicates
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*`
    private static func viewName(_ scanner: inout Scanner) throws(ParseError) -> String {
        let start = scanner.position
        guard let c = scanner.current, Scanner.isLetter(c) || c == "_" else {
            throw syntax("expected a view name", start)
        }
        while let c = scanner.current, Scanner.isIdCharacter(c) { scanner.position += 1 }
        return scanner.text(start, scanner.position)
    }

    private static func syntax(_ message: String, _ offset: Int) -> ParseError {
        ParseError(kind: .visualFormatSyntax, message: message, offset: offset)
    }
}

/// What a visual format string says, with `superview` standing for `|`.
struct VisualFormat: Sendable, Equatable {
    static let superview = "|"

    var horizontal: Bool
    /// Every `[view]` in order (attribute: the length along the axis), to check they share
    /// a superview.
    var views: [AttributeRef] = []
    var constraints: [ParsedConstraint] = []
}
