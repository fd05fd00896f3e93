import JSON
@testable import LayoutDocument
@testable import LayoutEngine
import Testing

@Suite struct DocumentReaderMemberNameTests {
    /// `MemberName.lookup` is a hand-unrolled switch: every case must find itself, and
    /// near misses (one byte off, a prefix, an extension) nothing.
    @Test func everyNameFindsItselfAndOnlyItself() throws {
        for name in MemberName.allCases {
            let raw = name.rawValue
            let variants = [raw, raw + "s", String(raw.dropLast()), raw.uppercased(), "_" + raw.dropFirst()]
            let text = "{" + variants.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ",") + "}"
            let tape = try JSONReader.read(Array(text.utf8))
            var found: [MemberName?] = []
            tape.forEachMember(0) { k, _ in found.append(MemberName.lookup(tape, k)) }
            #expect(found[0] == name)
            for (i, other) in found.enumerated().dropFirst() {
                #expect(other == nil || other?.rawValue == variants[i], "\(variants[i]) found \(String(describing: other))")
            }
        }
    }
}
