import LayoutEngine
import Typesetting
import XML

/// Where an imported label's, button's or field's size comes from (`--text`, docs/interface-builder.md#commands-and-routes).
package enum TextSizes: String, Sendable, CaseIterable {
    /// The saved frame's size, as Xcode measured it (the default: see
    /// docs/text.md#how-close-it-comes for how far measured sizes agree with Xcode's).
    case saved
    /// The text measured by layoutd, from the text and font the file gives.
    case measured
}

/// The text and font of an IB element, as a request's text members (docs/text.md#members;
/// the text contract's 'Interface Builder' heading says how Xcode's fonts map to them).
enum ViewText {
    /// The text members of a label, button or field that layoutd can measure; nil for one
    /// it cannot (no plain text, an attributed string, text that shrinks to fit).
    /// `forDrawing`: for a picture, where the saved size sizes the view and the text is only
    /// drawn, shrinking text and fields of every border are kept too.
    static func content(_ e: XMLElement, forDrawing: Bool = false) -> TextContent? {
        guard e.name == "label" || e.name == "button" || e.name == "textField" else { return nil }
        // Shrinking text (`adjustsFontSizeToFit`, `minimumFontSize`) takes whatever width
        // it is given: its saved width is the layout's, not its text's.
        if !forDrawing, e["adjustsFontSizeToFit"] == "YES" || e["adjustsFontSizeToFitWidth"] == "YES" { return nil }
        var t = TextContent()
        switch e.name {
        case "label":
            guard let text = e["text"] else { return nil }
            t.text = text
            t.numberOfLines = e["numberOfLines"].flatMap { Int($0) }.map { max(0, $0) } ?? 1
            if let mode = e["lineBreakMode"].flatMap(lineBreakMode) { t.lineBreakMode = mode }
        case "button":
            guard e["buttonType"] != "infoLight", e["buttonType"] != "infoDark", e["buttonType"] != "contactAdd" else { return nil }
            // A button with an image sizes by it too, which the request has no member for.
            guard let title = buttonTitle(e), !hasImage(e) else { return nil }
            t.text = title
            if let mode = e["lineBreakMode"].flatMap(lineBreakMode) { t.lineBreakMode = mode }
            if let configuration = e.child("buttonConfiguration", key: "configuration") {
                // A configured button (Xcode 13 on) pads by its configuration, not by
                // contentEdgeInsets, and titles in its own font, the body style unless it
                // names one.
                guard configuration.child("attributedString", key: "attributedTitle") == nil else { return nil }
                t.contentEdgeInsets = configurationInsets(configuration)
                if let own = configuration.child("fontDescription", key: "titleFontDescription") {
                    guard let font = font(fontElement: own) else { return nil }
                    t.font = font
                } else {
                    t.font = .textStyle(.body)
                }
                return t
            }
            if let inset = e.child("inset", key: "contentEdgeInsets") {
                func n(_ name: String) -> Double { inset[name].flatMap(Double.init) ?? 0 }
                t.contentEdgeInsets = Insets(top: n("minY"), left: n("minX"), bottom: n("maxY"), right: n("maxX"))
            }
        default:
            // Only the rounded rectangle: IB leaves `borderStyle` out for a field without a
            // border, whose saved height is its line's (18.67–23.33 pt at 14–18 pt), and the
            // line and bezel styles pad otherwise. A picture draws every field's text.
            guard forDrawing || e["borderStyle"] == "roundedRect" else { return nil }
            t.text = e["text"]
            t.placeholder = e["placeholder"]
            if t.text == nil && t.placeholder == nil { t.text = "" }
        }
        guard let font = font(e) else { return nil }
        t.font = font
        return t
    }

    /// The font of `<fontDescription>`: system, bold and italic system at a size and
    /// weight, a text style, or a named font.
    static func font(_ e: XMLElement) -> FontDescriptor? {
        guard let f = e.child("fontDescription", key: "fontDescription") else {
            // A custom-type button (IB writes no `buttonType`) titles in UIButton's own 18-pt
            // system font, not the system type's 15. Evidence: the development half's
            // custom buttons without a font whose title decides their size are saved 34 tall
            // (a 15-pt title's button is 30), "Button" 54 × 34 at @3x (15 pt: 46 × 30).
            if e.name == "button", e["buttonType"] == nil { return customButtonFont }
            return TextContent.defaultFont(for: e.name == "button" ? .button : e.name == "textField" ? .textField : .label)
        }
        return font(fontElement: f)
    }

    /// A custom-type button's title font when the file names none.
    static let customButtonFont = FontDescriptor.system(size: 18, weight: .regular, italic: false)

    /// A `<fontDescription>` element as a request font.
    static func font(fontElement f: XMLElement) -> FontDescriptor? {
        if let style = f["style"] {
            return textStyles[style].map { .textStyle($0) }
        }
        guard let size = f["pointSize"].flatMap(Double.init), size.isFinite, size > 0, size <= 1000 else { return nil }
        switch f["type"] {
        case "system":
            return .system(size: size, weight: f["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular, italic: false)
        case "boldSystem":
            return .system(size: size, weight: .bold, italic: false)
        case "italicSystem":
            return .system(size: size, weight: .regular, italic: true)
        case nil:
            guard let name = f["name"] else { return nil }
            return .named(name, size: size)
        default:
            return nil
        }
    }

    /// IB's spellings of UIFont.TextStyle (Title0 is the large title).
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    static func lineBreakMode(_ ib: String) -> LineBreakMode? {
        switch ib {
        case "wordWrap": return .wordWrapping
        case "characterWrap": return .charWrapping
        case "clip": return .clipping
        case "headTruncation": return .truncatingHead
        case "tailTruncation": return .truncatingTail
        case "middleTruncation": return .truncatingMiddle
        default: return nil
        }
    }

    /// A configuration's title (Xcode 13 on: UIKit draws it, not the normal state's title
    /// IB also writes), else the normal state's.
    static func buttonTitle(_ e: XMLElement) -> String? {
        if let configuration = e.child("buttonConfiguration", key: "configuration") { return configuration["title"] }
        if let state = e.children.first(where: { $0.name == "state" && $0["key"] == "normal" }), let title = state["title"] {
            return title
        }
        return nil
    }

    /// A configuration's content insets: its own, else UIButton.Configuration's 7 above and
    /// below and 12 either side. Evidence: configured buttons of the development half with a
    /// body title and no insets of their own are saved 34.33 (@3x) and 34.5 (@2x) tall
    /// (20.29 + 2 × 7 = 34.29), and those the title sizes 23.7–24.3 wider than their title.
    static func configurationInsets(_ c: XMLElement) -> Insets {
        guard let i = c.child("directionalEdgeInsets", key: "contentInsets") else {
            return Insets(top: 7, left: 12, bottom: 7, right: 12)
        }
        func n(_ name: String) -> Double { i[name].flatMap(Double.init) ?? 0 }
        return Insets(top: n("top"), left: n("leading"), bottom: n("bottom"), right: n("trailing"))
    }

    /// Whether an image, a background image or a configuration's image sizes the button too.
    static func hasImage(_ e: XMLElement) -> Bool {
        e.children.contains {
            $0.name == "state" && ($0["image"] != nil || $0["backgroundImage"] != nil
                                   || $0.children.contains { $0.name == "imageReference" })
        } || e.child("buttonConfiguration", key: "configuration").map { $0["image"] != nil || $0.child("imageReference", key: "image") != nil } ?? false
    }
}
