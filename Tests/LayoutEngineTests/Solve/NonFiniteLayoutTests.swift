import Testing
@testable import LayoutEngine

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
            #expect(error.status == 422)
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

    @Test func thePictureNeverPrintsNullNanOrInf() {
        // Frames near the top of the double range: each is finite, their root-space sums
        // are not.
        let big = Double.greatestFiniteMagnitude
        let document = Document(root: View(id: "root", children: [View(id: "a", children: [View(id: "b")])]))
        let layout = Layout(size: Size(width: 10, height: 10), frames: [
            Frame(id: "root", rect: Rect(x: 0, y: 0, width: 10, height: 10)),
            Frame(id: "a", rect: Rect(x: big, y: -big, width: big, height: 1)),
            Frame(id: "b", rect: Rect(x: big, y: -big, width: 1, height: .nan)),
        ], diagnostics: [])
        let svg = SVGRenderer.renderString(document, layout)
        for bad in ["null", "nan", "inf"] {
            #expect(!svg.lowercased().contains(bad), "\(bad) in \(svg)")
        }
        #expect(SVGRenderer.n(.infinity) == SVGRenderer.n(big))
        #expect(SVGRenderer.n(-.infinity) == "-" + SVGRenderer.n(big))
        #expect(SVGRenderer.n(.nan) == "0")
    }
}
