/// An error a client can act on: which kind it is, what went wrong, and where in the
/// request. How it travels (a status, a problem document) is for whoever answers it.
package struct Problem: Error, Sendable, Equatable {
    /// Which error this is; fixes the title.
    package var kind: ProblemKind
    /// What went wrong in this request and how to fix it, for a person.
    package var detail: String
    /// Where in the request, as far as it is known.
    package var location: Location

    /// A problem of `kind` explained by `detail`, at `place` (and `offset` inside its
    /// string) when it has one, or at `line` and `column` of the request's text.
    package init(_ kind: ProblemKind, _ detail: String, at place: Place? = nil, offset: Int? = nil,
                line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.detail = detail
        self.location = Location(place: place, offset: offset, line: line, column: column)
    }

    /// The short, fixed summary of the kind.
    package var title: String { kind.title }

    /// Where a problem is in the request, in the model's terms: the engine names the
    /// document's parts (its sizes, a constraint, a constraint's member), and the wire
    /// layer that read the request spells that as its format does (LayoutDocument: a JSON
    /// Pointer, `Problem.pointer`).
    package struct Location: Sendable, Equatable {
        /// The part of the document, when one applies.
        package var place: Place?
        /// 0-based offset, in Unicode scalars, inside the string at `place` (a constraint's,
        /// or its `first` or `second` member's).
        package var offset: Int?
        /// 1-based line of a syntax error in the body.
        package var line: Int?
        /// 1-based column, in Unicode scalars, of a syntax error in the body.
        package var column: Int?

        /// A location of whichever parts apply.
        package init(place: Place? = nil, offset: Int? = nil, line: Int? = nil, column: Int? = nil) {
            self.place = place
            self.offset = offset
            self.line = line
            self.column = column
        }
    }

    /// A part of the document a problem is about.
    package enum Place: Sendable, Equatable {
        /// The root's sizes: `sizes`, or the root's frame in a document without them.
        case sizes
        /// A constraint as the document wrote it, or one member of its object spelling.
        case constraint(ConstraintSpec.Location, member: ConstraintMember? = nil)
        /// A place only the reader of the request's format can name, given as that reader
        /// names it (LayoutDocument's own refusals: a JSON Pointer). The engine never makes
        /// or reads one.
        case written(String)
    }

    /// A member of a constraint's object spelling a problem can be about.
    package enum ConstraintMember: String, Sendable, Equatable {
        case first, second, priority
    }
}

/// Every error case of docs/requests.md#errors that the engine can raise. The raw value is
/// the kind's published name (the last path segment of a problem document's `type`) and
/// never changes once published.
package enum ProblemKind: String, Sendable, Equatable, CaseIterable {
    // The request is not JSON, or not one value per member name.
    case malformedJSON = "malformed-json"
    case duplicateMember = "duplicate-member"
    // The shape of the document.
    case unknownMember = "unknown-member"
    case wrongType = "wrong-type"
    case missingMember = "missing-member"
    case invalidValue = "invalid-value"
    case invalidId = "invalid-id"
    case duplicateId = "duplicate-id"
    case unknownItem = "unknown-item"
    case invalidAttribute = "invalid-attribute"
    case invalidConstraint = "invalid-constraint"
    case expressionSyntax = "expression-syntax"
    case visualFormatSyntax = "visual-format-syntax"
    case missingSize = "missing-size"
    // The limits of docs/requests.md#limits.
    case nestingTooDeep = "nesting-too-deep"
    case tooManyItems = "too-many-items"
    case tooManyConstraints = "too-many-constraints"
    case tooManyFrames = "too-many-frames"
    case tooManyPoints = "too-many-points"
    case stringTooLong = "string-too-long"
    // The solve ran past its deadline.
    case solveTimeout = "solve-timeout"

    /// The short summary, the same for every problem of the kind.
    package var title: String {
        switch self {
        case .malformedJSON: return "Malformed JSON"
        case .duplicateMember: return "Duplicate member name"
        case .unknownMember: return "Unknown member"
        case .wrongType: return "Wrong JSON type"
        case .missingMember: return "Missing member"
        case .invalidValue: return "Invalid value"
        case .invalidId: return "Invalid id"
        case .duplicateId: return "Duplicate id"
        case .unknownItem: return "Unknown item"
        case .invalidAttribute: return "Invalid attribute"
        case .invalidConstraint: return "Invalid constraint"
        case .expressionSyntax: return "Expression does not parse"
        case .visualFormatSyntax: return "Visual format does not parse"
        case .missingSize: return "No root size"
        case .nestingTooDeep: return "JSON nested too deeply"
        case .tooManyItems: return "Too many views and guides"
        case .tooManyConstraints: return "Too many constraints"
        case .tooManyFrames: return "Too many frames"
        case .tooManyPoints: return "Too many points"
        case .stringTooLong: return "String too long"
        case .solveTimeout: return "Solve took too long"
        }
    }
}
