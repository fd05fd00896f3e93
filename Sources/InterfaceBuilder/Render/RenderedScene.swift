import LayoutEngine

/// One scene's picture at one device, or why there is none.
package struct RenderedScene: Sendable {
    /// The scene's id (its top view's, as in the import answer) and name.
    package var sceneId: String
    package var sceneName: String
    /// The screen it was drawn at.
    package var screen: Screen
    /// The picture's bytes (PNG or SVG); empty when `problem` says why there is none.
    package var bytes: [UInt8]
    /// Its size in pixels.
    package var width: Int
    package var height: Int
    /// Why the scene could not be drawn (a layout the engine refuses, a picture librsvg
    /// refuses); the other scenes are still drawn.
    package var problem: String?

    /// `retina6_12`, with `-landscape` in landscape: how file names and reports name the device.
    package var deviceName: String {
        screen.device.id + (screen.landscape ? "-landscape" : "")
    }
}
