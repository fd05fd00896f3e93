import LayoutEngine
import Support

/// Ambiguity that only a broken constraint leaves: where required constraints conflict, the
/// solve breaks one (UIKit removes it), and a view it held may be free afterwards. Xcode's
/// canvas reports the conflict; its ambiguity check still counts the broken constraint,
/// which is in the file (Hippo's conversation cell: a view held only by the bottom pin its
/// too-short row breaks). So in a scene with a conflict, the layout is solved again with
/// each broken constraint kept just below required, and an `ambiguous` finding whose view
/// is placed there becomes a note that names the conflict as the thing to fix.
enum AmbiguityFromBreaks {
    /// Below required, so that the conflict is not refused again; above every priority a
    /// file may write but 1000.
    static let keptPriority = 999.99

    static func apply(_ result: inout LintLayout, solved: Layout, scene: ImportedScene, deadline: Deadline) {
        var broken: Set<String> = []
        for d in solved.diagnostics {
            if case .unsatisfiable(let constraint, _, _) = d { broken.insert(constraint) }
        }
        guard !broken.isEmpty, result.findings.contains(where: \.isAmbiguous),
              !deadline.hasPassed else { return }
        var document = scene.document
        var kept = false
        for k in document.constraints.indices {
            guard case .object(var c) = document.constraints[k].source, let id = c.id, broken.contains(id) else { continue }
            c.priority = keptPriority
            document.constraints[k].source = .object(c)
            kept = true
        }
        guard kept, var probe = try? LayoutSystem(document: document, deadline: deadline),
              let layout = try? probe.layout(for: scene.size) else { return }
        var stillAmbiguous: Set<String> = []
        for d in layout.diagnostics {
            // A scroll view's content guide is reported on the scroll view (`Linter.ambiguity`).
            if case .ambiguous(let item, _, _) = d { stillAmbiguous.insert(scene.contentGuides[item] ?? item) }
        }
        let named = broken.sorted().joined(separator: ", ")
        result.findings.removeAll { f in
            guard case .ambiguous = f.kind, !stillAmbiguous.contains(f.subject) else { return false }
            result.notes.append(ImportWarning(
                line: f.line,
                message: "\(f.subject) is not called ambiguous: it is free only because the conflict breaks \(named), "
                    + "which Xcode still counts; resolve the conflict first",
                item: f.subject))
            return true
        }
    }
}
