import HTTPServer
import LayoutDocument
import LayoutEngine
import LayoutPipeline

extension LayoutService {
    /// Runs on a pool worker: the picture of docs/requests.md#the-picture-and-the-playground,
    /// the first size only. The SVG is drawn afresh each time rather than cached (the cache
    /// holds JSON answers), but on a warm system of the document's structure when one is idle.
    func picture(_ body: [UInt8], scope: Int) -> HTTPResponse {
        let started = Deadline.now()
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds)
        do {
            let pipeline = pipeline(scope: scope)
            let request = try pipeline.scan(body)
            let svg = try pipeline.make(.picture, of: request, deadline: deadline)
            metrics.recordSolve(seconds: Double(Deadline.now() - started) / 1e9)
            var headers = HTTPHeaders()
            headers.add("Content-Type", "image/svg+xml; charset=utf-8")
            headers.add("ETag", Responses.entityTag(request.hash.text + ".svg"))
            headers.add("X-Cache", "miss")
            var response = HTTPResponse(status: .ok, headers: headers, body: svg)
            response.compressible = true
            return response
        } catch {
            return solveProblem(error)
        }
    }
}
