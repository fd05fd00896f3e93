import XML

/// The rules read from the file as written (`LintRule.readFromFile`), the checks IBLinter
/// and xiblint make: nothing is solved, so each finding holds at every device.
enum FileChecks {
    /// The findings of the file-read rules in `rules` on the document element `root`;
    /// `fileName` (the last path component) for the rules that compare names with it.
    static func findings(_ root: XMLElement, fileName: String?, rules: Set<LintRule.ID>) -> [LintFinding] {
        var out: [LintFinding] = []
        if rules.contains(.duplicateId) { out += duplicateIds(root) }
        if rules.contains(.duplicateConstraint) || rules.contains(.relativeToMargin) {
            let constraints = ConstraintChecks.installed(root)
            if rules.contains(.duplicateConstraint) { out += ConstraintChecks.duplicates(constraints) }
            if rules.contains(.relativeToMargin) { out += ConstraintChecks.relativeToMargin(constraints) }
        }
        if rules.contains(.missingAccessibilityLabel) { out += AccessibilityChecks.missingLabels(root) }
        if rules.contains(.reuseIdentifier) { out += reuseIdentifiers(root) }
        let storyboard = root["type"] == Importer.storyboardType
        if storyboard && rules.contains(.hasInitialViewController) && root["initialViewController"] == nil {
            out.append(LintFinding(.hasInitialViewController, subject: "document", at: (root.line, root.column),
                                   message: "The storyboard has no initial view controller: instantiateInitialViewController() gives nil."))
        }
        if storyboard && rules.contains(.customClassName), let fileName {
            out += customClassName(root, fileName: fileName)
        }
        return out.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// An iOS document whose views Auto Layout does not place, which the import refuses
    /// (docs/interface-builder.md#what-is-accepted): a finding of its own, not a refusal.
    static func autolayoutDisabled(_ root: XMLElement) -> LintFinding? {
        guard root.name == "document", root["type"] == Importer.storyboardType || root["type"] == Importer.xibType,
              root.child("device") != nil, root["useAutolayout"] != "YES" else { return nil }
        return LintFinding(.autolayoutDisabled, subject: "document", at: (root.line, root.column),
                           message: "Auto Layout is off in this file (Use Auto Layout unchecked): its views are placed by autoresizing masks, and layoutd checks nothing in it.")
    }

    /// Every `id` written twice: the second and later elements, naming the first.
    static func duplicateIds(_ root: XMLElement) -> [LintFinding] {
        var first: [String: String] = [:]
        var out: [LintFinding] = []
        walk(root) { e in
            guard let id = e["id"] else { return }
            if let earlier = first[id] {
                // No line number: the message keys the baseline, and lines move.
                out.append(LintFinding(.duplicateId, subject: id, at: (e.line, e.column),
                                       message: "The id \(id) of this <\(e.name)> is also the id of a <\(earlier)> above it; Xcode cannot open a file with two objects of one id."))
            } else {
                first[id] = e.name
            }
        }
        return out
    }

    /// Cells whose reuse identifier is not their custom class (IBLinter's `reuse_identifier`).
    static func reuseIdentifiers(_ root: XMLElement) -> [LintFinding] {
        var out: [LintFinding] = []
        let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]
        walk(root) { e in
            guard cells.contains(e.name), let reuse = e["reuseIdentifier"], let custom = e["customClass"], reuse != custom else { return }
            out.append(LintFinding(.reuseIdentifier, subject: e["id"] ?? e.name, at: (e.line, e.column),
                                   message: "The reuse identifier \(reuse) of this \(custom) is not its class's name."))
        }
        return out
    }

    /// A storyboard of one scene whose controller's class is named after neither the file
    /// nor the file and `ViewController` (IBLinter's `custom_class_name`); Main and
    /// LaunchScreen hold what the app starts with, not one controller, and are left out.
    static func customClassName(_ root: XMLElement, fileName: String) -> [LintFinding] {
        var base = fileName
        if let dot = base.lastIndex(of: ".") { base = String(base[..<dot]) }
        guard base != "Main", base != "LaunchScreen",
              let scenes = root.child("scenes")?.children("scene"), scenes.count == 1,
              let objects = scenes[0].child("objects"),
              let controller = objects.children.first(where: { $0.name.hasSuffix("Controller") }),
              let custom = controller["customClass"] else { return [] }
        let expected = base.hasSuffix("ViewController") ? [base] : [base, base + "ViewController"]
        guard !expected.contains(custom) else { return [] }
        return [LintFinding(.customClassName, subject: controller["id"] ?? controller.name, at: (controller.line, controller.column),
                            message: "The controller's class \(custom) is not named after the file \(fileName) (\(expected.joined(separator: " or ")))." )]
    }

    /// Every element below `e`, `e` first, in document order.
    static func walk(_ e: XMLElement, _ visit: (XMLElement) -> Void) {
        visit(e)
        for child in e.children { walk(child, visit) }
    }
}
