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
        appendLiteral(name, closing: UInt8(ascii: ":"))
        needsComma = false
    }

    /// Bytes fixed in the source appended as they are, no comma placed and nothing quoted:
    /// a run of punctuation and member names a writer always writes together
    /// (`{"hash":`, `},"frames":{`), one append where a token at a time was one each, with
    /// the array's capacity and uniqueness checks every time (~180 instructions a literal
    /// key; an answer of one size has eleven tokens around its values). The run must be
    /// valid where it goes, commas included; `endsValue` says whether it ends a value (the
    /// next needs a comma) or leaves the writer before one (after `:`, `{` or `[`).
    @inlinable
    package mutating func raw(literal text: StaticString, endsValue: Bool) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        needsComma = endsValue
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
        appendLiteral(value, closing: nil)
        needsComma = true
    }

    /// The comma a value needs, then `text` between quotes, then `closing` (a key's colon),
    /// put together on the stack and appended at once: appended piece by piece, with the
    /// array's capacity and uniqueness checks each time, a literal key cost ~210
    /// instructions, a tenth of an answer's ambiguity diagnostic (issue 49).
    @usableFromInline
    mutating func appendLiteral(_ text: StaticString, closing: UInt8?) {
        let n = text.utf8CodeUnitCount
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: n + 4) { buffer in
            guard let base = buffer.baseAddress else { return }
            var k = 0
            if needsComma {
                base[0] = UInt8(ascii: ",")
                k = 1
            }
            base[k] = UInt8(ascii: "\"")
            (base + k + 1).update(from: text.utf8Start, count: n)
            k += n + 1
            base[k] = UInt8(ascii: "\"")
            k += 1
            if let closing {
                base[k] = closing
                k += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: k))
        }
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
        members(count: 1, decimals: (a.0, b.0, c.0, d.0)) { _ in (name, a.1, b.1, c.1, d.1) }
    }

    /// `count` members as `member(_:decimals:_:_:_:)` writes each, the i-th's name and
    /// numbers from `member(i)`, under the keys `keys`: an answer's frames. They are written
    /// into a stack buffer and appended a few kilobytes at a time: appending each frame on
    /// its own, with the array's capacity and uniqueness checks, was a sixth of writing one
    /// (issue 49). A member whose name needs escaping, or a number from 10¹², is written the
    /// step-by-step way.
    package mutating func members(
        count: Int, decimals keys: (StaticString, StaticString, StaticString, StaticString),
        _ member: (Int) -> (String, Double, Double, Double, Double)
    ) {
        let plainKeys = [keys.0, keys.1, keys.2, keys.3].allSatisfy { $0.utf8CodeUnitCount <= JSONWriter.keyLimit }
        var i = 0
        while i < count {
            // Members written in one go up to `stepwise`, the index of one that is not.
            var stepwise: Int? = nil
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONWriter.chunk) { buffer in
                guard let base = buffer.baseAddress else { return }
                var out = ByteCursor(base)
                while i < count, JSONWriter.chunk - out.count >= JSONWriter.memberRoom {
                    var (name, a, b, c, d) = member(i)
                    let written = plainKeys && name.withUTF8 { utf8 -> Bool in
                        guard utf8.count <= JSONWriter.plainNameLimit, JSONString.isPlain(utf8),
                              a.magnitude < 1e12, b.magnitude < 1e12, c.magnitude < 1e12, d.magnitude < 1e12 else { return false }
                        if needsComma { out.put(UInt8(ascii: ",")) }
                        out.put(UInt8(ascii: "\""))
                        out.put(utf8)
                        out.put("\":{")
                        Self.put(keys.0, a, into: &out)
                        out.put(UInt8(ascii: ","))
                        Self.put(keys.1, b, into: &out)
                        out.put(UInt8(ascii: ","))
                        Self.put(keys.2, c, into: &out)
                        out.put(UInt8(ascii: ","))
                        Self.put(keys.3, d, into: &out)
                        out.put(UInt8(ascii: "}"))
                        return true
                    }
                    guard written else {
                        stepwise = i
                        break
                    }
                    needsComma = true
                    i += 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: out.count))
            }
            guard let j = stepwise else { continue }
            let (name, a, b, c, d) = member(j)
            key(name)
            beginObject()
            for (k, value) in [(keys.0, a), (keys.1, b), (keys.2, c), (keys.3, d)] {
                key(literal: k)
                decimal(value)
            }
            endObject()
            i = j + 1
        }
    }

    /// `count` members `"name":{"x":…,"y":…,"width":…,"height":…}` as `members` writes
    /// them under those keys, the i-th named by the UTF-8 in `names` from `ends[i - 1]` (0
    /// for the first) to `ends[i]`, its numbers from `rect(i)`: an answer's frames when
    /// their ids come in one run (`FrameIDs`). The names are checked for escapes once, all
    /// together, and each copied as it is with the keys' text around the numbers: reading
    /// each name from a `String` and scanning it was over half of writing a frame (issue 49).
    /// Names that need escaping are all written by `members`; a member whose name is longer
    /// than `plainNameLimit` or a number from 10¹² is written the step-by-step way.
    package mutating func rectMembers(
        names: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
        _ rect: (Int) -> (Double, Double, Double, Double)
    ) {
        let count = ends.count
        guard JSONString.isPlain(names), let base = names.baseAddress else {
            members(count: count, decimals: ("x", "y", "width", "height")) { i in
                let start = i == 0 ? 0 : ends[i - 1]
                let (a, b, c, d) = rect(i)
                return (String(decoding: UnsafeBufferPointer(rebasing: names[start..<ends[i]]), as: UTF8.self), a, b, c, d)
            }
            return
        }
        // A table costs a few hundred instructions to empty: not for a handful of frames
        // (a 1-view answer has one).
        guard count >= SpelledNumbers.worthFrom else {
            return rectMembers(names: base, ends: ends, numbers: SpelledNumbers(nil), rect)
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: SpelledNumbers.slots * SpelledNumbers.words) { table in
            rectMembers(names: base, ends: ends, numbers: SpelledNumbers(table.baseAddress), rect)
        }
    }

    /// `rectMembers` on plain names, each number copied from `numbers` when it was
    /// spelled before.
    private mutating func rectMembers(
        names base: UnsafePointer<UInt8>, ends: UnsafeBufferPointer<Int>, numbers: SpelledNumbers,
        _ rect: (Int) -> (Double, Double, Double, Double)
    ) {
        let count = ends.count
        var i = 0
        var start = 0
        while i < count {
            // Members written in one go up to `stepwise`, the index of one that is not.
            var stepwise: Int? = nil
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONWriter.chunk) { buffer in
                guard let chunk = buffer.baseAddress else { return }
                var out = ByteCursor(chunk)
                while i < count, JSONWriter.chunk - out.count >= JSONWriter.memberRoom {
                    let end = ends[i]
                    let (a, b, c, d) = rect(i)
                    guard end - start <= JSONWriter.plainNameLimit,
                          a.magnitude < 1e12, b.magnitude < 1e12, c.magnitude < 1e12, d.magnitude < 1e12 else {
                        stepwise = i
                        break
                    }
                    if needsComma { out.put(UInt8(ascii: ",")) }
                    out.put(UInt8(ascii: "\""))
                    out.put(UnsafeBufferPointer(start: base + start, count: end - start))
                    out.put("\":{\"x\":")
                    numbers.put(a, into: &out)
                    out.put(",\"y\":")
                    numbers.put(b, into: &out)
                    out.put(",\"width\":")
                    numbers.put(c, into: &out)
                    out.put(",\"height\":")
                    numbers.put(d, into: &out)
                    out.put(UInt8(ascii: "}"))
                    needsComma = true
                    start = end
                    i += 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: out.count))
            }
            guard let j = stepwise else { continue }
            let (a, b, c, d) = rect(j)
            key(utf8: UnsafeBufferPointer(start: base + start, count: ends[j] - start))
            beginObject()
            for (k, value) in [("x" as StaticString, a), ("y", b), ("width", c), ("height", d)] {
                key(literal: k)
                decimal(value)
            }
            endObject()
            start = ends[j]
            i = j + 1
        }
    }

    /// `"key":number` at the cursor.
    @inline(__always)
    private static func put(_ key: StaticString, _ value: Double, into out: inout ByteCursor) {
        out.put(UInt8(ascii: "\""))
        out.put(key)
        out.put("\":")
        out.count += NumberFormat.writeSmallDecimal(value, at: out.base + out.count)
    }

    /// The stack buffer `members` fills before appending it.
    static let chunk = 4096
    /// Longest key `members` writes in one go.
    static let keyLimit = 16
    /// The most one member written in one go takes: a comma, its name between quotes,
    /// `":{`, four keys between quotes with a colon, a number and a comma each, and `}`.
    static let memberRoom = plainNameLimit + 8 + 4 * (keyLimit + 4 + NumberFormat.smallDecimalRoom)

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
