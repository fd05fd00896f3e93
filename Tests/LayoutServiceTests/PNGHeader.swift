@testable import HTTPServer

/// What a test reads of a PNG answer without decoding it: the eight signature bytes and the
/// size in the IHDR chunk, which must come first (PNG 5.2, 11.2.2).
struct PNGHeader: Equatable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var width: Int
    var height: Int

    /// nil when `bytes` lacks the signature or does not start with IHDR.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 24, Array(bytes[0..<8]) == Self.signature,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = integer(16)
        height = integer(20)
    }

    init?(_ response: HTTPResponse?) {
        guard let response else { return nil }
        self.init(response.body)
    }
}
