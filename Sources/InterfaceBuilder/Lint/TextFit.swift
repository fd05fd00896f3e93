import LayoutEngine
import Support

/// The `truncated` rule: a one-line label or a button whose measured text is wider than
/// the frame the layout gives it.
///
/// The text is measured with Inter standing in for San Francisco, which lands within 1 pt
/// of Xcode's own width for about four labels in five (docs/text.md#how-close-it-comes),
/// and the rest within a few percent. So a shortfall is reported only beyond both
/// `minimumShortfall` and `relativeShortfall` of the text's width: a label Xcode lays out
/// at its text's width is never called truncated for the stand-in's error.
enum TextFit {
    static let minimumShortfall = 2.0
    static let relativeShortfall = 0.06

    /// The texts Interface Builder gives a new label, button or cell: placeholders the app
    /// replaces in code, not the text that will be drawn.
    static let placeholderTexts: Set<String> = ["Label", "Button", "Title", "Subtitle", "Detail", "Text"]

    /// Whether the stand-in can measure `text`: Inter has no emoji (UIKit draws them from
    /// Apple Color Emoji, which is not here).
    static func isMeasurable(_ text: String) -> Bool {
        !placeholderTexts.contains(text) && !text.unicodeScalars.contains { $0.properties.isEmojiPresentation }
    }

    /// - Parameter variant: the text variant the layout was made at, named in the message.
    static func finding(_ item: String, missing: Size, solved: Layout,
                        in scene: ImportedScene, variant: TextVariant? = nil) -> LintFinding? {
        // A wrapping label's height is the saved one; a font the server lacks was not measured.
        guard missing.height == 0, !isSubstituted(item, in: solved), let frame = solved.frames.first(where: { $0.id == item })?.rect else { return nil }
        let needed = frame.width + missing.width
        guard missing.width > max(minimumShortfall, relativeShortfall * needed) else { return nil }
        guard let content = Self.text(of: item, in: scene.document.root), isMeasurable(content) else { return nil }
        let text = " \"\(clipped(content))\""
        return LintFinding(
            .truncated, subject: item, at: Linter.position(of: item, in: scene),
            message: "\(item)'s text\(text) is wider than its frame\(variant.map { " " + $0.phrase } ?? ""), so UIKit cuts it off (the text needs about \(NumberFormat.decimal(needed.rounded())) pt, measured with Inter standing in for San Francisco)")
    }

    /// Whether the layout reports `item`'s font missing (the system font measured it).
    static func isSubstituted(_ item: String, in solved: Layout) -> Bool {
        solved.diagnostics.contains { d in
            if case .fontSubstituted(item, _, _) = d { return true } else { return false }
        }
    }

    /// The view's text, found by id.
    static func text(of id: String, in root: View) -> String? {
        var pending = [root]
        while let view = pending.popLast() {
            if view.id == id { return view.text?.text }
            pending.append(contentsOf: view.children)
        }
        return nil
    }

    private static func clipped(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
