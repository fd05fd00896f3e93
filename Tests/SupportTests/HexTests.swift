import Testing
import Support

@Suite struct HexTests {
    @Test func valueReadsBothCasesAndNothingElse() {
        #expect(Hex.value(UInt8(ascii: "0")) == 0)
        #expect(Hex.value(UInt8(ascii: "9")) == 9)
        #expect(Hex.value(UInt8(ascii: "a")) == 10)
        #expect(Hex.value(UInt8(ascii: "F")) == 15)
        let digits = Set(Array("0123456789abcdefABCDEF".utf8))
        for byte in UInt8.min...UInt8.max where !digits.contains(byte) {
            #expect(Hex.value(byte) == nil, "byte \(byte)")
        }
    }

    @Test func lowercaseDigitsOnly() {
        #expect(Hex.isLowercaseDigit(UInt8(ascii: "f")))
        #expect(Hex.isLowercaseDigit(UInt8(ascii: "0")))
        #expect(!Hex.isLowercaseDigit(UInt8(ascii: "F")))
        #expect(!Hex.isLowercaseDigit(UInt8(ascii: "g")))
        #expect(!Hex.isLowercaseDigit(UInt8(ascii: "/")))   // one below "0"
        #expect(!Hex.isLowercaseDigit(UInt8(ascii: ":")))   // one above "9"
    }

    @Test func stringIsLowercaseTwoDigitsPerByteAndRoundTrips() {
        #expect(Hex.string([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
        #expect(Hex.string([]) == "")
        let bytes = Array(UInt8.min...UInt8.max)
        let text = Array(Hex.string(bytes).utf8)
        let back = stride(from: 0, to: text.count, by: 2).compactMap { i in
            Hex.value(text[i]).flatMap { high in Hex.value(text[i + 1]).map { high << 4 | $0 } }
        }
        #expect(back == bytes)
    }
}
