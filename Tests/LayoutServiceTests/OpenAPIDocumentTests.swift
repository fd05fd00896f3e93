import LayoutEngine
import LayoutService
import Testing

/// openapi.yaml lists the device ids three times (the request's `device` enum, the
/// `?devices=` pattern and its description); each list must be the engine's one table,
/// in its order, so a device added to `Device.all` cannot be left out of the contract.
@Suite struct OpenAPIDeviceTests {
    private let text = String(decoding: OpenAPIDocument.bytes, as: UTF8.self)

    /// The text between the first `open` found after `anchor` and the next `close`.
    private func between(_ open: String, _ close: String, after anchor: String) -> Substring? {
        guard let a = text.range(of: anchor),
              let o = text.range(of: open, range: a.upperBound..<text.endIndex),
              let c = text.range(of: close, range: o.upperBound..<text.endIndex) else { return nil }
        return text[o.upperBound..<c.lowerBound]
    }

    private func ids(_ list: Substring?, separator: Character) -> [String] {
        (list ?? "").split(separator: separator).map {
            $0.filter { !$0.isWhitespace }
        }.filter { !$0.isEmpty }
    }

    @Test func theDeviceEnumIsTheEngineTable() {
        let listed = ids(between("enum: [", "]", after: "An Interface Builder device id"), separator: ",")
        #expect(listed == Device.knownIds)
    }

    @Test func theDevicesPatternIsTheEngineTable() {
        let listed = ids(between("pattern: '^(?:all|(?:", ")", after: "name: devices"), separator: "|")
        #expect(listed == Device.knownIds)
    }

    @Test func theDevicesDescriptionIsTheEngineTable() {
        let listed = ids(between("(", ")", after: "comma-separated IB device ids"), separator: ",")
        #expect(listed == Device.knownIds)
    }
}
