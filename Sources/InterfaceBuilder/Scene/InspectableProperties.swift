import XML

/// The properties a plain view of the app's own class sets through its user-defined runtime
/// attributes that `UIView` itself lacks: `@IBInspectable` ones, the mark of a class written
/// for Interface Builder, which is often `@IBDesignable` too. Xcode's canvas then draws the
/// class live and sizes it by its `intrinsicContentSize`, which the file does not hold and
/// layoutd cannot know; when the designable does not build, the same view is plain on the
/// canvas. In the development half of the collection of 2026-12-06, OpenArchive's `TextBox`
/// (cornerRadius, borderColor, borderWidth) is called ambiguous by Xcode in 4 scenes'
/// copies and not in 20 others, with the same constraints.
enum InspectableProperties {
    /// Key paths of `UIView` and its layer that a runtime attribute may set on any view:
    /// setting them says nothing about the class.
    static let viewOwn: Set<String> = [
        "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "isAccessibilityElement", "accessibilityTraits", "alpha", "backgroundColor", "tintColor", "tag",
        "clipsToBounds", "isHidden", "hidden", "isUserInteractionEnabled", "userInteractionEnabled",
        "isOpaque", "opaque", "contentMode", "semanticContentAttribute", "isMultipleTouchEnabled",
        "isExclusiveTouch", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "overrideUserInterfaceStyle", "translatesAutoresizingMaskIntoConstraints",
    ]

    /// The inspectable properties `e` sets, in file order; empty unless `e` is a plain view
    /// of a class of the app's own module (a class from another module already keeps its
    /// saved size: `ViewAttributes`).
    static func of(_ e: XMLElement) -> [String] {
        guard e.name == "view", e["customClass"] != nil,
              e["customModule"] == nil || e["customModuleProvider"] == "target" else { return [] }
        let runtime = e.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []
        return runtime.compactMap { attribute in
            guard let path = attribute["keyPath"], !path.contains("."), !viewOwn.contains(path) else { return nil }
            return path
        }
    }
}
