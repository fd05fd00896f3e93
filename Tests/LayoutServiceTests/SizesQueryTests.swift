import LayoutEngine
@testable import LayoutPipeline
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

    /// `read` against the way before it (`json`, then `PlainSizes` on that text, then the
    /// full way): nil exactly when `json` is; JSON text (`.json`) only where `PlainSizes`
    /// reads nothing either, and then `json`'s very bytes; a plain list whose canonical
    /// bytes and sizes (by bit pattern) are `PlainSizes`' and the full way's whenever it is
    /// accepted, and, when not accepted, sizes `PlainSizes` left to the full way too.
    func agrees(_ text: String, itemCount: Int = 3, limits: Limits = .default,
                sourceLocation: SourceLocation = #_sourceLocation) -> SizesQuery.Read? {
        let read = SizesQuery.read(text)
        let json = SizesQuery.json(query: "sizes=" + text)
        #expect((read == nil) == (json == nil), "\(text)", sourceLocation: sourceLocation)
        guard let read, let json else { return read }
        let plain = PlainSizes.read(json, itemCount: itemCount, limits: limits)
        switch read {
        case .json(let bytes):
            #expect(bytes == json, "\(text)", sourceLocation: sourceLocation)
            #expect(plain == nil, "\(text): read plainly from its JSON text", sourceLocation: sourceLocation)
        case .plain(let list):
            guard list.accepted(itemCount: itemCount, limits: limits) else {
                #expect(plain == nil, "\(text): not accepted, but read plainly from its JSON text", sourceLocation: sourceLocation)
                break
            }
            let full = HeldStructure.readSizesInFull(json, itemCount: itemCount, limits: limits)
            let bits = list.sizes.map { [$0.width.bitPattern, $0.height.bitPattern] }
            #expect(list.canonical == plain?.0 && list.canonical == full?.0, "\(text)", sourceLocation: sourceLocation)
            #expect(bits == plain?.1.map { [$0.width.bitPattern, $0.height.bitPattern] }
                && bits == full?.1.map { [$0.width.bitPattern, $0.height.bitPattern] }, "\(text)", sourceLocation: sourceLocation)
        }
        return read
    }

    func isPlain(_ read: SizesQuery.Read?) -> Bool {
        if case .plain = read { return true }
        return false
    }

    @Test func readsTheQuerysSpellingsAsTheJSONTextWasRead() {
        // Read plainly: integers, decimals, zero spelled three ways, the largest size allowed,
        // 15-16 digit decimals, a duplicate, 64 sizes, percent-encoded bytes.
        for text in ["390x844", "390.5x844.25", "0x0", "0.0x0.000", "390.50x844", "1000000000x1", "0.1x0.2,1.005x99.995",
                     "99999999.9999999x1", "213.3333333333333x1", "390x844,390x844", "10%2E5x10", "%31%30x10,20x20",
                     Array(repeating: "10x10", count: 64).joined(separator: ",")] {
            #expect(isPlain(agrees(text)), "\(text)")
        }
        // A list the held structure does not take as it is (past 1e9, 100,002 frames, a depth
        // limit of 2, a string limit of 5, a magnitude limit of 1.5): left to the full way.
        for (text, items, limits) in [("1000000000.5x1", 3, Limits.default), ("1x2,3x4", 50_001, .default),
                                      ("1x2", 3, Limits(maxDepth: 2)), ("1x2", 3, Limits(maxStringLength: 5)),
                                      ("2x1", 3, Limits(maxMagnitude: 1.5))] {
            guard case .plain(let list) = agrees(text, itemCount: items, limits: limits) else {
                Issue.record("\(text): read plainly")
                continue
            }
            #expect(!list.accepted(itemCount: items, limits: limits), "\(text)")
        }
        // JSON text: 17 or more digits, a mantissa past 2^53, 65 sizes.
        for text in ["213.33333333333334x1", "12345678901234567890x1", "9007199254740993x1", "1x0.00000000000000000000001",
                     "1" + String(repeating: "0", count: 400) + "x1", Array(repeating: "10x10", count: 65).joined(separator: ",")] {
            guard case .json = agrees(text) else {
                Issue.record("\(text): not left to the JSON reader")
                continue
            }
        }
        // Malformed: nil, as before.
        for bad in ["", ",", "1x1,", "x1", "01x1", "1.x1", ".5x1", "-1x1", "1e3x1", "1x1x1", "1+x1"] {
            #expect(agrees(bad) == nil, "\(bad)")
        }
    }

    /// Random texts over the query's characters, and random numbers as clients spell them:
    /// `read` agrees with the way before it on each.
    @Test func randomQueriesReadAsTheJSONTextWasRead() {
        var random = SplitMix64(seed: 1449)
        let alphabet = Array("0123456789.x,x,.0".utf8)
        var plainly = 0
        for _ in 0..<5_000 {
            var text: [UInt8] = []
            for _ in 0..<random.below(16) { text.append(alphabet[random.below(alphabet.count)]) }
            if isPlain(agrees(String(decoding: text, as: UTF8.self))) { plainly += 1 }
        }
        func number() -> String {
            let whole = String(random.below(2_000_000_000))
            let places = random.below(10)
            return places == 0 ? whole : whole + "." + String((0..<places).map { _ in Character(String(random.below(10))) })
        }
        var asJSON = 0
        for _ in 0..<3_000 {
            let text = (0..<(1 + random.below(3))).map { _ in number() + "x" + number() }.joined(separator: ",")
            switch agrees(text) {
            case .plain: plainly += 1
            case .json: asJSON += 1
            case nil: Issue.record("\(text): refused")
            }
        }
        // Both ways come up often (a number of more than 17 digits is left to the JSON reader).
        #expect(plainly > 500 && asJSON > 500, "\(plainly) read plainly, \(asJSON) as JSON text")
    }
}
