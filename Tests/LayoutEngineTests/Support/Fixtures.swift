import Cassowary
import Foundation
import Testing
@testable import LayoutEngine

// Builders and readers the engine's tests share.

/// The repository's examples/ folder (this file is Tests/LayoutEngineTests/Support/Fixtures.swift).
let examplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

/// Solves request JSON the way the service does (reader, then every layout).
func solveJSON(_ json: String) throws(Problem) -> (Document, [Layout]) {
    let document = try DocumentReader.read(Array(json.utf8)).document
    return (document, try LayoutSystem.solve(document))
}

/// The problem reading or solving `json` raises, nil when it solves.
func problemOf(_ json: String) -> Problem? {
    do {
        _ = try solveJSON(json)
        return nil
    } catch {
        return error
    }
}

extension Layout {
    /// The answered frame of `id` (superview space).
    func frame(_ id: String) -> Rect? {
        frames.first { $0.id == id }?.rect
    }
}

/// A `Rect` in short.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Decodes `text` or fails the test with the problem.
func decode(_ text: String, limits: Limits = .default) throws -> Document {
    try DocumentReader.read(Array(text.utf8), limits: limits).document
}

/// The problem reading `text` raises, or nil when it reads fine.
func problem(_ text: String, limits: Limits = .default) -> Problem? {
    do {
        _ = try DocumentReader.read(Array(text.utf8), limits: limits)
        return nil
    } catch {
        return error
    }
}

/// A minimal valid document with `rootMembers` added to the root view and `top` to the
/// document.
func doc(root rootMembers: String = "", top: String = "") -> String {
    let extra = rootMembers.isEmpty ? "" : ", " + rootMembers
    let more = top.isEmpty ? "" : ", " + top
    return #"{"root": {"id": "root""# + extra + #"}, "sizes": [{"width": 100, "height": 50}]"# + more + "}"
}

/// The `Problem` `body` throws; nil when it returns (or throws something else).
func problem(_ body: () throws -> Void) -> Problem? {
    do { try body() } catch let error as Problem { return error } catch { return nil }
    return nil
}

/// Reads examples/<name> through the real document reader.
func exampleDocument(_ name: String) throws -> Document {
    let url = examplesDirectory.appendingPathComponent(name)
    let bytes = try [UInt8](Data(contentsOf: url))
    return try DocumentReader.read(bytes).document
}

/// The answered frames by id.
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

/// Each diagnostic as one short line, without its message, for comparing lists.
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

/// The first place two model values differ, as a path of stored properties ("root.children[2].alpha:
/// 0.5 vs 1.0"), for failure messages; nil when their descriptions agree. Doubles compare
/// with `==` (so -0 and 0 agree, as they do in the model's equality).
func modelDifference(_ a: Any, _ b: Any, at path: String = "") -> String? {
    if let x = a as? Double, let y = b as? Double { return x == y ? nil : "\(path): \(x) vs \(y)" }
    let ma = Mirror(reflecting: a)
    let mb = Mirror(reflecting: b)
    let ca = Array(ma.children)
    let cb = Array(mb.children)
    if ca.isEmpty || ca.count != cb.count || (ma.displayStyle == .enum && ca.first?.label != cb.first?.label) {
        return String(describing: a) == String(describing: b) ? nil : "\(path): \(a) vs \(b)"
    }
    for (i, (x, y)) in zip(ca, cb).enumerated() {
        let step = ma.displayStyle == .collection ? "[\(i)]" : (x.label.map { ($0.hasPrefix(".") ? "" : ".") + $0 } ?? "[\(i)]")
        if let d = modelDifference(x.value, y.value, at: path + step) { return d }
    }
    return nil
}

// MARK: - Stack views

/// An arranged subview: a button with the given intrinsic size (none when both are nil).
func box(_ id: String, _ width: Double?, _ height: Double?, hidden: Bool = false,
         hugging: AxisPriorities = .defaultHugging,
         compression: AxisPriorities = .defaultCompressionResistance, baselines: Baselines? = nil) -> View {
    View(id: id, kind: .button, intrinsicSize: width == nil && height == nil ? nil : IntrinsicSize(width: width, height: height),
         huggingPriority: hugging, compressionResistance: compression, baselines: baselines, hidden: hidden)
}

/// A stack view of `children` with UIStackView's defaults for what is left out.
func stackView(_ id: String, _ children: [View], axis: StackProperties.Axis = .horizontal,
               distribution: StackProperties.Distribution = .fill, alignment: StackProperties.Alignment = .fill,
               spacing: Double = 0, customSpacing: [(id: String, spacing: Double)] = [],
               marginsRelative: Bool = false, margins: LayoutMargins = .default, hidden: Bool = false) -> View {
    View(id: id, kind: .stack, children: children, layoutMargins: margins, hidden: hidden,
         stack: StackProperties(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                                customSpacing: customSpacing, layoutMarginsRelativeArrangement: marginsRelative))
}

/// A document of `children` under the root, with `constraints` as strings at one root size.
func document(_ children: [View], _ constraints: [String], size: Size = Size(width: 375, height: 667),
              direction: LayoutDirection = .leftToRight) -> Document {
    Document(root: View(id: "root", children: children),
             constraints: constraints.enumerated().map { i, t in
                 ConstraintSpec(source: t.hasPrefix("H:") || t.hasPrefix("V:") ? .visualFormat(t) : .expression(t),
                                pointer: "/constraints/\(i)")
             },
             sizes: [size], layoutDirection: direction)
}

/// The layout at the document's first size.
func layOut(_ document: Document) throws -> Layout {
    try #require(try LayoutSystem.solve(document).first)
}

/// The names of the generated (UISV-…) constraints in addition order.
func stackConstraintNames(_ document: Document) throws -> [String] {
    var solver = Solver()
    let system = try SystemBuilder.build(document, limits: .default, solver: &solver)
    return system.constraintNames().filter { $0.hasPrefix("UISV-") }
}
