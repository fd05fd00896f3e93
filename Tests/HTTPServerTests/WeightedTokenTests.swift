import Testing
import HTTPServer

/// The one parser of `token;q=x` lists, shared by Accept-Encoding (gzip) and Accept (JSON or SVG).
@Suite struct WeightedTokenTests {
    private func pairs(_ value: String) -> [String] {
        WeightedToken.list(value).map { "\($0.token)=\($0.quality)" }
    }

    @Test func missingWeightIsOne() {
        #expect(pairs("gzip, br") == ["gzip=1.0", "br=1.0"])
    }

    @Test func zeroWeightIsKeptAsRefusal() {
        #expect(pairs("gzip;q=0, identity;q=0.000") == ["gzip=0.0", "identity=0.0"])
    }

    @Test func spacesAroundMembersParametersAndEqualsAreOptional() {
        #expect(pairs(" image/svg+xml ;\tq=0.5 ,application/json ; q = 0.25 ")
                == ["image/svg+xml=0.5", "application/json=0.25"])
    }

    @Test func parameterNameAndTokenAreCaseInsensitive() {
        #expect(pairs("GZip;Q=0.7") == ["gzip=0.7"])
    }

    @Test func unreadableWeightCountsAsZero() {
        #expect(pairs("gzip;q=high, br;q=, deflate;q=nan") == ["gzip=0.0", "br=0.0", "deflate=0.0"])
    }

    @Test func weightOutsideZeroToOneIsClamped() {
        #expect(pairs("gzip;q=2, br;q=-1") == ["gzip=1.0", "br=0.0"])
    }

    @Test func otherParametersAndBlankMembersAreIgnored() {
        #expect(pairs("application/json;charset=utf-8;q=0.8,, ;,*/*") == ["application/json=0.8", "*/*=1.0"])
    }

    @Test func lastWeightOfAMemberWins() {
        #expect(pairs("gzip;q=0.2;q=0.9") == ["gzip=0.9"])
    }

    /// The parser reads bytes; this reads the same lists the plain way, by splitting
    /// strings, and both must agree on every list made of the pieces clients send.
    @Test func readsEveryListAsSplittingStringsWould() {
        let pieces = ["gzip", "GZIP", "br", "*", " ", "\t", ",", ";", "=", "q", "Q", "0.5", "1", "x", "é", "image/svg+xml"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let value = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let expected = Self.splitting(value).map { "\($0.token)=\($0.quality)" }
            #expect(pairs(value) == expected, "\(value)")
        }
    }

    private static func splitting(_ value: String) -> [WeightedToken] {
        func trim(_ s: Substring) -> String {
            String(s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        func lower(_ s: String) -> String {
            String(decoding: s.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        var members: [WeightedToken] = []
        for element in value.split(separator: ",") {
            let parts = element.split(separator: ";")
            guard let first = parts.first else { continue }
            let token = lower(trim(first))
            guard !token.isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, lower(trim(pair[0])) == "q" else { continue }
                let number = Double(trim(pair[1])) ?? .nan
                quality = number.isNaN ? 0 : min(max(number, 0), 1)
            }
            members.append(WeightedToken(token: token, quality: quality))
        }
        return members
    }
}
