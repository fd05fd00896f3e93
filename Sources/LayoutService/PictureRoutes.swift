import HTTPServer
import LayoutEngine

/// The picture of docs/requests.md#the-picture-and-the-playground: `layoutd svg` and POST /v1/layout with an Accept that
/// prefers image/svg+xml. Only the first layout is drawn.
extension DocumentSolver {
    public static func picture(_ hashed: Hashed, limits: Limits, deadline: Deadline) throws(Problem) -> [UInt8] {
        var system = try LayoutSystem(document: hashed.document, limits: limits, deadline: deadline)
        return SVGRenderer.render(hashed.document, try system.layout(for: system.size))
    }

    public static func picture(_ body: [UInt8], limits: Limits, deadline: Deadline) -> Result<[UInt8], Problem> {
        do {
            return .success(try picture(read(body, limits: limits), limits: limits, deadline: deadline))
        } catch {
            return .failure(error)
        }
    }
}

extension LayoutService {
    /// Runs on a pool worker. The SVG is drawn afresh each time rather than cached: the
    /// cache holds JSON answers, and drawing costs little beside the solve it needs.
    func picture(_ body: [UInt8]) -> HTTPResponse {
        let started = Deadline.now()
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds)
        do {
            let hashed = try DocumentSolver.read(body, limits: configuration.limits)
            let svg = try DocumentSolver.picture(hashed, limits: configuration.limits, deadline: deadline)
            metrics.recordSolve(seconds: Double(Deadline.now() - started) / 1e9)
            var headers = HTTPHeaders()
            headers.add("Content-Type", "image/svg+xml; charset=utf-8")
            headers.add("ETag", Responses.entityTag(hashed.hash + ".svg"))
            headers.add("X-Cache", "miss")
            var response = HTTPResponse(status: 200, headers: headers, body: svg)
            response.compressible = true
            return response
        } catch {
            return solveProblem(error)
        }
    }
}
