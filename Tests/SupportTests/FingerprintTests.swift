import Testing
import Support

/// Fingerprints only find candidates (the bytes are compared after), but a weak one would
/// make every lookup a comparison that fails: these check that nearby inputs spread.
@Test func fingerprintsAreStableWithinTheProcess() {
    let bytes = Array("{\"views\":[{\"id\":\"a\"}]}".utf8)
    #expect(Fingerprint.of(bytes) == Fingerprint.of(bytes))
    #expect(bytes.withUnsafeBytes { Fingerprint.of($0) } == Fingerprint.of(bytes))
}

@Test func everyLengthAndEveryFlippedBitGivesAnotherFingerprint() {
    // Lengths 0...200 cover the 48-byte lanes, the 8-byte words and the tail bytes.
    var seen = Set<UInt64>()
    for length in 0...200 {
        #expect(seen.insert(Fingerprint.of([UInt8](repeating: 0, count: length))).inserted)
    }
    var generator = SystemRandomNumberGenerator()
    let base = (0..<150).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let original = Fingerprint.of(base)
    var changedBits = 0
    for bit in 0..<(base.count * 8) {
        var flipped = base
        flipped[bit / 8] ^= 1 << UInt8(bit % 8)
        let fingerprint = Fingerprint.of(flipped)
        #expect(fingerprint != original)
        changedBits += (fingerprint ^ original).nonzeroBitCount
    }
    // About half of the 64 bits change on average; a poor mix leaves most of them alone.
    let average = Double(changedBits) / Double(base.count * 8)
    #expect(average > 28 && average < 36)
}

@Test func aResizedDocumentGetsAnotherFingerprint() {
    let a = Array("{\"sizes\":[[375,667]],\"views\":[]}".utf8)
    let b = Array("{\"sizes\":[[375,668]],\"views\":[]}".utf8)
    #expect(Fingerprint.of(a) != Fingerprint.of(b))
}
