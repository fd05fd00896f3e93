import Support

/// Appends JSON to a byte buffer with commas placed automatically. Strings are escaped
/// as RFC 8785 requires (`"`, `\`, and control characters; everything else as UTF-8),
/// so the same writer serves answers, problems and the canonical form.
package struct JSONWriter: Sendable {
    /// The JSON written so far.
    package var bytes: [UInt8]
    /// A value was just completed at the current level, so the next one needs a comma.
    @usableFromInline
    var needsComma = false

    /// An empty writer whose buffer first holds `capacity` bytes.
    @inlinable
    package init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object (`{`), after a comma when a value came before.
    @inlinable
    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the innermost object (`}`).
    @inlinable
    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array (`[`), after a comma when a value came before.
    @inlinable
    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes the innermost array (`]`).
    @inlinable
    package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A member name; the next call writes its value.
    @inlinable
    package mutating func key(_ name: String) {
        separate()
        appendEscaped(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A member name fixed in the source ("x", "width"): copied as it is, without the
    /// escaping scan, so it must need none (no `"`, backslash or control characters).
    @inlinable
    package mutating func key(literal name: StaticString) {
        separate()
        appendQuoted(literal: name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A member name given as already-decoded UTF-8.
    @inlinable
    package mutating func key(utf8 name: UnsafeBufferPointer<UInt8>) {
        separate()
        appendEscaped(utf8: name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A string value, escaped (`JSONString`).
    @inlinable
    package mutating func string(_ value: String) {
        separate()
        appendEscaped(value)
        needsComma = true
    }

    /// A string value fixed in the source ("ambiguous"): copied as it is between quotes,
    /// without the escaping scan, so it must need none (as `key(literal:)`).
    @inlinable
    package mutating func string(literal value: StaticString) {
        separate()
        appendQuoted(literal: value)
        needsComma = true
    }

    /// Text fixed in the source, between quotes as it is (it needs no escape).
    @usableFromInline
    mutating func appendQuoted(literal text: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string value given as UTF-8 bytes, escaped (`JSONString`).
    @inlinable
    package mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
        separate()
        appendEscaped(utf8: value)
        needsComma = true
    }

    /// A layout number (docs/requests.md#rounding: 6 decimals, no exponent).
    @inlinable
    package mutating func decimal(_ value: Double) {
        separate()
        NumberFormat.appendDecimal(value, to: &bytes)
        needsComma = true
    }

    /// A canonical (RFC 8785) number.
    @inlinable
    package mutating func es6(_ value: Double) {
        separate()
        NumberFormat.appendES6(value, to: &bytes)
        needsComma = true
    }

    /// An integer value, in decimal digits.
    @inlinable
    package mutating func integer(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        NumberFormat.appendInteger(UInt64(value.magnitude), to: &bytes)
        needsComma = true
    }

    /// `true` or `false`.
    package mutating func bool(_ value: Bool) {
        separate()
        if value {
            bytes.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
        } else {
            bytes.append(contentsOf: [UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e")])
        }
        needsComma = true
    }

    /// A value that is already JSON (a document written elsewhere, say), copied as it is:
    /// the caller vouches that `json` is one complete, valid JSON value.
    @inlinable
    package mutating func json(raw json: UnsafeBufferPointer<UInt8>) {
        separate()
        bytes.append(contentsOf: json)
        needsComma = true
    }

    /// `json(raw:)` for bytes in an array.
    @inlinable
    package mutating func json(raw json: [UInt8]) {
        json.withUnsafeBufferPointer { self.json(raw: $0) }
    }

    /// A member whose value is an object of four numbers spelled as `decimal` spells them,
    /// `"name":{"a":…,"b":…,"c":…,"d":…}`: an answer's frame. The same bytes as `key`,
    /// `beginObject`, four `key(literal:)` and `decimal` pairs and `endObject`, written in
    /// one go into memory sized beforehand when the name needs no escaping and every number
    /// is below 10¹²: one append instead of twenty, each with its own capacity and
    /// uniqueness checks (those were most of writing an answer).
    package mutating func member(
        _ name: String, decimals a: (StaticString, Double), _ b: (StaticString, Double),
        _ c: (StaticString, Double), _ d: (StaticString, Double)
    ) {
        func fits(_ m: (StaticString, Double)) -> Bool { m.1.magnitude < 1e12 && m.0.utf8CodeUnitCount <= 16 }
        var name = name
        let written = name.withUTF8 { utf8 -> Bool in
            guard utf8.count <= JSONWriter.plainNameLimit, JSONString.isPlain(utf8),
                  fits(a), fits(b), fits(c), fits(d) else { return false }
            // Comma, name (2 quotes), ":{", four members ('"', name, '":', 21 digits, ','), "}".
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONWriter.plainNameLimit + 8 + 4 * 42) { buffer in
                guard let base = buffer.baseAddress else { return }
                var out = ByteCursor(base)
                func put(_ m: (StaticString, Double)) {
                    out.put(UInt8(ascii: "\""))
                    out.put(m.0)
                    out.put("\":")
                    out.count += NumberFormat.writeSmallDecimal(m.1, at: out.base + out.count)
                }
                if needsComma { out.put(UInt8(ascii: ",")) }
                out.put(UInt8(ascii: "\""))
                out.put(utf8)
                out.put("\":{")
                put(a)
                out.put(UInt8(ascii: ","))
                put(b)
                out.put(UInt8(ascii: ","))
                put(c)
                out.put(UInt8(ascii: ","))
                put(d)
                out.put(UInt8(ascii: "}"))
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: out.count))
            }
            return true
        }
        if !written {
            key(name)
            beginObject()
            for (member, value) in [a, b, c, d] {
                key(literal: member)
                decimal(value)
            }
            endObject()
        }
        needsComma = true
    }

    /// Longest member name `member(_:decimals:_:_:_:)` writes in one go.
    static let plainNameLimit = 256

    /// `null`.
    @inlinable
    package mutating func null() {
        separate()
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
        needsComma = true
    }

    @inlinable @inline(__always)
    mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    @inlinable
    mutating func appendEscaped(_ s: String) {
        JSONString.appendQuoted(s, to: &bytes)
    }

    @inlinable
    mutating func appendEscaped(utf8 s: UnsafeBufferPointer<UInt8>) {
        JSONString.appendQuoted(utf8: s, to: &bytes)
    }
}
