import Support
import HTTPServer
import LayoutPipeline

/// The keys of `--api-key` (docs/server.md#routes): with none the service is open; with
/// some, every `/v1/` request must present one as `Authorization: Bearer KEY`, and the
/// key's position decides its cache scope, so no key reads another's answers.
struct APIKeys: Sendable {
    private let keys: [[UInt8]]
    /// Per scope (index = scope - 1): a digest naming the key's space in Redis, so that
    /// Redis never holds a key itself.
    private let redisTags: [String]

    init(_ keys: [String]) {
        self.keys = keys.map { Array($0.utf8) }
        redisTags = self.keys.map { String(Hex.string(Digest.sha256($0)).prefix(16)) }
    }

    /// The cache scope of the key `request` presents: 0 when the service has no keys, else
    /// the key's position + 1; nil when it presents none of them.
    func scope(of request: HTTPRequest) -> Int? {
        guard !keys.isEmpty else { return 0 }
        var presented: [UInt8] = []
        if let header = request.headers[.authorization] {
            let parts = header.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "bearer" {
                presented = Array(parts[1].trimmingOWS().utf8)
            }
        }
        var scope = 0
        // Every key is compared, so timing tells nothing about which one matched.
        for (index, key) in keys.enumerated() where Digest.constantTimeEqual(presented, key) {
            scope = index + 1
        }
        return scope > 0 && !presented.isEmpty ? scope : nil
    }

    /// The name of a keyed scope's space in Redis; nil for the open scope 0.
    func redisTag(scope: Int) -> String? {
        scope > 0 ? redisTags[scope - 1] : nil
    }
}
