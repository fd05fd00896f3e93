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
}
