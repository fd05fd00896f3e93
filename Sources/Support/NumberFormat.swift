/// The two spellings of numbers the writers offer.
///
/// - `decimal`: answers, diagnostics and SVG (docs/requests.md#rounding): rounded to 6 decimals
///   half away from zero, then printed in the shortest form: no exponent, no trailing
///   zeros, no "-0". The rounding is of `v × 10⁶` as a double (so 0.0000005 becomes
///   0.000001 as a person expects, although its binary value is a hair below the half).
/// - `es6`: RFC 8785 (JCS) canonical numbers, i.e. ECMAScript's Number.prototype.toString:
///   the shortest digits that round-trip, exponent form below 1e-6 and from 1e21.
///
/// Non-finite values cannot come from a valid document; if one slips through it prints as
/// `null`, visibly wrong rather than silently a number.
package enum NumberFormat {
    /// `v` as a layout number (6 decimals, no exponent).
    package static func decimal(_ v: Double) -> String {
        var bytes: [UInt8] = []
        appendDecimal(v, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `v` as RFC 8785 spells it.
    package static func es6(_ v: Double) -> String {
        var bytes: [UInt8] = []
        appendES6(v, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `decimal(v)`'s bytes appended to `out`, without a `String`.
    package static func appendDecimal(_ v: Double, to out: inout [UInt8]) {
        guard v.isFinite else { return appendNull(&out) }
        if v.magnitude < 1e12 {
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: smallDecimalRoom) { buffer in
                guard let base = buffer.baseAddress else { return }
                out.append(contentsOf: UnsafeBufferPointer(start: base, count: writeSmallDecimal(v, at: base)))
            }
        }
        // From 10¹² on a double has at most 4 fractional digits, so its shortest digits
        // need no further rounding; they are spelled out without an exponent.
        let (digits, n) = shortestDigits(v)
        if v < 0 { out.append(UInt8(ascii: "-")) }
        if digits.count <= n {
            out.append(contentsOf: digits)
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: n - digits.count))
        } else {
            out.append(contentsOf: digits[0..<n])
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: digits[n...])
        }
    }

    /// The most bytes `writeSmallDecimal` writes: a sign, 12 integer digits, a point, 6 decimals.
    package static let smallDecimalRoom = 21

    /// `decimal(v)` for a finite |v| < 10¹² written at `p`, which has room for
    /// `smallDecimalRoom` bytes; returns how many it wrote. A frame's four numbers are most of
    /// writing an answer, so this is plain code on a pointer: the generic version it replaced
    /// (any `ByteSink`) was left unspecialised in the JSON writer, each digit run a protocol
    /// call, ~140 instructions a number (issue 49).
    @inlinable
    package static func writeSmallDecimal(_ v: Double, at p: UnsafeMutablePointer<UInt8>) -> Int {
        // Whole numbers (most of a frame's) are their digits: no scaling, no fraction.
        let whole = Int64(v)
        if Double(whole) == v {
            if whole < 0 {
                p[0] = UInt8(ascii: "-")
                return 1 + writeDigits(whole.magnitude, at: p + 1)
            }
            return writeDigits(UInt64(whole), at: p)
        }
        // |v| × 10⁶ < 10¹⁸ fits an Int64. Rounded half away from zero as `rounded(.toNearestOrAwayFromZero)`
        // does, without its call into libm: the conversion truncates, and the part it
        // drops, exact in a double, says whether to step away from zero.
        let x = v * 1_000_000
        var scaled = Int64(x)
        let dropped = x - Double(scaled)
        if dropped >= 0.5 {
            scaled += 1
        } else if dropped <= -0.5 {
            scaled -= 1
        }
        if scaled == 0 {
            p[0] = UInt8(ascii: "0")
            return 1
        }
        var n = 0
        if scaled < 0 {
            p[0] = UInt8(ascii: "-")
            n = 1
        }
        let magnitude = scaled.magnitude
        n += writeDigits(magnitude / 1_000_000, at: p + n)
        let fraction = magnitude % 1_000_000
        guard fraction != 0 else { return n }
        // The point, then the six decimals without their trailing zeros (the fraction is not
        // zero, so a digit stays), leading zeros kept. Most of a layout's fractions are
        // halves, thirds and quarters: up to three decimals are written as they are, the
        // others as six less their trailing zeros (at most two then).
        p[n] = UInt8(ascii: ".")
        let q = p + n + 1
        if fraction % 1000 == 0 {
            let thousandths = fraction / 1000
            if thousandths % 100 == 0 {
                q[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: thousandths / 100)
                return n + 2
            }
            if thousandths % 10 == 0 {
                putPair(thousandths / 10, at: q)
                return n + 3
            }
            q[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: thousandths / 100)
            putPair(thousandths % 100, at: q + 1)
            return n + 4
        }
        putPair(fraction / 10_000, at: q)
        putPair(fraction / 100 % 100, at: q + 2)
        putPair(fraction % 100, at: q + 4)
        var decimals = 6
        while q[decimals - 1] == UInt8(ascii: "0") { decimals -= 1 }
        return n + 1 + decimals
    }

    /// A number below 100 as two digits at `p`.
    @inlinable @inline(__always)
    static func putPair(_ value: UInt64, at p: UnsafeMutablePointer<UInt8>) {
        let tens = value / 10
        p[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: tens)
        p[1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value - tens * 10)
    }

    /// `value`'s decimal digits written at `p`; returns how many.
    @inlinable
    package static func writeDigits(_ value: UInt64, at p: UnsafeMutablePointer<UInt8>) -> Int {
        // A frame's whole part has one to four digits nearly always: those without a loop.
        if value < 10 {
            p[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 100 {
            putPair(value, at: p)
            return 2
        }
        if value < 1000 {
            p[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 100)
            putPair(value % 100, at: p + 1)
            return 3
        }
        if value < 10_000 {
            putPair(value / 100, at: p)
            putPair(value % 100, at: p + 2)
            return 4
        }
        var count = 5
        var rest = value / 100_000
        while rest > 0 {
            rest /= 10
            count += 1
        }
        rest = value
        var i = count - 1
        while i >= 0 {
            p[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            i -= 1
        }
        return count
    }

    /// `es6(v)`'s bytes appended to `out`, without a `String`.
    package static func appendES6(_ v: Double, to out: inout [UInt8]) {
        guard v.isFinite else { return appendNull(&out) }
        if v == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if v.magnitude < 9_007_199_254_740_992, v == v.rounded(.towardZero) {
            if v < 0 { out.append(UInt8(ascii: "-")) }
            appendInteger(UInt64(v.magnitude), to: &out)
            return
        }
        if appendShortDecimal(v, to: &out) { return }
        appendES6Shortest(v, to: &out)
    }

    /// The common case of layout documents, `123.5` or `0.25`, without formatting the
    /// double through Swift's description: when v·10^d rounds to an integer m (d ≤ 6,
    /// taken smallest) that divides back to exactly v, m with the point moved d places is
    /// v's shortest round-trip spelling. Keeping |m| < 2^50 leaves at most one d-digit
    /// candidate within v's rounding interval, so it is also the closest one.
    static func appendShortDecimal(_ v: Double, to out: inout [UInt8]) -> Bool {
        guard v.magnitude < 1e9 else { return false }
        var scale = 1.0
        for d in 1...6 {
            scale *= 10
            let m = (v * scale).rounded()
            guard m.magnitude < 1_125_899_906_842_624 else { return false }
            guard m / scale == v else { continue }
            if v < 0 { out.append(UInt8(ascii: "-")) }
            var units = UInt64(m.magnitude)
            var count = 0
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buf in  // ≥ the 16 digits below 2^50
                for _ in 0..<d {
                    count += 1
                    buf[16 - count] = UInt8(ascii: "0") + UInt8(units % 10)
                    units /= 10
                }
                appendInteger(units, to: &out)
                out.append(UInt8(ascii: "."))
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buf[(16 - count)...]))
            }
            return true
        }
        return false
    }

    /// ES6 spelling from Swift's shortest digits; right for every finite double.
    static func appendES6Shortest(_ v: Double, to out: inout [UInt8]) {
        let (digits, n) = shortestDigits(v)
        let k = digits.count
        if v < 0 { out.append(UInt8(ascii: "-")) }
        if k <= n && n <= 21 {
            out.append(contentsOf: digits)
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: n - k))
        } else if 0 < n && n <= 21 {
            out.append(contentsOf: digits[0..<n])
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: digits[n...])
        } else if -6 < n && n <= 0 {
            out.append(UInt8(ascii: "0"))
            out.append(UInt8(ascii: "."))
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -n))
            out.append(contentsOf: digits)
        } else {
            out.append(digits[0])
            if k > 1 {
                out.append(UInt8(ascii: "."))
                out.append(contentsOf: digits[1...])
            }
            out.append(UInt8(ascii: "e"))
            let e = n - 1
            out.append(e < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            appendInteger(UInt64(e.magnitude), to: &out)
        }
    }

    /// (Digits go through a stack buffer of bytes appended as one `UnsafeBufferPointer`:
    /// appending a slice of raw bytes took the generic element-by-element path.)
    package static func appendInteger(_ value: UInt64, to out: inout [UInt8]) {
        writeInteger(value, to: &out)
    }

    @inlinable @inline(__always)
    package static func writeInteger<Sink: ByteSink>(_ value: UInt64, to out: inout Sink) {
        if value < 10 {
            out.put(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var v = value
        var count = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buf in  // ≥ 20 digits
            while v > 0 {
                count += 1
                buf[24 - count] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            }
            out.put(UnsafeBufferPointer(rebasing: buf[(24 - count)...]))
        }
    }

    private static func appendNull(_ out: inout [UInt8]) {
        out.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
    }

    /// The shortest decimal digits that round-trip to `v` (closest when several do), as
    /// ASCII without leading or trailing zeros, and `n` with |v| = 0.d₁d₂… × 10ⁿ.
    /// Swift's own description already finds them; this only takes its spelling apart.
    static func shortestDigits(_ v: Double) -> (digits: [UInt8], n: Int) {
        let text = Array(v.magnitude.description.utf8)
        var digits: [UInt8] = []
        digits.reserveCapacity(17)
        var integerDigits = 0
        var seenPoint = false
        var exponent = 0
        var i = 0
        while i < text.count {
            let c = text[i]
            if c == UInt8(ascii: ".") {
                seenPoint = true
            } else if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                var negative = false
                i += 1
                if i < text.count && (text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+")) {
                    negative = text[i] == UInt8(ascii: "-")
                    i += 1
                }
                while i < text.count {
                    exponent = exponent * 10 + Int(text[i] - UInt8(ascii: "0"))
                    i += 1
                }
                if negative { exponent = -exponent }
                break
            } else {
                digits.append(c)
                if !seenPoint { integerDigits += 1 }
            }
            i += 1
        }
        var leading = 0
        while leading < digits.count && digits[leading] == UInt8(ascii: "0") { leading += 1 }
        var trailing = digits.count
        while trailing > leading && digits[trailing - 1] == UInt8(ascii: "0") { trailing -= 1 }
        return (Array(digits[leading..<trailing]), integerDigits - leading + exponent)
    }
}
