import LayoutEngine
import Support
import Typesetting

/// What lint lays a file's text out at beyond the file itself, to find the labels UIKit
/// cuts off there (docs/lint.md#longer-strings-and-larger-text): every string made longer as a translation makes
/// it, or a larger Dynamic Type size.
///
/// Each variant imports the file with its text measured (labels sized by their text, not
/// their saved sizes), so a label that may grow grows; only the labels its constraints
/// then squeeze below their text are reported, as `truncated`, and only those the file's
/// own text does not already cut off.
package enum TextVariant: Sendable, Equatable, Hashable {
    /// Every string 40 % longer and accented, as Xcode's pseudolanguages make them.
    case pseudoLocalized
    /// Text styles at another content size category.
    case contentSize(ContentSizeCategory)

    /// `large,accessibilityLarge`: content size categories by UIKit's names, as
    /// `--content-size` and `content_sizes` take them.
    /// - Throws: `LintOptionError` naming an unknown category, with the closest known one.
    package static func contentSizes(_ list: String) throws(LintOptionError) -> [TextVariant] {
        var out: [TextVariant] = []
        for part in list.split(separator: ",") where !part.isEmpty {
            let name = String(part.filter { $0 != " " })
            guard let category = ContentSizeCategory(rawValue: name) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                throw LintOptionError("unknown content size \(name)\(Suggestion.didYouMean(name, among: names)); the sizes are \(names.joined(separator: ", "))")
            }
            if !out.contains(.contentSize(category)) { out.append(.contentSize(category)) }
        }
        return out
    }

    /// Words for a finding's message.
    package var phrase: String {
        switch self {
        case .pseudoLocalized: return "when pseudo-localized (every string 40 % longer)"
        case .contentSize(let category): return "at content size \(category.rawValue)"
        }
    }

    /// The scene's document as the variant lays it out.
    func apply(to document: Document) -> Document {
        var out = document
        switch self {
        case .pseudoLocalized:
            Self.pseudoLocalize(&out.root)
        case .contentSize(let category):
            out.contentSizeCategory = category
        }
        return out
    }

    private static func pseudoLocalize(_ view: inout View) {
        if let text = view.text?.text { view.text?.text = pseudoLocalized(text) }
        if let placeholder = view.text?.placeholder { view.text?.placeholder = pseudoLocalized(placeholder) }
        for i in view.children.indices { pseudoLocalize(&view.children[i]) }
    }

    /// The text with its letters accented and its first 40 % (rounded up) said again at
    /// its end, so it is 40 % longer in characters of the same kind.
    static func pseudoLocalized(_ text: String) -> String {
        let accented = String(text.map { accents[$0] ?? $0 })
        let extra = Int((Double(accented.count) * 0.4).rounded(.up))
        return accented + accented.prefix(extra)
    }

    static let accents: [Character: Character] = [
        "a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú", "y": "ý", "c": "ç", "n": "ñ",
        "A": "Á", "E": "É", "I": "Í", "O": "Ó", "U": "Ú", "Y": "Ý", "C": "Ç", "N": "Ñ",
    ]
}

