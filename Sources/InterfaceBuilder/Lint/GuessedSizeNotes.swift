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
    /// At the file's own device (`notingNew`), one note per view that the guessed sizes
    /// alone keep from being ambiguous, at the view's line; `ambiguous` is what the solve
    /// with the guesses already reported. At every device, an `ambiguous` finding that the
    /// solve without the guesses does not make rests on them: a guessed size that is not
    /// the canvas's strains the views around it into a tie (VLC's donation form: a
    /// confetti view of its own class fills a scroll view's content, and its saved size,
    /// taken as its own, stretches the fields the content's chain holds). It becomes a note.
    static func apply(_ result: inout LintLayout, _ scene: ImportedScene, solvedAmbiguous ambiguous: Set<String>,
                      notingNew: Bool, deadline: Deadline) {
        guard !scene.guessedSizes.isEmpty, notingNew || !ambiguous.isEmpty else { return }
        var document = scene.document
        document.root = document.root.withoutGuessedSizes(scene.guessedSizes)
        let unguessed: Layout
        do throws(Problem) {
            var system = try LayoutSystem(document: document, deadline: deadline)
            unguessed = try system.layout(for: scene.size)
        } catch {
            // Without the guesses the scene does not solve (a deadline): say nothing more
            // than the solve with them did.
            return
        }
        var found: [(item: String, attributes: [FrameAttribute])] = []
        var all: Set<String> = []
        for d in unguessed.diagnostics {
            guard case .ambiguous(let item, let attributes, _) = d else { continue }
            all.insert(item)
            if !ambiguous.contains(item) { found.append((item, attributes)) }
        }
        let guessed = scene.guessedSizes.keys.sorted()
        // A scroll view's content rectangle is the import's guide: findings and notes name
        // the scroll view (`Linter.ambiguity`).
        let unguessedSubjects = Set(all.map { scene.contentGuides[$0] ?? $0 })
        result.findings.removeAll { f in
            guard case .ambiguous(let attributes) = f.kind, !unguessedSubjects.contains(f.subject) else { return false }
            result.notes.append(ImportWarning(
                line: f.line, message: restingMessage(f.subject, attributes, guessed: guessed, in: scene), item: f.subject))
            return true
        }
        guard notingNew, !found.isEmpty else { return }
        let scope = AmbiguityScope(document.root)
        // The guesses that decide something are the guessed views that are ambiguous
        // without them: a guessed view whose constraints fix its size decides nothing.
        var deciding = found.map(\.item).filter { scene.guessedSizes[$0] != nil }
        if deciding.isEmpty { deciding = guessed }
        var noted: Set<String> = []
        for (item, attributes) in found where scope.isReported(item, among: all) && scene.inspectable[item] == nil {
            let subject = scene.contentGuides[item] ?? item
            guard noted.insert(subject).inserted else { continue }
            let line = scene.position(of: subject)?.line ?? scene.line
            result.notes.append(ImportWarning(line: line, message: message(subject, attributes, deciding: deciding, in: scene), item: subject))
        }
    }

    /// A finding that only the guesses make, said as a note.
    static func restingMessage(_ item: String, _ attributes: [String], guessed: [String], in scene: ImportedScene) -> String {
        "\(item) is not called ambiguous: its \(attributes.joined(separator: " and ")) "
            + (attributes.count == 1 ? "ties" : "tie") + " only with \(whose(item, guessed, in: scene)). Without it, "
            + "\(item) is placed: where Xcode's canvas has no such size, it is not ambiguous there"
    }

    static func message(_ item: String, _ attributes: [FrameAttribute], deciding: [String], in scene: ImportedScene) -> String {
        let what = attributes.map(\.rawValue).joined(separator: ", ")
        return "\(item) rests on a size layoutd guessed: \(whose(item, deciding, in: scene)). Without it, the \(what) of \(item) is ambiguous, "
            + "as Xcode reports it when the canvas has no such size"
    }

    /// "its saved size, taken because ..." for a guessed view itself; else "the saved size of
    /// X, taken because ...", or of several guessed views by name.
    static func whose(_ item: String, _ guessed: [String], in scene: ImportedScene) -> String {
        if let own = scene.guessedSizes[item] { return "its saved size, taken because \(own.because)" }
        let named = guessed.prefix(3).joined(separator: ", ") + (guessed.count > 3 ? " and \(guessed.count - 3) more" : "")
        return "the saved size of \(named)"
            + (guessed.count == 1 ? scene.guessedSizes[guessed[0]].map { ", taken because \($0.because)" } ?? "" : "")
    }
}
