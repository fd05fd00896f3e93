import Testing
@testable import Support
import TestSupport

@Suite struct NumberFormatTests {
    /// Rounding (docs/requests.md#rounding): 6 decimals, half away from zero, shortest, no exponent, no -0.
    static let decimals: [(Double, String)] = [
        (0, "0"),
        (-0.0, "0"),
        (1, "1"),
        (-1, "-1"),
        (1.5, "1.5"),
        (0.1 + 0.2, "0.3"),            // 0.30000000000000004 → 0.300000 → 0.3
        (1.0 / 3, "0.333333"),
        (2.0 / 3, "0.666667"),         // 0.6666666… rounds up
        (5e-7, "0.000001"),            // a half rounds away from zero
        (-5e-7, "-0.000001"),
        (4.9e-7, "0"),
        (-4e-7, "0"),                  // rounds to -0, printed 0
        (1.0000005, "1.000001"),
        (123.4567895, "123.45679"),    // 123.456790 → trailing zero dropped
        (1e-7, "0"),
        (1e21, "1000000000000000000000"),  // never an exponent
        (123456789012.5, "123456789012.5"),
        (1234567890123.25, "1234567890123.25"),  // past 10^12 the shortest digits are used
        (-9007199254740992, "-9007199254740992"),  // 2^53, spelled out
        (320, "320"),
        (0.000001, "0.000001"),
        (999999.9999995, "1000000"),   // carries into the integer part
    ]

    @Test(arguments: decimals)
    func decimal(_ value: Double, _ expected: String) {
        #expect(NumberFormat.decimal(value) == expected)
    }

    @Test func decimalNeverPrintsAnExponentOrTrailingZeros() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            let magnitude = Double(generator.next() % 40) - 20
            let v = Double(generator.next() % 1_000_000) / 1000 * pow10(magnitude) * (generator.next() % 2 == 0 ? 1 : -1)
            let s = NumberFormat.decimal(v)
            #expect(!s.contains("e") && !s.contains("E"), "\(v) → \(s)")
            if s.contains(".") { #expect(!s.hasSuffix("0") && !s.hasSuffix("."), "\(v) → \(s)") }
            #expect(s != "-0")
            // Reading it back is within half a millionth (plus the double's own precision).
            if let back = Double(s) {
                #expect(abs(back - v) <= 5e-7 + abs(v) * 1e-15, "\(v) → \(s)")
            } else {
                Issue.record("\(s) does not read back")
            }
        }
    }

    /// Below 10¹² the digits are written without libm's rounding or a loop per digit: the
    /// same spelling as rounding `v × 10⁶` half away from zero and writing it digit by
    /// digit, for halves, near-halves, random magnitudes and random bit patterns.
    @Test func smallDecimalsAreSpelledAsRoundingThemDigitByDigit() {
        func reference(_ v: Double) -> String {
            let scaled = Int64((v * 1_000_000).rounded(.toNearestOrAwayFromZero))
            if scaled == 0 { return "0" }
            let magnitude = scaled.magnitude
            var text = (scaled < 0 ? "-" : "") + String(magnitude / 1_000_000)
            var fraction = String(magnitude % 1_000_000)
            guard fraction != "0" else { return text }
            fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
            return text
        }
        var values: [Double] = [0.5e-6, 1.5e-6, 2.5e-6, -2.5e-6, 0.49999999999999994e-6, 4503599627370495.5 / 1e6,
                                999_999_999_999.999_9, -999_999_999_999.999_9, 0.000_000_5, 100.000_000_5, 7.000_010_5]
        var generator = SplitMix64(seed: 49)
        for _ in 0..<20_000 {
            let whole = Double(generator.next() % 2_000_000) - 1_000_000
            let millionths = Double(generator.next() % 2_000_001) / 2  // halves of a millionth too
            values.append((whole * 1_000_000 + millionths) / 1_000_000)
            values.append(Double(generator.next() % 1_000_000_000) / 1_000 * pow10(Double(generator.next() % 16) - 8))
            let bits = Double(bitPattern: generator.next())
            if bits.isFinite && bits.magnitude < 1e12 { values.append(bits) }
        }
        for v in values where v.magnitude < 1e12 {
            #expect(NumberFormat.decimal(v) == reference(v), "\(v)")
        }
    }

    /// The whole part's digits at every length's edges, as `String` spells them.
    @Test func digitsAtEveryLengthsEdges() {
        var values: [UInt64] = [0]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            let base = buffer.baseAddress!
            for v in values {
                let n = NumberFormat.writeDigits(v, at: base)
                #expect(String(decoding: UnsafeBufferPointer(start: base, count: n), as: UTF8.self) == String(v))
            }
        }
    }

    /// RFC 8785 Appendix B: IEEE 754 bit patterns and their canonical spelling.
    static let es6: [(UInt64, String)] = [
        (0x0000000000000000, "0"),
        (0x8000000000000000, "0"),
        (0x0000000000000001, "5e-324"),
        (0x8000000000000001, "-5e-324"),
        (0x7fefffffffffffff, "1.7976931348623157e+308"),
        (0xffefffffffffffff, "-1.7976931348623157e+308"),
        (0x4340000000000000, "9007199254740992"),
        (0xc340000000000000, "-9007199254740992"),
        (0x4430000000000000, "295147905179352830000"),
        (0x44b52d02c7e14af5, "9.999999999999997e+22"),
        (0x44b52d02c7e14af6, "1e+23"),
        (0x44b52d02c7e14af7, "1.0000000000000001e+23"),
        (0x444b1ae4d6e2ef4e, "999999999999999700000"),
        (0x444b1ae4d6e2ef4f, "999999999999999900000"),
        (0x444b1ae4d6e2ef50, "1e+21"),
        (0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"),
        (0x3eb0c6f7a0b5ed8d, "0.000001"),
        (0x41b3de4355555553, "333333333.3333332"),
        (0x41b3de4355555554, "333333333.33333325"),
        (0x41b3de4355555555, "333333333.3333333"),
        (0x41b3de4355555556, "333333333.3333334"),
        (0x41b3de4355555557, "333333333.33333343"),
        (0xbecbf647612f3696, "-0.0000033333333333333333"),
        (0x43143ff3c1cb0959, "1424953923781206.2"),
    ]

    @Test(arguments: es6)
    func ecmaScriptSpelling(_ bits: UInt64, _ expected: String) {
        #expect(NumberFormat.es6(Double(bitPattern: bits)) == expected)
    }

    @Test func ecmaScriptSpellingRoundTrips() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<5000 {
            let v = Double(bitPattern: generator.next())
            guard v.isFinite else { continue }
            let s = NumberFormat.es6(v)
            #expect(Double(s) == (v == 0 ? 0 : v), "\(v) → \(s)")
        }
    }

    /// The fast path for short decimals must agree with the general one everywhere it
    /// applies: values m / 10^d for random m and d, and their neighbours one ulp away.
    @Test func shortDecimalFastPathAgreesWithShortestDigits() {
        var g = SplitMix64(seed: 3)
        var taken = 0
        for _ in 0..<20_000 {
            let d = Double(g.next() % 7)
            let m = Double(Int64(g.next() % 2_000_000_000_000) - 1_000_000_000_000) / pow10(Double(g.next() % 7))
            for v in [m / pow10(d), (m / pow10(d)).nextUp, (m / pow10(d)).nextDown] where v != v.rounded() {
                var fast: [UInt8] = []
                var slow: [UInt8] = []
                if NumberFormat.appendShortDecimal(v, to: &fast) {
                    taken += 1
                    NumberFormat.appendES6Shortest(v, to: &slow)
                    #expect(fast == slow, "\(v): \(String(decoding: fast, as: UTF8.self)) vs \(String(decoding: slow, as: UTF8.self))")
                }
            }
        }
        #expect(taken > 5_000)  // the fast path is really exercised
    }
}

func pow10(_ e: Double) -> Double {
    var r = 1.0
    for _ in 0..<Int(abs(e)) { r *= 10 }
    return e < 0 ? 1 / r : r
}
