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
    /// Each device's layouts of each scene (`byDevice[scene][device]`), for the scenes and
    /// devices of `answers` (the saved-text imports, the file's own device first), grouped as
    /// `Linter.groups` groups them: devices whose documents differ in size alone. Each group
    /// with an `ambiguous` finding has its scene imported once with the text measured, at its
    /// first device, and solved at each of its devices' sizes on one system, as
    /// `Linter.layouts` does with the saved text.
    static func apply(_ byDevice: inout [[LintLayout?]], groups: [Linter.Group], answers: [ImportAnswer],
                      prepared: PreparedFile, choices: [DeviceChoice?], parallel: Bool, deadline: Deadline) {
        let layouts = byDevice
        let checked = groups.filter { g in
            g.devices.contains { d in d < layouts[g.scene].count && (layouts[g.scene][d].map(hasAmbiguity) ?? false) }
        }
        guard !checked.isEmpty, !deadline.hasPassed else { return }
        // A scene is known by its line; two on one line (a file written on one line) are
        // left as they are.
        let own = answers[0].scenes
        let scenesOnLine = Dictionary(own.map { ($0.line, 1) }, uniquingKeysWith: +)
        let placed = Linter.map(checked, parallel: parallel) { (g) -> [Int: Set<String>] in
            let line = own[g.scene].line
            guard scenesOnLine[line] == 1,
                  let scene = prepared.importScenes(device: choices[g.devices[0]], text: .measured, lines: [line]).scenes.first,
                  scene.line == line, scene.document.itemCount <= Limits.default.maxItems,
                  var system = try? LayoutSystem(document: scene.document, deadline: deadline) else { return [:] }
            var out: [Int: Set<String>] = [:]
            for d in g.devices where layouts[g.scene][d].map(hasAmbiguity) ?? false {
                // A size that cannot be laid out notes nothing: nothing is said on a solve
                // that did not happen.
                guard let layout = try? system.layout(for: answers[d].scenes[g.scene].size) else { continue }
                var subjects: Set<String> = []
                for diagnostic in layout.diagnostics {
                    if case .ambiguous(let item, _, _) = diagnostic { subjects.insert(scene.contentGuides[item] ?? item) }
                }
                out[d] = subjects
            }
            return out
        }
        for (g, devices) in zip(checked, placed) {
            for (d, ambiguous) in devices {
                guard var layout = byDevice[g.scene][d] else { continue }
                note(&layout, keeping: ambiguous)
                byDevice[g.scene][d] = layout
            }
        }
    }

    static func hasAmbiguity(_ layout: LintLayout) -> Bool {
        layout.findings.contains(where: \.isAmbiguous)
    }

    /// Moves each `ambiguous` finding whose subject `ambiguous` lacks to a note.
    static func note(_ layout: inout LintLayout, keeping ambiguous: Set<String>) {
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
