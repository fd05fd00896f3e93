/// Percent-decoding of URI components (RFC 3986, section 2.1): `%` followed by two hex
/// digits, either case, is the byte they spell.
///
/// The one rule on a bad escape, for path parameters and query values alike: RFC 3986's
/// grammar allows `%` only as the start of `pct-encoded = "%" HEXDIG HEXDIG`, so a `%` not
/// followed by two hex digits makes the component malformed, and decoding it fails (nil)
/// instead of guessing what the client meant. Decoded bytes that are not UTF-8 fail too:
/// every component this server reads is text.
package enum PercentDecoding {
    /// `text` with every escape decoded; nil when an escape is malformed or the result is
    /// not UTF-8. When `plusIsSpace`, `+` decodes to a space (the form encoding of query
    /// strings, application/x-www-form-urlencoded); an escaped `%2B` stays a plus.
    @inlinable
    package static func decode<Text: StringProtocol>(_ text: Text, plusIsSpace: Bool = false) -> String? {
        let utf8 = text.utf8
        let percent = UInt8(ascii: "%"), plus = UInt8(ascii: "+")
        guard utf8.contains(where: { $0 == percent || (plusIsSpace && $0 == plus) }) else { return String(text) }
        return decode(bytes: utf8, plusIsSpace: plusIsSpace).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// `bytes` with every escape decoded, as bytes (whether they are UTF-8 is the caller's
    /// to check); nil when an escape is malformed.
    @inlinable
    package static func decode<Bytes: Sequence<UInt8>>(bytes: Bytes, plusIsSpace: Bool = false) -> [UInt8]? {
        let percent = UInt8(ascii: "%"), plus = UInt8(ascii: "+")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case percent:
                guard let high = iterator.next().flatMap(Hex.value), let low = iterator.next().flatMap(Hex.value) else {
                    return nil
                }
                out.append(high << 4 | low)
            case plus where plusIsSpace:
                out.append(UInt8(ascii: " "))
            default:
                out.append(byte)
            }
        }
        return out
    }
}
