/// The object spelling's common `first` / `second`, read off the string's bytes.
///
/// An imported Interface Builder scene writes every constraint as an object, two
/// `item.attribute` strings each; through the scanner each cost an array of scalars, a
/// String for the item and the walk over every dot, about 2,300 instructions, a twentieth
/// of a cold 3-view scene.
extension ExpressionParser {
    /// `text` as `item.attribute` when it is ASCII item characters (`[A-Za-z0-9_.-]`),
    /// starts with an id character other than `-`, and its last dot (not the first
    /// character) is followed by exactly an attribute's name; else nil.
    ///
    /// Where it answers, `scannedAttributeRef` answers the same: it takes the last dot
    /// after which an attribute's name ends at a character that is no id character (the
    /// end of the text here), so the item is everything before it, and nothing follows.
    /// Every other string, errors included, goes to the scanner.
    static func plainAttributeRef(_ text: String) -> AttributeRef? {
        let read = text.utf8.withContiguousStorageIfAvailable { bytes -> AttributeRef? in
            guard let first = bytes.first, isIdByte(first), first != UInt8(ascii: "-") else { return nil }
            var dot = -1
            for k in bytes.indices {
                let b = bytes[k]
                if b == UInt8(ascii: ".") {
                    dot = k
                } else if !isIdByte(b) {
                    return nil
                }
            }
            guard dot > 0, let attribute = Attribute.named(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])) else {
                return nil
            }
            let item = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self)
            return AttributeRef(item: item, attribute: attribute, offset: 0)
        }
        return read ?? nil
    }

    /// `Scanner.isIdCharacter` for a byte: `[A-Za-z0-9_-]`.
    @inline(__always) private static func isIdByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }
}
