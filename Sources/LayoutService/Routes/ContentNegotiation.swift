import HTTPServer
import LayoutDocument

/// The q-value an Accept header gives each representation (0 = not acceptable).
struct Qualities: Equatable, Sendable {
    var json: Double
    var svg: Double
    var png: Double

    subscript(_ representation: Representation) -> Double {
        switch representation {
        case .json: return json
        case .svg: return svg
        case .png: return png
        }
    }
}

enum ContentNegotiation {
    /// The representation among `offered` with the highest q-value above 0, a tie going to
    /// the earlier case of `Representation` (so `*/*` gets JSON); nil when the Accept header
    /// allows none of them (406). `offered` defaults to POST /v1/layout's.
    static func representation(accept: String?, offered: [Representation] = Representation.allCases) -> Representation? {
        let q = qualities(accept: accept)
        var best: Representation?
        for candidate in Representation.allCases where offered.contains(candidate) && q[candidate] > 0 {
            if let chosen = best, q[chosen] >= q[candidate] { continue }
            best = candidate
        }
        return best
    }

    /// The q-value the Accept header gives each representation (0 = not acceptable).
    static func qualities(accept: String?) -> Qualities {
        guard let accept, !accept.trimmingOWS().isEmpty else { return Qualities(json: 1, svg: 1, png: 1) }
        // Three locals, not an array: an Accept header comes with nearly every request.
        var json = (q: -1.0, specificity: -1), svg = json, png = json
        for range in WeightedToken.list(accept) {
            let q = range.quality
            // The most specific range that matches a type decides its q (RFC 9110 12.5.1).
            func consider(_ specificity: Int, _ best: inout (q: Double, specificity: Int)) {
                if specificity > best.specificity || (specificity == best.specificity && q > best.q) {
                    best = (q, specificity)
                }
            }
            switch range.token {
            case "application/json", "application/problem+json": consider(2, &json)
            case "image/svg+xml": consider(2, &svg)
            case "image/png": consider(2, &png)
            case "application/*": consider(1, &json)
            case "image/*":
                consider(1, &svg)
                consider(1, &png)
            case "*/*":
                consider(0, &json)
                consider(0, &svg)
                consider(0, &png)
            default: break
            }
        }
        return Qualities(json: max(json.q, 0), svg: max(svg.q, 0), png: max(png.q, 0))
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
