/// Hexadecimal digits, the one decoder of every place that reads them (chunk sizes,
/// percent escapes, JSON `\u` escapes, layout hashes) and the one encoder of digests.
package enum Hex {
    /// The value of one hex digit, either case; nil for any other byte.
    @inlinable @inline(__always)
    package static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }

    /// Whether `byte` is a lowercase hex digit (`0-9a-f`), the spelling `string(_:)` writes
    /// and the only one a layout hash may use (so each hash has one spelling).
    @inlinable @inline(__always)
    package static func isLowercaseDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
    }

    /// The lowercase digit for `value` (0...15).
    @inlinable @inline(__always)
    package static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ value &- 10
    }

    /// `bytes` as lowercase hex, two digits per byte: a digest on every request's path, so
    /// written straight into the string's storage.
    package static func string(_ bytes: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { out in
            for (index, byte) in bytes.enumerated() {
                out[2 * index] = digit(byte >> 4)
                out[2 * index + 1] = digit(byte & 0xF)
            }
            return bytes.count * 2
        }
    }

    /// `bytes` as lowercase hex, two digits per byte.
    package static func string<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            out.append(digit(byte >> 4))
            out.append(digit(byte & 0xF))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
