/// `layoutMargins` or `directionalLayoutMargins` (never both).
package enum LayoutMargins: Sendable, Equatable {
    /// Given by left and right (`layoutMargins`).
    case physical(Insets)
    /// Given by leading and trailing (`directionalLayoutMargins`).
    case directional(DirectionalInsets)

    /// UIKit's default: 8 points on every edge.
    package static let `default` = LayoutMargins.physical(Insets(top: 8, left: 8, bottom: 8, right: 8))

    /// The margins as left/right for a layout direction.
    package func resolved(_ direction: LayoutDirection) -> Insets {
        switch self {
        case .physical(let insets):
            return insets
        case .directional(let d):
            return direction == .leftToRight
                ? Insets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
                : Insets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
        }
    }
}

/// Either side may be absent: no intrinsic metric on that axis.
package struct IntrinsicSize: Sendable, Equatable {
    /// The intrinsic width; nil: none on this axis.
    package var width: Double?
    /// The intrinsic height; nil: none on this axis.
    package var height: Double?

    /// An intrinsic size with either side possibly absent.
    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// A priority per axis: content hugging or compression resistance (docs/requests.md#intrinsic-size-hugging-and-compression-resistance).
package struct AxisPriorities: Sendable, Equatable {
    /// The priority along the x axis.
    package var horizontal: Double
    /// The priority along the y axis.
    package var vertical: Double

    /// Priorities of `horizontal` and `vertical`.
    package init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIKit's default hugging: 250 on both axes.
    package static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// UIKit's default compression resistance: 750 on both axes.
    package static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}

/// Offsets from the view's top. A missing one means top (first) or bottom (last).
package struct Baselines: Sendable, Equatable {
    /// The first baseline's offset from the top; nil: the top.
    package var first: Double?
    /// The last baseline's offset from the top; nil: the bottom.
    package var last: Double?

    /// Baselines at `first` and `last` points below the top.
    package init(first: Double?, last: Double?) {
        self.first = first
        self.last = last
    }
}
