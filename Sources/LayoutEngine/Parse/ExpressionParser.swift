import Support

/// The expression spelling of docs/requests.md#expression-string:
/// `first REL ( c | second [(*|/) m] [(+|-) c] ) [@ p]`, white space optional between tokens.
enum ExpressionParser {
    /// - Parameter maxMagnitude: `Limits.maxMagnitude`: constants and multipliers written in
    ///   the string obey the same bound as the document's JSON numbers.
    static func parse(_ text: String, maxMagnitude: Double = Limits.default.maxMagnitude) throws(ParseError) -> ParsedConstraint {
        if let parsed = plainExpression(text, maxMagnitude: maxMagnitude) { return parsed }
        return try scannedExpression(text, maxMagnitude: maxMagnitude)
    }

    /// `parse` by the scanner, for every string (`plainExpression` reads the common ones,
    /// to the same result); it words the errors.
    static func scannedExpression(_ text: String, maxMagnitude: Double) throws(ParseError) -> ParsedConstraint {
        var scanner = Scanner(text)
        scanner.skipSpace()
        try refuseVisualFormatLookalike(scanner)
        let first = try attributeRef(&scanner)
        scanner.skipSpace()
        guard let relation = scanner.relation() else {
            throw ParseError(kind: .expressionSyntax, message: "expected ==, <= or >= after \(first.text)", offset: scanner.position)
        }
        scanner.skipSpace()
        var parsed: ParsedConstraint
        if let c = scanner.current, Scanner.isDigit(c) || c == "-" {
            let at = scanner.position
            let constant = try number(&scanner, what: "constant", limit: maxMagnitude)
            parsed = ParsedConstraint(first: first, relation: relation, second: nil, constant: constant)
            parsed.offsets.constant = at
        } else {
            let second = try attributeRef(&scanner)
            parsed = ParsedConstraint(first: first, relation: relation, second: second)
            // The item is exactly as written, so its attribute starts one past its end. Its
            // characters are ASCII (`Scanner.isItemCharacter`), so its UTF-8 count, which a
            // string knows, is its scalar count, which would be counted a scalar at a time.
            parsed.offsets.secondAttribute = second.offset + second.item.utf8.count + 1
            scanner.skipSpace()
            if let op = scanner.current, op == "*" || op == "/" {
                scanner.position += 1
                scanner.skipSpace()
                let at = scanner.position
                parsed.offsets.multiplier = at
                if op == "/" {
                    let m = try number(&scanner, what: "divisor", limit: maxMagnitude)
                    guard m != 0 else {
                        throw ParseError(kind: .invalidConstraint, message: "division by 0", offset: at)
                    }
                    // A subnormal divisor is finite and non-zero, yet its reciprocal is not.
                    let reciprocal = 1 / m
                    guard reciprocal.isFinite else {
                        throw ParseError(kind: .invalidConstraint,
                                         message: "dividing by \(scanner.text(at, scanner.position)) gives a multiplier beyond any finite number",
                                         offset: at)
                    }
                    // A small divisor is within the limit, yet the multiplier the solver
                    // gets, its reciprocal, may not be.
                    guard reciprocal.magnitude <= maxMagnitude else {
                        throw ParseError(kind: .invalidValue,
                                         message: "dividing by \(shown(scanner.text(at, scanner.position))) gives a multiplier beyond \(bound(maxMagnitude)); multipliers must lie between -\(bound(maxMagnitude)) and \(bound(maxMagnitude))",
                                         offset: at)
                    }
                    parsed.multiplier = reciprocal
                } else {
                    parsed.multiplier = try number(&scanner, what: "multiplier", limit: maxMagnitude)
                }
                scanner.skipSpace()
            }
            if let op = scanner.current, op == "+" || op == "-" {
                scanner.position += 1
                scanner.skipSpace()
                parsed.offsets.constant = scanner.position
                let c = try number(&scanner, what: "constant", limit: maxMagnitude)
                parsed.constant = op == "-" ? -c : c
            }
        }
        scanner.skipSpace()
        if scanner.consume("@") {
            scanner.skipSpace()
            parsed.offsets.priority = scanner.position
            // No magnitude limit: a priority outside 1...1000 gets its own, clearer refusal.
            parsed.priority = try number(&scanner, what: "priority", limit: nil)
            scanner.skipSpace()
        }
        guard scanner.isAtEnd else {
            throw ParseError(kind: .expressionSyntax, message: "unexpected text", offset: scanner.position)
        }
        return parsed
    }

    /// A string that starts like a visual format but without its orientation reached the
    /// expression parser (only `H:` and `V:` send a string to the VFL parser); saying
    /// "expected item.attribute" there would not tell the writer what is missing.
    private static func refuseVisualFormatLookalike(_ scanner: Scanner) throws(ParseError) {
        guard let c = scanner.current else { return }
        if c == "|" || c == "[" {
            throw ParseError(kind: .visualFormatSyntax,
                             message: "a Visual Format string starts with its orientation, H: or V: (as in \"H:|-[a]-|\")",
                             offset: scanner.position)
        }
        var probe = scanner
        if probe.consume("h:") || probe.consume("v:") {
            throw ParseError(kind: .visualFormatSyntax,
                             message: "a Visual Format string starts with H: or V:, in capitals",
                             offset: scanner.position)
        }
    }

    /// The object spelling's `first` / `second`: the whole string is one `item.attribute`.
    static func parseAttributeRef(_ text: String) throws(ParseError) -> AttributeRef {
        if let ref = plainAttributeRef(text) { return ref }
        return try scannedAttributeRef(text)
    }

    /// `parseAttributeRef` by the scanner, for every string (`plainAttributeRef` reads the
    /// common ones, to the same result); it words the errors.
    static func scannedAttributeRef(_ text: String) throws(ParseError) -> AttributeRef {
        var scanner = Scanner(text)
        let ref = try attributeRef(&scanner)
        guard scanner.isAtEnd else {
            throw ParseError(kind: .expressionSyntax, message: "unexpected text after \(ref.text)", offset: scanner.position)
        }
        return ref
    }

    /// An item is the longest run of item characters that is followed by `.attribute`
    /// (ids may hold '-', so `a.trailing-8` is `a.trailing` minus 8).
    static func attributeRef(_ scanner: inout Scanner) throws(ParseError) -> AttributeRef {
        let start = scanner.position
        let scalars = scanner.scalars
        guard start < scalars.count, Scanner.isIdCharacter(scalars[start]), scalars[start] != "-" else {
            throw ParseError(kind: .expressionSyntax, message: "expected item.attribute", offset: start)
        }
        var end = start
        while end < scalars.count, Scanner.isItemCharacter(scalars[end]) { end += 1 }
        var best: (dot: Int, attribute: Attribute, end: Int)?
        var lastDot: Int?
        for dot in start..<end where scalars[dot] == "." && dot > start {
            lastDot = dot
            guard let (attribute, attributeEnd) = Attribute.match(scalars, at: dot + 1) else { continue }
            if attributeEnd < scalars.count, Scanner.isIdCharacter(scalars[attributeEnd]), scalars[attributeEnd] != "-" {
                continue
            }
            best = (dot, attribute, attributeEnd)
        }
        guard let found = best else {
            if let dot = lastDot {
                let name = scanner.text(dot + 1, end)
                throw ParseError(kind: .invalidAttribute, message: Attribute.unknownMessage(name), offset: dot + 1)
            }
            throw ParseError(kind: .expressionSyntax, message: "expected item.attribute", offset: end)
        }
        scanner.position = found.end
        return AttributeRef(item: scanner.text(start, found.dot), attribute: found.attribute, offset: start)
    }

    /// A number at the cursor. `limit` is the largest magnitude allowed (nil: any finite
    /// number); beyond it the number is refused as the document's JSON numbers are.
    static func number(_ scanner: inout Scanner, what: String, limit: Double?) throws(ParseError) -> Double {
        let at = scanner.position
        guard let value = scanner.number() else {
            throw ParseError(kind: .expressionSyntax, message: "expected a \(what)", offset: at)
        }
        if let limit, !(value.magnitude <= limit) {
            // Also a number too long for a double (inf): it is beyond the limit as well.
            throw ParseError(kind: .invalidValue,
                             message: "the \(what) \(shown(scanner.text(at, scanner.position))) is out of range; numbers must lie between -\(bound(limit)) and \(bound(limit))",
                             offset: at)
        }
        guard value.isFinite else {
            throw ParseError(kind: .invalidConstraint, message: "the \(what) is not a finite number", offset: at)
        }
        return value
    }

    /// The limit as the JSON range check prints it.
    static func bound(_ limit: Double) -> String { NumberFormat.es6(limit) }

    /// A number as written, or its length when it is too long to be worth repeating.
    private static func shown(_ written: String) -> String {
        let digits = written.unicodeScalars.filter { Scanner.isDigit($0) }.count
        return digits <= 24 ? written : "(\(digits) digits)"
    }
}
