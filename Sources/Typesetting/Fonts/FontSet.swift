/// The user's fonts (`--fonts DIR`), found by the names a request or a storyboard gives.
struct FontSet: Sendable {
    /// In path order, then face order within a file.
    let faces: [FontFace]
    private let byPostScriptName: [String: FontFace]
    private let byFullName: [String: FontFace]
    private let byFoldedPostScriptName: [String: FontFace]
    private let byFoldedFullName: [String: FontFace]
    private let byFoldedFamily: [String: [FontFace]]

    init(faces: [FontFace]) {
        self.faces = faces
        var postScript: [String: FontFace] = [:], full: [String: FontFace] = [:]
        var foldedPostScript: [String: FontFace] = [:], foldedFull: [String: FontFace] = [:]
        var families: [String: [FontFace]] = [:]
        // The first face in path order keeps a name two files share, the same on every machine.
        for face in faces {
            postScript[face.postScriptName] = postScript[face.postScriptName] ?? face
            full[face.fullName] = full[face.fullName] ?? face
            foldedPostScript[face.postScriptName.lowercased()] = foldedPostScript[face.postScriptName.lowercased()] ?? face
            foldedFull[face.fullName.lowercased()] = foldedFull[face.fullName.lowercased()] ?? face
            families[face.family.lowercased(), default: []].append(face)
        }
        byPostScriptName = postScript
        byFullName = full
        byFoldedPostScriptName = foldedPostScript
        byFoldedFullName = foldedFull
        byFoldedFamily = families
    }

    /// The face `name` means: its PostScript name (name ID 6), else its full name (ID 4),
    /// each exactly and then in any case; else, for a storyboard's `family=`, the family's
    /// upright face nearest regular.
    func face(named name: String) -> FontFace? {
        if let face = byPostScriptName[name] ?? byFullName[name] { return face }
        let folded = name.lowercased()
        if let face = byFoldedPostScriptName[folded] ?? byFoldedFullName[folded] { return face }
        return byFoldedFamily[folded]?.min { rank($0) < rank($1) }
    }

    /// The faces whose family is San Francisco's, which then serve as the system font.
    var sanFrancisco: [FontFace] {
        faces.filter { SystemFont.sanFranciscoFamilies.contains($0.family.lowercased()) }
    }

    private func rank(_ face: FontFace) -> (Int, Int) {
        (face.italic ? 1 : 0, abs(face.weight - 400))
    }
}
