import LayoutEngine
import Support

/// Which views lint calls misplaced (docs/interface-builder.md#the-findings): views whose
/// saved frame the file's own constraints no longer give.
///
/// A difference between layoutd's frame and the saved one is not enough: layoutd copies
/// sizes and follows canvas rules it can get wrong, and those differences are its own,
/// not the file's. So a view is misplaced only when the saved frames break a required
/// constraint that can be checked on them alone (`SavedFrameCheck`), and then exactly the
/// views that constraint moves: the scene is solved again with each broken constraint's
/// constant set to what the saved frames say, and the views whose frames differ between
/// the two solves are the ones the change moved. Differences layoutd makes itself appear
/// in both solves and cancel out.
enum Misplacement {
    /// How far two frames may differ and still be the same place.
    static let tolerance = 0.5

    /// The constraints the saved frames break (the evidence) and the misplaced views.
    static func judge(_ scene: ImportedScene, system: LayoutSystem, solved: Layout,
                      skipping ambiguous: Set<String>, deadline: Deadline) -> (broken: [SavedFrameCheck.Residual], findings: [LintFinding]) {
        let residuals = SavedFrameCheck.residuals(scene, system: system, solved: solved)
        // A modelled value (a cell's margin, the safe area's top) that some constraint reads
        // and the saved frames satisfy is the canvas's value too; a constraint broken on it
        // is then the file's doing. Otherwise it may be layoutd's rule that is wrong.
        var agreed: Set<SavedFrameCheck.Quantity> = []
        // A ruled value (the safe area's sides, a root's side margins) is the canvas's
        // unless every constraint reading it, two or more, breaks it by the same amount:
        // then the rule, not the file, is what is wrong in this scene. Both sides of an
        // inset are one value, and each side is one too: three trailing pins broken alike
        // while the leading ones hold are still the rule's error (a root saved wider).
        var ruledReadings: [SavedFrameCheck.Quantity: [Double]] = [:]
        for r in residuals where (r.trust == .modelled || r.trust == .ruled) && r.required && r.isEquality {
            if r.amount <= SavedFrameCheck.tolerance { agreed.formUnion(r.quantities) }
            if r.trust == .ruled {
                for q in r.quantities { ruledReadings[q, default: []].append(r.amount) }
            }
        }
        var brokenAlike: Set<SavedFrameCheck.Quantity> = []
        for (q, amounts) in ruledReadings where amounts.count >= 2 {
            if let low = amounts.min(), let high = amounts.max(), low > SavedFrameCheck.tolerance, high - low <= SavedFrameCheck.tolerance {
                brokenAlike.insert(q)
            }
        }
        let broken = residuals.filter { r in
            guard r.required, r.amount > SavedFrameCheck.tolerance else { return false }
            switch r.trust {
            case .exact: return true
            case .ruled: return r.quantities.allSatisfy { !brokenAlike.contains($0) }
            case .modelled: return !r.quantities.isEmpty && r.quantities.allSatisfy(agreed.contains)
            case .approximate: return false
            }
        }
        guard !broken.isEmpty else { return ([], []) }
        let asSaved: Layout
        do throws(Problem) {
            var system = try LayoutSystem(document: SavedFrameCheck.repaired(scene.document, moving: broken), deadline: deadline)
            asSaved = try system.layout(for: scene.size)
        } catch {
            return (broken, [])
        }
        var solvedById: [String: Rect] = [:]
        for f in solved.frames { solvedById[f.id] = f.rect }
        var repairedById: [String: Rect] = [:]
        for f in asSaved.frames { repairedById[f.id] = f.rect }
        let free = freeAttributes(solved, among: ambiguous)
        let cause = SavedFrameCheck.describe(broken)
        var findings: [LintFinding] = []
        for (index, (id, saved)) in scene.savedFrames.enumerated() where index > 0 {
            // A view the solve leaves free is judged on what it does place: its free
            // attributes take any value in either solve, so they say nothing of the break.
            let fixedAttributes = free[id].map { f in FrameAttribute.allCases.filter { !f.contains($0) } } ?? FrameAttribute.allCases
            guard !fixedAttributes.isEmpty, let s = solvedById[id], let r = repairedById[id],
                  differ(s, r, in: fixedAttributes), differ(s, saved, in: fixedAttributes) else { continue }
            // Where the file's constraints put the view, as the saved frame moved by what the
            // broken constants move it: the difference of two solves, so layoutd's own
            // approximations (in both) stay out of the frame `--fix` writes. A free
            // attribute keeps its saved value.
            // A negative size is a broken layout (negative-size), not a frame to save.
            func moved(_ a: FrameAttribute) -> Double { fixedAttributes.contains(a) ? value(s, a) - value(r, a) : 0 }
            let fixed = Rect(x: saved.x + moved(.x), y: saved.y + moved(.y),
                             width: saved.width + moved(.width), height: saved.height + moved(.height))
            let frame = LintFinding.MisplacedFrame(saved: saved, solved: s, fixed: fixed.width >= 0 && fixed.height >= 0 ? fixed : nil,
                                                   markedByFile: scene.markedMisplaced.contains(id))
            findings.append(LintFinding(
                .misplaced(frame), subject: id, at: scene.position(of: id) ?? (scene.line, 1),
                message: "\(id): frame will be different at run time: saved \(Linter.text(saved)), solved \(Linter.text(s)); the saved frames break \(cause)"))
        }
        return (broken, findings)
    }

    static func differ(_ a: Rect, _ b: Rect, in attributes: [FrameAttribute] = FrameAttribute.allCases) -> Bool {
        attributes.contains { abs(value(a, $0) - value(b, $0)) > tolerance }
    }

    static func value(_ r: Rect, _ a: FrameAttribute) -> Double {
        switch a {
        case .x: r.x
        case .y: r.y
        case .width: r.width
        case .height: r.height
        }
    }

    /// The attributes the solve leaves free, by view: of the views in `ambiguous` (those the
    /// solve calls ambiguous, whether lint reports them or notes them).
    static func freeAttributes(_ solved: Layout, among ambiguous: Set<String>) -> [String: Set<FrameAttribute>] {
        var free: [String: Set<FrameAttribute>] = [:]
        for d in solved.diagnostics {
            guard case .ambiguous(let item, let attributes, _) = d, ambiguous.contains(item) else { continue }
            free[item, default: []].formUnion(attributes)
        }
        // A view named ambiguous without a diagnostic of its own is left out whole.
        for id in ambiguous where free[id] == nil { free[id] = Set(FrameAttribute.allCases) }
        return free
    }
}
