import HTTPServer
import InterfaceBuilder
import LayoutDocument
import LayoutEngine
import LayoutPipeline

extension LayoutService {
    /// Runs on a pool worker: a picture of the first size (docs/requests.md#the-picture-and-the-playground),
    /// on a warm system of the document's structure when one is idle. The SVG of the frames
    /// is drawn afresh each time; the PNG of what the device shows costs a rasterization, so
    /// it is kept in memory under its own key (`AnswerKey.layoutPicture`), never the JSON
    /// answer's.
    func picture(_ body: [UInt8], scope: Int, as format: PictureFormat) -> HTTPResponse {
        picture(body, caches: caches(scope: scope), as: format)
    }

    /// `picture(_:scope:as:)` with the key scope's caches made already.
    func picture(_ body: [UInt8], caches: ScopedCaches, as format: PictureFormat) -> HTTPResponse {
        let started = Deadline.now()
        let request: ScannedRequest
        do throws(Problem) {
            request = try pipeline(caches).scan(body)
        } catch {
            return solveProblem(error)
        }
        switch format {
        case .svg: return svg(request, caches: caches, started: started)
        case .png: return png(request, caches: caches, started: started)
        }
    }

    private func svg(_ request: ScannedRequest, caches: ScopedCaches, started: UInt64) -> HTTPResponse {
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds)
        do throws(Problem) {
            let svg = try pipeline(caches).make(.picture, of: request, deadline: deadline)
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

    /// Runs on a pool worker: the PNG of a request read already (POSTed, or a held structure
    /// at new sizes), kept in memory, or drawn and kept.
    func png(_ request: ScannedRequest, caches: ScopedCaches, started: UInt64) -> HTTPResponse {
        let key = AnswerKey.layoutPicture(request.hash)
        let tag = Self.pictureTag(request.hash)
        if let kept = caches.heldAnswer(key) { return Self.pngResponse(kept.bytes, tag: tag, status: .hit) }
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds)
        do throws(Problem) {
            let png = try pipeline(caches).png(of: request, deadline: deadline)
            metrics.recordSolve(seconds: Double(Deadline.now() - started) / 1e9)
            caches.keep(answer: png, key: key)
            return Self.pngResponse(png, tag: tag, status: .miss)
        } catch {
            return solveProblem(error)
        }
    }

    /// The ETag of a layout's PNG: its hash with `.png`, as the SVG's has `.svg`, so it
    /// never matches the JSON answer's tag.
    static func pictureTag(_ hash: LayoutHash) -> String { hash.text + ".png" }

    /// A PNG answer: never gzipped (its pixels are deflated already), tagged when its name
    /// is known (`"<hash>.png"`).
    static func pngResponse(_ png: [UInt8], tag: String?, status: CacheStatus) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", Representation.png.mediaType)
        if let tag { headers.add("ETag", Responses.entityTag(tag)) }
        headers.add("X-Cache", status.rawValue)
        var response = HTTPResponse(status: .ok, headers: headers, body: png)
        response.compressible = false
        response.logAnnotations[cacheAnnotation] = status.rawValue
        return response
    }
}
