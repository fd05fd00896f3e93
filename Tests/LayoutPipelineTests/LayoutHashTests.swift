import Testing
@testable import LayoutPipeline

@Test func aLayoutHashHasOneSpelling() {
    let digest = (0..<32).map { UInt8($0 * 8) }
    let hash = LayoutHash(sha256: digest)
    #expect(hash.text == "sha256:0008101820283038404850586068707880889098a0a8b0b8c0c8d0d8e0e8f0f8")
    #expect(LayoutHash(parsing: hash.text) == hash)
    for bad in ["", "sha256:", "sha256:" + String(repeating: "a", count: 63), "sha256:" + String(repeating: "a", count: 65),
                "sha256:" + String(repeating: "A", count: 64), "sha256:" + String(repeating: "g", count: 64),
                "sha512:" + String(repeating: "a", count: 64), "shA256:" + String(repeating: "a", count: 64), " sha256:" + String(repeating: "a", count: 63)] {
        #expect(LayoutHash(parsing: bad) == nil, "\(bad)")
    }
}

@Test func aScannedRequestIsHashedAsItsAnswerSaysIt() throws {
    let scanned = try Pipeline(limits: .default).scan(document(width: 320))
    #expect(LayoutHash(parsing: scanned.hash.text) == scanned.hash)
}

/// A hash is hashed by its digest's first eight bytes, read the same from a digest and from
/// its spelling, so a parsed hash finds what a made one was filed under.
@Test func aParsedHashHashesAsTheMadeOne() throws {
    let digest = (0..<32).map { UInt8(255 - $0 * 7) }
    let made = LayoutHash(sha256: digest)
    let parsed = try #require(LayoutHash(parsing: made.text))
    #expect(made.hashValue == parsed.hashValue && made == parsed)
    let structure = StructureHash(sha256: digest)
    #expect(try #require(StructureHash(parsing: structure.text)).hashValue == structure.hashValue)
    #expect(Set([made, parsed]).count == 1)
}

/// `==` compares the leading bytes before the spelling, so a hash made from a digest and the
/// same hash parsed from its text must agree on them: for many digests, both kinds.
@Test func hashesMadeAndParsedAreEqualForManyDigests() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<1_000 {
        let digest = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let made = LayoutHash(sha256: digest)
        #expect(try #require(LayoutHash(parsing: made.text)) == made)
        let structure = StructureHash(sha256: digest)
        #expect(try #require(StructureHash(parsing: structure.text)) == structure)
        var other = digest
        other[31] ^= 1
        #expect(LayoutHash(sha256: other) != made)
        #expect(StructureHash(sha256: other) != structure)
    }
}
