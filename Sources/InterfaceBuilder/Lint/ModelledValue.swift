import LayoutEngine
import Support

/// A value a constraint reads that the file does not save and layoutd models for the canvas:
/// an inset of the safe area or the margins, a control's alignment rectangle, a layout
/// guide, a baseline. A misplaced finding resting on one names it (`text`), with what layoutd
/// took it to be: if the finding is wrong, that value is where layoutd is.
struct ModelledValue {
    enum Source {
        case safeArea(Insets)
        case margins(Insets)
        /// Margins measured inside the safe area: the two insets added.
        case marginsInSafeArea(Insets)
        case alignment(Insets)
        /// A layout guide, which Xcode does not save: where layoutd solves it.
        case guide
        /// A baseline this far below the view's top, by layoutd's font metrics.
        case baseline(Double)
        /// Where a scroll view's content starts: its own top or leading edge, unscrolled.
        case contentOrigin
        /// That edge plus the scroll view's margin, as layoutd takes it (8 pt or the file's).
        case contentMargin
    }

    /// What a value is, without what layoutd took it to be: the part of `Source` that two
    /// readings of one value share.
    enum Kind: Hashable {
        case safeArea, margins, marginsInSafeArea, alignment, guide, baseline, contentOrigin, contentMargin
    }

    /// The view (or guide) the value belongs to.
    var item: String
    /// The attribute read on it, margins as their plain edge (`leading`, not `leadingMargin`).
    var attribute: String
    var source: Source

    var kind: Kind {
        switch source {
        case .safeArea: .safeArea
        case .margins: .margins
        case .marginsInSafeArea: .marginsInSafeArea
        case .alignment: .alignment
        case .guide: .guide
        case .baseline: .baseline
        case .contentOrigin: .contentOrigin
        case .contentMargin: .contentMargin
        }
    }

    /// Said for a person: "the margin of Mrg-vw-001 at the trailing side, 16 pt".
    var text: String {
        let insets: Insets
        let what: String
        switch source {
        case .guide: return "the \(attribute) of layout guide \(item), where layoutd solves it"
        case .baseline(let offset): return "the \(attribute) of \(item), \(points(offset)) below its top by layoutd's font metrics"
        case .contentOrigin: return "the \(attribute) of the content of \(item), at its own \(attribute) edge (content saved unscrolled)"
        case .contentMargin: return "the \(attribute) margin of \(item) on its content, 8 pt or the file's margins"
        case .safeArea(let i): (what, insets) = ("the safe area's inset of \(item)", i)
        case .margins(let i): (what, insets) = ("the margin of \(item)", i)
        case .marginsInSafeArea(let i): (what, insets) = ("the margin of \(item) inside its safe area", i)
        case .alignment(let i): (what, insets) = ("the alignment inset of \(item)", i)
        }
        switch attribute {
        case "left", "leading": return "\(what) at the leading side, \(points(insets.left))"
        case "right", "trailing": return "\(what) at the trailing side, \(points(insets.right))"
        case "top": return "\(what) at the top, \(points(insets.top))"
        case "bottom": return "\(what) at the bottom, \(points(insets.bottom))"
        case "centerX", "width": return "\(what) at the sides, \(points(insets.left)) and \(points(insets.right))"
        default: return "\(what) at the top and bottom, \(points(insets.top)) and \(points(insets.bottom))"
        }
    }

    private func points(_ value: Double) -> String { NumberFormat.decimal(value) + " pt" }
}
