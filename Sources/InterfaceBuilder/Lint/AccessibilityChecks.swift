import XML

/// `missing-accessibility-label`: what VoiceOver would read as an image's file name.
enum AccessibilityChecks {
    /// Buttons that show only an image and image views made accessible, without a label
    /// (xiblint's `accessibility_labels_for_image_buttons` and `..._for_images`). SF
    /// Symbols (`catalog="system"`) are left out: UIKit gives many of them a label of its own.
    static func missingLabels(_ root: XMLElement) -> [LintFinding] {
        var out: [LintFinding] = []
        FileChecks.walk(root) { e in
            switch e.name {
            case "button":
                guard isElement(e) != false, !hasLabel(e), !hasTitle(e), let image = image(of: e) else { return }
                out.append(LintFinding(.missingAccessibilityLabel, subject: e["id"] ?? e.name, at: (e.line, e.column),
                                       message: "This button shows the image \(image) and no title, and no accessibility label in the file: VoiceOver reads the image's name unless code sets a label. Give it one, or turn Accessibility off for it."))
            case "imageView":
                guard isElement(e) == true, !hasLabel(e) else { return }
                let image = e["image"].map { " \($0)" } ?? ""
                out.append(LintFinding(.missingAccessibilityLabel, subject: e["id"] ?? e.name, at: (e.line, e.column),
                                       message: "This image view\(image) is an accessibility element without a label in the file: VoiceOver reads the image's name unless code sets one."))
            default:
                return
            }
        }
        return out
    }

    /// The Accessibility "Enabled" box: nil when the file leaves UIKit's default.
    static func isElement(_ e: XMLElement) -> Bool? {
        guard let a = e.child("accessibility", key: "accessibilityConfiguration"),
              let flag = a.child("bool", key: "isElement")?["value"] else { return nil }
        return flag == "YES"
    }

    static func hasLabel(_ e: XMLElement) -> Bool {
        if let label = e.child("accessibility", key: "accessibilityConfiguration")?["label"], !label.isEmpty { return true }
        // A label set in code through the runtime attributes.
        let runtime = e.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []
        return runtime.contains { $0["keyPath"] == "accessibilityLabel" }
    }

    /// A title in the normal state or the button configuration, plain or attributed.
    static func hasTitle(_ e: XMLElement) -> Bool {
        for holder in [e.child("state", key: "normal"), e.child("buttonConfiguration", key: "configuration")] {
            guard let holder else { continue }
            if let t = holder["title"], !t.isEmpty { return true }
            if holder.child("string", key: "title") != nil || holder.child("attributedString", key: "attributedTitle") != nil { return true }
        }
        return false
    }

    /// The image the button shows, when it is one of the app's own.
    static func image(of e: XMLElement) -> String? {
        if let state = e.child("state", key: "normal"), state["catalog"] != "system",
           let name = state["image"] ?? state["backgroundImage"] { return name }
        if let config = e.child("buttonConfiguration", key: "configuration") {
            if let name = config["image"], config["catalog"] != "system" { return name }
            if let ref = config.child("imageReference", key: "image"), ref["catalog"] != "system", let name = ref["image"] { return name }
        }
        return nil
    }
}
