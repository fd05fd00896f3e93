import Foundation
import Testing
@testable import LayoutEngine

/// Reads examples/<name> through the real document reader.
func exampleDocument(_ name: String) throws -> Document {
    let here = URL(fileURLWithPath: #filePath)
    let url = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples").appendingPathComponent(name)
    let bytes = try [UInt8](Data(contentsOf: url))
    return try DocumentReader.read(bytes).document
}

func frameTable(_ layout: Layout) -> [String: Rect] {
    var out: [String: Rect] = [:]
    for f in layout.frames { out[f.id] = f.rect }
    return out
}

/// Compares the given parts of a frame within 1e-6 (answers are rounded to 6 decimals).
func expectFrame(_ layout: Layout, _ id: String, x: Double? = nil, y: Double? = nil, width: Double? = nil,
                 height: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let r = frameTable(layout)[id] else {
        Issue.record("no frame for \(id)", sourceLocation: sourceLocation)
        return
    }
    for (name, want, got) in [("x", x, r.x), ("y", y, r.y), ("width", width, r.width), ("height", height, r.height)] {
        if let want {
            #expect(abs(got - want) <= 1e-6, "\(id).\(name) is \(got), expected \(want)", sourceLocation: sourceLocation)
        }
    }
}

func diagnosticSummary(_ layout: Layout) -> [String] {
    layout.diagnostics.map { d in
        switch d {
        case .unsatisfiable(let c, let others, _): return "unsatisfiable \(c) | \(others.joined(separator: ", "))"
        case .ambiguous(let item, let attributes, _): return "ambiguous \(item) \(attributes.map(\.rawValue).joined(separator: ","))"
        case .outsideSuperview(let item, let superview, _): return "outside \(item) \(superview)"
        case .negativeSize(let item, let attributes, _): return "negative \(item) \(attributes.map(\.rawValue).joined(separator: ","))"
        }
    }
}
