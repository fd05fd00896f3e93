import Testing
import JSON
import TestSupport

/// `JSONWriter.rectMembers`, which names each member from one run of UTF-8 (an answer's
/// `FrameIDs`), must write byte for byte what the writer's single steps write: across the
/// stack buffer's refills, with names that need escaping (then every member goes the
/// `members` way), names past the one-go limit, empty names and numbers from 10¹² or not
/// finite among them.
@Suite struct JSONWriterRectMemberTests {
    static func steps(_ members: [(String, Double, Double, Double, Double)]) -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        w.key("before")
        w.integer(1)
        w.stepwiseRects(members)
        w.endObject()
        return w.bytes
    }

    static func inOneRun(_ members: [(String, Double, Double, Double, Double)]) -> [UInt8] {
        var names: [UInt8] = []
        var ends: [Int] = []
        for m in members {
            names.append(contentsOf: m.0.utf8)
            ends.append(names.count)
        }
        var w = JSONWriter()
        w.beginObject()
        w.key("before")
        w.integer(1)
        names.withUnsafeBufferPointer { names in
            ends.withUnsafeBufferPointer { ends in
                w.rectMembers(names: names, ends: ends) { (members[$0].1, members[$0].2, members[$0].3, members[$0].4) }
            }
        }
        w.endObject()
        return w.bytes
    }

    @Test func framesNamedFromOneRunAreWrittenAsTheirSteps() {
        let members = [("root", 0.0, 0.0, 390.0, 844.0), ("title", 16, 8.5, 120.25, 1.0 / 3)]
        #expect(String(decoding: Self.inOneRun(members), as: UTF8.self)
            == #"{"before":1,"root":{"x":0,"y":0,"width":390,"height":844},"title":{"x":16,"y":8.5,"width":120.25,"height":0.333333}}"#)
        #expect(Self.inOneRun(members) == Self.steps(members))
    }

    @Test func randomRunsMatchTheSteps() {
        var random = SplitMix64(seed: 29)
        let plain = ["icon0", "a-rather-long-view-name-", "ünï", String(repeating: "w", count: 256),
                     String(repeating: "v", count: 300), "x", ""]
        let escaped = ["quote\"d", "back\\slash", "tab\t"]
        for round in 0..<60 {
            let count = [0, 1, 2, 90, 91, 106, 400][round % 7]
            // Every third run has one name that needs escaping somewhere.
            let bad = round % 3 == 2 && count > 0 ? random.below(count) : -1
            var members: [(String, Double, Double, Double, Double)] = []
            for k in 0..<count {
                func value() -> Double {
                    switch random.below(12) {
                    case 0: return [1e12, -1e15, .nan, .infinity, 999_999_999_999.5, -0.0][random.below(6)]
                    case 1, 2: return Double(random.below(100_000)) / 3
                    default: return Double(random.below(2_000)) / 2
                    }
                }
                let name = k == bad ? escaped[random.below(escaped.count)]
                    : k % 50 == 49 ? "" : plain[random.below(plain.count)] + String(random.below(1000))
                members.append((name, value(), value(), value(), value()))
            }
            #expect(Self.inOneRun(members) == Self.steps(members), "round \(round): \(count) members")
        }
    }

    /// Numbers that repeat, as a screen's do, are copied from the ones spelled before
    /// (`SpelledNumbers`): the same bytes, for zeros of either sign, spellings of up to 16
    /// bytes and longer ones (never kept), and more distinct numbers than the table has
    /// slots, so slots are taken over.
    @Test func repeatedNumbersAreTheBytesOfTheSteps() {
        var random = SplitMix64(seed: 31)
        let few: [Double] = [0, -0.0, 0.5, 1.0 / 3, 44, 16, 320, 390.25, -8, 999_999_999_999.5,
                             -123_456_789_012.123, -999_999_999_999.999, 0.000001, 1e-7]
        for round in 0..<40 {
            var pool = few
            // From the tenth round on, also many more numbers than the 64 slots.
            if round >= 10 { for k in 0..<200 { pool.append(Double(k) * 0.75 - 30) } }
            var members: [(String, Double, Double, Double, Double)] = []
            for k in 0..<(50 + random.below(400)) {
                func value() -> Double { pool[random.below(pool.count)] }
                members.append(("v\(k)", value(), value(), value(), value()))
            }
            #expect(Self.inOneRun(members) == Self.steps(members), "round \(round)")
        }
    }
}

extension JSONWriter {
    /// Each rect member written the step-by-step way (key, object, four decimals): what the
    /// writers that put frames down in one go must reproduce byte for byte.
    mutating func stepwiseRects(_ members: [(String, Double, Double, Double, Double)]) {
        for (name, a, b, c, d) in members {
            key(name)
            beginObject()
            for (key, value) in zip(["x", "y", "width", "height"], [a, b, c, d]) {
                self.key(key)
                decimal(value)
            }
            endObject()
        }
    }
}
