import Testing
import LayoutEngine
import LayoutPipeline
@testable import LayoutService

/// Catches the shapes a pipeline leaves, to fill a `ShapeCache` with real ones; holds
/// structures, as the service does (a small structure leaves its shape only once held).
final class ShapeCatcher: LayoutCaches, @unchecked Sendable {
    var caught: [RequestShape] = []
    var held: [StructureHash: HeldStructure] = [:]
    func answer(hash: LayoutHash) -> CachedAnswer? { nil }
    func store(answer: [UInt8], hash: LayoutHash) {}
    func checkOut(structure: StructureHash) -> LayoutSystem? { nil }
    func checkIn(_ system: LayoutSystem, structure: StructureHash, cost: Int) {}
    func remember(_ shape: RequestShape) { caught.append(shape) }
    func heldStructure(_ hash: StructureHash) -> HeldStructure? { held[hash] }
    func hold(_ structure: HeldStructure) { held[structure.structure] = structure }
}

/// The shape of a document of `views` views (so of a length that grows with it).
func shape(views: Int) throws -> RequestShape {
    let children = (0..<views).map { #"{"id": "v\#($0)", "intrinsicSize": {"width": 10, "height": 10}}"# }
    let body = #"{"root": {"id": "root", "children": ["# + children.joined(separator: ",")
        + #"]}, "sizes": [{"width": 320, "height": 480}]}"#
    let catcher = ShapeCatcher()
    let pipeline = Pipeline(limits: .default, caches: catcher)
    // Twice: these documents are small (`Pipeline.keptOnSecondUseBytes`), so only their
    // second request leaves a shape.
    for _ in 0..<2 { _ = try pipeline.run(.answer, body: Array(body.utf8), deadline: .never).get() }
    #expect(catcher.caught.count == 1)
    return try #require(catcher.caught.first)
}

@Test func shapesAreKeptPerScopeOncePerBytes() throws {
    let one = try shape(views: 1)
    let cache = ShapeCache(bytes: 1 << 20)
    cache.remember(one, scope: 1)
    cache.remember(one, scope: 1)
    #expect(cache.shapes(scope: 1, key: one.key).count == 1, "the same bytes are kept once")
    #expect(cache.shapes(scope: 2, key: one.key).isEmpty, "another key scope never sees them")
}

@Test func shapesStayWithinTheirBytes() throws {
    let shapes = try (1...6).map { try shape(views: $0) }
    let cache = ShapeCache(bytes: shapes[5].cost * 2)
    for s in shapes { cache.remember(s, scope: 0) }
    #expect(cache.shapes(scope: 0, key: shapes[5].key).count == 1, "the newest is kept")
    #expect(cache.shapes(scope: 0, key: shapes[0].key).isEmpty, "the oldest went first")
    #expect(cache.count <= 2)
}

@Test func keepingTheNewestShapeDropsSameBytesAndTheOldestBeyondTheLimit() throws {
    let shapes = try (1...4).map { try shape(views: $0) }
    var kept: [RequestShape] = []
    for s in shapes { kept.keepNewest(s, limit: 3) }
    #expect(kept.map(\.cost) == [shapes[3].cost, shapes[2].cost, shapes[1].cost], "newest first, oldest out")
    kept.keepNewest(shapes[1], limit: 3)
    #expect(kept.count == 3, "the same bytes are kept once")
    #expect(kept.first?.hasSameBytes(as: shapes[1]) == true, "and moved to the front")
}
