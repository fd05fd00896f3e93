import Cassowary

/// One build of a document into a solver at one root size, and what solving it found: the
/// solver, its copy settled at the canonical point, which attributes are ambiguous, which
/// required constraints were refused, the insets the build gave its views.
///
/// These must agree with each other (a settled copy of another solve, or refusals of
/// another build, answer nonsense), so they live in one value that a cold build makes
/// whole and a resize moves whole; a `LayoutSystem` that cannot trust its build (a solve
/// interrupted mid-change) drops it and builds again.
struct SolvedBuild: Sendable {
    /// The solver with every constraint of the build, solved at `size`.
    private(set) var solver: Solver
    /// The views, guides and stacks of the build, with their solver variables.
    let items: ItemTable
    /// What a layout answers and asks the solver about.
    let attributes: AnsweredAttributes
    /// What a layout reads off the solver (`ItemTable.frameVariables`) and names its frames
    /// by (`ItemTable.ids`), made once per build.
    let frameVariables: [Variable]
    let ids: [String]
    /// The answered frames' ids in one run, shared by every layout of the build for the
    /// answer's writer (`FrameIDs`); none for a build of fewer than `FrameIDs.worthFrom`
    /// items, whose few names the writer reads as well from the frames: making the run
    /// was three allocations of every small cold request (issue 49 item 2).
    let frameIDs: FrameIDs?
    /// The required constraints the solver refused, as diagnostics.
    let refused: [Diagnostic]
    /// Views whose guides follow the solve (`BuiltSystem.insetViews`) and the insets this
    /// build gave them.
    let insetViews: [Int]
    let viewInsets: [Int: ViewInsets.Effective]
    /// The root's width and height givens, moved by a resize.
    private let widthGiven: ConstraintHandle
    private let heightGiven: ConstraintHandle
    /// The root size solved at.
    private(set) var size: Size
    /// Which of `attributes` the solve leaves ambiguous.
    private(set) var ambiguous: [Bool] = []
    /// Their diagnostics (`FrameExtractor.ambiguities`), made again only when `ambiguous`
    /// changes: a resize of a screen with four ambiguous views spelled the same four
    /// messages anew at every size, ~12k instructions of a resize by reference (issue 49).
    private var ambiguities: [Diagnostic] = []
    /// `solver` settled at the canonical point of the ambiguous attributes, when some are.
    private var settled: Solver?
    /// The last ambiguity analysis of `solver`, reused by a resize that pivots nothing.
    private var ambiguityMemo = AmbiguityMemo()

    /// The values answered: the settled copy when there is one.
    var answered: Solver { settled ?? solver }

    /// Documents of at most this many constraints have room for all of them reserved before
    /// the root's givens (`init`).
    static let reservedUpFront = 32

    /// The order a build feeds the solver.
    enum Order: Sendable {
        /// `BuiltSystem.pinsFirstOrder`, and contract order after a refusal.
        case pinsFirst
        /// docs/requests.md#order-of-addition, always.
        case contract
    }

    /// Builds `document` (its text already measured) with the root at `size` and the
    /// views' guides at `viewInsets`, solves it, and settles its ambiguity.
    /// - Throws: `Problem` `.solveTimeout` past `deadline`, `.invalidValue` for a root size
    ///   that cannot be laid out, what `SystemBuilder.build` throws.
    init(_ document: Document, at size: Size, viewInsets: [Int: ViewInsets.Effective], limits: Limits,
         order: Order, deadline: Deadline) throws(Problem) {
        if deadline.hasPassed { throw LayoutSystem.timeout }
        var solver = Solver()
        solver.interrupt = LayoutSystem.interrupt(deadline)
        let built = try SystemBuilder.build(document, limits: limits, solver: &solver, viewInsets: viewInsets)
        let root = built.items[0]
        // The build made only variables (externals, symbol i for variable i): a fresh
        // solver with as many is the same solver, which a refused pins-first trial starts
        // again from.
        let variables = solver.variableCount
        // Room before the root's four givens, so they grow no array of the solver from empty
        // a step at a time; and for a small document room for all its constraints (a cold
        // 1-view request: 24 allocations and frees fewer, -2 % instructions). Not for a
        // large one: its term pool, filled as it is reserved, would be filled twice
        // (dashboard +2.8 %).
        let constraints = built.constraints.count
        solver.reserveCapacity(constraints: constraints <= Self.reservedUpFront ? constraints + 4 : 4)
        var givens = try Self.addGivens(root, size, to: &solver)
        var owners = ConstraintOwners()
        var refused: [Diagnostic] = []
        if order == .pinsFirst, let pinsFirst = built.pinsFirstOrder {
            // Tried on the solver itself, not on a copy kept for a refusal: the copy's
            // first write copied every array of the solver (each a heap block), on every
            // cold build of a document with stacks, though a refusal is rare. A refusal
            // only sends us to contract order on a fresh solver; the trial needs neither
            // conflicts nor the journal that would undo the refused add.
            if constraints > Self.reservedUpFront { solver.reserveCapacity(constraints: constraints) }
            solver.mode = .trial
            if try Self.add(built, in: pinsFirst, to: &solver, owners: &owners, refused: &refused, stopAtRefusal: true, deadline: deadline) {
                solver.mode = .reporting
            } else {
                owners = ConstraintOwners()
                refused = []
                solver = Solver()
                solver.interrupt = LayoutSystem.interrupt(deadline)
                solver.reserveVariables(variables)
                for _ in 0..<variables { _ = solver.makeVariable() }
                solver.reserveCapacity(constraints: constraints + 4)
                givens = try Self.addGivens(root, size, to: &solver)
                _ = try Self.add(built, in: nil, to: &solver, owners: &owners, refused: &refused, stopAtRefusal: false, deadline: deadline)
            }
        } else {
            solver.reserveCapacity(constraints: constraints)
            _ = try Self.add(built, in: nil, to: &solver, owners: &owners, refused: &refused, stopAtRefusal: false, deadline: deadline)
        }
        self.widthGiven = givens.width
        self.heightGiven = givens.height
        self.solver = solver
        self.items = built.items
        self.insetViews = built.insetViews
        self.viewInsets = ViewInsets.used(built.insetViews, items: built.items)
        self.refused = refused
        self.size = size
        self.attributes = AnsweredAttributes(built.items)
        self.frameVariables = built.items.frameVariables()
        let ids = built.items.ids()
        self.ids = ids
        let items = built.items.items
        self.frameIDs = ids.count < FrameIDs.worthFrom ? nil : FrameIDs(ids) { items[$0].kind != .generatedGuide }
        try settle(resized: false)
    }

    /// The root's four givens: its origin at 0, its width and height at `size`.
    /// - Throws: `.solveTimeout` when interrupted, `.invalidValue` for a size the solver refuses.
    private static func addGivens(_ root: Item, _ size: Size, to solver: inout Solver) throws(Problem)
        -> (width: ConstraintHandle, height: ConstraintHandle) {
        do throws(SolverError) {
            try solver.add(Constraint(.variable(root.x), .equal), isGiven: true)
            try solver.add(Constraint(.variable(root.y), .equal), isGiven: true)
            let width = try solver.add(Constraint(.variable(root.width) + -size.width, .equal), isGiven: true)
            let height = try solver.add(Constraint(.variable(root.height) + -size.height, .equal), isGiven: true)
            return (width, height)
        } catch .interrupted {
            throw LayoutSystem.timeout
        } catch {
            throw Problem(.invalidValue, "the root size \(size.width)x\(size.height) cannot be laid out", at: .sizes)
        }
    }

    /// The frames and diagnostics of the solve (`FrameExtractor`).
    /// - Throws: `.invalidValue` when a frame is beyond the range of a double.
    func layout(at size: Size, scale: Int?) throws(Problem) -> Layout {
        // The solver answered borrowed, not through `answered`, whose optional's unwrapping
        // copied the solver's struct (a retain and a release of each of its arrays).
        let extractor = if settled != nil {
            FrameExtractor(items: items, solver: settled!, scale: scale, variables: frameVariables, ids: ids,
                           frameIDs: frameIDs)
        } else {
            FrameExtractor(items: items, solver: solver, scale: scale, variables: frameVariables, ids: ids,
                           frameIDs: frameIDs)
        }
        return try extractor.extract(size: size, unsatisfiable: refused, ambiguities: ambiguities)
    }

    /// Sets when solving stops; a cached system serving a new request gets its deadline.
    mutating func setDeadline(_ deadline: Deadline) {
        solver.interrupt = LayoutSystem.interrupt(deadline)
    }

    /// The build moved to `size` in place: the root's givens moved, the dual simplex run,
    /// the ambiguity settled again.
    /// - Returns: false when the build cannot answer at `size` (the solver could not follow,
    ///   or views moved across the unsafe area so their insets changed): build cold instead.
    /// - Throws: `.solveTimeout` past the deadline; the build is then undefined and dropped.
    mutating func resize(to size: Size) throws(Problem) -> Bool {
        do throws(SolverError) {
            try solver.setConstant(widthGiven, to: -size.width)
            try solver.setConstant(heightGiven, to: -size.height)
        } catch .interrupted {
            throw LayoutSystem.timeout
        } catch {
            return false
        }
        self.size = size
        try settle(resized: true)
        return insetsSettled()
    }

    /// Whether the solve gave the views of `insetViews` the insets the build gave them.
    func insetsSettled() -> Bool {
        guard !insetViews.isEmpty else { return true }
        return ViewInsets.agree(solvedInsets(), viewInsets)
    }

    /// The insets the solve gives the views of `insetViews`.
    func solvedInsets() -> [Int: ViewInsets.Effective] {
        let values = answered
        return ViewInsets.solved(insetViews, items: items) { values.value(of: $0) }
    }

    /// Each wrapping label's solved width (its alignment rectangle's, unrounded).
    func solvedWidths(of text: TextSizing) -> [Double?] {
        let values = answered
        return text.wrapping.map { i -> Double? in
            guard let item = items.index[text.entries[i].id] else { return nil }
            return values.value(of: items[item].width)
        }
    }

    /// Analyses the ambiguity of the solve that just happened and settles a copy of the
    /// solver at its `CanonicalPoint` when some attribute is ambiguous. `resized` says the
    /// solve only moved the root size of the one before: a settled copy made for the same
    /// ambiguous attributes then only moves its root size too, which lands on the same
    /// point a new copy would (the settled optimum is unique), for a dual simplex instead
    /// of a copy and an add per attribute.
    /// - Throws: `.solveTimeout` past the deadline, `.invalidValue` when the point cannot
    ///   be settled; the build is then dropped.
    private mutating func settle(resized: Bool) throws(Problem) {
        let before = ambiguous
        ambiguous = solver.ambiguity(of: attributes.variables, relativeTo: attributes.references, memo: &ambiguityMemo)
        if !resized || ambiguous != before {
            ambiguities = FrameExtractor.ambiguities(attributes, ambiguous, items: items)
        }
        do throws(SolverError) {
            if resized, ambiguous == before, let moved = try movedSettledCopy() {
                settled = moved
            } else {
                settled = try CanonicalPoint.settle(solver, attributes, ambiguous: ambiguous)
            }
        } catch .interrupted {
            throw LayoutSystem.timeout
        } catch {
            throw Problem(.invalidValue, "the ambiguous layout at \(size.width)x\(size.height) could not be settled: \(error)", at: .sizes)
        }
    }

    /// The settled copy with its root moved to `size`, or nil when there is none or it
    /// cannot follow (it is then settled afresh).
    private mutating func movedSettledCopy() throws(SolverError) -> Solver? {
        guard var copy = settled else { return nil }
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
    private static func add(
        _ built: BuiltSystem, in order: [Int]?, to solver: inout Solver,
        owners: inout ConstraintOwners, refused: inout [Diagnostic], stopAtRefusal: Bool, deadline: Deadline
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
}
