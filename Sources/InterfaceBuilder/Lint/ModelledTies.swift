import LayoutEngine
import Support

/// Ambiguity that rests on a value layoutd models: a tie between views of equal hugging or
/// compression resistance, strained only because layoutd gives them other room than the
/// canvas that saved them did.
///
/// With saved text (import's default) a label's, a button's or a control's intrinsic size
/// is its saved size. Where layoutd's room for them is the canvas's, they sit at those sizes
/// and nothing strains them; where a value layoutd models for the canvas (a safe area, a
/// margin, a bar) differs, the saved frames break the constraints that read it, the copied
/// sizes must stretch or squeeze, and views of equal priority tie over the difference
/// (AbdelrahmanShehab's Instagram login: Xcode drew it without insets, and layoutd's 34-pt
/// bottom inset squeezes a button and a field of equal compression resistance).
///
/// The test: solve again with each required constraint that reads the safe area and that
/// the saved frames break moved to what they say (as `Misplacement` does for its
/// evidence); a view ambiguous before and placed now ties only under layoutd's model, and
/// its finding becomes a note that names the value. Xcode's own `ambiguous` marks are not
/// read here: whether a view is ambiguous must not come from the answer it is judged by.
///
/// Only the safe area, the screen's context (bars, presentation), which layoutd infers and
/// the file does not say. Every modelled value tried on the development half of
/// 2026-12-06 turned 48 findings into notes, 41 of them on views Xcode flags: ties through
/// a cell's margins are mostly Xcode's own (size-class cells saved at another width,
/// rows too short for their labels). Through the safe area: 3 findings, none flagged there,
/// and 3 on the validation set, none flagged either.
enum ModelledTies {
    static func apply(_ result: inout LintLayout, system: LayoutSystem, solved: Layout, scene: ImportedScene, deadline: Deadline) {
        guard !deadline.hasPassed,
              result.findings.contains(where: \.isAmbiguous) else { return }
        var unmarked = scene
        unmarked.markedAmbiguous = []
        let broken = SavedFrameCheck.residuals(unmarked, system: system, solved: solved).filter {
            $0.required && $0.amount > SavedFrameCheck.tolerance && ($0.trust == .modelled || $0.trust == .ruled)
                && $0.readings.contains { $0.kind == .safeArea || $0.kind == .marginsInSafeArea }
        }
        guard !broken.isEmpty else { return }
        guard var probe = try? LayoutSystem(document: SavedFrameCheck.repaired(scene.document, moving: broken), deadline: deadline),
              let layout = try? probe.layout(for: scene.size) else { return }
        var stillAmbiguous: Set<String> = []
        for d in layout.diagnostics {
            // A scroll view's content guide is reported on the scroll view (`Linter.ambiguity`).
            if case .ambiguous(let item, _, _) = d { stillAmbiguous.insert(scene.contentGuides[item] ?? item) }
        }
        let named = SavedFrameCheck.describe(broken)
        result.findings.removeAll { f in
            guard case .ambiguous(let attributes) = f.kind, !stillAmbiguous.contains(f.subject) else { return false }
            result.notes.append(ImportWarning(
                line: f.line,
                message: "\(f.subject) is not called ambiguous: its \(attributes.joined(separator: " and ")) "
                    + (attributes.count == 1 ? "ties" : "tie") + " only under "
                    + "layoutd's model of the canvas, where the saved frames break \(named). "
                    + "With the room the saved frames give, the sizes layoutd copied from them fit and nothing ties",
                item: f.subject))
            return true
        }
    }
}
