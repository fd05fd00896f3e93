import LayoutEngine
import Support

/// The solved rules about the screen a scene is laid out on: `offscreen` and
/// `small-touch-target`, at one device.
enum ScreenChecks {
    /// Apple's Human Interface Guidelines: a touch target of at least 44 × 44 pt.
    static let minimumTouchTarget = 44.0

    /// The findings of `solved` at `screen`, for the rules in `rules`. Hidden views (and
    /// what they hold) and views the solve left ambiguous (placed anywhere) are skipped.
    static func findings(_ scene: ImportedScene, solved: Layout, screen: Screen, skipping ambiguous: Set<String>, rules: Set<LintRule.ID>) -> [LintFinding] {
        let checkOffscreen = rules.contains(.offscreen)
        let checkTargets = rules.contains(.smallTouchTarget)
        guard checkOffscreen || checkTargets else { return [] }
        var frames: [String: Rect] = [:]
        for f in solved.frames { frames[f.id] = f.rect }
        // A controller's view fills the screen; a cell or a freeform XIB view has no
        // screen to lie outside of.
        let isScreen = (solved.size.width == screen.width && solved.size.height == screen.height)
        var out: [LintFinding] = []

        func visit(_ view: View, origin: (x: Double, y: Double), inScroll: Bool, isRoot: Bool) {
            guard !view.hidden, let local = frames[view.id] else { return }
            let rect = Rect(x: origin.x + local.x, y: origin.y + local.y, width: local.width, height: local.height)
            let placed = !ambiguous.contains(view.id)
            if checkTargets, placed, view.kind == .button, view.userInteractionEnabled,
               rect.width > 0, rect.height > 0, rect.width < minimumTouchTarget || rect.height < minimumTouchTarget {
                out.append(LintFinding(.smallTouchTarget, subject: view.id, at: Linter.position(of: view.id, in: scene),
                                       message: "Button \(view.id) is \(size(rect)) pt; a touch target should be at least 44 × 44 pt."))
            }
            if checkOffscreen, isScreen, !isRoot, !inScroll, placed, let reason = offscreen(rect, view: view, screen: screen) {
                out.append(LintFinding(.offscreen, subject: view.id, at: Linter.position(of: view.id, in: scene),
                                       message: "\(view.id) at \(Linter.text(rect)) \(reason)."))
                return  // what it holds is off the screen with it
            }
            let scroll = inScroll || scene.scrollViews.contains(view.id)
            for child in view.children { visit(child, origin: (rect.x, rect.y), inScroll: scroll, isRoot: false) }
        }
        visit(scene.document.root, origin: (0, 0), inScroll: false, isRoot: true)
        return out
    }

    /// Why `rect` (in the screen's space) cannot be seen or touched, or nil. A view of no
    /// area is not drawn and says nothing.
    static func offscreen(_ rect: Rect, view: View, screen: Screen) -> String? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        if rect.x + rect.width <= 0 || rect.x >= screen.width || rect.y + rect.height <= 0 || rect.y >= screen.height {
            return "lies wholly outside the \(NumberFormat.decimal(screen.width)) × \(NumberFormat.decimal(screen.height)) screen"
        }
        // Decoration may sit under the status bar; a control there cannot be tapped.
        guard view.kind.isControl else { return nil }
        let i = screen.insets
        if i.top > 0 && rect.y + rect.height <= i.top { return "lies wholly under the status bar (the top \(NumberFormat.decimal(i.top)) pt), where it cannot be tapped" }
        if i.bottom > 0 && rect.y >= screen.height - i.bottom { return "lies wholly in the home indicator's area (the bottom \(NumberFormat.decimal(i.bottom)) pt), where the home gesture competes for its touches" }
        if i.left > 0 && rect.x + rect.width <= i.left { return "lies wholly outside the safe area (the left \(NumberFormat.decimal(i.left)) pt), under the sensor housing in one landscape orientation" }
        if i.right > 0 && rect.x >= screen.width - i.right { return "lies wholly outside the safe area (the right \(NumberFormat.decimal(i.right)) pt), under the sensor housing in one landscape orientation" }
        return nil
    }

    static func size(_ r: Rect) -> String {
        "\(NumberFormat.decimal(r.width)) × \(NumberFormat.decimal(r.height))"
    }
}
