import LayoutEngine

extension PreparedFile {
    /// Every scene at each of `devices` (nil: the file's own), each scene built once for all
    /// the devices that give its builder the same `SceneContext`: a cell or a freeform scene is the
    /// same at most phones, and lint at every device would otherwise build it 45 times.
    /// Spread over the cores when `parallel`. Equal to `importScenes(device:)` per device.
    func importScenes(devices: [DeviceChoice?], keepingText: Bool, parallel: Bool, appearance: ColorResolver? = nil) -> [ImportAnswer] {
        let screens = devices.map { choice -> Screen in
            guard let choice else { return file.ownScreen }
            return Screen(device: choice.device, landscape: choice.orientation == .landscape)
        }
        // For each device and candidate, which build answers it (nil: none, as the import
        // leaves that scene out there).
        var builds: [(candidate: Int, input: SceneInput)] = []
        // Per candidate, the contexts built so far and their builds: a few per scene.
        var known = [[(context: SceneContext, build: Int)]](repeating: [], count: candidates.count)
        var buildOf = [[Int?]](repeating: [], count: screens.count)
        for (d, screen) in screens.enumerated() {
            for (c, candidate) in candidates.enumerated() {
                guard var input = file.input(for: candidate, at: screen) else {
                    buildOf[d].append(nil)
                    continue
                }
                input.context.keepsText = keepingText
                input.colors = appearance
                if let same = known[c].first(where: { $0.context == input.context }) {
                    buildOf[d].append(same.build)
                } else {
                    builds.append((c, input))
                    known[c].append((input.context, builds.count - 1))
                    buildOf[d].append(builds.count - 1)
                }
            }
        }
        let jobs = builds
        let built = Linter.map(jobs.indices.map { $0 }, parallel: parallel) { (b: Int) -> ImportedScene in
            let (c, input) = jobs[b]
            var builder = SceneBuilder(input)
            var scene = builder.build()
            scene.name = candidates[c].name
            scene.warnings = file.warnings(for: candidates[c]) + scene.warnings
            return scene
        }
        return screens.indices.map { d in
            ImportAnswer(kind: file.kind, screen: screens[d], scenes: buildOf[d].compactMap { $0.map { built[$0] } })
        }
    }
}
