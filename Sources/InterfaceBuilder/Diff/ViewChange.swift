import LayoutEngine

/// One view of one scene at one device that a change to the file changed on screen
/// (docs/interface-builder.md#diff): `layoutd diff` lists them.
package struct ViewChange: Sendable, Equatable {
    /// What happened to the view, in the order a reader wants them.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        case appeared, disappeared, shown, hidden, moved, resized
    }

    /// The scene's id (its top view's) and name.
    package var scene: String
    package var sceneName: String
    /// `retina6_12`, `-landscape` added in landscape.
    package var device: String
    /// The view's id, as the import answer gives it, and its name in Xcode's outline.
    package var view: String
    package var viewName: OutlineName
    package var change: Kind
    /// The view's frame in its superview's space before and after; nil where it has none
    /// (it appeared, or disappeared).
    package var before: Rect?
    package var after: Rect?
}
