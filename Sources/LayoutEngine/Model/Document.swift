import Typesetting

/// A request document (docs/requests.md#the-document), decoded and validated for shape and types.
/// Constraint strings are kept as written; building the layout system parses and resolves them.
package struct Document: Sendable, Equatable {
    /// The root view; it takes each root size in turn.
    package var root: View
    /// Top-level constraints, after the view-owned ones in addition order.
    package var constraints: [ConstraintSpec]
    /// Root sizes, one layout each. Empty means "use the root's `frame` size".
    package var sizes: [Size]
    /// The root's safe-area insets (docs/requests.md#safe-area-and-margins).
    package var safeAreaInsets: Insets
    /// Which way leading and trailing point (docs/requests.md#right-to-left).
    package var layoutDirection: LayoutDirection
    /// Pixels per point frames are rounded to (docs/requests.md#rounding); nil leaves them unrounded.
    package var scale: Int?
    /// How optional constraints compete: UIKit's priority order (the default) or kiwi's
    /// weighted sum.
    package var priorities: PriorityMode
    /// `device` and `orientation` as the request gave them; the decoder has already put
    /// the device's metrics into whichever of `sizes`, `safeAreaInsets` and `scale` the
    /// request left out.
    package var device: DeviceChoice?
    /// Hit-test input (docs/requests.md#hit-testing-and-touch-tracking); not part of the hash.
    package var points: [Point]
    /// Touch tracks, each a sequence of points from touch-down to touch-up; not part of the hash.
    package var touches: [[Point]]
    /// The Dynamic Type size that sizes `textStyle` fonts (docs/text.md#members).
    package var contentSizeCategory: ContentSizeCategory
    /// The iOS release whose San Francisco the system font measures as (docs/text.md#releases).
    package var textRelease: TextRelease

    /// A document of `root` with the request defaults for every member left out.
    package init(
        root: View, constraints: [ConstraintSpec] = [], sizes: [Size] = [],
        safeAreaInsets: Insets = .zero, layoutDirection: LayoutDirection = .leftToRight,
        scale: Int? = nil, device: DeviceChoice? = nil, priorities: PriorityMode = .levels,
        points: [Point] = [], touches: [[Point]] = [], contentSizeCategory: ContentSizeCategory = .large,
        textRelease: TextRelease = .newest
    ) {
        self.root = root
        self.constraints = constraints
        self.sizes = sizes
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.priorities = priorities
        self.device = device
        self.points = points
        self.touches = touches
        self.contentSizeCategory = contentSizeCategory
        self.textRelease = textRelease
    }
}

extension Document {
    /// The root sizes the document is laid out at: `sizes`, else its root frame's size
    /// (docs/requests.md#sizes-device-and-orientation); empty only for a document the reader refuses (missing-size).
    package var layoutSizes: [Size] {
        if !sizes.isEmpty { return sizes }
        guard let frame = root.frame else { return [] }
        return [Size(width: frame.width, height: frame.height)]
    }

    /// Views and guides in the hierarchy, root included: what `Limits.maxItems` and the
    /// frames limit count. Walked with a stack, not recursion, like the decoder.
    package var itemCount: Int {
        var count = 0
        root.visitTree { view in
            count += 1 + view.layoutGuides.count
            return true
        }
        return count
    }
}

/// How optional constraints of different priorities compete (docs/priorities.md).
package enum PriorityMode: String, Sendable, Equatable {
    /// UIKit's order: the total error at a higher priority is minimised before any lower
    /// priority is looked at (a lexicographic optimum); every distinct number is a level.
    case levels
    /// Cassowary's weighted sum: priority × |error| summed over all optional constraints,
    /// as kiwi solves it.
    case weights
}

/// The user-interface layout direction; the raw value is its spelling in a request.
package enum LayoutDirection: String, Sendable, Equatable {
    case leftToRight, rightToLeft
}
