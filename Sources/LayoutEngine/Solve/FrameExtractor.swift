import Cassowary
import Support

/// Extracts the frames and diagnostics of a solved system, rounded to the scale
/// (docs/requests.md#rounding and docs/requests.md#the-answer).
struct FrameExtractor {
    let items: ItemTable
    let solver: Solver
    let scale: Int?

    /// Root-space edges of one item after scale rounding.
    struct Edges {
        var minX, maxX, minY, maxY: Double
    }

    /// - Throws: `Problem` `.invalidValue` when an answered frame is not finite (see
    ///   `refuseNonFinite`).
    func extract(size: Size, unsatisfiable: [Diagnostic]) throws(Problem) -> Layout {
        var memo = AmbiguityMemo()
        return try extract(size: size, unsatisfiable: unsatisfiable, ambiguityMemo: &memo)
    }

    /// `extract(size:unsatisfiable:)` with the solver's `AmbiguityMemo`, so a layout whose
    /// resize moved only constants reuses the last ambiguity analysis.
    func extract(size: Size, unsatisfiable: [Diagnostic], ambiguityMemo: inout AmbiguityMemo) throws(Problem) -> Layout {
        // Items are read through a buffer: `items[i]` copies a whole `Item` (its id retained
        // and released) per read, and a resize's answer reads each item several times.
        let (frames, rects) = items.items.withUnsafeBufferPointer { items in
            var edges: [Edges] = []
            edges.reserveCapacity(items.count)
            for i in 0..<items.count {
                // Frames are alignment rectangles outset by the alignment insets.
                let a = items[i].alignmentInsets
                let x = solver.value(of: items[i].x)
                let y = solver.value(of: items[i].y)
                edges.append(Edges(minX: round(x - a.left), maxX: round(x + solver.value(of: items[i].width) + a.right),
                                   minY: round(y - a.top), maxY: round(y + solver.value(of: items[i].height) + a.bottom)))
            }
            var frames: [Frame] = []
            frames.reserveCapacity(items.count)
            var rects: [Rect] = []
            rects.reserveCapacity(items.count)
            for i in 0..<items.count {
                let e = edges[i]
                let parent = items[i].parent
                let origin = parent >= 0 ? edges[parent] : Edges(minX: 0, maxX: 0, minY: 0, maxY: 0)
                let rect = Rect(x: e.minX - origin.minX, y: e.minY - origin.minY, width: e.maxX - e.minX, height: e.maxY - e.minY)
                rects.append(rect)
                if items[i].kind != .generatedGuide {
                    frames.append(Frame(id: items[i].id, rect: rect))
                }
            }
            return (frames, rects)
        }
        try refuseNonFinite(rects, size: size)
        var diagnostics = unsatisfiable
        diagnostics.append(contentsOf: ambiguities(&ambiguityMemo))
        items.items.withUnsafeBufferPointer { items in
            for i in 0..<items.count where items[i].kind == .view && items[i].parent >= 0 && !items[i].effectivelyHidden {
                let r = rects[i]
                let bounds = rects[items[i].parent]
                let minX = min(r.x, r.x + r.width), maxX = max(r.x, r.x + r.width)
                let minY = min(r.y, r.y + r.height), maxY = max(r.y, r.y + r.height)
                let tolerance = 1e-6
                if minX < -tolerance || minY < -tolerance || maxX > bounds.width + tolerance || maxY > bounds.height + tolerance {
                    diagnostics.append(Diagnostics.outsideSuperview(items[i].id, superview: items[items[i].parent].id))
                }
            }
            for i in 0..<items.count where items[i].kind != .generatedGuide {
                guard rects[i].width < -1e-6 || rects[i].height < -1e-6 else { continue }
                var attributes: [FrameAttribute] = []
                if rects[i].width < -1e-6 { attributes.append(.width) }
                if rects[i].height < -1e-6 { attributes.append(.height) }
                diagnostics.append(Diagnostics.negativeSize(items[i].id, attributes, rects[i]))
            }
        }
        return Layout(size: size, frames: frames, diagnostics: diagnostics)
    }

    /// docs/requests.md#errors answer finite numbers only. Every document number is
    /// within `Limits.maxMagnitude`, but multipliers compound along a chain
    /// (`b.width == a.width * 1e9`, `c.width == b.width * 1e9`, …) until a value passes the
    /// range of a double; printed, it would be `null`, and a hit test would find the
    /// overflowing view everywhere. Frames are differences of the root-space edges, so a
    /// finite frame also means finite edges. Hit tests, diagnostics and the picture all
    /// derive from these frames.
    private func refuseNonFinite(_ rects: [Rect], size: Size) throws(Problem) {
        for i in 0..<rects.count {
            let r = rects[i]
            // One sum tests all four (inf or nan in any makes it so) without an allocation.
            guard !(r.x + r.y + r.width + r.height).isFinite, items[i].appearsInFrames else { continue }
            let values: [(String, Double)] = [("x", r.x), ("y", r.y), ("width", r.width), ("height", r.height)]
            guard let bad = values.first(where: { !$0.1.isFinite }) else { continue }
            let at = NumberFormat.decimal(size.width) + "x" + NumberFormat.decimal(size.height)
            throw Problem(
                .invalidValue,
                "at root size \(at), the \(bad.0) of '\(items[i].id)' is beyond the range of a double (over 1.8e308), so "
                    + "the layout cannot be answered. Multipliers compound along a chain of constraints "
                    + "(b.width == a.width * 1000, c.width == b.width * 1000, …); keep their product far smaller.")
        }
    }

    private func ambiguities(_ memo: inout AmbiguityMemo) -> [Diagnostic] {
        var variables: [Variable] = []
        var references: [Variable?] = []
        var owners: [Int] = []
        variables.reserveCapacity(4 * items.count)
        references.reserveCapacity(4 * items.count)
        owners.reserveCapacity(items.count)
        // The root is fixed by the givens; every other answered item is asked about, its
        // position as its frame gives it: relative to its superview (a guide's, its owner).
        // A view that moves only with its superview is not ambiguous itself (UIKit's
        // hasAmbiguousLayout, per view).
        items.items.withUnsafeBufferPointer { items in
            for i in 1..<max(1, items.count) where items[i].kind != .generatedGuide {
                let parent = items[i].parent
                variables.append(items[i].x)
                variables.append(items[i].y)
                variables.append(items[i].width)
                variables.append(items[i].height)
                references.append(parent > 0 ? items[parent].x : nil)
                references.append(parent > 0 ? items[parent].y : nil)
                references.append(nil)
                references.append(nil)
                owners.append(i)
            }
        }
        guard !variables.isEmpty else { return [] }
        let ambiguous = solver.ambiguity(of: variables, relativeTo: references, memo: &memo)
        guard ambiguous.count == variables.count else { return [] }
        var out: [Diagnostic] = []
        for (k, i) in owners.enumerated() {
            var attributes: [FrameAttribute] = []
            for (j, attribute) in FrameAttribute.allCases.enumerated() where ambiguous[4 * k + j] {
                attributes.append(attribute)
            }
            if !attributes.isEmpty {
                out.append(Diagnostics.ambiguous(items[i].id, attributes))
            }
        }
        return out
    }

    /// docs/requests.md#rounding: floor(v·s + 0.5)/s with scale s, else the value itself.
    private func round(_ v: Double) -> Double {
        guard let scale, scale > 0 else { return v }
        let s = Double(scale)
        return (v * s + 0.5).rounded(.down) / s
    }
}
