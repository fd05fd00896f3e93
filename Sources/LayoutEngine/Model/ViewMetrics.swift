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
