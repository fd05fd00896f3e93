import Testing
import LayoutPipeline

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
