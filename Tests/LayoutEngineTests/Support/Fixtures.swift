import Cassowary
import Foundation
import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

// Builders and readers the engine's tests share.

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
        case .truncated(let item, let missing, _): return "truncated \(item) \(missing.width)x\(missing.height)"
        case .fontSubstituted(let item, let font, _): return "fontSubstituted \(item) \(font)"
        case .textUnsettled(let items, _): return "textUnsettled \(items.joined(separator: ","))"
        }
    }
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
                                index: i)
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
