import XML

/// A view's name as Xcode's document outline shows it, for people reading findings and
/// diffs: its `userLabel` when it has one; else its class, a custom class spelled as
/// Xcode spells it (`CardView` → `Card View`); for a label, button or field, followed by
/// what it shows (`Label - Settings`, `Button - Sign In`, `Text Field - Email`).
/// `described(id:)` adds the id, which names the view exactly (`Label - Settings
/// (abc-12-xyz)`); JSON, SARIF and baselines keep the ids alone.
package struct OutlineName: Sendable, Equatable, CustomStringConvertible {
    /// The name, without the id.
    package var text: String

    package init(_ text: String) {
        self.text = text
    }

    /// The outline name of the view element `e`.
    package init(_ e: XMLElement) {
        if let label = e["userLabel"], !label.isEmpty {
            text = label
            return
        }
        let kind = e["customClass"].map(Self.spaced) ?? Self.className(e)
        if let content = Self.content(e) {
            text = kind + " - " + Self.shortened(content)
        } else {
            text = kind
        }
    }

    package var description: String { text }

    /// The name with the id after it: `Label - Settings (abc-12-xyz)`.
    package func described(id: String) -> String {
        text == id ? id : "\(text) (\(id))"
    }

    /// What Xcode's outline calls a view of element `e`'s class.
    static func className(_ e: XMLElement) -> String {
        if e["key"] == "contentView" { return "Content View" }
        if let known = classNames[e.name] { return known }
        return spaced(e.name.prefix(1).uppercased() + e.name.dropFirst())
    }

    static let classNames: [String: String] = [
        "view": "View", "label": "Label", "button": "Button", "imageView": "Image View",
        "stackView": "Stack View", "scrollView": "Scroll View", "tableView": "Table View",
        "collectionView": "Collection View", "textView": "Text View", "textField": "Text Field",
        "switch": "Switch", "slider": "Slider", "segmentedControl": "Segmented Control",
        "stepper": "Stepper", "pageControl": "Page Control", "datePicker": "Date Picker",
        "pickerView": "Picker View", "activityIndicatorView": "Activity Indicator View",
        "progressView": "Progress View", "toolbar": "Toolbar", "navigationBar": "Navigation Bar",
        "tabBar": "Tab Bar", "searchBar": "Search Bar", "visualEffectView": "Visual Effect View",
        "containerView": "Container View", "mapView": "Map View", "wkWebView": "Web View",
        "tableViewCell": "Table View Cell", "collectionViewCell": "Collection View Cell",
        "collectionReusableView": "Collection Reusable View", "tableViewCellContentView": "Content View",
    ]

    /// The text a label, button or field shows in the outline: a label's text, a button's
    /// title, a field's text or else its placeholder; nil for other views and empty text.
    static func content(_ e: XMLElement) -> String? {
        let shown: String?
        switch e.name {
        case "label": shown = e["text"]
        case "button":
            shown = e.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
                ?? e.child("buttonConfiguration", key: "configuration")?["title"]
        case "textField": shown = (e["text"]?.isEmpty ?? true) ? e["placeholder"] : e["text"]
        default: shown = nil
        }
        guard let shown else { return nil }
        let oneLine = shown.split(whereSeparator: \.isNewline).joined(separator: " ")
        return oneLine.isEmpty ? nil : oneLine
    }

    /// At most 40 characters, cut with an ellipsis, as the outline cuts long text.
    static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }

    /// `CardView` → `Card View`, `HTMLLabel` → `HTML Label`, `MyApp.RatingView` → `Rating View`.
    static func spaced(_ name: String) -> String {
        let base = name.split(separator: ".").last.map(String.init) ?? name
        let characters = Array(base)
        var out = ""
        for (i, c) in characters.enumerated() {
            if i > 0, c.isUppercase {
                let previous = characters[i - 1]
                let nextIsLower = i + 1 < characters.count && characters[i + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { out.append(" ") }
            }
            out.append(c)
        }
        return out
    }
}
