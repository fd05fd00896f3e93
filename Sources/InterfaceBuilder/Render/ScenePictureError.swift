import LayoutEngine
import Raster

/// Why a scene has no picture. `layoutd render` prints `message` and draws the other scenes
/// (`RenderedScene.problem`); `POST /v1/import` with `Accept: image/png` answers a problem
/// document, and a solve past its deadline as the layout routes do.
package enum ScenePictureError: Error, Sendable {
    /// The file has no scene at all (no view controller with a view, no top-level view).
    case noScene
    /// The scene's document gives no size.
    case noSize
    /// The engine refused the scene's document or stopped its solve (`Problem.kind`).
    case layout(Problem)
    /// librsvg could not draw the picture, or it is too large.
    case raster(RasterError)

    /// What is wrong, as `layoutd render` words it.
    package var message: String {
        switch self {
        case .noScene: return "the file has no scene to draw"
        case .noSize: return "the scene has no size to lay out"
        case .layout(let problem): return "the scene could not be laid out: \(problem.detail)"
        case .raster(let error): return "the picture could not be drawn: \(error.message)"
        }
    }
}
