/// What a constraint's name is made of, kept instead of the name: names are read only
/// when a diagnostic is written (a refused constraint and its conflicts), so the text of
/// docs/requests.md#constraint-names is spelled out then (`ConstraintList.names`), not
/// once per constraint on every cold build. Plain values, no strings: appending one costs
/// nothing to count or free.
struct ConstraintName: Sendable, Equatable {
    enum Kind: UInt8, Sendable {
        // `<view>.frame.x|y|width|height`
        case frameX, frameY, frameWidth, frameHeight
        // `ARM-h:<view>`, `ARM-v:<view>`
        case autoresizingH, autoresizingV
        // `<view>.hug.h|v`, `<view>.compress.h|v`
        case hugH, hugV, compressH, compressV
        /// A document constraint: `owner` indexes `ConstraintList.documentNames`.
        case document
        // `UISV-<kind>:<stack>[:<item>[:<item>]]` (docs/stack-views.md)
        case canvasConnection, canvasFit, spacing, distributing, fillEqually, fillProportionally
        case spanningFit, spanningBoundary, ambiguitySuppression, alignment, hiding, spacingHidden
    }

    var kind: Kind
    /// The item the name starts with (the view, or the stack), or for `.document` the
    /// index of its name in `ConstraintList.documentNames`.
    var owner: Int32
    /// A stack constraint's items after the stack, -1 when absent.
    var first: Int32 = -1
    var second: Int32 = -1

    init(_ kind: Kind, _ owner: Int, _ first: Int = -1, _ second: Int = -1) {
        self.kind = kind
        self.owner = Int32(truncatingIfNeeded: owner)
        self.first = Int32(truncatingIfNeeded: first)
        self.second = Int32(truncatingIfNeeded: second)
    }

    /// The name before `NameRegistry` makes it unique.
    func text(items: ItemTable, documentNames: [DocumentConstraintName]) -> String {
        let id = kind == .document ? "" : items[Int(owner)].id
        switch kind {
        case .frameX: return id + ".frame.x"
        case .frameY: return id + ".frame.y"
        case .frameWidth: return id + ".frame.width"
        case .frameHeight: return id + ".frame.height"
        case .autoresizingH: return "ARM-h:" + id
        case .autoresizingV: return "ARM-v:" + id
        case .hugH: return id + ".hug.h"
        case .hugV: return id + ".hug.v"
        case .compressH: return id + ".compress.h"
        case .compressV: return id + ".compress.v"
        case .document: return documentNames[Int(owner)].text
        default:
            var name = "UISV-" + stackKind + ":" + id
            if first >= 0 { name += ":" + items[Int(first)].id }
            if second >= 0 { name += ":" + items[Int(second)].id }
            return name
        }
    }

    /// The `<kind>` of a stack constraint's `UISV-<kind>:…` name.
    private var stackKind: String {
        switch kind {
        case .canvasConnection: return "canvas-connection"
        case .canvasFit: return "canvas-fit"
        case .spacing: return "spacing"
        case .distributing: return "distributing"
        case .fillEqually: return "fill-equally"
        case .fillProportionally: return "fill-proportionally"
        case .spanningFit: return "spanning-fit"
        case .spanningBoundary: return "spanning-boundary"
        case .ambiguitySuppression: return "ambiguity-suppression"
        case .alignment: return "alignment"
        case .hiding: return "hiding"
        case .spacingHidden: return "spacing-hidden"
        default: return ""
        }
    }
}

/// A document constraint's name: the id it was given, or its canonical text
/// (`ConstraintNaming.canonical`), which is spelled out only when asked for.
enum DocumentConstraintName: Sendable {
    case id(String)
    case canonical(ParsedConstraint)

    var text: String {
        switch self {
        case .id(let id): return id
        case .canonical(let parsed): return ConstraintNaming.canonical(parsed)
        }
    }
}
