import LayoutEngine

/// A rectangle drawn over a picture to point at a view (`layoutd diff`'s changes): in the
/// root's space, outlined in a colour, dashed for where something was.
package struct PictureOutline: Sendable, Equatable {
    package var rect: Rect
    package var color: Color
    package var dashed: Bool

    package init(rect: Rect, color: Color, dashed: Bool = false) {
        self.rect = rect
        self.color = color
        self.dashed = dashed
    }
}
