import LayoutEngine
import Support
import XML

/// `layoutd lint --fix`: Xcode's Update Frames for the views lint calls misplaced. Only
/// their `<rect key="frame">` values change, and their `misplaced="YES"` goes; every other
/// byte of the file stays as it is.
public enum FrameFix {
    /// `bytes` with the saved frame of every misplaced view of `report` (the file's own
    /// device) replaced by the frame its constraints give, and how many frames changed.
    public static func apply(_ report: LintReport, to bytes: [UInt8]) -> (bytes: [UInt8], frames: Int) {
        var fixes: [String: Rect] = [:]
        for scene in report.scenes {
            for f in scene.layouts.first?.findings ?? [] where f.kind == "misplaced" {
                if let fixed = f.fixed { fixes[f.subject] = fixed }
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
            guard let id = e["id"], let rect = fixes[id], let rectElement = e.child("rect", key: "frame"),
                  let start = offset(rectElement), let end = tagEnd(bytes, from: start) else { return }
            var tag = Array(bytes[start..<end])
            for (name, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
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

    /// Numbers as Xcode writes a frame's: `0.0` for zero, `16` for a whole number, the
    /// shortest decimal otherwise.
    static func xcodeNumber(_ v: Double) -> String {
        v == 0 ? "0.0" : NumberFormat.decimal(v)
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
