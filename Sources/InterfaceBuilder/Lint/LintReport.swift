import LayoutEngine

/// One scene laid out at one device.
package struct LintLayout: Sendable {
    /// The device and orientation laid out at.
    package var screen: Screen
    /// The root size the scene was solved at.
    package var size: Size
    /// What Xcode's canvas would report at this device.
    package var findings: [LintFinding]
    /// Approximations that apply at this device (not findings).
    package var notes: [ImportWarning]
    /// At the file's own device: the required constraints the saved frames break, checked
    /// on the saved frames alone, and by how many points. Not empty means the file was
    /// changed outside Xcode or saved stale (`Misplacement`).
    package var savedFramesBreak: [(constraint: String, by: Double)] = []
}

/// One scene of a linted file, laid out at every device asked for.
package struct LintScene: Sendable {
    /// The scene's top view's id.
    package var id: String
    /// The scene's name, as the import answer gives it.
    package var name: String
    /// 1-based line of the scene's top view.
    package var line: Int
    /// What the import approximated or left out in this scene.
    package var warnings: [ImportWarning]
    /// The file's own device first, then each of the devices asked for.
    package var layouts: [LintLayout]
    /// The scene's views as Xcode's document outline names them, by document id.
    package var outlineNames: [String: OutlineName] = [:]
}

/// The lint answer for one file: every scene at every device.
package struct LintReport: Sendable {
    /// Storyboard or XIB.
    package var kind: ImportAnswer.Kind
    /// Every scene of the file, in document order.
    package var scenes: [LintScene]
    /// The findings of the rules read from the file (`LintRule.readFromFile`), which hold
    /// at every device, in file order.
    package var fileFindings: [LintFinding] = []

    /// Findings over the file and every scene and device; notes and warnings are not counted.
    package var findingCount: Int {
        fileFindings.count + scenes.reduce(0) { $0 + $1.layouts.reduce(0) { $0 + $1.findings.count } }
    }
}
