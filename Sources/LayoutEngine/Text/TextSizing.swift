import Typesetting

/// The views whose text sizes them, and what their text measures (docs/text.md#measuring).
///
/// A label's, button's or field's text becomes the intrinsic size and baselines the
/// builders already know, in the axes the client left out. A wrapping label (more than one
/// line, no `preferredMaxLayoutWidth`) has its height measured at the width the layout
/// gives it, so `LayoutSystem` lays out, measures at the solved widths and lays out again
/// until the heights settle, as UIKit's second layout pass does.
struct TextSizing: Sendable {
    struct Entry: Sendable {
        var id: String
        var kind: ViewKind
        var content: TextContent
        /// The request at the width the intrinsic size is measured at (nil: unbounded);
        /// a wrapping label's is filled in per pass.
        var request: TextRequest
        var given: IntrinsicSize?
        var givenBaselines: Baselines?
        /// Hidden itself or below a hidden view: reported in `texts`, never as truncated.
        var hidden: Bool
        /// What `request` measures.
        var unwrapped: TextMeasurement
        /// The height follows the solved width: a second pass may change it.
        var wraps: Bool
    }

    let measurer: any TextMeasuring
    let scale: Double
    private(set) var entries: [Entry] = []
    /// Indices of `entries` that wrap at the width the layout gives them.
    private(set) var wrapping: [Int] = []
    /// The entries' ids, for finding their frames in each layout.
    private(set) var ids: Set<String> = []

    /// UIButton's padding around its title when `contentEdgeInsets` are zero: a 15-pt
    /// system button is 30 pt tall in Interface Builder's saved frames, its title's line 18.
    static let buttonPadding = Insets(top: 6, left: 0, bottom: 6, right: 0)
    /// The least width of a button with UIKit's own padding. Evidence: the development half's
    /// system and rounded-rect buttons whose title decides their width and is narrower than
    /// 30 pt ("OK", "Join", "Set", ">", 10–29 pt of title) are saved 30 wide, in files of
    /// every Xcode from 8 to 26 (BENCHMARKS.md, eleventh session).
    static let buttonMinimumWidth = 30.0
    /// A rounded-rect UITextField: 7 pt either side of its text, 6 above and below it (17- and
    /// 18-pt fields are saved 34 tall: 21.48 + 2 × 6 ≤ 34), and at least `fieldMinimumHeight`.
    static let fieldPadding = Insets(top: 6, left: 7, bottom: 6, right: 7)

    /// A rounded-rect field's least height: 30 pt until iOS 12, 34 from iOS 13. Evidence: the
    /// development half of the 1,169-file collection has 39 such fields without a height of
    /// their own saved 30 tall by Xcode 8–10 (toolsVersion below 15000) and 2 saved 34, and
    /// 213 saved 34 by Xcode 11 and later and 1 saved 30.
    static func fieldMinimumHeight(_ release: TextRelease) -> Double {
        release < .iOS13 ? 30 : 34
    }

    /// The document's `fieldMinimumHeight`.
    let fieldMinimumHeight: Double

    /// The document's text views, measured by `measurer` or else by the `StandardMeasurer`;
    /// nil when no view has text (and then no font is loaded).
    /// - Throws: `.invalidValue` when there is text and the standard fonts cannot be loaded.
    static func make(_ document: Document, measurer: (any TextMeasuring)?) throws(Problem) -> TextSizing? {
        guard hasText(document.root) else { return nil }
        if let measurer { return TextSizing(document: document, measurer: measurer) }
        return TextSizing(document: document, measurer: try StandardMeasurer.current())
    }

    private static func hasText(_ root: View) -> Bool {
        var found = false
        root.visitTree { view in
            found = view.text != nil
            return !found
        }
        return found
    }

    private init(document: Document, measurer: any TextMeasuring) {
        self.measurer = measurer
        scale = Double(document.scale ?? 2)
        fieldMinimumHeight = Self.fieldMinimumHeight(document.textRelease)
        var pending: [(view: View, hidden: Bool)] = [(document.root, document.root.hidden)]
        // Pre-order, the order of the answer's frames.
        while let (view, hidden) = pending.popLast() {
            for child in view.children.reversed() { pending.append((child, hidden || child.hidden)) }
            guard let content = view.text, content.text != nil || content.placeholder != nil else { continue }
            let own = content.text ?? ""
            let shown = view.kind == .textField && own.isEmpty ? (content.placeholder ?? "") : own
            let isLabel = view.kind == .label
            var request = TextRequest(
                text: shown, font: content.font ?? TextContent.defaultFont(for: view.kind),
                contentSize: document.contentSizeCategory,
                numberOfLines: isLabel ? content.numberOfLines : 1,
                lineBreakMode: content.lineBreakMode, width: nil, scale: scale, release: document.textRelease)
            if isLabel, content.numberOfLines != 1, content.preferredMaxLayoutWidth > 0 {
                request.width = content.preferredMaxLayoutWidth
            }
            let wraps = isLabel && content.numberOfLines != 1
                && content.preferredMaxLayoutWidth == 0 && view.intrinsicSize?.height == nil
            entries.append(Entry(
                id: view.id, kind: view.kind, content: content, request: request,
                given: view.intrinsicSize, givenBaselines: view.baselines, hidden: hidden,
                unwrapped: measurer.measure(request), wraps: wraps))
        }
        wrapping = entries.indices.filter { entries[$0].wraps }
        ids = Set(entries.map(\.id))
    }

    /// The text measured at `width` (nil: the entry's own request).
    func measure(_ e: Entry, width: Double?) -> TextMeasurement {
        guard let width else { return e.unwrapped }
        // Measured without a width, at its natural width or wider the text breaks nowhere
        // new: that measurement is the answer, and a cache lookup (hashing the text) is saved.
        if e.request.width == nil && width >= e.unwrapped.width { return e.unwrapped }
        var request = e.request
        request.width = width
        return measurer.measure(request)
    }

    private func padding(_ e: Entry) -> Insets {
        switch e.kind {
        case .button: return e.content.contentEdgeInsets == .zero ? Self.buttonPadding : e.content.contentEdgeInsets
        case .textField: return Self.fieldPadding
        default: return .zero
        }
    }

    /// The intrinsic size and baselines the entry's text gives, a wrapping one's height
    /// measured at the wrap width `width` (nil: unbounded). A wrapping label's intrinsic
    /// width stays its unwrapped width, which the layout then narrows.
    func metrics(_ e: Entry, width: Double?) -> (size: IntrinsicSize, baselines: Baselines) {
        let m = e.wraps ? measure(e, width: width) : e.unwrapped
        let pad = padding(e)
        let w = (e.wraps ? e.unwrapped.width : m.width) + pad.left + pad.right
        var h = m.height + pad.top + pad.bottom
        var first = m.firstBaseline + pad.top
        var last = m.lastBaseline + pad.top
        var width = w
        if e.kind == .button, e.content.contentEdgeInsets == .zero {
            // UIKit rounds the title's line up to whole points and centres the title in it:
            // the development half's buttons with UIKit's own padding are saved a whole number
            // of points tall, every one of 455 (a 17-pt title's 20.33 at @3x: 33, not 32.33).
            // A font layoutd lacks is measured in a stand-in, whose line is a guess at the
            // real one's: rounding that guess up lost heights (buttons in such fonts 30 %
            // within 0.5 pt rounded, 42 % not), so only a measured font's line is rounded.
            if m.substitutedFont == nil {
                let line = (m.height - 1e-9).rounded(.up)
                h = line + pad.top + pad.bottom
                first += (line - m.height) / 2
                last += (line - m.height) / 2
            }
            // Their widths are whole too, and UIKit rounds the title's width up as well; at
            // @3x layoutd's title widths fall short of the saved width by 0 to 2/3 pt (58 of
            // 93 buttons) and rounding them up matches more (70 % within 0.5 pt, against 60 %),
            // but at @2x they scatter either side of it (54 of 268 half a point short, 46 half
            // a point over), and rounding up would turn every one over into a point's miss
            // (68 % against 85 %): so @2x widths are left as measured.
            width = max(Self.buttonMinimumWidth, scale >= 3 ? (w - 1e-9).rounded(.up) : w)
        }
        if e.kind == .textField {
            // The field centres its one line in a height of at least the minimum.
            h = max(fieldMinimumHeight, h)
            first = (h - m.height) / 2 + m.firstBaseline
            last = first
        }
        let size = IntrinsicSize(width: e.given?.width ?? width, height: e.given?.height ?? h)
        let baselines = Baselines(first: e.givenBaselines?.first ?? first, last: e.givenBaselines?.last ?? last)
        return (size, baselines)
    }

    /// The document with every text view's intrinsic size and baselines filled in; the
    /// wrapping entries measured at `widths` (one per `wrapping` index, nil: unbounded).
    /// Without `keepingText`, the views lose their text: a document the engine lays out
    /// as it stands, measuring nothing.
    func sized(_ document: Document, widths: [Double?], keepingText: Bool = true) -> Document {
        var byId: [String: (IntrinsicSize, Baselines)] = [:]
        byId.reserveCapacity(entries.count)
        var next = 0
        for (i, e) in entries.enumerated() {
            var width: Double?
            if next < wrapping.count, wrapping[next] == i {
                width = next < widths.count ? widths[next] : nil
                next += 1
            }
            byId[e.id] = metrics(e, width: width)
        }
        var out = document
        Self.apply(byId, to: &out.root, keepingText: keepingText)
        return out
    }

    private static func apply(_ sizes: [String: (IntrinsicSize, Baselines)], to view: inout View, keepingText: Bool) {
        if let (size, baselines) = sizes[view.id] {
            view.intrinsicSize = size
            view.baselines = baselines
            if !keepingText { view.text = nil }
        }
        for i in view.children.indices { apply(sizes, to: &view.children[i], keepingText: keepingText) }
    }

    /// Each wrapping entry's height at `widths`, to tell whether a pass changed anything.
    func heights(at widths: [Double?]) -> [Double] {
        zip(wrapping, widths).map { metrics(entries[$0.0], width: $0.1).size.height ?? 0 }
    }

    /// How each text lies in the frame the layout gave its view, and the diagnostics
    /// (truncated, substituted fonts). `frame` finds a view's solved frame by id.
    func report(frame: (String) -> Rect?) -> (texts: [TextLayout], diagnostics: [Diagnostic]) {
        var texts: [TextLayout] = []
        var diagnostics: [Diagnostic] = []
        texts.reserveCapacity(entries.count)
        // Half a pixel of slack: frames are rounded to the grid, measurements rounded up.
        let slack = 0.5 / scale
        for e in entries {
            guard let rect = frame(e.id) else { continue }
            var lines = e.unwrapped.lines
            var missing = Size(width: 0, height: 0)
            let pad = padding(e)
            var shown = e.unwrapped
            switch e.kind {
            case .label:
                let m = measure(e, width: rect.width)
                shown = m
                lines = m.lines
                if e.content.numberOfLines == 1 {
                    missing.width = max(0, e.unwrapped.width - rect.width)
                } else {
                    // What every line of the text needs at this width, against the height
                    // the label got (fewer lines than needed is missing height too).
                    var all = e.request
                    all.width = rect.width
                    all.numberOfLines = 0
                    missing.height = max(0, measurer.measure(all).height - rect.height)
                }
            case .button:
                missing.width = max(0, e.unwrapped.width - (rect.width - pad.left - pad.right))
            default:
                break  // a field scrolls its text
            }
            let truncated = missing.width > slack || missing.height > slack
            // UIKit centres a label's lines, a button's title and a field's text vertically.
            let lineHeight = shown.lines > 0 ? shown.height / Double(shown.lines) : 0
            let drawn = DrawnText(
                lines: shown.lineTexts, pointSize: shown.pointSize,
                firstBaseline: (rect.height - shown.height) / 2 + shown.firstBaseline, lineHeight: lineHeight,
                left: pad.left, centred: e.kind == .button, spacing: shown.lineSpacing)
            texts.append(TextLayout(id: e.id, lines: lines, truncated: truncated, drawn: drawn))
            if truncated && !e.hidden {
                diagnostics.append(Diagnostics.truncated(e.id, missing: missing))
            }
            if let font = e.unwrapped.substitutedFont {
                diagnostics.append(Diagnostics.fontSubstituted(e.id, font: font))
            }
        }
        return (texts, diagnostics)
    }
}
