import Support
import LayoutEngine

/// A `sizes` value read straight off its bytes when it is written as a resize by reference's
/// query is turned into one (`[{"width":390,"height":844},…]`) or as a client POSTing a
/// resize writes it (white space between tokens, either member order): each number digits
/// with an optional point and digits, no sign, exponent or leading zero; member names
/// without escapes. For `HeldStructure.readSizes`. Reading it through the JSON reader, the
/// document decoder and the canonical writer cost a GET resize ~7-10k instructions of ~208k
/// (issue 49 item 1).
///
/// Why the answer is the full way's: every number is converted with the JSON parser's own
/// exact step (an integer mantissa below 2^53 divided by a power of ten up to 10^22, one
/// correctly rounded division), and anything that step would not take (more digits, a
/// larger exponent) is left to the full way, as is anything the decoder could refuse (more
/// than 64 sizes, a magnitude past `maxMagnitude`, too many frames, a depth limit of 2 or
/// less, a string limit under 6). The canonical form is spelled by `NumberFormat.appendES6`,
/// the ECMAScript spelling JCS asks for, members in JCS order (`height` before `width`). Nil means "read
/// it the full way", never "refused": the full way then accepts or refuses as before.
/// `PlainSizesTests` holds both ways to equal bytes and bits.
enum PlainSizes {
    /// The canonical form of the value and its sizes; nil when it is not so written or the
    /// full way could refuse it.
    static func read(_ value: [UInt8], itemCount: Int, limits: Limits) -> ([UInt8], [Size])? {
        // The value sits two containers deep inside the document's object: the full way reads
        // it alone with one level less, and refuses it below two. A member name of more
        // scalars than `maxStringLength` is refused too ("height": 6).
        guard limits.maxDepth - 1 >= 2, limits.maxStringLength >= 6 else { return nil }
        return value.withUnsafeBufferPointer { b -> ([UInt8], [Size])? in
            var reader = Reader(bytes: b, maxMagnitude: limits.maxMagnitude)
            guard reader.take(UInt8(ascii: "[")) else { return nil }
            var sizes: [Size] = []
            var canonical: [UInt8] = []
            canonical.reserveCapacity(b.count + 8)
            canonical.append(UInt8(ascii: "["))
            repeat {
                guard sizes.count < 64, let size = reader.size() else { return nil }
                if !sizes.isEmpty { canonical.append(UInt8(ascii: ",")) }
                canonical.append(contentsOf: Self.canonicalHeightKey)
                NumberFormat.appendES6(size.height, to: &canonical)
                canonical.append(contentsOf: Self.canonicalWidthKey)
                NumberFormat.appendES6(size.width, to: &canonical)
                canonical.append(UInt8(ascii: "}"))
                sizes.append(size)
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "]")), reader.atEnd,
                  // The decoder's frame bound (`DocumentDecoder.checkFrames`), left to it to word.
                  sizes.count * itemCount <= limits.maxFrames else { return nil }
            canonical.append(UInt8(ascii: "]"))
            return (canonical, sizes)
        }
    }

    private static let width: [UInt8] = Array(#""width""#.utf8)
    private static let height: [UInt8] = Array(#""height""#.utf8)
    private static let canonicalHeightKey: [UInt8] = Array(#"{"height":"#.utf8)
    private static let canonicalWidthKey: [UInt8] = Array(#","width":"#.utf8)

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let maxMagnitude: Double
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>, maxMagnitude: Double) {
            self.bytes = bytes
            self.maxMagnitude = maxMagnitude
        }

        /// Whether only JSON white space is left.
        var atEnd: Bool {
            mutating get {
                skipSpace()
                return position == bytes.count
            }
        }

        /// Past the white space JSON allows between tokens (space, tab, line feed, return).
        mutating func skipSpace() {
            while position < bytes.count {
                let byte = bytes[position]
                guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
                position += 1
            }
        }

        /// The token `byte`, after any white space.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// The member name `name` (quotes included, written plainly) and its colon.
        mutating func take(name: [UInt8]) -> Bool {
            skipSpace()
            guard bytes.count - position >= name.count else { return false }
            for (k, byte) in name.enumerated() where bytes[position + k] != byte { return false }
            position += name.count
            return take(UInt8(ascii: ":"))
        }

        /// `{"width":W,"height":H}`, the members in either order, each once.
        mutating func size() -> Size? {
            guard take(UInt8(ascii: "{")) else { return nil }
            let widthFirst = take(name: PlainSizes.width)
            guard widthFirst || take(name: PlainSizes.height), let first = number(), take(UInt8(ascii: ",")),
                  take(name: widthFirst ? PlainSizes.height : PlainSizes.width), let second = number(),
                  take(UInt8(ascii: "}")) else { return nil }
            return widthFirst ? Size(width: first, height: second) : Size(width: second, height: first)
        }

        private func isDigit(_ k: Int) -> Bool {
            k < bytes.count && bytes[k] >= UInt8(ascii: "0") && bytes[k] <= UInt8(ascii: "9")
        }

        /// A number of the query's grammar converted as `JSONParser.parseNumber`'s exact
        /// step converts it, within `maxMagnitude`; nil for anything else.
        mutating func number() -> Double? {
            skipSpace()
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
            let value = exponent < 0 ? Double(mantissa) / Self.powersOfTen[-exponent] : Double(mantissa)
            guard value.magnitude <= maxMagnitude else { return nil }
            return value
        }

        /// Exact powers of ten as doubles (all up to 1e22 are), as the JSON parser's.
        static let powersOfTen: [Double] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
            1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
        ]
    }
}
