/// One member of a header list whose members carry a weight (RFC 9110 section 12.4.2), such
/// as `gzip;q=0.5` in Accept-Encoding or `image/svg+xml;q=0.9` in Accept.
package struct WeightedToken: Equatable, Sendable {
    /// The member without its parameters: trimmed, ASCII letters lowercased.
    package var token: String
    /// The member's `q` weight in 0...1: 1 when it has none, 0 when it cannot be read.
    package var quality: Double

    /// A member with its weight.
    package init(token: String, quality: Double) {
        self.token = token
        self.quality = quality
    }

    /// The members of a `token;q=x, ...` list in the order sent. Blank members are skipped;
    /// parameters other than `q` (a media type's `charset`, say) are ignored. The parameter
    /// name is matched in any case and spaces around `=` are tolerated, as clients send both;
    /// a weight outside 0...1 is clamped and one that is not a number counts as 0, so a
    /// garbled weight never makes a member preferred.
    package static func list(_ headerValue: String) -> [WeightedToken] {
        // Read by bytes: Accept and Accept-Encoding come with nearly every request, and
        // splitting them into strings costs a measurable share of a cached answer's time.
        var members: [WeightedToken] = []
        var value = headerValue
        value.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.count
                if let member = member(UnsafeBufferPointer(rebasing: bytes[start..<end])) { members.append(member) }
                start = end + 1
            }
        }
        return members
    }

    /// One list element: its non-empty `;` pieces, the first the token, the others
    /// parameters, of which only `q` counts (the last one when repeated).
    private static func member(_ element: UnsafeBufferPointer<UInt8>) -> WeightedToken? {
        var token: String?
        var quality = 1.0
        var start = 0
        while start < element.count {
            let end = element[start...].firstIndex(of: UInt8(ascii: ";")) ?? element.count
            defer { start = end + 1 }
            guard end > start else { continue }
            let piece = UnsafeBufferPointer(rebasing: element[start..<end])
            guard token != nil else {
                token = lowercased(trimmed(piece))
                continue
            }
            guard let equals = piece.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = trimmed(UnsafeBufferPointer(rebasing: piece[..<equals]))
            guard name.count == 1, name[0] | 0x20 == UInt8(ascii: "q") else { continue }
            quality = weight(trimmed(UnsafeBufferPointer(rebasing: piece[(equals + 1)...])))
        }
        guard let token, !token.isEmpty else { return nil }
        return WeightedToken(token: token, quality: quality)
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { out in
            for (i, byte) in bytes.enumerated() { out[i] = asciiLower(byte) }
            return bytes.count
        }
    }

    private static func weight(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        guard let value = Double(String(decoding: text, as: UTF8.self)), !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }
}
