/// One member of a header list whose members carry a weight (RFC 9110 section 12.4.2), such
/// as `gzip;q=0.5` in Accept-Encoding or `image/svg+xml;q=0.9` in Accept.
public struct WeightedToken: Equatable, Sendable {
    /// The member without its parameters: trimmed, ASCII letters lowercased.
    public var token: String
    /// The member's `q` weight in 0...1: 1 when it has none, 0 when it cannot be read.
    public var quality: Double

    /// A member with its weight.
    public init(token: String, quality: Double) {
        self.token = token
        self.quality = quality
    }

    /// The members of a `token;q=x, ...` list in the order sent. Blank members are skipped;
    /// parameters other than `q` (a media type's `charset`, say) are ignored. The parameter
    /// name is matched in any case and spaces around `=` are tolerated, as clients send both;
    /// a weight outside 0...1 is clamped and one that is not a number counts as 0, so a
    /// garbled weight never makes a member preferred.
    public static func list(_ headerValue: String) -> [WeightedToken] {
        var members: [WeightedToken] = []
        for element in headerValue.split(separator: ",") {
            let parts = element.split(separator: ";")
            guard let token = parts.first?.trimmingOWS().asciiLowercased(), !token.isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, pair[0].trimmingOWS().asciiLowercased() == "q" else { continue }
                quality = weight(pair[1].trimmingOWS())
            }
            members.append(WeightedToken(token: token, quality: quality))
        }
        return members
    }

    private static func weight(_ text: String) -> Double {
        guard let value = Double(text), !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }
}
