import LayoutEngine

/// One scene laid out at one device.
public struct LintLayout: Sendable {
    /// The device and orientation laid out at.
    public var screen: Screen
    /// The root size the scene was solved at.
    public var size: Size
    /// What Xcode's canvas would report at this device.
    public var findings: [LintFinding]
    /// Approximations that apply at this device (not findings).
    public var notes: [ImportWarning]
    /// At the file's own device: the required constraints the saved frames break, checked
    /// on the saved frames alone, and by how many points. Not empty means the file was
    /// changed outside Xcode or saved stale (`Misplacement`).
    public var savedFramesBreak: [(constraint: String, by: Double)] = []
}

/// One scene of a linted file, laid out at every device asked for.
public struct LintScene: Sendable {
    /// The scene's top view's id.
    public var id: String
    /// The scene's name, as the import answer gives it.
    public var name: String
    /// 1-based line of the scene's top view.
    public var line: Int
    /// What the import approximated or left out in this scene.
    public var warnings: [ImportWarning]
    /// The file's own device first, then each of the devices asked for.
    public var layouts: [LintLayout]
}

/// The lint answer for one file: every scene at every device.
public struct LintReport: Sendable {
    /// Storyboard or XIB.
    public var kind: ImportAnswer.Kind
    /// Every scene of the file, in document order.
    public var scenes: [LintScene]
    /// The findings of the rules read from the file (`LintRule.readFromFile`), which hold
    /// at every device, in file order.
    public var fileFindings: [LintFinding] = []

    /// Findings over the file and every scene and device; notes and warnings are not counted.
    public var findingCount: Int {
        fileFindings.count + scenes.reduce(0) { $0 + $1.layouts.reduce(0) { $0 + $1.findings.count } }
    }
}
