import LayoutEngine
import XML

/// How an IB view looks, as a request's `appearance` (docs/interface-builder.md#appearance):
/// its colours, the layer's corner radius and border from the user-defined runtime
/// attributes, its image, and what its control shows.
enum ViewAppearance {
    static func read(_ e: XMLElement, colors: ColorResolver) -> Appearance? {
        var a = Appearance()
        a.backgroundColor = colors.color(e, key: "backgroundColor")
        a.tintColor = colors.color(e, key: "tintColor")
        let normal = e.children.first { $0.name == "state" && $0["key"] == "normal" }
        let configuration = e.child("buttonConfiguration", key: "configuration")
        switch e.name {
        case "button":
            a.textColor = normal.flatMap { colors.color($0, key: "titleColor") }
                ?? configuration.flatMap { colors.color($0, key: "baseForegroundColor") }
            a.textAlignment = horizontalAlignment(e["contentHorizontalAlignment"])
            a.image = image(attribute: normal?["image"] ?? configuration?["image"],
                            reference: normal?.child("imageReference", key: "image") ?? configuration?.child("imageReference", key: "image"))
            a.control = .button(ButtonStyle(rawValue: configuration?["style"] ?? "plain") ?? .plain)
            // A configuration's base background colour is what its style fills with, as the
            // tint is by default.
            if let base = configuration.flatMap({ colors.color($0, key: "baseBackgroundColor") }) { a.tintColor = base }
        case "label", "textField", "textView":
            a.textColor = colors.color(e, key: "textColor")
            a.textAlignment = e["textAlignment"].flatMap(TextAlignment.init(rawValue:)).flatMap { $0 == .natural ? nil : $0 }
            if e.name == "textField" {
                a.control = .textField(FieldBorder(rawValue: e["borderStyle"] ?? "none") ?? .none)
            }
        case "imageView":
            a.image = image(attribute: e["image"], reference: e.child("imageReference", key: "image"))
        case "switch":
            a.control = .toggle(on: e["on"] == "YES", onTint: colors.color(e, key: "onTintColor"))
        case "slider":
            a.control = .slider(value: fraction(e["value"], min: e["minValue"], max: e["maxValue"]))
        case "progressView":
            a.control = .progress(value: fraction(e["progress"], min: nil, max: nil))
        case "segmentedControl":
            let titles = e.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
            let selected = e["selectedSegmentIndex"].flatMap(Int.init).flatMap { titles.indices.contains($0) ? $0 : nil }
            a.control = .segmentedControl(segments: titles, selected: selected)
        case "activityIndicatorView":
            a.control = .activityIndicator(large: ["large", "whiteLarge"].contains(e["style"] ?? ""))
        case "pageControl":
            let pages = min(1000, max(0, e["numberOfPages"].flatMap(Int.init) ?? 3))
            let current = min(max(pages - 1, 0), max(0, e["currentPage"].flatMap(Int.init) ?? 0))
            a.control = .pageControl(pages: pages, current: current)
        case "stepper":
            a.control = .stepper
        default:
            break
        }
        // Every view has a content mode; only an image view's places what it draws.
        if e.name == "imageView" {
            a.contentMode = e["contentMode"].flatMap(ContentMode.init(rawValue:))
        }
        layer(e, colors: colors, into: &a)
        return a.isEmpty ? nil : a
    }

    /// An image by name: the attribute Xcode 10 and earlier write, or Xcode 11's
    /// `<imageReference>` (`catalog="system"` for an SF Symbol).
    static func image(attribute: String?, reference: XMLElement?) -> ImageName? {
        if let reference, let name = reference["image"] {
            return ImageName(name: name, symbol: reference["catalog"] == "system")
        }
        return attribute.map { ImageName(name: $0) }
    }

    /// A button's `contentHorizontalAlignment` as its title's alignment; nil for the
    /// default, centred.
    static func horizontalAlignment(_ value: String?) -> TextAlignment? {
        switch value {
        case "left", "leading": return .left
        case "right", "trailing": return .right
        default: return nil  // centred, as a button's title is by default
        }
    }

    /// `value` between `min` (default 0) and `max` (default 1), as a fraction from 0 to 1.
    static func fraction(_ value: String?, min low: String?, max high: String?) -> Double {
        let v = value.flatMap(Double.init) ?? 0
        let lo = low.flatMap(Double.init) ?? 0
        let hi = high.flatMap(Double.init) ?? 1
        guard v.isFinite, lo.isFinite, hi.isFinite, hi > lo else { return 0 }
        return min(1, max(0, (v - lo) / (hi - lo)))
    }

    /// Corner radius and border, from `layer.` key paths or the inspectable properties of
    /// the same names that custom views commonly declare.
    static func layer(_ e: XMLElement, colors: ColorResolver, into a: inout Appearance) {
        for attribute in e.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            let path = attribute["keyPath"] ?? ""
            let key = path.hasPrefix("layer.") ? String(path.dropFirst(6)) : path
            let number = attribute.children.first { $0["key"] == "value" }.flatMap { $0["value"] }.flatMap(Double.init)
            switch key {
            case "cornerRadius":
                if let n = number, n.isFinite { a.cornerRadius = max(0, n) }
            case "borderWidth":
                if let n = number, n.isFinite { a.borderWidth = max(0, n) }
            case "borderColor", "borderUIColor":
                if let c = attribute.child("color", key: "value").flatMap(colors.resolve) { a.borderColor = c }
            default:
                break
            }
        }
    }
}
