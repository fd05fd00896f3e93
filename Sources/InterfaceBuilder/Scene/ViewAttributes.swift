import LayoutEngine
import XML

/// What a view's element name and attributes mean for layout
/// (docs/interface-builder.md#views).
enum ViewAttributes {
    static let controlNames: Set<String> = [
        "switch", "slider", "segmentedControl", "stepper", "textField", "pageControl", "datePicker",
    ]

    static func kind(_ name: String) -> ViewKind {
        switch name {
        case "stackView": return .stack
        case "label": return .label
        case "button": return .button
        case "imageView": return .image
        default: return controlNames.contains(name) ? .control : .view
        }
    }

    /// Elements that are views when they appear in `<subviews>` or as a top-level object.
    static func isView(_ e: XMLElement) -> Bool {
        if e.name == "placeholder" || e.name == "customObject" || e.name == "exit" { return false }
        return e.child("rect", key: "frame") != nil || viewNames.contains(e.name)
    }

    static let viewNames: Set<String> = [
        "view", "stackView", "label", "button", "imageView", "scrollView", "tableView", "collectionView",
        "textView", "textField", "switch", "slider", "segmentedControl", "stepper", "pageControl",
        "datePicker", "pickerView", "activityIndicatorView", "progressView", "toolbar", "navigationBar",
        "tabBar", "searchBar", "visualEffectView", "containerView", "mapView", "wkWebView",
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCellContentView",
    ]

    /// An image view showing an SF Symbol (`catalog="system"`, as the `image` attribute's
    /// companion or on an `<imageReference key="image">` child). The canvas saves the
    /// symbol's frame, whose top and height differ from the alignment rectangle the
    /// constraints place by the symbol's own insets: in the development half of the
    /// collection, 0 to 17 pt in height against a required constant (36 of 41 heights
    /// differ), never in width (44 of 44 equal).
    static func showsSymbol(_ e: XMLElement) -> Bool {
        guard e.name == "imageView" else { return false }
        return e["catalog"] == "system" || e.child("imageReference", key: "image")?["catalog"] == "system"
    }

    static func isScroll(_ name: String) -> Bool {
        name == "scrollView" || name == "tableView" || name == "collectionView" || name == "textView"
    }

    /// Auto Layout places the alignment rectangle; the frame is it outset by these.
    static func alignmentInsets(_ name: String) -> Insets? {
        switch name {
        case "slider": return Insets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl": return Insets(top: 0, left: 0, bottom: 1, right: 0)
        case "switch": return Insets(top: 0, left: 0, bottom: 0, right: 2)
        default: return nil
        }
    }

    /// The intrinsic content size from the saved size of the alignment rectangle, with
    /// `placeholderIntrinsic*` overriding; nil when the view has none in either axis.
    static func intrinsic(_ e: XMLElement, alignmentSize: Size) -> IntrinsicSize? {
        var width: Double?
        var height: Double?
        switch e.name {
        case "label", "button", "textField", "switch", "segmentedControl", "stepper", "pageControl",
             "activityIndicatorView", "datePicker", "pickerView":
            width = alignmentSize.width
            height = alignmentSize.height
        case "textView" where e["scrollEnabled"] == "NO":
            width = alignmentSize.width
            height = alignmentSize.height
        case "imageView" where e["image"] != nil || e.child("imageReference", key: "image") != nil:
            // Xcode 11 on writes a system symbol or a configured image as an
            // `<imageReference key="image">` child instead of the `image` attribute.
            width = alignmentSize.width
            height = alignmentSize.height
        case "slider", "progressView", "toolbar", "navigationBar", "tabBar", "searchBar":
            height = alignmentSize.height
        case "view" where sizedByClass(e):
            width = alignmentSize.width
            height = alignmentSize.height
        default:
            break
        }
        if let p = e["placeholderIntrinsicWidth"] { width = p == "infinite" ? nil : Double(p) }
        if let p = e["placeholderIntrinsicHeight"] { height = p == "infinite" ? nil : Double(p) }
        if e.name == "stackView" || (width == nil && height == nil) { return nil }
        return IntrinsicSize(width: width, height: height)
    }

    /// A plain view whose class sizes it where the file cannot say, so it keeps its saved
    /// size as its intrinsic one (a guess: `GuessedSize`):
    /// - a leaf view of the app's own class that sizes itself nowhere in the file: 131 of
    ///   the 146 in the development half of 2026-12-06 are not flagged ambiguous, so the
    ///   canvas knew their size (an @IBDesignable's intrinsic size, such as HabitRPG's
    ///   CollapsibleTitle, 128 high in a stack). Frames: +31 views there, +26 held out;
    /// - a view of a class from another module (a framework's IBDesignable, such as Cosmos'
    ///   rating view), drawn live on the canvas at its own size.
    ///
    /// A leaf view whose own constraints are all optional counts as one with none: such a
    /// constraint (HabitRPG's `height` at 500 with no constant, santander-one's at 250)
    /// says what the view is without content, and the canvas still draws the class at its
    /// own size (GroupInvitationListView saved 50 high, AviosBannerContainer 50).
    static func sizedByClass(_ e: XMLElement) -> Bool {
        guard e.name == "view", e["customClass"] != nil else { return false }
        if e["customModuleProvider"] == "target" {
            return e.child("subviews") == nil && onlyOptionalConstraints(e)
        }
        return e["customModule"] != nil
    }

    /// Whether every constraint `e` holds is below required (true when it holds none).
    private static func onlyOptionalConstraints(_ e: XMLElement) -> Bool {
        guard let list = e.child("constraints") else { return true }
        return list.children.allSatisfy { c in
            c.name == "constraint" && (c["priority"].flatMap(Double.init).map { $0 < 1000 } ?? false)
        }
    }

    /// A stack view with no arranged subview and a `placeholderIntrinsicWidth` or
    /// `…Height`: Xcode's canvas gives it that intrinsic size, as to any other view.
    static func isPlaceholderSizedEmptyStack(_ e: XMLElement) -> Bool {
        guard e.name == "stackView", placeholderIntrinsic(e) != nil else { return false }
        return e.child("subviews").map { !$0.children.contains(where: isView) } ?? true
    }

    /// The `placeholderIntrinsic*` sizes alone (`infinite`: none); nil when neither is given.
    static func placeholderIntrinsic(_ e: XMLElement) -> IntrinsicSize? {
        func size(_ name: String) -> Double? {
            e[name].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
        let width = size("placeholderIntrinsicWidth")
        let height = size("placeholderIntrinsicHeight")
        if width == nil && height == nil { return nil }
        return IntrinsicSize(width: width, height: height)
    }

    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle0": 34,
    ]

    /// The font size the file gives. Xcode writes sizes above 0; any other value (a
    /// hand-edited `pointSize="0"`) counts as none, so that no baseline divides by it.
    static func pointSize(_ e: XMLElement) -> Double? {
        guard let font = e.child("fontDescription", key: "fontDescription") else { return nil }
        if let p = font["pointSize"].flatMap(Double.init), p.isFinite, p > 0 { return p }
        return font["style"].flatMap { textStyleSizes[$0] }
    }

    /// First and last baselines from the top (SF Pro metrics), for labels, text fields and
    /// buttons with a known font size.
    static func baselines(_ e: XMLElement, height: Double) -> Baselines? {
        guard let size = pointSize(e) ?? (e.name == "label" || e.name == "textField" ? 17 : (e.name == "button" ? 15 : nil)) else {
            return nil
        }
        let lineHeight = 1.1933 * size
        switch e.name {
        case "label":
            let last = height - 0.2404 * size
            var lines = max(1, (height / lineHeight).rounded())
            if let n = e["numberOfLines"].flatMap(Int.init), n > 0 { lines = min(lines, Double(n)) }
            return Baselines(first: last - (lines - 1) * height / lines, last: last)
        case "textField", "button":
            let baseline = (height - lineHeight) / 2 + 0.95117 * size
            return Baselines(first: baseline, last: baseline)
        default:
            return nil
        }
    }

    static func insets(_ e: XMLElement?) -> Insets? {
        guard let e else { return nil }
        func n(_ name: String) -> Double { e[name].flatMap(Double.init) ?? 0 }
        if e.name == "directionalEdgeInsets" {
            return Insets(top: n("top"), left: n("leading"), bottom: n("bottom"), right: n("trailing"))
        }
        return Insets(top: n("top"), left: n("left"), bottom: n("bottom"), right: n("right"))
    }

    /// The file's own layout margins, when it gives them.
    static func fileMargins(_ e: XMLElement) -> Insets? {
        insets(e.child("edgeInsets", key: "layoutMargins") ?? e.child("directionalEdgeInsets", key: "directionalLayoutMargins"))
    }

    /// A saved rectangle. Xcode writes finite numbers and sizes of 0 or more; a hand-edited
    /// file's other values would become intrinsic sizes and frames the engine refuses, so a
    /// non-finite number reads as 0 and a negative size as 0.
    static func rect(_ e: XMLElement?) -> Rect? {
        guard let e else { return nil }
        func n(_ name: String) -> Double {
            guard let v = e[name].flatMap(Double.init), v.isFinite else { return 0 }
            return onGrid(v)
        }
        return Rect(x: n("x"), y: n("y"), width: max(0, n("width")), height: max(0, n("height")))
    }

    /// Xcode writes some frames in single precision (a cell's height 75.666664123535156 for
    /// 75⅔): such a value within 1e-4 pt of the 1/6-pt grid, on which every @2x and @3x pixel
    /// edge lies, is read as on it, so that a saved size and the sum of its parts agree (a
    /// cell 2.5e-6 pt short of its content made its labels' heights look ambiguous).
    static func onGrid(_ v: Double) -> Double {
        // Only a value a Float holds exactly was written in single precision.
        guard Double(Float(v)) == v else { return v }
        let k = (v * 6).rounded()
        return abs(v * 6 - k) < 6e-4 ? k / 6 : v
    }

    static let autoresizingNames: [(String, AutoresizingMask.Flexible)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    static func flexibleParts(_ e: XMLElement) -> [AutoresizingMask.Flexible] {
        guard let mask = e.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        return autoresizingNames.compactMap { mask[$0.0] == "YES" ? $0.1 : nil }
    }

    static func stack(_ e: XMLElement) -> StackProperties {
        var s = StackProperties()
        if e["axis"] == "vertical" { s.axis = .vertical }
        if let d = e["distribution"].flatMap(StackProperties.Distribution.init(rawValue:)) { s.distribution = d }
        switch e["alignment"] {
        case "top", "leading": s.alignment = .leading
        case "bottom", "trailing": s.alignment = .trailing
        case "center": s.alignment = .center
        case "firstBaseline": s.alignment = .firstBaseline
        case "lastBaseline", "baseline": s.alignment = .lastBaseline
        default: break
        }
        if e["spacingType"] == "standard" {
            s.spacing = 8
        } else if let spacing = e["spacing"].flatMap(Double.init) {
            s.spacing = spacing
        }
        s.layoutMarginsRelativeArrangement = fileMargins(e) != nil
        return s
    }

    /// True when `id` already fits `[A-Za-z_][A-Za-z0-9_-]*` and the length bound (most IB ids).
    static func isDocumentId(_ id: String) -> Bool {
        var count = 0
        for b in id.utf8 {
            let letter = (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95
            let other = (b >= 48 && b <= 57) || b == 45
            if count == 0 ? !letter : !(letter || other) { return false }
            count += 1
        }
        return count > 0 && count <= 120
    }

    /// IB ids to the id grammar of docs/requests.md#views: a leading `_` when the first
    /// character cannot start an id, `_` for any character outside it.
    static func documentId(_ ibId: String) -> String {
        if isDocumentId(ibId) { return ibId }
        var out = ""
        for (i, c) in ibId.unicodeScalars.enumerated() {
            let letter = (c >= "A" && c <= "Z") || (c >= "a" && c <= "z") || c == "_"
            let digit = c >= "0" && c <= "9"
            if i == 0 && !letter { out.append("_") }
            out.unicodeScalars.append(letter || digit || c == "-" ? c : "_")
        }
        if out.isEmpty { out = "_" }
        return String(out.prefix(120))
    }
}
