import Cassowary
import Support

/// Extracts the frames and diagnostics of a solved system, rounded to the scale
/// (docs/requests.md#rounding and docs/requests.md#the-answer).
struct FrameExtractor {
    let items: ItemTable
    /// The solver's values of `variables`, read when the extractor is made: the solver
    /// itself is not kept (a copy of its struct retained and released each of its arrays,
    /// about 1,400 instructions a layout, cold or resized).
    private var values: [Double]
    let scale: Int?
    /// `items.frameVariables()` and `items.ids()`, which a build makes once for all its
    /// layouts (`SolvedBuild`).
    let variables: [Variable]
    let ids: [String]
    /// The answered frames' ids in one run, when the build keeps them (`FrameIDs`).
    let frameIDs: FrameIDs?

    /// The values `solver` holds for `variables` (four per item: x, y, width, height), and
    /// what makes them frames.
    init(items: ItemTable, solver: borrowing Solver, scale: Int?, variables: [Variable], ids: [String], frameIDs: FrameIDs? = nil) {
        self.items = items
        var values: [Double] = []
        solver.values(of: variables, into: &values)
        self.values = values
        self.scale = scale
        self.variables = variables
        self.ids = ids
        self.frameIDs = frameIDs
    }

    /// The layout of `solver` as it stands (the one this extractor was made from), its
    /// ambiguity analysed here (for tests).
    /// - Throws: `Problem` `.invalidValue` when an answered frame is not finite (see
    ///   `refuseNonFinite`).
    consuming func extract(size: Size, unsatisfiable: [Diagnostic], solver: borrowing Solver) throws(Problem) -> Layout {
        let attributes = AnsweredAttributes(items)
        let ambiguous = solver.ambiguity(of: attributes.variables, relativeTo: attributes.references)
        return try extract(size: size, unsatisfiable: unsatisfiable,
                           ambiguities: FrameExtractor.ambiguities(attributes, ambiguous, items: items))
    }

    /// The frames `solver` holds and the diagnostics, with `ambiguities` the diagnostics of
    /// the attributes that can move across the optimal face (`ambiguities(_:_:items:)`):
    /// `LayoutSystem` analyses the system as the document leaves it and reads the frames off
    /// a solver settled at its `CanonicalPoint`.
    /// (Consuming: the values are made into edges in place, in the extractor's own array.)
    consuming func extract(size: Size, unsatisfiable: [Diagnostic], ambiguities: [Diagnostic]) throws(Problem) -> Layout {
        // Items are read through a buffer: `items[i]` copies a whole `Item` (its id retained
        // and released) per read, and a resize's answer reads each item several times. The
        // values are read in one call (a call into the solver per value cost as much as the
        // rest of the solver's work in a resize), four per item, and made into the item's
        // edges in place: x, y, width, height become minX, maxX, minY, maxY.
        var edges = values
        values = []  // the extractor's own reference let go, so `edges` changes in place
        let (frames, rects) = items.items.withUnsafeBufferPointer { items in
            edges.withUnsafeMutableBufferPointer { e in
                for i in 0..<items.count {
                    // Frames are alignment rectangles outset by the alignment insets.
                    let a = items[i].alignmentInsets
                    let x = e[4 * i], y = e[4 * i + 1], width = e[4 * i + 2], height = e[4 * i + 3]
                    e[4 * i] = round(x - a.left)
                    e[4 * i + 1] = round(x + width + a.right)
                    e[4 * i + 2] = round(y - a.top)
                    e[4 * i + 3] = round(y + height + a.bottom)
                }
            }
            // Both arrays filled in place through their buffers: appending, with a capacity
            // and uniqueness check per element, was a large part of extracting a 106-frame
            // layout (issue 49). A frame is its edges less its parent's near edges (the
            // root's parent: none, 0).
            let count = items.count
            let rects = edges.withUnsafeBufferPointer { e in
                [Rect](unsafeUninitializedCapacity: count) { out, initialized in
                    for i in 0..<count {
                        let parent = items[i].parent
                        let originX = parent >= 0 ? e[4 * parent] : 0, originY = parent >= 0 ? e[4 * parent + 2] : 0
                        let minX = e[4 * i], maxX = e[4 * i + 1], minY = e[4 * i + 2], maxY = e[4 * i + 3]
                        (out.baseAddress! + i).initialize(to: Rect(x: minX - originX, y: minY - originY,
                                                                   width: maxX - minX, height: maxY - minY))
                    }
                    initialized = count
                }
            }
            let frames = ids.withUnsafeBufferPointer { ids in
                rects.withUnsafeBufferPointer { rects in
                    [Frame](unsafeUninitializedCapacity: count) { out, initialized in
                        var k = 0
                        for i in 0..<count where items[i].kind != .generatedGuide {
                            (out.baseAddress! + k).initialize(to: Frame(id: ids[i], rect: rects[i]))
                            k += 1
                        }
                        initialized = k
                    }
                }
            }
            return (frames, rects)
        }
        try refuseNonFinite(rects, size: size)
        var diagnostics = unsatisfiable
        diagnostics.append(contentsOf: ambiguities)
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
        return Layout(size: size, frames: frames, diagnostics: diagnostics, frameIDs: frameIDs)
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

    /// The ambiguity diagnostics of `attributes`, `ambiguous` saying which are: one per item
    /// with some, in `attributes.owners` order.
    static func ambiguities(_ attributes: AnsweredAttributes, _ ambiguous: [Bool], items: ItemTable) -> [Diagnostic] {
        guard ambiguous.count == attributes.variables.count else { return [] }
        var out: [Diagnostic] = []
        // Read in fours, each attribute named only when it is ambiguous: `allCases` made an
        // array for every view at every size (a twentieth of a resize of a 106-view screen).
        for (k, i) in attributes.owners.enumerated() {
            let base = 4 * k
            guard ambiguous[base] || ambiguous[base + 1] || ambiguous[base + 2] || ambiguous[base + 3] else { continue }
            var answered: [FrameAttribute] = []
            if ambiguous[base] { answered.append(.x) }
            if ambiguous[base + 1] { answered.append(.y) }
            if ambiguous[base + 2] { answered.append(.width) }
            if ambiguous[base + 3] { answered.append(.height) }
            out.append(Diagnostics.ambiguous(items[i].id, answered))
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
