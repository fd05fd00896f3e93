import LayoutDocument
import LayoutEngine
import Raster

extension Pipeline {
    /// The PNG of the request's first size, drawn as the device shows its views
    /// (`DevicePicture`: appearance, text in its measured lines, clipping, hidden views left
    /// out) at the document's scale, no margin or legend: for a route that answers
    /// `Accept: image/png`. Laid out as `.picture` is; never stored as an answer.
    /// - Throws: `Problem` as `make(.picture)` does, and `.invalidValue` at `/sizes` for a
    ///   picture too large to draw (each side at most `SVGRasterizer.maxSide` pixels).
    package func png(of request: ScannedRequest, deadline: Deadline) throws(Problem) -> [UInt8] {
        guard let (document, layouts) = try layOut(request, firstSizeOnly: true, deadline: deadline),
              let first = layouts.first else { throw Self.noSize }
        do {
            return try DevicePicture.png(document, first)
        } catch {
            throw Problem(.invalidValue, "the picture cannot be drawn: \(error.message)", at: .sizes)
        }
    }
}
