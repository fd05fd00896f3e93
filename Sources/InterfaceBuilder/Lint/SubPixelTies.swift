import LayoutEngine
import Support

/// Ambiguity that no pixel shows: a tie over a sliver of slack that the import's copied
/// sizes make, which Xcode's canvas never had.
///
/// With saved text (import's default) a label's, a button's or a control's size is its
/// saved frame's, which Xcode wrote on the pixel grid. Where a chain of such views fills a
/// fixed space, the rounded sizes can miss it by less than a pixel, and views of equal
/// hugging or compression resistance then tie over the difference: layoutd proves them
/// ambiguous by an amount no one can see, where Xcode, measuring the text unrounded, had
/// an exact fit. A 4,556-pt cell of a real app (myoffer's HomeYESGlobalCell, Xcode 9.2)
/// lays out exactly at its saved frames and yet had 51 views tied that way.
///
/// So an `ambiguous` finding whose every ambiguous attribute moves less than `sliver`
/// across the optimal solutions (`LayoutSystem.ambiguityExtent`) becomes a note.
enum SubPixelTies {
    /// Less than one pixel at 2x.
    static let sliver = 0.5

    /// Each probe copies the solver: past `deadline` the findings that are left stay
    /// findings rather than cost a copy each.
    static func apply(_ result: inout LintLayout, system: LayoutSystem, scene: ImportedScene, deadline: Deadline) {
        var guideOf: [String: String] = [:]
        for (guide, scroll) in scene.contentGuides { guideOf[scroll] = guide }
        var slivers: [Int: Double] = [:]
        for (k, f) in result.findings.enumerated() {
            guard case .ambiguous = f.kind, !deadline.hasPassed else { continue }
            if let extent = try? system.ambiguityExtent(of: guideOf[f.subject] ?? f.subject), extent < sliver {
                slivers[k] = extent
            }
        }
        guard !slivers.isEmpty, !tiesAnImageSize(result.findings, slivers, scene) else { return }
        var kept: [LintFinding] = []
        for (k, f) in result.findings.enumerated() {
            guard case .ambiguous(let attributes) = f.kind, let extent = slivers[k] else {
                kept.append(f)
                continue
            }
            result.notes.append(ImportWarning(
                line: f.line,
                message: "\(f.subject) is not called ambiguous: its \(attributes.joined(separator: " and ")) can move by only "
                    + "\(NumberFormat.decimal(extent)) pt, a tie over the sliver by which the saved sizes layoutd copied (on "
                    + "the pixel grid) miss the space they fill; Xcode measures them unrounded and may see no tie. If Xcode "
                    + "flags it, the text is smaller than its frame: a higher hugging priority on one of the tied views decides it",
                item: f.subject))
        }
        result.findings = kept
    }

    /// Whether an image view with an image is among the views whose size ties over a sliver.
    /// Its copied size is its saved frame's, which is seldom its image's: Xcode, sizing it by
    /// the image, can see a tie of many points there. The development half's two files with
    /// sub-pixel ties that Xcode flags both hold one (CUP carsharing's aspect-fill photos);
    /// the scene's slivers then stay findings.
    private static func tiesAnImageSize(_ findings: [LintFinding], _ slivers: [Int: Double], _ scene: ImportedScene) -> Bool {
        var images: Set<String> = []
        scene.document.root.visitTree { view in
            if view.kind == .image, view.intrinsicSize != nil { images.insert(view.id) }
            return true
        }
        guard !images.isEmpty else { return false }
        return slivers.keys.contains { k in
            guard case .ambiguous(let attributes) = findings[k].kind else { return false }
            return images.contains(findings[k].subject) && (attributes.contains("width") || attributes.contains("height"))
        }
    }
}
