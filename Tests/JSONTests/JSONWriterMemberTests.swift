import Testing
import JSON
import TestSupport

/// `JSONWriter.member(_:decimals:_:_:_:)` writes in one go what the writer's single steps
/// write; it must be byte for byte the same, on its fast path and off it.
@Suite struct JSONWriterMemberTests {
    /// The same member written step by step.
    static func stepwise(_ name: String, _ values: [Double], after: Bool) -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        if after {
            w.key("before")
            w.integer(1)
        }
        w.key(name)
        w.beginObject()
        for (key, value) in zip(["x", "y", "width", "height"], values) {
            w.key(key)
            w.decimal(value)
        }
        w.endObject()
        w.key("after")
        w.null()
        w.endObject()
        return w.bytes
    }

    static func inOneGo(_ name: String, _ values: [Double], after: Bool) -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        if after {
            w.key("before")
            w.integer(1)
        }
        w.member(name, decimals: ("x", values[0]), ("y", values[1]), ("width", values[2]), ("height", values[3]))
        w.key("after")
        w.null()
        w.endObject()
        return w.bytes
    }

    @Test func aFrameIsWrittenAsItsSteps() {
        let bytes = Self.inOneGo("title", [100, 8.5, 120, -21.25], after: true)
        #expect(String(decoding: bytes, as: UTF8.self)
            == #"{"before":1,"title":{"x":100,"y":8.5,"width":120,"height":-21.25},"after":null}"#)
    }

    @Test func randomNamesAndNumbersMatchTheSteps() {
        var random = SplitMix64(seed: 17)
        let special: [Double] = [0, -0.0, 5e-7, -5e-7, 999_999_999_999.9, 1e12, -1e12, 1e15, 1.7e308, .infinity, -.infinity, .nan, 0.1 + 0.2]
        let names = ["a", "view-1", "quote\"d", "back\\slash", "tab\there", "ünïcödé", "\u{1}", String(repeating: "n", count: 256),
                     String(repeating: "m", count: 257), ""]
        for round in 0..<2_000 {
            let name = names[random.below(names.count)]
            var values: [Double] = []
            for _ in 0..<4 {
                switch random.below(4) {
                case 0: values.append(special[random.below(special.count)])
                case 1: values.append(Double(random.below(2_000)) / Double(1 + random.below(8)) - 500)
                case 2: values.append(Double(bitPattern: random.next()))
                default: values.append(Double(random.below(1 << 20)) * (random.below(2) == 0 ? 1 : -1))
                }
            }
            let after = random.below(2) == 0
            #expect(Self.inOneGo(name, values, after: after) == Self.stepwise(name, values, after: after), "round \(round): \(name) \(values)")
        }
    }

    /// Many members at once, as an answer's frames are written: across the stack buffer's
    /// refills, with members that must be written step by step (names that need escaping,
    /// numbers from 10¹², NaN) among them, the bytes of the steps.
    @Test func manyMembersAtOnceMatchTheSteps() {
        var random = SplitMix64(seed: 23)
        let names = ["icon0", "a-rather-long-view-name-\(1)", "quote\"d", "ünï", String(repeating: "w", count: 256),
                     String(repeating: "v", count: 300), "x"]
        for count in [0, 1, 2, 90, 91, 400] {
            var members: [(String, Double, Double, Double, Double)] = []
            for _ in 0..<count {
                func value() -> Double {
                    switch random.below(10) {
                    case 0: return [1e12, -1e15, .nan, .infinity][random.below(4)]
                    case 1, 2: return Double(random.below(100_000)) / 3
                    default: return Double(random.below(2_000)) / 2
                    }
                }
                members.append((names[random.below(names.count)] + String(random.below(1000)), value(), value(), value(), value()))
            }
            var oneGo = JSONWriter()
            oneGo.beginObject()
            oneGo.members(count: count, decimals: ("x", "y", "width", "height")) { members[$0] }
            oneGo.endObject()
            var steps = JSONWriter()
            steps.beginObject()
            steps.stepwiseRects(members)
            steps.endObject()
            #expect(oneGo.bytes == steps.bytes, "\(count) members")
        }
    }
}
