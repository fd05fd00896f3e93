import Dispatch
import LayoutEngine
import Support

/// Solves every scene at the file's device and at `devices`, and reports what Xcode's
/// canvas would (docs/interface-builder.md#commands-and-routes).
package enum Linter {
    /// "retina4_0,retina6_12:landscape" to devices; an unknown id is an error naming it.
    /// - Throws: `LintOptionError` naming an unknown device or orientation.
    /// `all`: every device of the table, portrait and landscape.
    package static func parseDevices(_ list: String) throws(LintOptionError) -> [DeviceChoice] {
        if list == "all" {
            return Device.all.flatMap { [DeviceChoice(device: $0, orientation: .portrait), DeviceChoice(device: $0, orientation: .landscape)] }
        }
        var result: [DeviceChoice] = []
        for part in list.split(separator: ",") where !part.isEmpty {
            let pieces = part.split(separator: ":", maxSplits: 1)
            let id = String(pieces[0])
            guard let device = Device.named(id) else {
                throw LintOptionError("unknown device \(id) in devices; known: \(Device.knownIds.joined(separator: ", "))")
            }
            var orientation = Orientation.portrait
            if pieces.count == 2 {
                guard let o = Orientation(rawValue: String(pieces[1])) else {
                    throw LintOptionError("orientation \(pieces[1]) of \(id): portrait or landscape")
                }
                orientation = o
            }
            result.append(DeviceChoice(device: device, orientation: orientation))
        }
        return result
    }

    /// What lint reads beyond the import: accessibility, button titles and images.
    static let unread = Importer.unread.subtracting(["accessibility", "userDefinedRuntimeAttributes", "state", "buttonConfiguration",
                                                     "attributedString", "resources", "image", "namedColor", "color"])

    /// Imports `bytes` and lays every scene out at the file's own device and at each of
    /// `devices`, with the rules `configuration` turns on; `fileName` (the path's last
    /// component) for the rules that compare names with it, and `assets` for the rules that
    /// look names up in the asset catalogs (they do not run without). A scene the engine refuses
    /// becomes a note, not an error; a file with Auto Layout off is a finding.
    /// - Throws: `ImportError` when the file is refused as a whole.
    /// `variants` lays the text out again pseudo-localized or at other content sizes, at
    /// every device, for `truncated` findings there (`TextVariant`).
    package static func lint(_ bytes: [UInt8], devices: [DeviceChoice] = [], fileName: String? = nil,
                            configuration: LintConfiguration = .default, assets: AssetCatalog? = nil, parallel: Bool = false,
                            variants: [TextVariant] = [], deadline: Deadline = .never) throws(ImportError) -> LintReport {
        let root = try Importer.parse(bytes, skipping: unread)
        let rules = configuration.enabledRules
        if let off = FileChecks.autolayoutDisabled(root) {
            let kind: ImportAnswer.Kind = root["type"] == Importer.storyboardType ? .storyboard : .xib
            return configuration.apply(to: LintReport(kind: kind, scenes: [], fileFindings: [off]))
        }
        // The file's own device first; the import of each device, then the layout of each
        // scene at each device, spread over the cores when `parallel`.
        let choices: [DeviceChoice?] = [nil] + devices.map { $0 }
        let prepared = try PreparedFile(root)
        let keepingText = rules.contains(.truncated)
        let answers = prepared.importScenes(devices: choices, keepingText: keepingText, parallel: parallel)
        let own = answers[0]
        let groups = groups(answers)
        // The rules read from the file need only its tree: they run beside the layouts.
        let (laidOut, readFindings) = alongside(parallel: parallel) {
            map(groups, parallel: parallel) { (group) in layouts(group, answers, rules: rules, deadline: deadline) }
        } and: {
            FileChecks.findings(root, fileName: fileName, rules: rules)
        }
        // Back in device order: the file's own first, then as asked.
        var byDevice = own.scenes.map { _ in [LintLayout?](repeating: nil, count: answers.count) }
        for (group, layouts) in zip(groups, laidOut) {
            for (d, layout) in zip(group.devices, layouts) { byDevice[group.scene][d] = layout }
        }
        if rules.contains(.ambiguous) {
            MeasuredTextTies.apply(&byDevice, groups: groups, answers: answers, prepared: prepared, choices: choices,
                                   parallel: parallel, deadline: deadline)
        }
        if keepingText {
            for variant in variants {
                let measured = map(choices, parallel: parallel) { (choice) in prepared.importScenes(device: choice, text: .measured) }
                let found = map(Array(measured.indices), parallel: parallel) { (d) in
                    truncations(measured[d], variant: variant, deadline: deadline)
                }
                for (d, scenesFound) in found.enumerated() {
                    for (i, findings) in scenesFound.enumerated() where i < byDevice.count {
                        guard var layout = byDevice[i][d] else { continue }
                        let known = Set(layout.findings.filter { $0.kind == .truncated }.map(\.subject))
                        layout.findings += findings.filter { !known.contains($0.subject) }
                        byDevice[i][d] = layout
                    }
                }
            }
        }
        var scenes: [LintScene] = []
        for (i, scene) in own.scenes.enumerated() {
            scenes.append(LintScene(id: scene.id, name: scene.name, line: scene.line, warnings: scene.warnings,
                                    layouts: byDevice[i].compactMap { $0 }, outlineNames: scene.outlineNames))
        }
        var fileFindings = readFindings
        if let assets {
            fileFindings += AssetChecks.findings(root, catalog: assets, rules: rules)
            fileFindings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        }
        let report = LintReport(kind: own.kind, scenes: scenes, fileFindings: fileFindings)
        return configuration.apply(to: report)
    }

    /// The `truncated` findings of each scene of `answer` (imported with text measured)
    /// laid out as `variant` lays its text out; a scene that cannot be laid out has none.
    static func truncations(_ answer: ImportAnswer, variant: TextVariant, deadline: Deadline) -> [[LintFinding]] {
        answer.scenes.map { scene -> [LintFinding] in
            let document = variant.apply(to: scene.document)
            guard document.itemCount <= Limits.default.maxItems,
                  let solved = try? LayoutSystem.solve(document, deadline: deadline).first else { return [] }
            return solved.diagnostics.compactMap { d -> LintFinding? in
                guard case .truncated(let item, let missing, _) = d else { return nil }
                // The message quotes the file's own text, not the variant's.
                return TextFit.finding(item, missing: missing, solved: solved, in: scene, variant: variant)
            }
        }
    }

    /// `items.map(transform)`, on every core when `parallel` (the command line; the
    /// service's workers are its parallelism). The first error thrown, in item order, is thrown.
    static func map<T: Sendable, R: Sendable, E: Error>(_ items: [T], parallel: Bool,
                                                        _ transform: @Sendable (T) throws(E) -> R) throws(E) -> [R] {
        guard parallel, items.count > 1 else {
            var out: [R] = []
            out.reserveCapacity(items.count)
            for item in items { out.append(try transform(item)) }
            return out
        }
        let results = Locked([Result<R, E>?](repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let r: Result<R, E>
            do throws(E) { r = .success(try transform(items[i])) } catch { r = .failure(error) }
            results.withLock { $0[i] = r }
        }
        var out: [R] = []
        out.reserveCapacity(items.count)
        for r in results.withLock({ $0 }) {
            guard let r else { continue }
            out.append(try r.get())
        }
        return out
    }

    /// `first()` and `second()`, at the same time when `parallel`: `second` on a thread of
    /// its own, `first` on this one, where it may spread over the cores (a
    /// `concurrentPerform` inside another runs its iterations one by one).
    static func alongside<A: Sendable, B: Sendable>(parallel: Bool, _ first: @Sendable () -> A,
                                                    and second: @escaping @Sendable () -> B) -> (A, B) {
        guard parallel else { return (first(), second()) }
        let result = Locked<B?>(nil)
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            let value = second()
            result.withLock { $0 = value }
        }
        let a = first()
        done.wait()
        guard let b = result.withLock({ $0 }) else { preconditionFailure("the group is done, so its value is set") }
        return (a, b)
    }

    /// One scene at several devices whose documents differ in their sizes alone: one
    /// system, built once and moved to each size (a warm answer is the cold one,
    /// docs/requests.md#determinism).
    struct Group: Sendable {
        var scene: Int
        /// Indices into the answers, the file's own device (0) first when it is one of them.
        var devices: [Int]
    }

    /// For each scene, its devices grouped by document (sizes aside), in device order.
    static func groups(_ answers: [ImportAnswer]) -> [Group] {
        var out: [Group] = []
        for i in answers[0].scenes.indices {
            var documents: [Document] = []
            let first = out.count
            for d in answers.indices where i < answers[d].scenes.count {
                var document = answers[d].scenes[i].document
                document.sizes = []
                // The safe area tells most devices apart before the whole document is compared.
                if let g = documents.firstIndex(where: { $0.safeAreaInsets == document.safeAreaInsets && $0 == document }) {
                    out[first + g].devices.append(d)
                } else {
                    documents.append(document)
                    out.append(Group(scene: i, devices: [d]))
                }
            }
        }
        return out
    }

    /// The scene laid out at each device of `group`.
    static func layouts(_ group: Group, _ answers: [ImportAnswer], rules: Set<LintRule.ID>, deadline: Deadline) -> [LintLayout] {
        let scene = answers[group.devices[0]].scenes[group.scene]
        var system: LayoutSystem
        do throws(Problem) {
            let items = scene.document.itemCount
            guard items <= Limits.default.maxItems else {
                throw Problem(.tooManyItems, "the scene has \(items) views and guides; at most \(Limits.default.maxItems) are laid out")
            }
            system = try LayoutSystem(document: scene.document, deadline: deadline)
        } catch {
            return group.devices.map { d in
                var result = LintLayout(screen: answers[d].screen, size: answers[d].scenes[group.scene].size, findings: [], notes: [])
                result.notes.append(unsolved(scene, error))
                return result
            }
        }
        return group.devices.map { d in
            layout(answers[d].scenes[group.scene], screen: answers[d].screen, ownDevice: d == 0, on: &system, rules: rules, deadline: deadline)
        }
    }

    static func unsolved(_ scene: ImportedScene, _ error: Problem) -> ImportWarning {
        ImportWarning(line: scene.line, message: "the scene could not be solved: \(error.detail)\(error.pointer.map { " at \($0)" } ?? "")")
    }

    /// The scene at one device, on `system`, a system of its document.
    static func layout(_ scene: ImportedScene, screen: Screen, ownDevice: Bool, on system: inout LayoutSystem,
                       rules: Set<LintRule.ID>, deadline: Deadline) -> LintLayout {
        var result = LintLayout(screen: screen, size: scene.size, findings: [], notes: [])
        if !ownDevice && hasWrappingLabel(scene) {
            result.notes.append(ImportWarning(line: scene.line, message: "wrapping labels keep their saved height at this device (text is not measured)"))
        }
        let solved: Layout
        do throws(Problem) {
            solved = try system.layout(for: scene.size)
        } catch {
            result.notes.append(unsolved(scene, error))
            return result
        }
        var ambiguous: Set<String> = []
        for d in solved.diagnostics {
            switch d {
            case .unsatisfiable(let constraint, let conflicts, let message):
                result.findings.append(LintFinding(.unsatisfiable(conflictsWith: conflicts), subject: constraint,
                                                   at: position(of: constraint, in: scene), message: message))
            case .ambiguous(let item, let attributes, let message):
                ambiguous.insert(item)
                result.findings.append(ambiguity(item, attributes, message, in: scene))
            case .outsideSuperview(let item, let superview, let message):
                // Content scrolls: a scroll view's children may lie anywhere
                // (docs/interface-builder.md#the-findings).
                if scene.scrollViews.contains(superview) { continue }
                result.findings.append(LintFinding(.outsideSuperview(superview: superview), subject: item,
                                                   at: position(of: item, in: scene), message: message))
            case .negativeSize(let item, let attributes, let message):
                result.findings.append(LintFinding(.negativeSize(attributes: attributes.map(\.rawValue)), subject: item,
                                                   at: position(of: item, in: scene), message: message))
            case .truncated(let item, let missing, _):
                guard let f = TextFit.finding(item, missing: missing, solved: solved, in: scene) else { continue }
                result.findings.append(f)
            case .fontSubstituted, .textUnsettled:
                // The saved size sizes the view: a stand-in font only weakens `truncated`.
                continue
            }
        }
        if !ambiguous.isEmpty {
            let scope = AmbiguityScope(scene.document.root)
            result.findings.removeAll { f in
                guard case .ambiguous = f.kind else { return false }
                return !scope.isReported(f.subject, among: ambiguous)
            }
            designableNotes(&result, in: scene)
            AmbiguityFromBreaks.apply(&result, solved: solved, scene: scene, deadline: deadline)
            SubPixelTies.apply(&result, system: system, scene: scene, deadline: deadline)
            // The saved frames are of the file's own device: only there do they say what room
            // Xcode's canvas gave.
            if ownDevice { ModelledTies.apply(&result, system: system, solved: solved, scene: scene, deadline: deadline) }
        }
        if rules.contains(.ambiguous) {
            GuessedSizeNotes.apply(&result, scene, solvedAmbiguous: ambiguous, notingNew: ownDevice, deadline: deadline)
        }
        result.findings += ScreenChecks.findings(scene, solved: solved, screen: screen, skipping: ambiguous, rules: rules)
        if ownDevice && rules.contains(.misplaced) {
            let misplaced = Misplacement.judge(scene, system: system, solved: solved, skipping: ambiguous, deadline: deadline)
            result.findings += misplaced.findings
            result.savedFramesBreak = misplaced.broken.map { ($0.id, $0.amount) }
        }
        return result
    }

    /// An ambiguous view that may be an `@IBDesignable` (`InspectableProperties`) is not
    /// blamed: Xcode may size it by an intrinsic size layoutd cannot know. Its finding
    /// becomes a note that says so, one per view.
    static func designableNotes(_ result: inout LintLayout, in scene: ImportedScene) {
        guard !scene.inspectable.isEmpty else { return }
        var noted: Set<String> = []
        result.findings.removeAll { f in
            guard case .ambiguous = f.kind, let properties = scene.inspectable[f.subject] else { return false }
            if noted.insert(f.subject).inserted {
                result.notes.append(ImportWarning(
                    line: f.line,
                    message: "\(f.subject) is not called ambiguous: its class sets inspectable properties (\(properties.joined(separator: ", "))), "
                        + "so it may be @IBDesignable, which Xcode sizes by an intrinsic content size layoutd cannot know",
                    item: f.subject))
            }
            return true
        }
    }

    /// An ambiguous finding as Xcode words it. A scroll view's content rectangle is a guide
    /// the import made, not something in the file: Xcode reports its size on the scroll view
    /// ("Scrollable content size is ambiguous").
    static func ambiguity(_ item: String, _ attributes: [FrameAttribute], _ message: String, in scene: ImportedScene) -> LintFinding {
        let kind = LintFinding.Kind.ambiguous(attributes: attributes.map(\.rawValue))
        guard let scroll = scene.contentGuides[item] else {
            return LintFinding(kind, subject: item, at: position(of: item, in: scene), message: message)
        }
        let width = attributes.contains(.width), height = attributes.contains(.height)
        let what = width && height ? "size" : width ? "width" : height ? "height" : "position"
        return LintFinding(kind, subject: scroll, at: position(of: scroll, in: scene),
                           message: "Scrollable content \(what) is ambiguous for \(scroll).")
    }

    static func text(_ r: Rect) -> String {
        func n(_ v: Double) -> String { NumberFormat.decimal(v) }
        return "(\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height)))"
    }

    /// The line and column of an item or constraint name; generated names point at their
    /// view, and what has no element of its own at the scene's top view.
    static func position(of name: String, in scene: ImportedScene) -> (line: Int, column: Int) {
        if let p = scene.position(of: name) { return p }
        var candidate = name
        if candidate.hasPrefix("UISV-") || candidate.hasPrefix("ARM-") {
            let parts = candidate.split(separator: ":")
            if parts.count >= 2 { candidate = String(parts[1]) }
        }
        if let dot = candidate.firstIndex(of: ".") { candidate = String(candidate[..<dot]) }
        if let p = scene.position(of: candidate) { return p }
        // A guide's own constraints ("<guide>-top") and repeats ("name#2").
        for separator: Character in ["#", "-"] {
            if let cut = candidate.lastIndex(of: separator), let p = scene.position(of: String(candidate[..<cut])) { return p }
        }
        return scene.position(of: scene.id) ?? (scene.line, 1)
    }

    static func hasWrappingLabel(_ scene: ImportedScene) -> Bool { scene.hasWrappingLabel }
}
