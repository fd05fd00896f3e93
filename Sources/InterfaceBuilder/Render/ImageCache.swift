import LayoutDocument
import LayoutEngine
import Raster
import Support

/// The images of the asset catalogs, each file read once for every scene that shows it.
final class ImageCache: Sendable {
    let assets: AssetLibrary
    let mode: AppearanceMode
    private let loaded = Locked<[String: PictureImage?]>([:])

    init(assets: AssetLibrary, mode: AppearanceMode) {
        self.assets = assets
        self.mode = mode
    }

    /// The images `document`'s views name that a catalog holds as PNG or JPEG, at `scale`.
    func images(for document: Document, scale: Int) -> [String: PictureImage] {
        var out: [String: PictureImage] = [:]
        var pending = [document.root]
        while let v = pending.popLast() {
            pending.append(contentsOf: v.children)
            guard let image = v.appearance?.image, !image.symbol, out[image.name] == nil,
                  let found = load(image.name, scale: scale) else { continue }
            out[image.name] = found
        }
        return out
    }

    private func load(_ name: String, scale: Int) -> PictureImage? {
        guard let (path, fileScale) = assets.imagePath(name, scale: scale, mode) else { return nil }
        if let known = loaded.withLock({ $0[path] }) { return known }
        let image = LocalFiles.read(path).flatMap { Self.picture($0, scale: fileScale) }
        loaded.withLock { $0[path] = image }
        return image
    }

    /// An image file's format and size in points (its pixels over its scale); nil for a
    /// file that is neither PNG nor JPEG.
    static func picture(_ bytes: [UInt8], scale: Int) -> PictureImage? {
        let s = Double(max(1, scale))
        if let (w, h) = PNGImage.size(of: bytes) {
            return PictureImage(format: .png, bytes: bytes, size: Size(width: Double(w) / s, height: Double(h) / s))
        }
        if let (w, h) = JPEGSize.of(bytes) {
            return PictureImage(format: .jpeg, bytes: bytes, size: Size(width: Double(w) / s, height: Double(h) / s))
        }
        return nil
    }
}

/// A JPEG's size from its start-of-frame marker.
enum JPEGSize {
    static func of(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            // SOF0…SOF15 but DHT (C4), JPG (C8) and DAC (CC).
            if marker >= 0xC0, marker <= 0xCF, marker != 0xC4, marker != 0xC8, marker != 0xCC {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return w > 0 && h > 0 ? (w, h) : nil
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
