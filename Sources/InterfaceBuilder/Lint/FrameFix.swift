import LayoutEngine
import Support
import XML

/// `layoutd lint --fix`: Xcode's Update Frames for the views lint calls misplaced. Only
/// their `<rect key="frame">` values change, and their `misplaced="YES"` goes; every other
/// byte of the file stays as it is.
package enum FrameFix {
    /// `bytes` with the saved frame of every misplaced view of `report` (the file's own
    /// device) replaced by the frame its constraints give, and how many frames changed.
    package static func apply(_ report: LintReport, to bytes: [UInt8]) -> (bytes: [UInt8], frames: Int) {
        // By the view element's place in the file: a document id is the file's id made
        // valid (`92l-…` is `_92l-…`) or numbered when repeated, a place is the element's own.
        struct Place: Hashable { var line: Int; var column: Int }
        var fixes: [Place: Rect] = [:]
        for scene in report.scenes {
            guard let own = scene.layouts.first else { continue }
            // On the device's pixel grid, as Xcode saves frames: 219, not 219.00000000000003.
            let scale = Double(max(1, own.screen.device.scale))
            func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
            for f in own.findings {
                if let r = f.misplacedFrame?.fixed {
                    fixes[Place(line: f.line, column: f.column)] = Rect(x: snap(r.x), y: snap(r.y), width: snap(r.width), height: snap(r.height))
                }
            }
        }
        guard !fixes.isEmpty, let root = try? XMLParser.parse(bytes, skipping: Importer.unread) else { return (bytes, 0) }
        let lineStarts = lineStartOffsets(bytes)
        func offset(_ e: XMLElement) -> Int? {
            guard e.line >= 1, e.line <= lineStarts.count else { return nil }
            let o = lineStarts[e.line - 1] + e.column - 1
            return o < bytes.count && bytes[o] == UInt8(ascii: "<") ? o : nil
        }
        // Edits as (start, end, replacement), applied from the end so offsets stay valid.
        var edits: [(Int, Int, [UInt8])] = []
        var frames = 0
        FileChecks.walk(root) { e in
            guard let rect = fixes[Place(line: e.line, column: e.column)], let rectElement = e.child("rect", key: "frame"),
                  let start = offset(rectElement), let end = tagEnd(bytes, from: start) else { return }
            var tag = Array(bytes[start..<end])
            for (name, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
                // A value the fix leaves where it was keeps its bytes (Xcode's 17 digits).
                if let old = rectElement[name].flatMap(Double.init), abs(old - value) < unchanged { continue }
                tag = replacing(attribute: name, with: xcodeNumber(value), in: tag)
            }
            edits.append((start, end, tag))
            frames += 1
            if e["misplaced"] == "YES", let viewStart = offset(e), let viewEnd = tagEnd(bytes, from: viewStart) {
                edits.append((viewStart, viewEnd, removing(attribute: "misplaced", from: Array(bytes[viewStart..<viewEnd]))))
            }
        }
        var out = bytes
        for (start, end, replacement) in edits.sorted(by: { $0.0 > $1.0 }) {
            out.replaceSubrange(start..<end, with: replacement)
        }
        return (out, frames)
    }

    /// Less than a thousandth of a point: the same place, written with other digits.
    static let unchanged = 0.001

    /// Numbers as Xcode writes a frame's: `0.0` for zero, `16` for a whole number, and
    /// otherwise every digit a double needs to read back as itself (`162.66666666666666`).
    static func xcodeNumber(_ v: Double) -> String {
        if v == 0 { return "0.0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return v.description
    }

    static func lineStartOffsets(_ bytes: [UInt8]) -> [Int] {
        var out = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { out.append(i + 1) }
        return out
    }

    /// The offset just past the `>` closing the tag that starts at `start`, outside quotes.
    static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: ">") {
                return i + 1
            }
            i += 1
        }
        return nil
    }

    /// Where `name="…"`'s value lies in `tag`: the range of the bytes between the quotes.
    static func valueRange(of name: String, in tag: [UInt8]) -> Range<Int>? {
        let pattern = Array((" " + name + "=\"").utf8)
        guard tag.count > pattern.count else { return nil }
        for i in 0...(tag.count - pattern.count) where tag[i..<(i + pattern.count)].elementsEqual(pattern) {
            let from = i + pattern.count
            guard let close = tag[from...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return from..<close
        }
        return nil
    }

    static func replacing(attribute name: String, with value: String, in tag: [UInt8]) -> [UInt8] {
        guard let range = valueRange(of: name, in: tag) else { return tag }
        var out = tag
        out.replaceSubrange(range, with: Array(value.utf8))
        return out
    }

    static func removing(attribute name: String, from tag: [UInt8]) -> [UInt8] {
        guard let range = valueRange(of: name, in: tag) else { return tag }
        // From the space before the name to the closing quote.
        var out = tag
        out.removeSubrange((range.lowerBound - name.utf8.count - 3)...range.upperBound)
        return out
    }
}
