/// One view of the hierarchy. `children` are back to front; for a stack they are its
/// arranged subviews in order.
public struct View: Sendable, Equatable {
    public var id: String
    public var kind: ViewKind
    public var children: [View]
    public var layoutGuides: [LayoutGuide]
    /// A fixed frame in the superview's space (translatesAutoresizingMaskIntoConstraints).
    public var frame: Rect?
    public var intrinsicSize: IntrinsicSize?
    public var huggingPriority: AxisPriorities
    public var compressionResistance: AxisPriorities
    public var layoutMargins: LayoutMargins
    public var baselines: Baselines?
    public var hidden: Bool
    public var alpha: Double
    public var userInteractionEnabled: Bool
    public var clipsToBounds: Bool
    /// Constraints written on this view.
    public var constraints: [ConstraintSpec]
    /// Present exactly when `kind == .stack`.
    public var stack: StackProperties?
    /// How a view with a `frame` follows its superview's size; nil: the frame is fixed.
    public var autoresizingMask: AutoresizingMask?
    /// Constraints place the alignment rectangle; the frame is it outset by these.
    public var alignmentInsets: Insets?
    /// UIView.insetsLayoutMarginsFromSafeArea: the part of the view outside the root's
    /// safe area is added to its margins. Nil keeps docs/requests.md#safe-area-and-margins: the root's
    /// margins are measured from its safe area, any other view's from its bounds (an
    /// imported Interface Builder file says true for the views UIKit would inset).
    public var insetsLayoutMarginsFromSafeArea: Bool?
    /// UIView.preservesSuperviewLayoutMargins: each margin is at least the superview's
    /// margin minus the distance to the superview's edge.
    public var preservesSuperviewLayoutMargins: Bool

    public init(
        id: String, kind: ViewKind = .view, children: [View] = [], layoutGuides: [LayoutGuide] = [],
        frame: Rect? = nil, intrinsicSize: IntrinsicSize? = nil,
        huggingPriority: AxisPriorities = .defaultHugging,
        compressionResistance: AxisPriorities = .defaultCompressionResistance,
        layoutMargins: LayoutMargins = .default, baselines: Baselines? = nil,
        hidden: Bool = false, alpha: Double = 1, userInteractionEnabled: Bool? = nil,
        clipsToBounds: Bool = false, constraints: [ConstraintSpec] = [],
        stack: StackProperties? = nil, autoresizingMask: AutoresizingMask? = nil,
        alignmentInsets: Insets? = nil, insetsLayoutMarginsFromSafeArea: Bool? = nil,
        preservesSuperviewLayoutMargins: Bool = false
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
        self.clipsToBounds = clipsToBounds
        self.constraints = constraints
        self.stack = stack
        self.autoresizingMask = autoresizingMask
        self.alignmentInsets = alignmentInsets
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    }
}

public enum ViewKind: String, Sendable, Equatable, CaseIterable {
    case view, stack, label, button, control, image

    /// UILabel and UIImageView ignore touches unless told otherwise.
    public var defaultUserInteractionEnabled: Bool {
        switch self {
        case .label, .image: return false
        default: return true
        }
    }

    /// Kinds whose instances track touches as UIControl does.
    public var isControl: Bool { self == .button || self == .control }
}

/// A UILayoutGuide owned by a view.
public struct LayoutGuide: Sendable, Equatable {
    public var id: String

    public init(id: String) {
        self.id = id
    }
}
