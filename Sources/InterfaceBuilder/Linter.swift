import LayoutEngine
import Support

/// One finding of the linter: a diagnostic of docs/requests.md#diagnostics or `misplaced`
/// (docs/interface-builder.md#the-findings), at the line of the view or constraint it names.
public struct LintFinding: Sendable {
    /// `unsatisfiable`, `ambiguous`, `outsideSuperview`, `negativeSize` or `misplaced`.
    public var kind: String
    /// The view, guide or constraint named.
    public var subject: String
    /// 1-based line of the subject in the file.
    public var line: Int
    /// What is wrong, as Xcode's canvas or UIKit's log would say it.
    public var message: String
    /// `unsatisfiable` only: the constraints the broken one conflicts with.
    public var conflictsWith: [String] = []
    /// `ambiguous` and `negativeSize` only: the attributes concerned.
    public var attributes: [String] = []
    /// `outsideSuperview` only: the superview the subject lies outside of.
    public var superview: String?
    /// `misplaced` only: the frame the file saved, in the superview's space.
    public var saved: Rect?
    /// `misplaced` only: the frame the solver gives, in the superview's space.
    public var solved: Rect?
    /// `misplaced` only: the file itself says `misplaced="YES"`.
    public var markedMisplaced = false
}

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

    /// Findings over every scene and device; notes and warnings are not counted.
    public var findingCount: Int {
        scenes.reduce(0) { $0 + $1.layouts.reduce(0) { $0 + $1.findings.count } }
    }
}

/// Solves every scene at the file's device and at `devices`, and reports what Xcode's
/// canvas would (docs/interface-builder.md#commands-and-routes).
public enum Linter {
    /// "retina4_0,retina6_12:landscape" to devices; an unknown id is an error naming it.
    /// - Throws: `ImportError` (`unsupported-document`) naming an unknown device or orientation.
    public static func parseDevices(_ list: String) throws(ImportError) -> [DeviceChoice] {
        var result: [DeviceChoice] = []
        for part in list.split(separator: ",") where !part.isEmpty {
            let pieces = part.split(separator: ":", maxSplits: 1)
            let id = String(pieces[0])
            guard let device = Device.named(id) else {
                throw ImportError(.unsupportedDocument, "unknown device \(id) in devices; known: \(Device.knownIds.joined(separator: ", "))")
            }
            var orientation = Orientation.portrait
            if pieces.count == 2 {
                guard let o = Orientation(rawValue: String(pieces[1])) else {
                    throw ImportError(.unsupportedDocument, "orientation \(pieces[1]) of \(id): portrait or landscape")
                }
                orientation = o
            }
            result.append(DeviceChoice(device: device, orientation: orientation))
        }
        return result
    }

    /// Imports `bytes` and lays every scene out at the file's own device and at each of
    /// `devices`. A scene the engine refuses becomes a note, not an error.
    /// - Throws: `ImportError` when the file is refused as a whole.
    public static func lint(_ bytes: [UInt8], devices: [DeviceChoice] = [], deadline: Deadline = .never) throws(ImportError) -> LintReport {
        let own = try Importer.importFile(bytes)
        var others: [ImportAnswer] = []
        for d in devices { others.append(try Importer.importFile(bytes, device: d)) }
        var scenes: [LintScene] = []
        for (i, scene) in own.scenes.enumerated() {
            var layouts = [layout(scene, screen: own.screen, ownDevice: true, deadline: deadline)]
            for other in others where i < other.scenes.count {
                layouts.append(layout(other.scenes[i], screen: other.screen, ownDevice: false, deadline: deadline))
            }
            scenes.append(LintScene(id: scene.id, name: scene.name, line: scene.line, warnings: scene.warnings, layouts: layouts))
        }
        return LintReport(kind: own.kind, scenes: scenes)
    }

    static func layout(_ scene: ImportedScene, screen: Screen, ownDevice: Bool, deadline: Deadline) -> LintLayout {
        var result = LintLayout(screen: screen, size: scene.size, findings: [], notes: [])
        if !ownDevice && hasWrappingLabel(scene) {
            result.notes.append(ImportWarning(line: scene.line, message: "wrapping labels keep their saved height at this device (text is not measured)"))
        }
        let solved: Layout
        do throws(Problem) {
            let items = scene.document.itemCount
            guard items <= Limits.default.maxItems else {
                throw Problem(.tooManyItems, "the scene has \(items) views and guides; at most \(Limits.default.maxItems) are laid out")
            }
            var system = try LayoutSystem(document: scene.document, deadline: deadline)
            solved = try system.layout(for: scene.size)
        } catch {
            result.notes.append(ImportWarning(line: scene.line, message: "the scene could not be solved: \(error.detail)\(error.pointer.map { " at \($0)" } ?? "")"))
            return result
        }
        var ambiguous: Set<String> = []
        for d in solved.diagnostics {
            switch d {
            case .unsatisfiable(let constraint, let conflicts, let message):
                var f = LintFinding(kind: "unsatisfiable", subject: constraint, line: line(of: constraint, in: scene), message: message)
                f.conflictsWith = conflicts
                result.findings.append(f)
            case .ambiguous(let item, let attributes, let message):
                ambiguous.insert(item)
                var f = LintFinding(kind: "ambiguous", subject: item, line: line(of: item, in: scene), message: message)
                f.attributes = attributes.map(\.rawValue)
                result.findings.append(f)
            case .outsideSuperview(let item, let superview, let message):
                // Content scrolls: a scroll view's children may lie anywhere
                // (docs/interface-builder.md#the-findings).
                if scene.scrollViews.contains(superview) { continue }
                var f = LintFinding(kind: "outsideSuperview", subject: item, line: line(of: item, in: scene), message: message)
                f.superview = superview
                result.findings.append(f)
            case .negativeSize(let item, let attributes, let message):
                var f = LintFinding(kind: "negativeSize", subject: item, line: line(of: item, in: scene), message: message)
                f.attributes = attributes.map(\.rawValue)
                result.findings.append(f)
            }
        }
        if ownDevice {
            result.findings += misplaced(scene, solved: solved, skipping: ambiguous)
        }
        return result
    }

    /// Views whose solved frame differs from the saved one by more than 0.5 pt.
    static func misplaced(_ scene: ImportedScene, solved: Layout, skipping ambiguous: Set<String>) -> [LintFinding] {
        var solvedById: [String: Rect] = [:]
        for f in solved.frames { solvedById[f.id] = f.rect }
        var findings: [LintFinding] = []
        for (index, (id, saved)) in scene.savedFrames.enumerated() where index > 0 && !ambiguous.contains(id) {
            guard let s = solvedById[id] else { continue }
            let off = max(abs(s.x - saved.x), abs(s.y - saved.y), abs(s.width - saved.width), abs(s.height - saved.height))
            guard off > 0.5 else { continue }
            var f = LintFinding(
                kind: "misplaced", subject: id, line: scene.line(of: id) ?? scene.line,
                message: "\(id): frame will be different at run time: saved \(text(saved)), solved \(text(s))")
            f.saved = saved
            f.solved = s
            f.markedMisplaced = scene.markedMisplaced.contains(id)
            findings.append(f)
        }
        return findings
    }

    static func text(_ r: Rect) -> String {
        func n(_ v: Double) -> String { NumberFormat.decimal(v) }
        return "(\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height)))"
    }

    /// The line of an item or constraint name; generated names point at their view.
    static func line(of name: String, in scene: ImportedScene) -> Int {
        if let l = scene.line(of: name) { return l }
        var candidate = name
        if candidate.hasPrefix("UISV-") || candidate.hasPrefix("ARM-") {
            let parts = candidate.split(separator: ":")
            if parts.count >= 2 { candidate = String(parts[1]) }
        }
        if let dot = candidate.firstIndex(of: ".") { candidate = String(candidate[..<dot]) }
        if let l = scene.line(of: candidate) { return l }
        // A guide's own constraints ("<guide>-top") and repeats ("name#2").
        for separator: Character in ["#", "-"] {
            if let cut = candidate.lastIndex(of: separator), let l = scene.line(of: String(candidate[..<cut])) { return l }
        }
        return scene.line
    }

    static func hasWrappingLabel(_ scene: ImportedScene) -> Bool { scene.hasWrappingLabel }
}
