import InterfaceBuilder

/// The representations an answer can take (docs/requests.md#the-picture-and-the-playground).
/// The order of the cases is the order a tie between equal q-values goes: JSON first, so
/// `*/*` and an Accept naming JSON and a picture equally get JSON as they always have; then
/// SVG before PNG, so `image/*` keeps getting the SVG it got before PNG was answered.
enum Representation: Equatable, Sendable, CaseIterable {
    /// The answer document (or, for an import, the import answer).
    case json
    /// The frames drawn for debugging (`SVGRenderer`), POST /v1/layout only.
    case svg
    /// What the device shows (`DevicePicture`), rasterized.
    case png

    /// The media type an Accept range names it by, and its answer's Content-Type.
    var mediaType: String {
        switch self {
        case .json: return "application/json"
        case .svg: return "image/svg+xml"
        case .png: return "image/png"
        }
    }

    /// The picture it is, as `layoutd render` names the two; nil for JSON.
    var pictureFormat: PictureFormat? {
        switch self {
        case .json: return nil
        case .svg: return .svg
        case .png: return .png
        }
    }
}
