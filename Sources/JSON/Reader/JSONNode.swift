/// One value of a `JSONTape`: 20 bytes, whatever its kind.
package struct JSONNode: Sendable {
    /// The JSON type of a node.
    package enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object

        /// The JSON type's name as people say it, for "expected a number, found a string".
        package var name: String {
            switch self {
            case .null: return "null"
            case .false, .true: return "a boolean"
            case .number: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    /// The JSON type of this node.
    package internal(set) var kind: Kind
    /// Elements of an array, members of an object. For a string, 1 when it was written
    /// with an escape sequence: only then can its decoded bytes need escaping again, so
    /// writers copy the others as they are.
    package internal(set) var count: Int32
    /// Index just past this node's subtree.
    package internal(set) var end: Int32
    /// A string's first byte in `JSONTape.strings`.
    package internal(set) var start: Int32
    /// A string's length in bytes.
    package internal(set) var length: Int32

    /// A number's value. Its bits live in `start` and `length`, which only strings use:
    /// a node is 20 bytes instead of 32, and the tape of a 60 KB document touches a
    /// third fewer fresh pages (page faults are a large part of reading it).
    @inlinable
    package var number: Double {
        Double(bitPattern: UInt64(UInt32(bitPattern: start)) | UInt64(UInt32(bitPattern: length)) << 32)
    }

    @inline(__always)
    init(kind: Kind, count: Int32 = 0, end: Int32, start: Int32 = 0, length: Int32 = 0) {
        self.kind = kind
        self.count = count
        self.end = end
        self.start = start
        self.length = length
    }

    @inline(__always)
    init(number: Double, end: Int32) {
        let bits = number.bitPattern
        self.init(
            kind: .number, end: end, start: Int32(bitPattern: UInt32(truncatingIfNeeded: bits)),
            length: Int32(bitPattern: UInt32(truncatingIfNeeded: bits >> 32)))
    }
}
