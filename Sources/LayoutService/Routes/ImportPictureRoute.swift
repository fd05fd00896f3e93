import Support
import HTTPServer
import InterfaceBuilder
import LayoutEngine

/// POST /v1/import with `Accept: image/png` (docs/interface-builder.md#commands-and-routes):
/// the picture of the file's first scene at the file's own device, with its bars, as
/// `layoutd render` draws it. Kept in memory under its own key, beside the file's JSON
/// answer and never in its place.
extension LayoutService {
    func importPicture(_ body: [UInt8], file: AnswerKey.FileDigest, text: TextSizes, scope: Int, respond: @escaping Responder) {
        let key = AnswerKey.importPicture(file: file, text: text)
        let caches = caches(scope: scope)
        if let kept = caches.heldAnswer(key) { return respond(Self.pngResponse(kept.bytes, tag: nil, status: .hit)) }
        let milliseconds = configuration.solveTimeoutMilliseconds
        submit(respond) { [self] in
            let answer: ImportAnswer
            do throws(ImportError) {
                answer = try Importer.importFile(body, text: text, appearance: Self.importAppearance)
            } catch {
                return respond(Self.importProblem(error))
            }
            do throws(ScenePictureError) {
                let deadline = Deadline.after(milliseconds: milliseconds)
                let png = try SceneRenderer.firstScenePNG(of: answer, appearance: Self.importAppearance, deadline: deadline)
                caches.keep(answer: png, key: key)
                respond(Self.pngResponse(png, tag: nil, status: .miss))
            } catch {
                respond(scenePictureProblem(error, scene: answer.scenes.first))
            }
        }
    }

    /// A scene without a picture: a solve past the deadline as every route answers it (503),
    /// anything else the file's problem (422), naming the scene.
    func scenePictureProblem(_ error: ScenePictureError, scene: ImportedScene?) -> HTTPResponse {
        if case .layout(let problem) = error, problem.kind == .solveTimeout { return solveProblem(problem) }
        guard let scene else {
            return Responses.problem(
                status: ProblemDocument.importStatus, slug: "no-scene", title: "No scene to draw",
                detail: "The file has no scene to draw (no view controller with a view, no top-level view); "
                    + "ask for Accept: application/json to see what was imported and its warnings.")
        }
        return Responses.problem(
            status: ProblemDocument.importStatus, slug: "scene-not-drawn", title: "Scene not drawn",
            detail: "Scene \(scene.id) (\(scene.name)): \(error.message); ask for Accept: application/json "
                + "to see the scene's document and its warnings.")
    }
}
