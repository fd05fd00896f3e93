import LayoutDocument
import LayoutEngine
import Testing

/// The engine says where a problem is in the model's terms; this layer alone spells that
/// as a JSON Pointer into the request.
@Test func placesAreSpelledAsPointersIntoTheRequest() {
    let nested = ConstraintSpec.Location(list: .view(childPath: [2, 0]), index: 3)
    let cases: [(Problem.Place, String)] = [
        (.sizes, "/sizes"),
        (.constraint(.init(list: .document, index: 4)), "/constraints/4"),
        (.constraint(.init(list: .view(childPath: []), index: 0), member: .priority), "/root/constraints/0/priority"),
        (.constraint(nested), "/root/children/2/children/0/constraints/3"),
        (.constraint(nested, member: .second), "/root/children/2/children/0/constraints/3/second"),
        (.written("/root/children/1/intrinsicSize/width"), "/root/children/1/intrinsicSize/width"),
    ]
    for (place, pointer) in cases {
        #expect(Problem(.invalidConstraint, "x", at: place).pointer == pointer, "\(place)")
    }
    #expect(Problem(.malformedJSON, "x", line: 1, column: 2).pointer == nil)
    #expect(nested.pointer == "/root/children/2/children/0/constraints/3")
}
