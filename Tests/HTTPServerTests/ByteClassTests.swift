@testable import HTTPServer
import Testing

/// The bit tests against RFC 9110's own lists, byte by byte.
@Test func everyByteIsClassedAsTheRFCSays() {
    let delimiters = Array("!#$%&'*+-.^_`|~".utf8)
    for value in 0...255 {
        let byte = UInt8(value)
        let letterOrDigit = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        #expect(ByteClass.isToken(byte) == (letterOrDigit || delimiters.contains(byte)), "tchar \(value)")
        // field-vchar = VCHAR / obs-text, with SP and HTAB between them.
        let fieldValue = (0x21...0x7E).contains(value) || value >= 0x80 || value == 0x20 || value == 0x09
        #expect(ByteClass.isFieldValue(byte) == fieldValue, "field value \(value)")
        #expect(ByteClass.isTarget(byte) == (0x21...0x7E).contains(value), "target \(value)")
    }
    #expect(ByteClass.isToken(Array("GET".utf8)) && !ByteClass.isToken([UInt8]()) && !ByteClass.isToken(Array("G T".utf8)))
}
