import Support
import Testing
@testable import LayoutPipeline

@Test func digestAndConstantTimeCompare() {
    // SHA-256("abc"), FIPS 180-2 appendix B.1.
    #expect(Hex.string(Digest.sha256(Array("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(Digest.constantTimeEqual(Array("key".utf8), Array("key".utf8)))
    #expect(!Digest.constantTimeEqual(Array("key".utf8), Array("kex".utf8)))
    #expect(!Digest.constantTimeEqual(Array("key".utf8), Array("key2".utf8)))
}

/// Hashing in pieces is hashing the joined bytes, wherever the cuts fall (empty pieces too).
@Test(arguments: [0, 1, 3, 55, 56, 63, 64, 65, 200])
func digestOfPiecesEqualsDigestOfTheWhole(cut: Int) {
    let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    let pieces = Digest.sha256(pieces: { feed in
        bytes.withUnsafeBytes { all in
            feed(UnsafeRawBufferPointer(rebasing: all[..<cut]))
            feed(UnsafeRawBufferPointer(rebasing: all[cut...]))
        }
    })
    #expect(pieces == Digest.sha256(bytes))
}

/// The hash and the digest without a cut, sharing the bytes before it, are each the digest
/// of their own bytes, wherever the cut falls (at the ends, across block boundaries, empty).
@Test(arguments: [0..<0, 0..<1, 10..<10, 55..<57, 63..<65, 64..<128, 100..<200, 0..<200, 199..<200])
func digestWithAndWithoutACutEqualsEachDigestAlone(cut: Range<Int>) {
    let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    let (whole, withoutCut) = Digest.sha256(bytes, andWithout: cut)
    #expect(whole == Digest.sha256(bytes))
    #expect(withoutCut == Digest.sha256(Array(bytes[..<cut.lowerBound]) + Array(bytes[cut.upperBound...])))
    let (same, alsoSame) = Digest.sha256(bytes, andWithout: nil)
    #expect(same == Digest.sha256(bytes) && alsoSame == same)
}
