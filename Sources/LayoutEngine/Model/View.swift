/// One view of the hierarchy. `children` are back to front; for a stack they are its
/// arranged subviews in order.
package struct View: Sendable, Equatable {
    /// Unique among views and guides; constraints name the view by it.
    package var id: String
    /// What UIKit class it stands for.
    package var kind: ViewKind
    /// Subviews, back to front.
    package var children: [View]
    /// Layout guides the view owns.
    package var layoutGuides: [LayoutGuide]
    /// A fixed frame in the superview's space (translatesAutoresizingMaskIntoConstraints).
    package var frame: Rect?
    /// The content size hugging and compression resistance act on; nil: none.
    package var intrinsicSize: IntrinsicSize?
    /// How strongly the view resists growing past its intrinsic size.
    package var huggingPriority: AxisPriorities
    /// How strongly the view resists shrinking below its intrinsic size.
    package var compressionResistance: AxisPriorities
    /// The view's own layout margins, before the safe area or the superview's add to them.
    package var layoutMargins: LayoutMargins
    /// First and last baselines for baseline constraints; nil: top and bottom.
    package var baselines: Baselines?
    /// Hidden views keep their frames; hit testing skips them and stacks close up around them.
    package var hidden: Bool
    /// Opacity; hit testing skips a view below 0.01 with its subtree.
    package var alpha: Double
    /// Whether hit testing can stop at the view or its subviews.
    package var userInteractionEnabled: Bool
    /// UIView.clipsToBounds, kept for round trips: hit testing stops at the bounds either way.
    package var clipsToBounds: Bool
    /// Constraints written on this view.
    package var constraints: [ConstraintSpec]
    /// Present exactly when `kind == .stack`.
    package var stack: StackProperties?
    /// A label's, button's or field's text, which sizes it where `intrinsicSize` does not.
    package var text: TextContent?
    /// How a view with a `frame` follows its superview's size; nil: the frame is fixed.
    package var autoresizingMask: AutoresizingMask?
    /// Constraints place the alignment rectangle; the frame is it outset by these.
    package var alignmentInsets: Insets?
    /// UIView.insetsLayoutMarginsFromSafeArea: the part of the view outside the root's
    /// safe area is added to its margins. Nil keeps docs/requests.md#safe-area-and-margins: the root's
    /// margins are measured from its safe area, any other view's from its bounds (an
    /// imported Interface Builder file says true for the views UIKit would inset).
    package var insetsLayoutMarginsFromSafeArea: Bool?
    /// UIView.preservesSuperviewLayoutMargins: each margin is at least the superview's
    /// margin minus the distance to the superview's edge.
    package var preservesSuperviewLayoutMargins: Bool
    /// How the view looks, for pictures; layout never reads it (docs/requests.md#appearance).
    package var appearance: Appearance?
    /// Where a design tool drew the view, in its superview's space (Interface Builder's saved
    /// frame): never a constraint, only where an ambiguous layout puts what the constraints
    /// leave free, as near it as they allow instead of near zero (docs/requests.md#ambiguity).
    package var designFrame: Rect?

    /// A view with UIKit's defaults for every property left out; `userInteractionEnabled` defaults by kind.
    package init(
        id: String, kind: ViewKind = .view, children: [View] = [], layoutGuides: [LayoutGuide] = [],
        frame: Rect? = nil, intrinsicSize: IntrinsicSize? = nil,
        huggingPriority: AxisPriorities = .defaultHugging,
        compressionResistance: AxisPriorities = .defaultCompressionResistance,
        layoutMargins: LayoutMargins = .default, baselines: Baselines? = nil,
        hidden: Bool = false, alpha: Double = 1, userInteractionEnabled: Bool? = nil,
        clipsToBounds: Bool = false, constraints: [ConstraintSpec] = [],
        stack: StackProperties? = nil, autoresizingMask: AutoresizingMask? = nil,
        alignmentInsets: Insets? = nil, insetsLayoutMarginsFromSafeArea: Bool? = nil,
        preservesSuperviewLayoutMargins: Bool = false, text: TextContent? = nil,
        appearance: Appearance? = nil, designFrame: Rect? = nil
    ) {
        self.id = id
        self.kind = kind
        self.children = children
        self.layoutGuides = layoutGuides
        self.frame = frame
        self.intrinsicSize = intrinsicSize
        self.huggingPriority = huggingPriority
        self.compressionResistance = compressionResistance
        self.layoutMargins = layoutMargins
        self.baselines = baselines
        self.hidden = hidden
        self.alpha = alpha
        self.userInteractionEnabled = userInteractionEnabled ?? kind.defaultUserInteractionEnabled
        self.designFrame = designFrame
        self.clipsToBounds = clipsToBounds
        self.constraints = constraints
        self.stack = stack
        self.autoresizingMask = autoresizingMask
        self.alignmentInsets = alignmentInsets
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.text = text
        self.appearance = appearance
    }
}

/// The UIKit class a view stands for, as far as layout and hit testing care.
package enum ViewKind: String, Sendable, Equatable, CaseIterable {
    case view, stack, label, button, control, image, textField

    /// UILabel and UIImageView ignore touches unless told otherwise.
    package var defaultUserInteractionEnabled: Bool {
        switch self {
        case .label, .image: return false
        default: return true
        }
    }

    /// Kinds whose instances track touches as UIControl does.
    package var isControl: Bool { self == .button || self == .control || self == .textField }
}

/// A UILayoutGuide owned by a view.
package struct LayoutGuide: Sendable, Equatable {
    /// Unique among views and guides; constraints name the guide by it.
    package var id: String

    /// A guide named `id`.
    package init(id: String) {
        self.id = id
    }
}
