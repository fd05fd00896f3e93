/// A width and height in points.
package struct Size: Sendable, Equatable {
    /// Horizontal extent in points.
    package var width: Double
    /// Vertical extent in points.
    package var height: Double

    /// A size of `width` × `height` points.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A location in points; y grows downwards, as in UIKit.
package struct Point: Sendable, Equatable {
    /// Distance from the left edge in points.
    package var x: Double
    /// Distance from the top edge in points.
    package var y: Double

    /// The point (`x`, `y`).
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle by its top-left corner and size, in points.
package struct Rect: Sendable, Equatable {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// Horizontal extent; negative in an answer when the constraints made it so.
    package var width: Double
    /// Vertical extent; negative in an answer when the constraints made it so.
    package var height: Double

    /// The rectangle at (`x`, `y`) of `width` × `height`.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle with each edge moved in by `insets` (out where an inset is negative).
    package func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// Distances in from each physical edge (UIEdgeInsets).
package struct Insets: Sendable, Equatable {
    /// Inset from the top edge.
    package var top: Double
    /// Inset from the left edge.
    package var left: Double
    /// Inset from the bottom edge.
    package var bottom: Double
    /// Inset from the right edge.
    package var right: Double

    /// Insets of `top`, `left`, `bottom` and `right` points.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    package static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets by leading and trailing edge (NSDirectionalEdgeInsets), which swap under right-to-left.
package struct DirectionalInsets: Sendable, Equatable {
    /// Inset from the top edge.
    package var top: Double
    /// Inset from the leading edge (left in left-to-right).
    package var leading: Double
    /// Inset from the bottom edge.
    package var bottom: Double
    /// Inset from the trailing edge (right in left-to-right).
    package var trailing: Double

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
