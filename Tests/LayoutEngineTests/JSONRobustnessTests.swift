import Testing
@testable import LayoutEngine

/// Random damage to a real document: the reader must answer every variant with a
/// document or a problem (never crash or hang), and what it accepts must have a stable
/// canonical form.
@Suite struct JSONRobustnessTests {
    @Test func mutatedDocumentsAreReadOrRefusedCleanly() throws {
        let seed = Array(DocumentReaderTests.specExample.utf8)
        let alphabet = Array("{}[]\",:\\u0123456789.eE+-tfnlr \n/~é".utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
        var g = SplitMix64(seed: 99)
        var accepted = 0
        var refused: [ProblemKind: Int] = [:]
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<(1 + g.next() % 4) {
                let at = Int(g.next() % UInt64(bytes.count))
                switch g.next() % 4 {
                case 0: bytes[at] = alphabet[Int(g.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(alphabet[Int(g.next() % UInt64(alphabet.count))], at: at)
                default: bytes.removeSubrange(at..<min(bytes.count, at + Int(g.next() % 40)))
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            do {
                let parsed = try DocumentReader.read(bytes)
                accepted += 1
                // Canonicalising is idempotent.
                let again = CanonicalForm.write(try JSONReader.read(parsed.canonicalForm))
                #expect(again == parsed.canonicalForm)
            } catch {
                refused[error.kind, default: 0] += 1
                #expect(!error.detail.isEmpty)
                #expect(error.status == 400 || error.status == 422)
                if error.kind != .malformedJSON { #expect(error.pointer != nil, "\(error)") }
            }
        }
        // The damage reaches past the JSON layer into the document checks.
        #expect(refused[.malformedJSON, default: 0] > 100)
        #expect(refused.keys.count >= 4, "\(refused)")
        #expect(accepted + refused.values.reduce(0, +) == 3000)
    }
}
