import LayoutEngine

/// Which of the solve's ambiguous views Xcode's canvas calls ambiguous: it leaves out two
/// kinds that the engine, answering for UIKit's layout engine, reports.
///
/// - A view inside a hidden view. The development half of the collection of 2026-12-06 has
///   10 such findings and Xcode flags none of them (a hidden table header's stacks in
///   LoopKit, a hidden container's fields).
/// - An arranged subview of a stack view that is itself placed: "if there's any ambiguity,
///   the stack view resizes the arranged views based on their index in the arrangedSubviews
///   array" (Apple's documentation of `UIStackView.Distribution.fill`), so a tie between
///   them is the stack's to break. In that half, Xcode flags 3 of the 29 arranged subviews
///   lint found ambiguous in a stack that is not, and 30 of the 43 in one that is.
struct AmbiguityScope {
    /// Each view's parent, by id.
    private var parent: [String: View] = [:]
    /// Views with a hidden ancestor.
    private var underHidden: Set<String> = []

    init(_ root: View) {
        var pending: [(view: View, hiddenAbove: Bool)] = [(root, false)]
        while let (view, hiddenAbove) = pending.popLast() {
            if hiddenAbove { underHidden.insert(view.id) }
            for child in view.children {
                parent[child.id] = view
                pending.append((child, hiddenAbove || view.hidden))
            }
        }
    }

    /// Whether Xcode's canvas would call `item` ambiguous, `ambiguous` being every view the
    /// solve leaves ambiguous.
    func isReported(_ item: String, among ambiguous: Set<String>) -> Bool {
        if underHidden.contains(item) { return false }
        if let stack = parent[item], stack.kind == .stack, !ambiguous.contains(stack.id) { return false }
        return true
    }
}
