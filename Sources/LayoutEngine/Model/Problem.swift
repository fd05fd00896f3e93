/// An error a client can act on, answered as application/problem+json (RFC 9457).
/// `kind` fixes the `type` URI; `pointer` and `offset` say where in the request.
public struct Problem: Error, Sendable, Equatable {
    /// Which error this is; fixes the status, type and title.
    public var kind: ProblemKind
    /// What went wrong in this request and how to fix it, for a person.
    public var detail: String
    /// A JSON Pointer into the request document, when one applies.
    public var pointer: String?
    /// 0-based offset, in Unicode scalars, inside the string at `pointer`.
    public var offset: Int?
    /// Where a JSON syntax error is in the body, as an editor shows it: 1-based line and
    /// 1-based column in Unicode scalars (the detail keeps the 0-based byte offset).
    public var line: Int?
    /// See `line`.
    public var column: Int?

    /// A problem of `kind` explained by `detail`, located by whichever of pointer, offset, line and column apply.
    public init(_ kind: ProblemKind, _ detail: String, pointer: String? = nil, offset: Int? = nil,
                line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.detail = detail
        self.pointer = pointer
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The HTTP status it is answered with.
    public var status: Int { kind.status }
    /// The problem type URI.
    public var type: String { ProblemKind.typeBase + kind.rawValue }
    /// The short, fixed summary of the kind.
    public var title: String { kind.title }
}

/// Every error case of docs/requests.md#errors that the engine can raise. The raw value is the
/// last path segment of the `type` URI and never changes once published.
public enum ProblemKind: String, Sendable, Equatable, CaseIterable {
    // 400
    case malformedJSON = "malformed-json"
    case duplicateMember = "duplicate-member"
    // 422: shape of the document
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
    // 422: limits of docs/requests.md#limits
    case nestingTooDeep = "nesting-too-deep"
    case tooManyItems = "too-many-items"
    case tooManyConstraints = "too-many-constraints"
    case tooManyFrames = "too-many-frames"
    case tooManyPoints = "too-many-points"
    case stringTooLong = "string-too-long"
    // 503
    case solveTimeout = "solve-timeout"

    /// The prefix of every problem type URI.
    public static let typeBase = "https://layoutd.dev/problems/"

    /// 400 for malformed JSON or a duplicate member, 503 for a solve past its deadline,
    /// 422 for the rest.
    public var status: Int {
        switch self {
        case .malformedJSON, .duplicateMember: return 400
        case .solveTimeout: return 503
        default: return 422
        }
    }

    /// The problem+json `title`: the same for every problem of the kind.
    public var title: String {
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
