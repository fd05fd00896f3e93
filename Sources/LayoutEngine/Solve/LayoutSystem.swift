import Cassowary
import Typesetting

/// A document built once into a solver, laid out at any number of root sizes.
///
/// The root size is four required givens (x == 0, y == 0, width == W, height == H) added
/// first; a resize moves their constants in place (`setConstant`) and re-solves with the
/// dual simplex. docs/requests.md#resizes-equal-cold-solves wants every layout to equal a cold solve at that size, so
/// when some required constraint was refused (the refused set can depend on the size) or a
/// resize makes the required system infeasible, the system is rebuilt cold for that size.
/// A cold build feeds the solver the document's constraints before the stacks' (see
/// `BuiltSystem.pinsFirstOrder`) and falls back to contract order at the first refusal.
/// Where some attribute is ambiguous, the frames are read off a copy of the solver settled
/// at the `CanonicalPoint`, which does not depend on the sizes solved before.
package struct LayoutSystem: Sendable {
    /// The document the system was built from.
    package let document: Document
    /// The limits it was checked against.
    package var limits: Limits { builder.limits }
    /// When solving stops (Problem `.solveTimeout`). A cached system serving a new request
    /// gets that request's deadline here.
    package var deadline: Deadline {
        get { builder.deadline }
        set {
            // The build's solver was given the builder's deadline when it was made or last
            // set here: the same one again (a cold system's first layout) would only make
            // another interrupt closure, a heap block.
            guard newValue != builder.deadline else { return }
            builder.deadline = newValue
            build?.setDeadline(newValue)
        }
    }
    /// The build the last layout was read from; nil when it cannot be trusted (a solve
    /// interrupted mid-change, a frame past the range of a double), so the next layout
    /// starts cold. Replaced whole, never patched.
    private var build: SolvedBuild?
    /// How the system builds cold, and how many times it has.
    private var builder: ColdBuilder
    /// The views whose text sizes them; nil when none has text.
    private let text: TextSizing?
    /// The passes of wrapping labels; nil when none wraps.
    private var passes: TextPasses?
    /// The root size of the last layout (the first size until then).
    package private(set) var size: Size
    /// The document's views and guides (`Document.itemCount`), counted once by the build.
    package let itemCount: Int
    /// How many times the system was built from scratch (for tests and metrics).
    package var coldBuilds: Int { builder.builds }

    /// Builds the system and solves it at the document's first root size.
    /// - Throws: `Problem` `.missingSize` without a root size, `.tooManyConstraints`, a constraint
    /// that does not parse or names an unknown item, or `.solveTimeout` past `deadline`.
    /// - Parameter measurer: measures the text of labels, buttons and fields; nil: the
    ///   standard `Typesetter` (Inter standing in for San Francisco), loaded on first use.
    /// - Throws: also `.invalidValue` when the document has text and no measurer can be loaded.
    package init(document: Document, limits: Limits = .default, deadline: Deadline = .never,
                measurer: (any TextMeasuring)? = nil) throws(Problem) {
        try self.init(document: document, limits: limits, deadline: deadline, order: .pinsFirst, measurer: measurer)
    }

    init(document: Document, limits: Limits, deadline: Deadline, order: SolvedBuild.Order,
         measurer: (any TextMeasuring)? = nil) throws(Problem) {
        guard let size = document.layoutSizes.first else {
            throw Problem(.missingSize, "give the root's size in `sizes` or as the root's `frame`", at: .sizes)
        }
        self.size = size
        self.builder = ColdBuilder(limits: limits, order: order, deadline: deadline)
        let text = try TextSizing.make(document, measurer: measurer)
        self.text = text
        self.passes = text.flatMap { $0.wrapping.isEmpty ? nil : TextPasses(text: $0) }
        let first = try Self.cold(document, text: text, passes: &passes, at: size, builder: &builder)
        self.itemCount = first.items.documentItemCount
        self.build = first
        // Last, so the document is moved in rather than copied (its last use).
        self.document = document
    }

    /// Lays the document out with the root at `size`.
    /// - Throws: `Problem` `.solveTimeout` past the deadline, `.invalidValue` when a frame
    ///   is beyond the range of a double.
    package mutating func layout(for size: Size) throws(Problem) -> Layout {
        if deadline.hasPassed { throw LayoutSystem.timeout }
        if size != self.size || build == nil {
            try move(to: size)
        }
        // Read in place (a copy of the build would retain every array of its solver).
        // A frame past the range of a double throws here, and the build is not kept: such
        // values poison the tableau (inf − inf is nan), and a later resize from it would
        // answer nonsense even at a size that fits.
        do throws(Problem) {
            guard var layout = try build?.layout(at: size, scale: document.scale) else {
                preconditionFailure("a move leaves a build or throws")
            }
            if let text { report(text, in: &layout) }
            return layout
        } catch {
            build = nil
            throw error
        }
    }

    /// Every layout of the document: one per `sizes` entry, or the root frame's size.
    /// - Throws: what `init` and `layout(for:)` throw, for the first size that fails.
    package static func solve(_ document: Document, limits: Limits = .default,
                             deadline: Deadline = .never, measurer: (any TextMeasuring)? = nil) throws(Problem) -> [Layout] {
        var system = try LayoutSystem(document: document, limits: limits, deadline: deadline, measurer: measurer)
        var layouts: [Layout] = []
        for size in document.layoutSizes {
            layouts.append(try system.layout(for: size))
        }
        return layouts
    }

    static let timeout = Problem(.solveTimeout, "the layout took longer than the solve deadline allows")

    /// The build moved to `size`: in place when it can answer there as a cold build would,
    /// else built cold. docs/requests.md#resizes-equal-cold-solves: a build with a refused
    /// required constraint is never moved, as the refused set can depend on the size. Moved
    /// in place, never copied (a copy of a solver's tableau is what a resize avoids); a move
    /// that throws leaves no build to trust.
    private mutating func move(to size: Size) throws(Problem) {
        self.size = size
        do throws(Problem) {
            // Taken out while it moves: its warm unbroken system holds a solver of its own.
            if var passes = passes.take() {
                defer { self.passes = passes }
                build = try passes.move(&build, document, to: size, builder: &builder)
                return
            }
            if build?.refused.isEmpty == true, try build?.resize(to: size) == true { return }
            build = nil
            build = try Self.cold(document, text: text, passes: &passes, at: size, builder: &builder)
        } catch {
            build = nil
            throw error
        }
    }

    /// A cold layout at `size`: the document with its text measured, built from scratch,
    /// through the text passes when a label wraps.
    private static func cold(_ document: Document, text: TextSizing?, passes: inout TextPasses?, at size: Size,
                             builder: inout ColdBuilder) throws(Problem) -> SolvedBuild {
        guard var wrapping = passes.take() else {
            // Not `text?.sized(…) ?? document`, whose fallback is a copy of the document (a
            // retain and a release of each of its arrays and strings).
            if let text { return try builder.build(text.sized(document, widths: []), at: size) }
            return try builder.build(document, at: size)
        }
        defer { passes = wrapping }
        return try wrapping.cold(document, at: size, builder: &builder)
    }

    /// Each wrapping label's solved width in the last layout (the first pass of a system
    /// whose labels wrap).
    func solvedWidths(of text: TextSizing) -> [Double?] {
        build?.solvedWidths(of: text) ?? []
    }

    /// How far the ambiguous attributes of the view or guide `id` can move across the
    /// optimal solutions of the last layout, the widest of them (`AmbiguityExtent.swift`);
    /// nil when none of its attributes is ambiguous, or before a layout.
    /// - Throws: `.solveTimeout` past the deadline.
    package func ambiguityExtent(of id: String) throws(Problem) -> Double? {
        do throws(SolverError) {
            return try build?.ambiguityExtent(of: id)
        } catch .interrupted {
            throw LayoutSystem.timeout
        } catch {
            return nil
        }
    }

    /// How far view `id`'s safe area and margins are inset from its bounds at the last
    /// layout (docs/requests.md#safe-areas-and-margins-of-any-view): what its `safeArea`
    /// and `margins` guides measure; nil for an id that is not a view of the document.
    package func effectiveInsets(of id: String) -> (safeArea: Insets, margins: Insets)? {
        guard let build, let i = build.items.index[id], i < build.items.documentItemCount, build.items[i].kind == .view,
              let effective = ViewInsets.solved([i], items: build.items, value: { build.answered.value(of: $0) })[i] else { return nil }
        return (effective.safeArea, effective.margins)
    }

    /// The answer's `texts` and the text diagnostics of the layout just extracted.
    private func report(_ text: TextSizing, in layout: inout Layout) {
        var byId: [String: Rect] = [:]
        byId.reserveCapacity(text.entries.count)
        for frame in layout.frames where text.ids.contains(frame.id) { byId[frame.id] = frame.rect }
        let (texts, diagnostics) = text.report { byId[$0] }
        layout.texts = texts
        layout.diagnostics += diagnostics
        if let passes, !passes.settled {
            layout.diagnostics.append(Diagnostics.textUnsettled(
                text.wrapping.map { text.entries[$0].id }, passes: TextPasses.maxPasses))
        }
    }

    static func interrupt(_ deadline: Deadline) -> Interrupt? {
        deadline == .never ? nil : Interrupt { deadline.hasPassed }
    }
}

extension Optional {
    /// The value, leaving nil in its place.
    mutating func take() -> Wrapped? {
        defer { self = nil }
        return self
    }
}
