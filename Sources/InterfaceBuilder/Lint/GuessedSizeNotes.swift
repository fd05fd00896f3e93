import LayoutEngine

/// What lint says about views whose layout rests on a size layoutd guessed (`GuessedSize`).
///
/// The frames follow the guess, because the canvas mostly had such a size: 131 of the 146
/// leaf views of the app's own classes in the development half of 2026-12-06 are not flagged
/// ambiguous. But Xcode flags the other 15, and the views they place, and the file cannot
/// tell which case it is. So the scene is solved again without the guessed sizes, and
/// every view that only then is ambiguous gets a note, not a finding: the file may be
/// right (the class gives a size) or not, and a person can tell which.
enum GuessedSizeNotes {
    /// One note per view that the guessed sizes alone keep from being ambiguous, at the
    /// view's line; `ambiguous` is what the solve with the guesses already reported.
    static func notes(_ scene: ImportedScene, solvedAmbiguous ambiguous: Set<String>, deadline: Deadline) -> [ImportWarning] {
        guard !scene.guessedSizes.isEmpty else { return [] }
        var document = scene.document
        document.root = document.root.withoutGuessedSizes(scene.guessedSizes)
        let unguessed: Layout
        do throws(Problem) {
            var system = try LayoutSystem(document: document, deadline: deadline)
            unguessed = try system.layout(for: scene.size)
        } catch {
            // Without the guesses the scene does not solve (a deadline): say nothing more
            // than the solve with them did.
            return []
        }
        var found: [(item: String, attributes: [FrameAttribute])] = []
        var all: Set<String> = []
        for d in unguessed.diagnostics {
            guard case .ambiguous(let item, let attributes, _) = d else { continue }
            all.insert(item)
            if !ambiguous.contains(item) { found.append((item, attributes)) }
        }
        guard !found.isEmpty else { return [] }
        let scope = AmbiguityScope(document.root)
        // The guesses that decide something are the guessed views that are ambiguous
        // without them: a guessed view whose constraints fix its size decides nothing.
        var deciding = found.map(\.item).filter { scene.guessedSizes[$0] != nil }
        if deciding.isEmpty { deciding = scene.guessedSizes.keys.sorted() }
        var out: [ImportWarning] = []
        var noted: Set<String> = []
        for (item, attributes) in found where scope.isReported(item, among: all) && scene.inspectable[item] == nil {
            // A scroll view's content rectangle is the import's guide: the note names the
            // scroll view, as the finding would (`Linter.ambiguity`).
            let subject = scene.contentGuides[item] ?? item
            guard noted.insert(subject).inserted else { continue }
            let line = scene.position(of: subject)?.line ?? scene.line
            out.append(ImportWarning(line: line, message: message(subject, attributes, deciding: deciding, in: scene), item: subject))
        }
        return out
    }

    static func message(_ item: String, _ attributes: [FrameAttribute], deciding: [String], in scene: ImportedScene) -> String {
        let what = attributes.map(\.rawValue).joined(separator: ", ")
        let whose: String
        if let own = scene.guessedSizes[item] {
            whose = "its saved size, taken because \(own.because)"
        } else {
            let named = deciding.prefix(3).joined(separator: ", ") + (deciding.count > 3 ? " and \(deciding.count - 3) more" : "")
            whose = "the saved size of \(named)"
                + (deciding.count == 1 ? scene.guessedSizes[deciding[0]].map { ", taken because \($0.because)" } ?? "" : "")
        }
        return "\(item) rests on a size layoutd guessed: \(whose). Without it, the \(what) of \(item) is ambiguous, "
            + "as Xcode reports it when the canvas has no such size"
    }
}
