import LayoutEngine

/// The import that pictures and diffs share: the file read with how its views look, at
/// each device, the scenes one `--scene` names (or all).
enum SceneImport {
    /// - Throws: `RenderError` for a file refused as a whole, or a `scene` none of its
    ///   scenes is (the message lists them).
    static func scenes(_ bytes: [UInt8], devices: [DeviceChoice?], appearance: AppearanceOptions, scene: String?,
                       parallel: Bool) throws(RenderError) -> [ImportAnswer] {
        let prepared: PreparedFile
        do {
            prepared = try PreparedFile(Importer.parse(bytes, skipping: Importer.unreadDrawing))
        } catch {
            throw RenderError(error)
        }
        var answers = prepared.importScenes(devices: devices, keepingText: false, parallel: parallel,
                                            appearance: prepared.colors(appearance))
        guard let wanted = scene else { return answers }
        let own = answers.first?.scenes ?? []
        guard own.contains(where: { matches($0, wanted) }) else {
            let known = own.map { "\($0.id) (\($0.name))" }.joined(separator: ", ")
            throw RenderError("the file has no scene \(wanted); its scenes are \(known.isEmpty ? "none" : known)")
        }
        for i in answers.indices { answers[i].scenes = answers[i].scenes.filter { matches($0, wanted) } }
        return answers
    }

    /// A scene is named by its id as the import answer gives it, its IB id, or its name.
    static func matches(_ scene: ImportedScene, _ wanted: String) -> Bool {
        scene.id == wanted || scene.name == wanted || ViewAttributes.documentId(wanted) == scene.id
    }
}
