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

    /// The rectangle with each edge moved in by `insets` (out where an inset is negative).
    public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
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
