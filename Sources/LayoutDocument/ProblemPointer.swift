import Support
import LayoutEngine

/// Where a problem is, as a request document spells it: the engine names a part of the
/// document (`Problem.Place`: its sizes, a constraint, a constraint's member), and this is
/// the one place that part becomes a JSON Pointer (RFC 6901) into the request that
/// `DocumentReader` read and `DocumentWriter` writes.
extension Problem {
    /// A problem this layer found in the request's JSON, at `pointer` when one applies.
    package init(_ kind: ProblemKind, _ detail: String, pointer: String?, offset: Int? = nil,
                 line: Int? = nil, column: Int? = nil) {
        self.init(kind, detail, at: pointer.map(Place.written), offset: offset, line: line, column: column)
    }

    /// The JSON Pointer into the request document, when the problem has a place.
    package var pointer: String? { location.pointer }
}

extension Problem.Location {
    /// The JSON Pointer into the request document, when the location has a place.
    package var pointer: String? { place.map(Self.pointer) }

    static func pointer(_ place: Problem.Place) -> String {
        switch place {
        case .sizes:
            return "/sizes"
        case .constraint(let location, let member):
            let constraint = JSONPointer.appending(ConstraintSpec.Location.pointer(of: location.list), location.index)
            return member.map { JSONPointer.appending(constraint, $0.rawValue) } ?? constraint
        case .written(let pointer):
            return pointer
        }
    }
}

extension ConstraintSpec.Location {
    /// The pointer of a constraint list: "/constraints", or a view's, such as
    /// "/root/children/2/constraints".
    static func pointer(of list: List) -> String {
        switch list {
        case .document:
            return "/constraints"
        case .view(let childPath):
            var out = "/root"
            for index in childPath { out += "/children/" + String(index) }
            return out + "/constraints"
        }
    }

    /// The JSON Pointer of the constraint ("/constraints/4").
    package var pointer: String { JSONPointer.appending(Self.pointer(of: list), index) }
}
