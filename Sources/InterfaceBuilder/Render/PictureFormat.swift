/// What `layoutd render` writes: PNG (librsvg's raster of the SVG) or the SVG itself.
package enum PictureFormat: String, Sendable, Equatable, CaseIterable {
    case png, svg
}
