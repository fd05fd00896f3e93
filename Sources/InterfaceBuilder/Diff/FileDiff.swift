import LayoutDocument
import LayoutEngine

/// Two versions of one file compared by what they put on screen: each scene solved in
/// both, at each device, and every view that moved, resized, appeared, disappeared, was
/// shown or was hidden (docs/interface-builder.md#diff). An edit to a constraint or a text
/// counts by what it does to frames: the frames are compared, not the XML.
package struct FileDiff: Sendable {
    /// One scene at one device in one version: what the pictures of a change draw.
    package struct Side: Sendable {
        package var scene: ImportedScene
        package var layout: Layout
    }

    /// One scene at one device: its changes, and both sides to draw them (nil: the scene
    /// is not in that version, or could not be laid out there).
    package struct SceneDiff: Sendable {
        package var scene: String
        package var sceneName: String
        package var device: String
        package var screen: Screen
        package var changes: [ViewChange]
        package var before: Side?
        package var after: Side?
        /// Why a side could not be laid out, when one could not.
        package var problems: [String]
    }

    package var scenes: [SceneDiff]
    /// The file's own device when the two versions name different ones (`retina6_12`, or
    /// `retina4_0-landscape`), old then new: each version is laid out at its own, so frames
    /// differ for that alone. nil when they agree, or with `--devices`.
    package var deviceChange: (old: String, new: String)?

    package init(scenes: [SceneDiff], deviceChange: (old: String, new: String)? = nil) {
        self.scenes = scenes
        self.deviceChange = deviceChange
    }

    /// Every change, scene by scene, device by device.
    package var changes: [ViewChange] { scenes.flatMap(\.changes) }

    /// Options as `layoutd diff` takes them.
    package struct Options: Sendable {
        /// nil: each file's own device; else each of these, instead.
        package var devices: [DeviceChoice?] = [nil]
        package var appearance = AppearanceOptions()
        package var parallel = false

        package init(devices: [DeviceChoice?] = [nil], appearance: AppearanceOptions = AppearanceOptions(), parallel: Bool = false) {
            self.devices = devices
            self.appearance = appearance
            self.parallel = parallel
        }
    }

    /// `old` against `new`.
    /// - Throws: `RenderError` (`side` says which) for a version refused as a whole.
    package static func compare(old: [UInt8], new: [UInt8], options: Options, deadline: Deadline = .never) throws(DiffError) -> FileDiff {
        let before: [ImportAnswer], after: [ImportAnswer]
        do { before = try SceneImport.scenes(old, devices: options.devices, appearance: options.appearance, scene: nil, parallel: options.parallel) } catch {
            throw DiffError(side: .old, error)
        }
        do { after = try SceneImport.scenes(new, devices: options.devices, appearance: options.appearance, scene: nil, parallel: options.parallel) } catch {
            throw DiffError(side: .new, error)
        }
        var pairs: [(screen: Screen, old: ImportedScene?, new: ImportedScene?)] = []
        for (a, b) in zip(before, after) {
            let olds = Dictionary(a.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let news = Set(b.scenes.map(\.id))
            for scene in b.scenes { pairs.append((b.screen, olds[scene.id], scene)) }
            for scene in a.scenes where !news.contains(scene.id) { pairs.append((b.screen, scene, nil)) }
        }
        let compared = Linter.map(pairs, parallel: options.parallel) { pair in
            diff(old: pair.old, new: pair.new, screen: pair.screen, deadline: deadline)
        }
        var change: (old: String, new: String)?
        if let a = before.first?.screen, let b = after.first?.screen, Self.name(a) != Self.name(b) {
            change = (Self.name(a), Self.name(b))
        }
        return FileDiff(scenes: compared, deviceChange: change)
    }

    static func solve(_ scene: ImportedScene?, deadline: Deadline) -> (side: Side?, problem: String?) {
        guard let scene else { return (nil, nil) }
        do {
            guard let layout = try LayoutSystem.solve(scene.document, deadline: deadline).first else { return (nil, "no size to lay out") }
            return (Side(scene: scene, layout: layout), nil)
        } catch {
            return (nil, error.detail)
        }
    }

    /// `retina6_12`, `-landscape` added in landscape: how changes name a device.
    static func name(_ screen: Screen) -> String {
        screen.device.id + (screen.landscape ? "-landscape" : "")
    }

    static func diff(old: ImportedScene?, new: ImportedScene?, screen: Screen, deadline: Deadline) -> SceneDiff {
        let named = new ?? old
        let device = name(screen)
        var result = SceneDiff(scene: named?.id ?? "", sceneName: named?.name ?? "", device: device, screen: screen,
                               changes: [], before: nil, after: nil, problems: [])
        let (before, oldProblem) = solve(old, deadline: deadline)
        let (after, newProblem) = solve(new, deadline: deadline)
        result.before = before
        result.after = after
        if let oldProblem { result.problems.append("the old version could not be laid out: \(oldProblem)") }
        if let newProblem { result.problems.append("the new version could not be laid out: \(newProblem)") }
        // A side that could not be laid out has no frames to compare: say so, list nothing.
        if (old != nil && before == nil) || (new != nil && after == nil) { return result }
        result.changes = ViewMatcher(before: before, after: after).changes(scene: result.scene, sceneName: result.sceneName, device: device)
        return result
    }
}

/// Why a diff could not start: one version refused as a whole.
package struct DiffError: Error, Sendable, Equatable {
    package enum Side: String, Sendable { case old, new }
    package var side: Side
    package var error: RenderError

    package init(side: Side, _ error: RenderError) {
        self.side = side
        self.error = error
    }
}
