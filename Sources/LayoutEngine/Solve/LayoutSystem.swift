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
    package let limits: Limits
    /// When solving stops (Problem `.solveTimeout`). A cached system serving a new request
    /// gets that request's deadline here.
    package var deadline: Deadline {
        didSet { solver.interrupt = LayoutSystem.interrupt(deadline) }
    }
    private var solver = Solver()
    /// The last ambiguity analysis of `solver`, reused by a resize that pivots nothing.
    private var ambiguityMemo = AmbiguityMemo()
    /// What a layout answers and asks the solver about; set by each build.
    private var attributes = AnsweredAttributes()
    /// Which of `attributes` the last solve left ambiguous.
    private var ambiguous: [Bool] = []
    /// `solver` settled at the canonical point of the ambiguous attributes, when some are.
    private var settled: Solver?
    /// The values answered: the settled copy when there is one.
    private var answered: Solver { settled ?? solver }
    /// Set when the solver was interrupted mid-change: its state is undefined, so the next
    /// layout starts cold.
    private var needsColdBuild = false
    private var items: ItemTable
    private var refused: [Diagnostic] = []
    /// Views whose guides follow the solve (`BuiltSystem.insetViews`) and the insets the
    /// current build gave them.
    private var insetViews: [Int] = []
    private var viewInsets: [Int: ViewInsets.Effective] = [:]
    private var widthGiven: ConstraintHandle?
    private var heightGiven: ConstraintHandle?
    /// The root size of the last layout (the first size until then).
    package private(set) var size: Size
    /// The document's views and guides (`Document.itemCount`), counted once by the build.
    package var itemCount: Int { items.documentItemCount }
    /// How many times the system was built from scratch (for tests and metrics).
    package private(set) var coldBuilds = 0
    /// The order cold builds feed the solver; `.contract` only in tests, which compare.
    let order: BuildOrder
    /// The views whose text sizes them; nil when none has text.
    private let text: TextSizing?
    /// Whether the last cold build's text passes settled (`textUnsettled` otherwise).
    private var textSettled = true
    /// The heights the wrapping labels had in the build `solver` holds.
    private var builtHeights: [Double] = []
    /// The document with every wrapping label on unbroken lines, kept warm across sizes
    /// (none or one): its layout at a size is the first text pass of a cold solve there.
    private var unbroken: [LayoutSystem] = []

    enum BuildOrder {
        /// `BuiltSystem.pinsFirstOrder`, and contract order after a refusal.
        case pinsFirst
        /// docs/requests.md#order-of-addition, always.
        case contract
    }

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

    init(document: Document, limits: Limits, deadline: Deadline, order: BuildOrder,
         measurer: (any TextMeasuring)? = nil) throws(Problem) {
        guard let size = document.layoutSizes.first else {
            throw Problem(.missingSize, "give the root's size in `sizes` or as the root's `frame`", at: .sizes)
        }
        self.document = document
        self.limits = limits
        self.deadline = deadline
        self.size = size
        self.order = order
        self.text = try TextSizing.make(document, measurer: measurer)
        var scratch = Solver()
        self.items = ItemTable(document: Document(root: View(id: document.root.id)), solver: &scratch)
        try buildCold(size)
    }

    /// Lays the document out with the root at `size`.
    /// - Throws: `Problem` `.solveTimeout` past the deadline, `.invalidValue` when a frame
    ///   is beyond the range of a double.
    package mutating func layout(for size: Size) throws(Problem) -> Layout {
        if deadline.hasPassed { throw LayoutSystem.timeout }
        if size != self.size || needsColdBuild {
            if let text, !text.wrapping.isEmpty {
                try layOutWrapping(text, at: size)
            } else if !refused.isEmpty || needsColdBuild {
                try buildCold(size)
            } else {
                try resize(to: size)
            }
        }
        do throws(Problem) {
            var layout = try FrameExtractor(items: items, solver: answered, scale: document.scale)
                .extract(size: size, unsatisfiable: refused, attributes: attributes, ambiguous: ambiguous)
            if let text { report(text, in: &layout) }
            return layout
        } catch {
            // Values past the range of a double poison the tableau (inf − inf is nan): a
            // later resize from here would answer nonsense even at a size that fits.
            needsColdBuild = true
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

    /// The built system moved to `size` in place: its root size's givens moved, the dual
    /// simplex run, the ambiguity settled again; a cold build when that cannot be.
    /// - Returns: false when it was built cold instead.
    @discardableResult
    private mutating func resize(to size: Size) throws(Problem) -> Bool {
        do throws(SolverError) {
            guard let widthGiven, let heightGiven else { throw .unknownConstraint }
            try solver.setConstant(widthGiven, to: -size.width)
            try solver.setConstant(heightGiven, to: -size.height)
            self.size = size
        } catch .interrupted {
            needsColdBuild = true
            throw LayoutSystem.timeout
        } catch {
            try buildCold(size)
            return false
        }
        try settle(resized: true)
        // Views that moved may overlap the unsafe area differently now.
        if !insetsSettled() {
            try buildCold(size)
            return false
        }
        return true
    }

    /// A new size of a document with wrapping labels, answered as a cold solve's text
    /// passes would answer it (`buildCold`), with as few cold builds as that allows:
    /// - the first pass (every wrapping label on unbroken lines) is `unbroken`, moved warm
    ///   to the size, which answers what a cold build there does;
    /// - the second pass is this system moved warm when it was built with the heights the
    ///   first pass measures (as after a resize that changes no label's lines);
    /// - any pass after that, and a second pass with other heights, is built cold.
    private mutating func layOutWrapping(_ text: TextSizing, at size: Size) throws(Problem) {
        let widths = try unbrokenWidths(text, at: size)
        let heights = text.heights(at: widths)
        if heights == builtHeights && refused.isEmpty && !needsColdBuild {
            // Built cold instead, it has made every pass already.
            guard try resize(to: size) else { return }
        } else {
            try buildCold(size, document: text.sized(document, widths: widths))
            builtHeights = heights
        }
        try continuePasses(text, size, heights: heights, passesDone: 2)
    }

    /// The wrapping labels' widths in the first text pass at `size`.
    private mutating func unbrokenWidths(_ text: TextSizing, at size: Size) throws(Problem) -> [Double?] {
        if unbroken.isEmpty {
            let first = text.sized(document, widths: [], keepingText: false)
            unbroken = [try LayoutSystem(document: first, limits: limits, deadline: deadline, order: order)]
        }
        unbroken[0].deadline = deadline
        _ = try unbroken[0].layout(for: size)
        return unbroken[0].solvedWidths(of: text)
    }

    /// Each wrapping label's solved width (its alignment rectangle's, unrounded).
    private func solvedWidths(of text: TextSizing) -> [Double?] {
        let values = answered
        return text.wrapping.map { i -> Double? in
            guard let item = items.index[text.entries[i].id] else { return nil }
            return values.value(of: items[item].width)
        }
    }

    /// After a pass built with `heights`: done when the solved widths measure the same
    /// heights, else the next pass, up to `maxTextPasses` in all.
    private mutating func continuePasses(_ text: TextSizing, _ size: Size, heights built: [Double], passesDone: Int) throws(Problem) {
        var heights = built
        var done = passesDone
        while true {
            let widths = solvedWidths(of: text)
            let measured = text.heights(at: widths)
            if measured == heights {
                textSettled = true
                return
            }
            guard done < LayoutSystem.maxTextPasses else {
                textSettled = false
                return
            }
            try buildCold(size, document: text.sized(document, widths: widths))
            builtHeights = measured
            heights = measured
            done += 1
        }
    }

    /// How far view `id`'s safe area and margins are inset from its bounds at the last
    /// layout (docs/requests.md#safe-areas-and-margins-of-any-view): what its `safeArea`
    /// and `margins` guides measure; nil for an id that is not a view of the document.
    package func effectiveInsets(of id: String) -> (safeArea: Insets, margins: Insets)? {
        guard let i = items.index[id], i < items.documentItemCount, items[i].kind == .view,
              let effective = ViewInsets.solved([i], items: items, value: { answered.value(of: $0) })[i] else { return nil }
        return (effective.safeArea, effective.margins)
    }

    /// How many solves a cold build may take to settle the safe areas and margins of
    /// views (see `ViewInsets`); a layout that has not settled by then is answered as the
    /// last solve left it. Two suffice unless margins depend on each other's outcome.
    static let maxInsetPasses = 8

    /// Whether the last solve gave the views of `insetViews` the insets it was built with.
    private func insetsSettled() -> Bool {
        guard !insetViews.isEmpty else { return true }
        let values = answered
        let solved = ViewInsets.solved(insetViews, items: items) { values.value(of: $0) }
        return ViewInsets.agree(solved, viewInsets)
    }

    /// How many layout passes wrapping labels get to settle their heights
    /// (docs/text.md#measuring); UIKit's second pass is the usual end.
    static let maxTextPasses = 4

    /// A cold build, laid out again with the heights wrapping labels measure at their
    /// solved widths until the heights settle. Each pass starts from the unwrapped text, so
    /// a layout does not depend on the sizes before it.
    private mutating func buildCold(_ size: Size) throws(Problem) {
        guard let text, !text.wrapping.isEmpty else {
            try buildCold(size, document: text?.sized(document, widths: []) ?? document)
            return
        }
        let unbrokenWidths = [Double?](repeating: nil, count: text.wrapping.count)
        let heights = text.heights(at: unbrokenWidths)
        try buildCold(size, document: text.sized(document, widths: unbrokenWidths))
        builtHeights = heights
        try continuePasses(text, size, heights: heights, passesDone: 1)
    }

    /// A cold build of `built` (the document with its text measured), solved again with
    /// the insets each solve produces until they settle. It always starts from no insets,
    /// so a layout does not depend on the sizes before it.
    private mutating func buildCold(_ size: Size, document built: Document) throws(Problem) {
        var guess: [Int: ViewInsets.Effective] = [:]
        for _ in 0..<LayoutSystem.maxInsetPasses {
            try buildOnce(size, viewInsets: guess, document: built)
            if insetsSettled() { return }
            let values = answered
            guess = ViewInsets.solved(insetViews, items: items) { values.value(of: $0) }
        }
    }

    /// The answer's `texts` and the text diagnostics of the layout just extracted.
    private func report(_ text: TextSizing, in layout: inout Layout) {
        var byId: [String: Rect] = [:]
        byId.reserveCapacity(text.entries.count)
        for frame in layout.frames where text.ids.contains(frame.id) { byId[frame.id] = frame.rect }
        let (texts, diagnostics) = text.report { byId[$0] }
        layout.texts = texts
        layout.diagnostics += diagnostics
        if !textSettled {
            layout.diagnostics.append(Diagnostics.textUnsettled(
                text.wrapping.map { text.entries[$0].id }, passes: LayoutSystem.maxTextPasses))
        }
    }

    private mutating func buildOnce(_ size: Size, viewInsets: [Int: ViewInsets.Effective], document: Document) throws(Problem) {
        coldBuilds += 1
        if deadline.hasPassed { throw LayoutSystem.timeout }
        var solver = Solver()
        solver.interrupt = LayoutSystem.interrupt(deadline)
        let built = try SystemBuilder.build(document, limits: limits, solver: &solver, viewInsets: viewInsets)
        let root = built.items[0]
        do throws(SolverError) {
            try solver.add(Constraint(.variable(root.x), .equal), isGiven: true)
            try solver.add(Constraint(.variable(root.y), .equal), isGiven: true)
            widthGiven = try solver.add(Constraint(.variable(root.width) + -size.width, .equal), isGiven: true)
            heightGiven = try solver.add(Constraint(.variable(root.height) + -size.height, .equal), isGiven: true)
        } catch .interrupted {
            throw LayoutSystem.timeout
        } catch {
            throw Problem(.invalidValue, "the root size \(size.width)x\(size.height) cannot be laid out", at: .sizes)
        }
        var owners = ConstraintOwners()
        var refused: [Diagnostic] = []
        if self.order == .pinsFirst, let order = built.pinsFirstOrder {
            var fast = solver
            fast.reserveCapacity(constraints: built.constraints.count)
            // A refusal here only sends us to contract order, discarding `fast`: it needs
            // neither conflicts nor the journal that would undo the refused add.
            fast.mode = .trial
            if try add(built, in: order, to: &fast, owners: &owners, refused: &refused, stopAtRefusal: true) {
                fast.mode = .reporting
                solver = fast
            } else {
                owners = ConstraintOwners()
                refused = []
                solver.reserveCapacity(constraints: built.constraints.count)
                _ = try add(built, in: nil, to: &solver, owners: &owners, refused: &refused, stopAtRefusal: false)
            }
        } else {
            solver.reserveCapacity(constraints: built.constraints.count)
            _ = try add(built, in: nil, to: &solver, owners: &owners, refused: &refused, stopAtRefusal: false)
        }
        self.solver = solver
        // Versions count per solver: the memo of the one replaced means nothing here.
        ambiguityMemo = AmbiguityMemo()
        self.items = built.items
        self.insetViews = built.insetViews
        self.viewInsets = ViewInsets.used(built.insetViews, items: built.items)
        self.refused = refused
        self.size = size
        attributes = AnsweredAttributes(built.items)
        needsColdBuild = false
        try settle()
    }

    /// Analyses the ambiguity of the solve that just happened and settles a copy of the
    /// solver at its `CanonicalPoint` when some attribute is ambiguous. `resized` says the
    /// solve only moved the root size of the one before: a settled copy made for the same
    /// ambiguous attributes then only moves its root size too, which lands on the same
    /// point a new copy would (the settled optimum is unique), for a dual simplex instead
    /// of a copy and an add per attribute.
    /// - Throws: `.solveTimeout` past the deadline, which leaves the system to start cold.
    private mutating func settle(resized: Bool = false) throws(Problem) {
        let before = ambiguous
        ambiguous = solver.ambiguity(of: attributes.variables, relativeTo: attributes.references, memo: &ambiguityMemo)
        do throws(SolverError) {
            if resized, ambiguous == before, let moved = try movedSettledCopy() {
                settled = moved
            } else {
                settled = try CanonicalPoint.settle(solver, attributes, ambiguous: ambiguous)
            }
        } catch .interrupted {
            settled = nil
            needsColdBuild = true
            throw LayoutSystem.timeout
        } catch {
            settled = nil
            needsColdBuild = true
            throw Problem(.invalidValue, "the ambiguous layout at \(size.width)x\(size.height) could not be settled: \(error)", at: .sizes)
        }
    }

    /// The settled copy with its root moved to `size`, or nil when there is none or it
    /// cannot follow (it is then settled afresh).
    private mutating func movedSettledCopy() throws(SolverError) -> Solver? {
        guard var copy = settled, let widthGiven, let heightGiven else { return nil }
        settled = nil  // the copy's only owner now: moved in place
        do throws(SolverError) {
            try copy.setConstant(widthGiven, to: -size.width)
            try copy.setConstant(heightGiven, to: -size.height)
            return copy
        } catch .interrupted {
            throw .interrupted
        } catch {
            return nil
        }
    }

    /// Adds the built constraints (all, in `order` or else as listed), noting which
    /// constraint each handle stands for and reporting each refused one. With
    /// `stopAtRefusal`, returns false at the first refusal, leaving `solver` half built.
    /// Names are spelled out only for a diagnostic (`BuiltSystem.constraintNames`).
    private func add(
        _ built: BuiltSystem, in order: [Int]?, to solver: inout Solver,
        owners: inout ConstraintOwners, refused: inout [Diagnostic], stopAtRefusal: Bool
    ) throws(Problem) -> Bool {
        var names: [String]?
        func name(_ i: Int) -> String {
            if let names { return names[i] }
            let all = built.constraintNames()
            names = all
            return all[i]
        }
        for n in 0..<built.list.count {
            // The solver checks the deadline every so many pivots; a long run of cheap adds
            // is checked here.
            if n & 63 == 63 && deadline.hasPassed { throw LayoutSystem.timeout }
            let i = order?[n] ?? n
            // The second of a hugging/compression pair went in with the first, as one.
            guard let constraint = built.list.solverConstraint(i) else { continue }
            do throws(SolverError) {
                let handle = try solver.add(constraint)
                owners.note(handle, i)
            } catch .unsatisfiable(let conflicts) {
                if stopAtRefusal { return false }
                let others = conflicts.compactMap { owners.constraint(of: $0) }.map(name)
                refused.append(Diagnostics.unsatisfiable(name(i), conflictsWith: others))
            } catch .interrupted {
                throw LayoutSystem.timeout
            } catch {
                throw Problem(.invalidConstraint, "the solver refused \(name(i)): \(error)")
            }
        }
        return true
    }

    private static func interrupt(_ deadline: Deadline) -> Interrupt? {
        deadline == .never ? nil : Interrupt { deadline.hasPassed }
    }
}
