/// The request fields the server and its routes read on every request. The parser notes
/// where each one is as it reads the head (`HTTPHeaders.KnownFields`), so reading one
/// later is an index, not a scan comparing every name without regard to case.
package enum KnownField: Int, CaseIterable, Sendable {
    case host, connection, expect, contentLength, transferEncoding, contentType, contentEncoding
    case accept, acceptEncoding, authorization, ifNoneMatch, requestID

    /// The field's name as RFC 9110 (or, for X-Request-ID, common use) spells it.
    package var name: String {
        switch self {
        case .host: "Host"
        case .connection: "Connection"
        case .expect: "Expect"
        case .contentLength: "Content-Length"
        case .transferEncoding: "Transfer-Encoding"
        case .contentType: "Content-Type"
        case .contentEncoding: "Content-Encoding"
        case .accept: "Accept"
        case .acceptEncoding: "Accept-Encoding"
        case .authorization: "Authorization"
        case .ifNoneMatch: "If-None-Match"
        case .requestID: "X-Request-ID"
        }
    }

    /// The known field a name spells, in any case; nil for any other name.
    static func named(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> KnownField? {
        let candidates: (KnownField?, KnownField?)
        switch name.count {
        case 4: candidates = (.host, nil)
        case 6: candidates = (.expect, .accept)
        case 10: candidates = (.connection, nil)
        case 12: candidates = (.contentType, .requestID)
        case 13: candidates = (.authorization, .ifNoneMatch)
        case 14: candidates = (.contentLength, nil)
        case 15: candidates = (.acceptEncoding, nil)
        case 16: candidates = (.contentEncoding, nil)
        case 17: candidates = (.transferEncoding, nil)
        default: return nil
        }
        if let first = candidates.0, first.matches(name) { return first }
        if let second = candidates.1, second.matches(name) { return second }
        return nil
    }

    private func matches(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var index = bytes.startIndex
        for expected in name.utf8 {
            guard asciiLower(bytes[index]) == asciiLower(expected) else { return false }
            index += 1
        }
        return index == bytes.endIndex
    }
}

extension HTTPHeaders {
    /// Where each known field first stands among a parsed head's fields, and which stand
    /// more than once; made by the parser as it reads the fields.
    struct KnownFields: Sendable {
        /// Per known field, its first index + 1 (0: absent), one byte each.
        private var firsts: (UInt64, UInt64) = (0, 0)
        /// Bit `field.rawValue` set when the field appears again after its first.
        private var repeated: UInt16 = 0
        /// False once a field stands past index 254: the index then says nothing.
        private(set) var usable = true

        mutating func note(_ field: KnownField, at index: Int) {
            guard index < 255 else { usable = false; return }
            if first(field) != nil {
                repeated |= 1 << field.rawValue
                return
            }
            let shift = UInt64((field.rawValue % 8) * 8)
            let value = UInt64(index + 1) << shift
            if field.rawValue < 8 { firsts.0 |= value } else { firsts.1 |= value }
        }

        func first(_ field: KnownField) -> Int? {
            let shift = UInt64((field.rawValue % 8) * 8)
            let word = field.rawValue < 8 ? firsts.0 : firsts.1
            let stored = Int((word >> shift) & 0xFF)
            return stored == 0 ? nil : stored - 1
        }

        func isRepeated(_ field: KnownField) -> Bool {
            repeated & (1 << field.rawValue) != 0
        }
    }

    /// The value of the first field `field` names, or nil.
    package subscript(_ field: KnownField) -> String? {
        guard let known, known.usable else { return self[field.name] }
        return known.first(field).map { pairs[$0].1 }
    }

    /// True when a field `field` names is here.
    package func contains(_ field: KnownField) -> Bool {
        guard let known, known.usable else { return contains(field.name) }
        return known.first(field) != nil
    }

    /// The values of every field `field` names, in order.
    package func values(_ field: KnownField) -> [String] {
        guard let known, known.usable, !known.isRepeated(field) else { return values(field.name) }
        return known.first(field).map { [pairs[$0].1] } ?? []
    }

    /// The list elements of every field `field` names, as `tokens(_:)` gives them.
    package func tokens(_ field: KnownField) -> [String] {
        guard let known, known.usable, !known.isRepeated(field) else { return tokens(field.name) }
        guard let index = known.first(field) else { return [] }
        return Self.tokens(of: pairs[index].1)
    }
}
