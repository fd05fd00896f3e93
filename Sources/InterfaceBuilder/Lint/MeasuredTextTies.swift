import LayoutEngine
import Support

/// Ties that rest on the text sizes layoutd copied: with the text measured, the view is placed.
///
/// With saved text (the import's default) a label's, button's or field's size is its saved
/// frame's. Xcode sizes it by its text. Where the two differ (a label saved stretched far past
/// its text, a row's labels saved squeezed by a stale frame), the copied sizes can tie
/// views that the text's own sizes do not: esp-rainmaker's notification cell (development
/// half of 2026-12-06) holds two one-word labels across the row, the first saved 271 pt wide
/// for "Label", hugging 251 against 252. Layoutd's cell margins leave 8 pt less than the
/// saved frames fill, so the copied widths are squeezed and the two labels' equal
/// compression resistance ties; Xcode, sizing each by its five letters, only stretches the
/// first, and flags neither.
///
/// So where a scene has `ambiguous` findings, it is imported again with its text measured
/// (`TextSizes.measured`, Inter standing in for San Francisco, docs/text.md) and solved;
/// a finding whose view that solve places becomes an `approximation` note. A view still
/// ambiguous there stays a finding. On that half the rule turned 8 of the 14 findings on
/// views Xcode does not flag into notes (Adguard's DNS cells, NajdiMilenik's post cell,
/// habitica's spell cell, esp-rainmaker's notification cell) and none of the 200 on views it
/// flags: every one of those is ambiguous with the text measured too.
enum MeasuredTextTies {
    /// Each device's layouts of each scene (`byDevice[scene][device]`), the devices being
    /// `choices` (nil: the file's own). Measures the text only at devices where some scene
    /// has an `ambiguous` finding, and solves only those scenes.
    static func apply(_ byDevice: inout [[LintLayout?]], prepared: PreparedFile, choices: [DeviceChoice?],
                      parallel: Bool, deadline: Deadline) {
        let devices = choices.indices.filter { d in
            byDevice.contains { layouts in d < layouts.count && (layouts[d].map(hasAmbiguity) ?? false) }
        }
        guard !devices.isEmpty, !deadline.hasPassed else { return }
        let layouts = byDevice
        let placed = Linter.map(devices, parallel: parallel) { (d) -> [Int: Set<String>?] in
            let measured = prepared.importScenes(device: choices[d], text: .measured)
            var out: [Int: Set<String>?] = [:]
            for i in layouts.indices where i < measured.scenes.count {
                guard let layout = layouts[i][d], hasAmbiguity(layout) else { continue }
                out[i] = stillAmbiguous(measured.scenes[i], deadline: deadline)
            }
            return out
        }
        for (d, scenes) in zip(devices, placed) {
            for (i, ambiguous) in scenes {
                guard var layout = byDevice[i][d] else { continue }
                note(&layout, keeping: ambiguous)
                byDevice[i][d] = layout
            }
        }
    }

    static func hasAmbiguity(_ layout: LintLayout) -> Bool {
        layout.findings.contains { if case .ambiguous = $0.kind { true } else { false } }
    }

    /// The subjects the measured scene leaves ambiguous (a scroll view for its content
    /// guide, as `Linter.ambiguity` names it); nil when it cannot be solved, so that
    /// nothing is noted on a solve that did not happen.
    static func stillAmbiguous(_ scene: ImportedScene, deadline: Deadline) -> Set<String>? {
        guard scene.document.itemCount <= Limits.default.maxItems else { return nil }
        let layout: Layout
        do throws(Problem) {
            var system = try LayoutSystem(document: scene.document, deadline: deadline)
            layout = try system.layout(for: scene.size)
        } catch {
            return nil
        }
        var subjects: Set<String> = []
        for d in layout.diagnostics {
            if case .ambiguous(let item, _, _) = d { subjects.insert(scene.contentGuides[item] ?? item) }
        }
        return subjects
    }

    /// Moves each `ambiguous` finding whose subject `ambiguous` lacks to a note.
    static func note(_ layout: inout LintLayout, keeping ambiguous: Set<String>?) {
        guard let ambiguous else { return }
        var kept: [LintFinding] = []
        for f in layout.findings {
            guard case .ambiguous(let attributes) = f.kind, !ambiguous.contains(f.subject) else {
                kept.append(f)
                continue
            }
            layout.notes.append(ImportWarning(line: f.line, message: message(f.subject, attributes), item: f.subject))
        }
        layout.findings = kept
    }

    static func message(_ item: String, _ attributes: [String]) -> String {
        "\(item) is not called ambiguous: its \(attributes.joined(separator: " and ")) "
            + (attributes.count == 1 ? "ties" : "tie") + " only with the text sizes layoutd copied from the saved frames. "
            + "With the text measured (Inter standing in for San Francisco), \(item) is placed, as Xcode, which sizes text "
            + "by the text, places it. If Xcode flags it, the text's size is not what the saved frames say: a hugging or "
            + "compression priority that differs between the tied views decides it"
    }
}
