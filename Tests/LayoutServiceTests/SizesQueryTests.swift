@testable import LayoutService
import Testing
import TestSupport

/// `SizesQuery` reads a resize by reference's `sizes` by index, not by splitting: it must
/// accept and refuse exactly what the split reading did, and write the same JSON text.
@Suite struct SizesQueryTests {
    /// The reading by splits (the one before issue 49's twelfth session), kept as the reference.
    static func bySplitting(_ text: [UInt8]) -> [UInt8]? {
        func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
            let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
            guard let first = bytes.first, isDigit(first) else { return false }
            var sawPoint = false, digitsAfterPoint = 0
            for (i, b) in bytes.enumerated() {
                if isDigit(b) {
                    if sawPoint { digitsAfterPoint += 1 }
                } else if b == UInt8(ascii: "."), !sawPoint, i > 0 {
                    sawPoint = true
                } else {
                    return false
                }
            }
            let leadingZero = first == UInt8(ascii: "0") && bytes.count > 1 && bytes.dropFirst().first != UInt8(ascii: ".")
            return !leadingZero && (!sawPoint || digitsAfterPoint > 0)
        }
        var out: [UInt8] = [UInt8(ascii: "[")]
        var entries = 0
        for entry in text[...].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let parts = entry.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
            guard parts.count == 2, isNumber(parts[0]), isNumber(parts[1]) else { return nil }
            if entries > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"width":"#.utf8)
            out.append(contentsOf: parts[0])
            out.append(contentsOf: #","height":"#.utf8)
            out.append(contentsOf: parts[1])
            out.append(UInt8(ascii: "}"))
            entries += 1
        }
        out.append(UInt8(ascii: "]"))
        return entries > 0 ? out : nil
    }

    @Test func readsSizesAsTheySpellThem() {
        #expect(SizesQuery.json("390x844,844x390").map { String(decoding: $0, as: UTF8.self) }
            == #"[{"width":390,"height":844},{"width":844,"height":390}]"#)
        for bad in ["", ",", "1x1,", ",1x1", "1x1x1", "x1", "1x", "01x1", "1.x1", "1..5x1", ".5x1", "1x1 ", "1X1"] {
            #expect(SizesQuery.json(bad) == nil, "\(bad)")
        }
    }

    /// Random texts over the characters that matter (and a few that do not), short enough
    /// that every kind of entry comes up: the same answer as the split reading.
    @Test func randomTextsReadAsTheSplitReadingReadThem() {
        var random = SplitMix64(seed: 49)
        let alphabet = Array("0123456789.x,x,.0 a".utf8)
        var accepted = 0
        for _ in 0..<20_000 {
            var text: [UInt8] = []
            for _ in 0..<random.below(14) { text.append(alphabet[random.below(alphabet.count)]) }
            let read = SizesQuery.json(String(decoding: text, as: UTF8.self))
            #expect(read == Self.bySplitting(text), "\(String(decoding: text, as: UTF8.self))")
            if read != nil { accepted += 1 }
        }
        #expect(accepted > 200, "\(accepted) texts read")
    }
}
