import Support
import LayoutEngine

/// A `sizes` value read straight off its bytes when it is written as a client POSTing a
/// resize writes it (`[{"width": 390, "height": 844}]`: white space between tokens, either
/// member order): each number digits with an optional point and digits, no sign, exponent
/// or leading zero; member names without escapes. For `HeldStructure.readSizes`, which a
/// resize POSTed in full and read by its shape (`RequestShape`) comes to; a resize by
/// reference's query is read into a `PlainSizeList` directly (`SizesQuery.read`) and comes
/// here only as JSON text it left. Reading it through the JSON reader, the document decoder
/// and the canonical writer cost a resize ~6-10k instructions of ~200-260k (issue 49 item 1).
///
/// Why the answer is the full way's: every number is converted with the JSON parser's own
/// exact step (an integer mantissa below 2^53 divided by a power of ten up to 10^22, one
/// correctly rounded division, `PlainSizeList.number`), and anything that step would not
/// take (more digits, a larger exponent) is left to the full way, as is anything the decoder
/// could refuse (`PlainSizeList.accepted`). The canonical form is `PlainSizeList`'s. Nil
/// means "read it the full way", never "refused": the full way then accepts or refuses as
/// before.
/// `PlainSizesTests` holds both ways to equal bytes and bits.
enum PlainSizes {
    /// The canonical form of the value and its sizes; nil when it is not so written or the
    /// full way could refuse it.
    static func read(_ value: [UInt8], itemCount: Int, limits: Limits) -> ([UInt8], [Size])? {
        value.withUnsafeBufferPointer { b -> ([UInt8], [Size])? in
            var reader = Reader(bytes: b)
            guard reader.take(UInt8(ascii: "[")) else { return nil }
            var list = PlainSizeList(reserving: b.count)
            repeat {
                guard list.count < PlainSizeList.maxSizes, let (width, height) = reader.size() else { return nil }
                list.append(width: width, height: height)
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "]")), reader.atEnd, list.accepted(itemCount: itemCount, limits: limits) else { return nil }
            list.close()
            return (list.canonical, list.sizes)
        }
    }

    private static let width: [UInt8] = Array(#""width""#.utf8)
    private static let height: [UInt8] = Array(#""height""#.utf8)
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

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

        /// `{"width":W,"height":H}`, the members in either order, each once: the width and
        /// the height.
        mutating func size() -> (Double, Double)? {
            guard take(UInt8(ascii: "{")) else { return nil }
            let widthFirst = take(name: PlainSizes.width)
            guard widthFirst || take(name: PlainSizes.height), let first = number(), take(UInt8(ascii: ",")),
                  take(name: widthFirst ? PlainSizes.height : PlainSizes.width), let second = number(),
                  take(UInt8(ascii: "}")) else { return nil }
            return widthFirst ? (first, second) : (second, first)
        }

        /// A number after any white space (`PlainSizeList.number`).
        mutating func number() -> Double? {
            skipSpace()
            return PlainSizeList.number(bytes, at: &position)
        }
    }
}
