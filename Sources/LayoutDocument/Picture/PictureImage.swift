import LayoutEngine

/// An image a picture embeds: its encoded bytes and its size in points (its pixels over
/// its scale), which content modes fit into a view.
package struct PictureImage: Sendable, Equatable {
    package enum Format: String, Sendable {
        case png = "image/png"
        case jpeg = "image/jpeg"
    }

    package var format: Format
    package var bytes: [UInt8]
    package var size: Size

    package init(format: Format, bytes: [UInt8], size: Size) {
        self.format = format
        self.bytes = bytes
        self.size = size
    }
}
