/// One finding or note as CI prints it: the same finding found at several devices is one
/// occurrence naming them, not a line per device (44 devices would print it 44 times).
package struct LintOccurrence: Sendable {
    /// The scene's name.
    package var scene: String
    package var rule: LintRule
    package var line: Int
    package var column: Int
    /// The view, guide or constraint named; the scene's top view for a note.
    package var subject: String
    package var message: String
    /// `message` with its view ids named as Xcode's outline names them (`OutlineNaming`),
    /// for the text and GitHub formats.
    package var namedMessage: String
    /// The file itself marks the view misplaced (`misplaced` findings only).
    package var markedMisplaced: Bool
    /// The devices it was found at, in the order they were linted.
    package var screens: [Screen]
    /// How many devices the scene was linted at.
    package var devicesLinted: Int

    /// "[scene @ devices] " before the message; nothing for a finding read from the file,
    /// which names no scene and holds at every device.
    package var context: String {
        rule.readFromFile ? "" : "[\(scene) @ \(whereFound)] "
    }

    /// "retina6_12 portrait", "every device (3)", or a list of them.
    package var whereFound: String {
        if devicesLinted > 1 && screens.count == devicesLinted { return "every device (\(devicesLinted))" }
        return screens.map { "\($0.device.id) \($0.orientation)" }.joined(separator: ", ")
    }

    /// Every finding and note of `report`, in file order of scenes and first sighting,
    /// each once with the devices it occurs at. The scene's import warnings hold for
    /// every device.
    package static func all(_ report: LintReport) -> [LintOccurrence] {
        var out: [LintOccurrence] = []
        // A finding read from the file names its view by the file's id, as any scene does.
        var fileNames: [String: OutlineName] = [:]
        if !report.fileFindings.isEmpty {
            for scene in report.scenes { fileNames.merge(scene.outlineNames) { first, _ in first } }
        }
        for f in report.fileFindings {
            out.append(LintOccurrence(scene: "", rule: f.rule, line: f.line, column: f.column, subject: f.subject,
                                      message: f.message, namedMessage: OutlineNaming.named(f.message, fileNames),
                                      markedMisplaced: false, screens: [], devicesLinted: 0))
        }
        for scene in report.scenes {
            let top = scene.layouts.first?.screen
            let allScreens = scene.layouts.map(\.screen)
            for w in scene.warnings {
                out.append(LintOccurrence(scene: scene.name, rule: .approximation, line: w.line, column: 1, subject: scene.id,
                                          message: w.message, namedMessage: w.message, markedMisplaced: false,
                                          screens: top == nil ? [] : allScreens, devicesLinted: allScreens.count))
            }
            var index: [String: Int] = [:]
            func add(_ o: LintOccurrence, _ screen: Screen) {
                let key = "\(o.rule.id.rawValue)\u{0}\(o.line)\u{0}\(o.column)\u{0}\(o.subject)\u{0}\(o.message)"
                if let i = index[key] {
                    out[i].screens.append(screen)
                } else {
                    index[key] = out.count
                    var first = o
                    first.screens = [screen]
                    out.append(first)
                }
            }
            for layout in scene.layouts {
                for n in layout.notes {
                    add(LintOccurrence(scene: scene.name, rule: .approximation, line: n.line, column: 1, subject: n.item ?? scene.id,
                                       message: n.message, namedMessage: OutlineNaming.named(n.message, scene.outlineNames),
                                       markedMisplaced: false, screens: [],
                                       devicesLinted: allScreens.count),
                        layout.screen)
                }
                for f in layout.findings {
                    add(LintOccurrence(scene: scene.name, rule: f.rule, line: f.line, column: f.column, subject: f.subject,
                                       message: f.message, namedMessage: OutlineNaming.named(f.message, scene.outlineNames),
                                       markedMisplaced: f.misplacedFrame?.markedByFile ?? false, screens: [],
                                       devicesLinted: allScreens.count),
                        layout.screen)
                }
            }
        }
        return out
    }
}
