public struct Size: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

public struct Rect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

public struct Insets: Sendable, Equatable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct DirectionalInsets: Sendable, Equatable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// `layoutMargins` or `directionalLayoutMargins` (never both).
public enum LayoutMargins: Sendable, Equatable {
    case physical(Insets)
    case directional(DirectionalInsets)

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
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

public struct AxisPriorities: Sendable, Equatable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}

/// Offsets from the view's top. A missing one means top (first) or bottom (last).
public struct Baselines: Sendable, Equatable {
    public var first: Double?
    public var last: Double?

    public init(first: Double?, last: Double?) {
        self.first = first
        self.last = last
    }
}
