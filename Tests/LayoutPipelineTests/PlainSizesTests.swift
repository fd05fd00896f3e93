import LayoutEngine
@testable import LayoutPipeline
import Testing

/// `PlainSizes` reads a resize by reference's `sizes` value off its bytes instead of through
/// the JSON reader, the decoder and the canonical writer (`HeldStructure.readSizesInFull`).
/// Whenever it reads a value, the full way must read the same canonical bytes and the same
/// sizes, bit for bit; when it does not (nil), the full way decides, so nothing it refuses
/// can be accepted. These texts are what `SizesQuery` writes, and near misses of it.
@Suite struct PlainSizesTests {
    /// Both ways on `text`; returns whether the plain way read it.
    @discardableResult
    func agree(_ text: String, itemCount: Int = 3, limits: Limits = .default, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let value = Array(text.utf8)
        let full = HeldStructure.readSizesInFull(value, itemCount: itemCount, limits: limits)
        guard let plain = PlainSizes.read(value, itemCount: itemCount, limits: limits) else { return false }
        #expect(full != nil, "read plainly, refused in full: \(text)", sourceLocation: sourceLocation)
        guard let full else { return true }
        #expect(plain.0 == full.0, "\(text): \(String(decoding: plain.0, as: UTF8.self)) against \(String(decoding: full.0, as: UTF8.self))",
                sourceLocation: sourceLocation)
        #expect(plain.1.map { [$0.width.bitPattern, $0.height.bitPattern] } == full.1.map { [$0.width.bitPattern, $0.height.bitPattern] },
                "\(text)", sourceLocation: sourceLocation)
        return true
    }

    func sizes(_ pairs: [(String, String)]) -> String {
        "[" + pairs.map { #"{"width":\#($0.0),"height":\#($0.1)}"# }.joined(separator: ",") + "]"
    }

    @Test func theQuerysSpellingsReadAsTheFullWayReadsThem() {
        // Integers, decimals (trailing zeros spelled away: 390.50 is 390.5), zero and its
        // decimal spellings, a quarter point, third points that are not exact in binary.
        let read = [
            "390", "844", "0", "0.0", "0.000", "390.50", "0.25", "320.5", "213.3333333333333", "1.1", "0.1",
            "1000000000", "99999999.9999999", "0.00000000000001", "1234567.123456789",
        ]
        for w in read { #expect(agree(sizes([(w, "844")])), "\(w)") }
        #expect(agree(sizes([("390", "844"), ("844", "390"), ("390", "844")])), "duplicates are kept, in order")
    }

    @Test func whatTheDecoderMightRefuseIsLeftToIt() {
        // Past the magnitude bound (1e9), too many digits for the exact step, a mantissa
        // past 2^53, 65 sizes, too many frames, depth and string limits: the full way words
        // these (or reads the long ones by its own slow path).
        // (A third point spelled to 17 digits is a mantissa past 2^53: the parser's slow path.)
        for w in ["1000000000.5", "1000000001", "12345678901234567890", "9007199254740993", "213.33333333333334",
                  "0.00000000000000000000001", "1" + String(repeating: "0", count: 400)] {
            #expect(!agree(sizes([(w, "1")])), "\(w)")
        }
        #expect(!agree(sizes(Array(repeating: ("1", "2"), count: 65))))
        #expect(agree(sizes(Array(repeating: ("1", "2"), count: 64))), "64 sizes are allowed")
        #expect(!agree(sizes([("1", "2"), ("3", "4")]), itemCount: 50_001), "100,002 frames")
        #expect(agree(sizes([("1", "2"), ("3", "4")]), itemCount: 50_000), "100,000 frames")
        #expect(!agree(sizes([("1", "2")]), limits: Limits(maxDepth: 2)))
        #expect(agree(sizes([("1", "2")]), limits: Limits(maxDepth: 3)))
        #expect(!agree(sizes([("1", "2")]), limits: Limits(maxStringLength: 5)))
        #expect(!agree(sizes([("1", "2")]), limits: Limits(maxMagnitude: 1.5)))
    }

    @Test func aPostedResizesSpellingsReadAsTheFullWayReadsThem() {
        // White space between tokens (as json.dumps and most clients write), the members in
        // the other order.
        let texts = [
            #"[{"height":844,"width":390}]"#, #"[ {"width":390,"height":844}]"#, #"[{"width": 390, "height": 844}]"#,
            "[\n\t{ \"width\" : 390.5 ,\r\n \"height\":0 } , {\"height\": 1,\"width\":2}\n] ",
        ]
        for text in texts { #expect(agree(text), "\(text)") }
    }

    @Test func otherSpellingsGoTheFullWay() {
        // Signs, exponents, leading zeros, a bare point, a member twice or missing or
        // unknown, escaped names, empty and malformed lists: never read plainly (the full
        // way reads or refuses them).
        let texts = [
            #"[{"width":-1,"height":844}]"#, #"[{"width":1e3,"height":844}]"#, #"[{"width":05,"height":844}]"#,
            #"[{"width":5.,"height":844}]"#, #"[{"width":.5,"height":844}]"#, "[]", "[ ]", "", "[", #"[{"width":1,"height":2}"#,
            #"[{"width":1,"height":2},]"#, #"[{"width":1,"height":2,"depth":3}]"#, #"[{"width":1,"width":2}]"#,
            #"[{"width":1}]"#, #"{"width":1,"height":2}"#, #"[{"width":+1,"height":2}]"#, #"[{"width":1,"height":2}]x"#,
            #"[{"w\u0069dth":1,"height":2}]"#, #"[{"width":1 2,"height":2}]"#, #"[{"width":"1","height":2}]"#,
            #"[{"width":null,"height":2}]"#, #"[[1,2]]"#,
        ]
        for text in texts { #expect(!agree(text), "\(text)") }
    }

    @Test func randomQueryNumbersReadAsTheFullWayReadsThem() {
        // Numbers as a client's query writes them: up to 10 integer digits (some past 1e9) and
        // up to 12 decimals, some with trailing zeros; and random bytes of the grammar's alphabet.
        var generator = SystemRandomNumberGenerator()
        var plainly = 0
        func number() -> String {
            let whole = Int.random(in: 0...3, using: &generator) == 0 ? "0"
                : String(UInt64.random(in: 1...1_200_000_000, using: &generator) >> UInt64.random(in: 0...30, using: &generator) + 1)
            guard Bool.random(using: &generator) else { return whole }
            let decimals = (0..<Int.random(in: 1...12, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }
            return whole + "." + decimals.joined()
        }
        for _ in 0..<3_000 {
            let text = sizes((0..<Int.random(in: 1...4, using: &generator)).map { _ in (number(), number()) })
            if agree(text) { plainly += 1 }
        }
        let alphabet = Array("0123456789.,{}[]\"widthegx: \t\n-+")
        for _ in 0..<3_000 {
            var text = sizes([(number(), number())])
            var bytes = Array(text)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = alphabet.randomElement(using: &generator)!
            }
            text = String(bytes)
            agree(text)
        }
        // Most written numbers fit the exact step (at most 17 digits, within 1e9).
        #expect(plainly > 1_500)
    }
}

/// A resize by reference at sizes the plain reader takes or leaves (decimals, zero, the
/// largest size allowed and one past it, a duplicate, white space, 17 digits) answers byte
/// for byte what POSTing the document with those sizes does, or is refused as that POST is.
@Test func resizesByReferenceAtEdgeSizesAnswerAsThePost() throws {
    let text = #"{"root":{"id":"root","children":[{"id":"a","intrinsicSize":{"width":120,"height":21}}]},"#
        + #""constraints":["a.centerX == root.centerX","a.top == root.top + 8"],"sizes":[{"width":390,"height":844}]}"#
    let caches = HoldingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    let first = try pipeline.scan(Array(text.utf8))
    _ = try pipeline.make(.answer, of: first, deadline: .never)
    let values = [
        #"[{"width":390.5,"height":844.25}]"#, #"[{"width":0,"height":0}]"#, #"[{"width":0.0,"height":0.000}]"#,
        #"[{"width":1000000000,"height":1}]"#, #"[{"width":1000000000.5,"height":1}]"#,
        #"[{"width":390,"height":844},{"width":390,"height":844}]"#, #"[ {"height" : 844 , "width": 390.125} ]"#,
        #"[{"width":213.33333333333334,"height":1}]"#, #"[{"width":0.1,"height":0.2},{"width":1.005,"height":99.995}]"#,
    ]
    var answered = 0
    for value in values {
        // What a client POSTing the document with those sizes sends.
        let post = #"{"root":{"id":"root","children":[{"id":"a","intrinsicSize":{"width":120,"height":21}}]},"#
            + #""constraints":["a.centerX == root.centerX","a.top == root.top + 8"],"sizes":"# + value + "}"
        let posted = Pipeline(limits: .default).run(.answer, body: Array(post.utf8), deadline: .never)
        switch pipeline.reference(first.structure, sizes: Array(value.utf8)) {
        case .request(let request):
            let answer = try pipeline.make(.answer, of: request, deadline: .never)
            #expect(answer == (try posted.get()), "\(value)")
            answered += 1
        case .body(let body):
            // Refused by the plain and the full reader alike: the POST's own error.
            let read = Pipeline(limits: .default).run(.answer, body: body, deadline: .never)
            guard case .failure(let refusal) = read, case .failure(let postRefusal) = posted else {
                Issue.record("\(value): read the full way but not refused")
                continue
            }
            #expect(refusal == postRefusal, "\(value)")
        case .notHeld:
            Issue.record("\(value): not held")
        }
    }
    #expect(answered == values.count - 1, "all but 1000000000.5 are answered")
}
