import LayoutDocument
@testable import LayoutEngine
import Testing

/// Multipliers within ±1e9 still compound; a layout whose frames pass the range of a
/// double is refused (422 invalid-value) rather than answered with `null` (docs/requests.md#errors).
@Suite struct NonFiniteLayoutTests {
    /// `v0.width == root.width`, then `v<k>.width == v<k-1>.width * 1e9` (`last` for the
    /// last step).
    static func chain(_ steps: Int, last: Int = 1_000_000_000, sizes: [Int] = [320]) throws -> Document {
        let views = (0...steps).map { #"{"id": "v\#($0)"}"# }.joined(separator: ", ")
        var constraints = [#""v0.width == root.width""#]
        for k in 1...steps {
            constraints.append("\"v\(k).width == v\(k - 1).width * \(k == steps ? last : 1_000_000_000)\"")
        }
        let json = """
            {"root": {"id": "root", "children": [\(views)]},
             "constraints": [\(constraints.joined(separator: ", "))],
             "sizes": [\(sizes.map { #"{"width": \#($0), "height": 480}"# }.joined(separator: ", "))]}
            """
        return try DocumentReader.read(Array(json.utf8)).document
    }

    @Test func aChainOfMultipliersPastTheDoubleRangeIsRefused() throws {
        let document = try Self.chain(40)
        #expect(throws: Problem.self) { try LayoutSystem.solve(document) }
        do {
            _ = try LayoutSystem.solve(document)
        } catch {
            #expect(error.kind == .invalidValue)
            #expect(error.detail.contains("beyond the range of a double"), "\(error.detail)")
            #expect(error.detail.contains("'v"), "names the item: \(error.detail)")
            #expect(error.detail.contains("ultipliers"), "\(error.detail)")
        }
    }

    @Test func aShortChainIsAnsweredWithFiniteFrames() throws {
        let layouts = try LayoutSystem.solve(try Self.chain(3))
        let frames = try #require(layouts.first?.frames)
        #expect(frames.allSatisfy { $0.rect.width.isFinite && $0.rect.x.isFinite })
        #expect(frames.last?.rect.width == 320e27)
    }

    /// The warm path (a resize of a solved system) is checked as the cold one is: at width
    /// 1 the last width of the chain is 1e300; at 1e9 it would be 1e309.
    @Test func aResizeThatOverflowsIsRefusedToo() throws {
        var system = try LayoutSystem(document: try Self.chain(34, last: 1000, sizes: [1, 1_000_000_000]))
        let first = try system.layout(for: Size(width: 1, height: 480))
        let last = try #require(first.frames.last?.rect.width)
        #expect(abs(last / 1e300 - 1) < 1e-9)
        #expect(throws: Problem.self) { try system.layout(for: Size(width: 1_000_000_000, height: 480)) }
        #expect(system.coldBuilds == 1)
        // The system still serves sizes that fit (rebuilt: the overflow left the solver's
        // state unusable).
        #expect(try system.layout(for: Size(width: 1, height: 480)).frames.count == first.frames.count)
    }
}
