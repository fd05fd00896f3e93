/// A width and height in points.
public struct Size: Sendable, Equatable {
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A location in points; y grows downwards, as in UIKit.
public struct Point: Sendable, Equatable {
    /// Distance from the left edge in points.
    public var x: Double
    /// Distance from the top edge in points.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle by its top-left corner and size, in points.
public struct Rect: Sendable, Equatable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// Horizontal extent; negative in an answer when the constraints made it so.
    public var width: Double
    /// Vertical extent; negative in an answer when the constraints made it so.
    public var height: Double

    /// The rectangle at (`x`, `y`) of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Distances in from each physical edge (UIEdgeInsets).
public struct Insets: Sendable, Equatable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets by leading and trailing edge (NSDirectionalEdgeInsets), which swap under right-to-left.
public struct DirectionalInsets: Sendable, Equatable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge (left in left-to-right).
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge (right in left-to-right).
    public var trailing: Double

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// `layoutMargins` or `directionalLayoutMargins` (never both).
public enum LayoutMargins: Sendable, Equatable {
    /// Given by left and right (`layoutMargins`).
    case physical(Insets)
    /// Given by leading and trailing (`directionalLayoutMargins`).
    case directional(DirectionalInsets)

    /// UIKit's default: 8 points on every edge.
    public static let `default` = LayoutMargins.physical(Insets(top: 8, left: 8, bottom: 8, right: 8))

    /// The margins as left/right for a layout direction.
    public func resolved(_ direction: LayoutDirection) -> Insets {
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
public struct IntrinsicSize: Sendable, Equatable {
    /// The intrinsic width; nil: none on this axis.
    public var width: Double?
    /// The intrinsic height; nil: none on this axis.
    public var height: Double?

    /// An intrinsic size with either side possibly absent.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// A priority per axis: content hugging or compression resistance (docs/requests.md#intrinsic-size-hugging-and-compression-resistance).
public struct AxisPriorities: Sendable, Equatable {
    /// The priority along the x axis.
    public var horizontal: Double
    /// The priority along the y axis.
    public var vertical: Double

    /// Priorities of `horizontal` and `vertical`.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIKit's default hugging: 250 on both axes.
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// UIKit's default compression resistance: 750 on both axes.
    public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}

/// Offsets from the view's top. A missing one means top (first) or bottom (last).
public struct Baselines: Sendable, Equatable {
    /// The first baseline's offset from the top; nil: the top.
    public var first: Double?
    /// The last baseline's offset from the top; nil: the bottom.
    public var last: Double?

    /// Baselines at `first` and `last` points below the top.
    public init(first: Double?, last: Double?) {
        self.first = first
        self.last = last
    }
}
