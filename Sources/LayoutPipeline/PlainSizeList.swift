import Support
import LayoutEngine

/// Sizes read off a plain spelling, a resize by reference's query (`sizes=390x844`) or a
/// POSTed `sizes` value (`PlainSizes`), with the canonical form of the `sizes` value they
/// make: what a held structure needs to answer a resize, without the JSON reader, the
/// document decoder and the canonical writer (issue 49 item 1).
///
/// Each number is converted by `number(_:at:)`, the JSON parser's own exact step, so a
/// size is the parser's bit for bit; the canonical form is spelled by
/// `NumberFormat.appendES6` (the ECMAScript spelling JCS asks for), members in JCS order
/// (`height` before `width`). `accepted` holds back what the decoder could refuse, so
/// that the full way words every refusal. `PlainSizesTests` and `PlainSizeListTests` hold
/// them to the full way's bytes and bits.
package struct PlainSizeList: Sendable {
    /// The sizes, in order.
    package private(set) var sizes: [Size] = []
    /// The canonical form of the `sizes` value; closed (`]`) by `close()`.
    package private(set) var canonical: [UInt8] = []
    /// The largest magnitude of any number, for the decoder's `maxMagnitude`.
    private var largest: Double = 0

    /// The most sizes the decoder takes ("at most 64 sizes are allowed").
    package static let maxSizes = 64

    /// An empty list whose canonical form has room for a value of about `bytes` bytes.
    package init(reserving bytes: Int) {
        // Reserved, then `[`: an array literal's own buffer would be a heap block the
        // reservation then replaces.
        canonical.reserveCapacity(bytes + 8)
        canonical.append(UInt8(ascii: "["))
    }

    /// How many sizes it holds.
    package var count: Int { sizes.count }

    /// Appends a size.
    package mutating func append(width: Double, height: Double) {
        if !sizes.isEmpty { canonical.append(UInt8(ascii: ",")) }
        canonical.append(contentsOf: Self.canonicalHeightKey)
        NumberFormat.appendES6(height, to: &canonical)
        canonical.append(contentsOf: Self.canonicalWidthKey)
        NumberFormat.appendES6(width, to: &canonical)
        canonical.append(UInt8(ascii: "}"))
        sizes.append(Size(width: width, height: height))
        largest = max(largest, width.magnitude, height.magnitude)
    }

    /// Ends the canonical form's array.
    package mutating func close() {
        canonical.append(UInt8(ascii: "]"))
    }

    /// Whether the full way would take these sizes for a structure of `itemCount` views and
    /// guides under `limits`, and so answer them as this list does; false for anything the
    /// decoder could refuse (which then goes the full way, for its own words): no sizes or
    /// more than 64, a number past `maxMagnitude`, sizes × items past `maxFrames`, a depth
    /// limit under 3 (the value sits two containers deep inside the document's object; the
    /// full way reads it alone with one level less and refuses it below two), a string
    /// limit under 6 (`"height"`).
    package func accepted(itemCount: Int, limits: Limits) -> Bool {
        limits.maxDepth - 1 >= 2 && limits.maxStringLength >= 6
            && !sizes.isEmpty && sizes.count <= Self.maxSizes
            && largest <= limits.maxMagnitude
            // The decoder's frame bound (`DocumentDecoder.checkFrames`).
            && sizes.count * itemCount <= limits.maxFrames
    }

    private static let canonicalHeightKey: [UInt8] = Array(#"{"height":"#.utf8)
    private static let canonicalWidthKey: [UInt8] = Array(#","width":"#.utf8)

    /// The number at `position` in `bytes` (digits, optionally a point and digits: no sign,
    /// exponent or leading zero), converted as `JSONParser.parseNumber`'s exact step
    /// converts it: a mantissa of at most 17 digits and at most 2^53, divided by an exact
    /// power of ten up to 10^22, one correctly rounded division. Nil, with `position`
    /// anywhere, for anything else (which the full way then reads). On success `position`
    /// is just past the number.
    package static func number(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Double? {
        func isDigit(_ k: Int) -> Bool {
            k < bytes.count && bytes[k] >= UInt8(ascii: "0") && bytes[k] <= UInt8(ascii: "9")
        }
        guard isDigit(position) else { return nil }
        var mantissa: UInt64 = 0
        var exponent = 0
        // At most 17 significant digits are kept by the parser's exact step; a longer
        // number (leading zeros of `0.0…` count here too) goes the full way.
        var digits = 0
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) { return nil }  // a leading zero: JSON refuses it
        } else {
            while isDigit(position) {
                mantissa = mantissa * 10 + UInt64(bytes[position] - UInt8(ascii: "0"))
                digits += 1
                position += 1
                if digits > 17 { return nil }
            }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { return nil }
            while isDigit(position) {
                mantissa = mantissa * 10 + UInt64(bytes[position] - UInt8(ascii: "0"))
                exponent -= 1
                digits += 1
                position += 1
                if digits > 17 || exponent < -22 { return nil }
            }
        }
        guard mantissa <= 1 << 53 else { return nil }
        return exponent < 0 ? Double(mantissa) / powersOfTen[-exponent] : Double(mantissa)
    }

    /// Exact powers of ten as doubles (all up to 1e22 are), as the JSON parser's.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
        1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
