import HTTPServer
import LayoutDocument

/// The representations an answer can take (docs/requests.md#the-picture-and-the-playground: SVG only when the client
/// prefers it over JSON by q-value; `*/*` gets JSON).
enum Representation: Equatable {
    case json
    case svg
}

enum ContentNegotiation {
    /// nil when the Accept header allows neither JSON nor SVG (406).
    static func representation(accept: String?) -> Representation? {
        let q = qualities(accept: accept)
        if q.svg > 0 && q.svg > q.json { return .svg }
        if q.json > 0 { return .json }
        return nil
    }

    /// The q-value the Accept header gives each representation (0 = not acceptable).
    static func qualities(accept: String?) -> (json: Double, svg: Double) {
        guard let accept, !accept.trimmingOWS().isEmpty else { return (1, 1) }
        var jsonQ = -1.0
        var svgQ = -1.0
        var jsonSpecificity = -1
        var svgSpecificity = -1
        for range in WeightedToken.list(accept) {
            let q = range.quality
            // The most specific range that matches a type decides its q (RFC 9110 12.5.1).
            func consider(_ specificity: Int, _ bestQ: inout Double, _ bestSpecificity: inout Int) {
                if specificity > bestSpecificity || (specificity == bestSpecificity && q > bestQ) {
                    bestQ = q
                    bestSpecificity = specificity
                }
            }
            switch range.token {
            case "application/json", "application/problem+json": consider(2, &jsonQ, &jsonSpecificity)
            case "image/svg+xml": consider(2, &svgQ, &svgSpecificity)
            case "application/*": consider(1, &jsonQ, &jsonSpecificity)
            case "image/*": consider(1, &svgQ, &svgSpecificity)
            case "*/*":
                consider(0, &jsonQ, &jsonSpecificity)
                consider(0, &svgQ, &svgSpecificity)
            default: break
            }
        }
        return (max(jsonQ, 0), max(svgQ, 0))
    }

    /// True for `application/json`, optionally with `charset=utf-8` (any case, optional quotes)
    /// and empty parameters.
    static func isJSONContentType(_ value: String?) -> Bool {
        guard let value else { return false }
        if value == "application/json" { return true }  // what nearly every client sends
        let parts = value.split(separator: ";", omittingEmptySubsequences: false)
        guard let first = parts.first, first.trimmingOWS().lowercased() == "application/json" else {
            return false
        }
        for parameter in parts.dropFirst() {
            // RFC 9110 section 5.6.6 allows empty parameters (`application/json;`), and
            // clients send them.
            if parameter.trimmingOWS().isEmpty { continue }
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingOWS().lowercased() == "charset" else { return false }
            var charset = pair[1].trimmingOWS().lowercased()
            if charset.hasPrefix("\""), charset.hasSuffix("\""), charset.count >= 2 {
                charset = String(charset.dropFirst().dropLast())
            }
            guard charset == "utf-8" else { return false }
        }
        return true
    }
}
