/// Exact powers of ten as doubles (all up to 1e22 are), for Clinger's fast path.
let jsonPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// Numbers: RFC 8259 grammar, exact conversion, finite doubles only.
extension JSONParser {
    @inline(__always)
    func isDigit(_ k: Int) -> Bool {
        k < input.count && input[k] >= UInt8(ascii: "0") && input[k] <= UInt8(ascii: "9")
    }

    mutating func parseNumber() throws(JSONError) {
        let start = position
        var negative = false
        if input[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        guard isDigit(position) else { throw malformed("expected a digit after '-'") }
        var mantissa: UInt64 = 0
        var exponent = 0
        var exact = true  // mantissa holds every significant digit
        let mantissaLimit: UInt64 = 1_000_000_000_000_000_000 / 10
        if input[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) { throw malformed("leading zeros are not allowed in numbers") }
        } else {
            while isDigit(position) {
                let d = UInt64(input[position] - UInt8(ascii: "0"))
                if mantissa < mantissaLimit { mantissa = mantissa * 10 + d } else { exponent += 1; exact = false }
                position += 1
            }
        }
        if position < input.count && input[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { throw malformed("expected a digit after the decimal point") }
            while isDigit(position) {
                let d = UInt64(input[position] - UInt8(ascii: "0"))
                if mantissa < mantissaLimit { mantissa = mantissa * 10 + d; exponent -= 1 } else { exact = false }
                position += 1
            }
        }
        if position < input.count && (input[position] | 0x20) == UInt8(ascii: "e") {
            position += 1
            var expNegative = false
            if position < input.count && (input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-")) {
                expNegative = input[position] == UInt8(ascii: "-")
                position += 1
            }
            guard isDigit(position) else { throw malformed("expected a digit in the exponent") }
            var e = 0
            while isDigit(position) {
                if e < 100_000 { e = e * 10 + Int(input[position] - UInt8(ascii: "0")) }
                position += 1
            }
            exponent += expNegative ? -e : e
        }
        var value: Double
        if exact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            // Both operands are exact, so one IEEE operation rounds correctly (Clinger).
            value = exponent < 0 ? Double(mantissa) / jsonPowersOfTen[-exponent] : Double(mantissa) * jsonPowersOfTen[exponent]
            if negative { value = -value }
        } else if mantissa == 0 {
            value = negative ? -0.0 : 0
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
            value = Double(text) ?? .infinity
        }
        if !value.isFinite {
            throw invalid(
                .numberOutOfRange, "the number \(String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)) is beyond the range of a double",
                at: start)
        }
        let index = tape.nodes.count
        tape.nodes.append(JSONNode(number: value, end: Int32(index + 1)))
        tape.numberCount += 1
    }
}
