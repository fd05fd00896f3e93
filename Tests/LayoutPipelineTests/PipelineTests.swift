import Testing
import LayoutEngine
@testable import LayoutPipeline

/// Caches in memory that count what the pipeline asks of them.
final class CountingCaches: LayoutCaches, @unchecked Sendable {
    var answers: [LayoutHash: [UInt8]] = [:]
    var systems: [StructureHash: [LayoutSystem]] = [:]
    var answerLookups = 0
    var checkOuts = 0
    var warmCheckOuts = 0
    var checkIns = 0

    func answer(hash: LayoutHash) -> CachedAnswer? {
        answerLookups += 1
        return answers[hash].map { CachedAnswer(bytes: $0) }
    }
    func store(answer: [UInt8], hash: LayoutHash) { answers[hash] = answer }
    /// Bodies filed under their hash, and how often one was filed.
    var bodies: [[UInt8]: (LayoutHash, StructureHash)] = [:]
    var bodyFilings = 0
    func answer(body: [UInt8]) -> (hash: LayoutHash, structure: StructureHash, answer: CachedAnswer)? {
        guard let (hash, structure) = bodies[body], let answer = answers[hash] else { return nil }
        return (hash, structure, CachedAnswer(bytes: answer))
    }
    func remember(body: [UInt8], hash: LayoutHash, structure: StructureHash) {
        bodyFilings += 1
        bodies[body] = (hash, structure)
    }
    /// Structures held, as the service holds them.
    var held: [StructureHash: HeldStructure] = [:]
    func heldStructure(_ hash: StructureHash) -> HeldStructure? { held[hash] }
    func hold(_ structure: HeldStructure) { held[structure.structure] = structure }
    /// A shared tier another server filled, and how often it was asked.
    var shared: [LayoutHash: [UInt8]] = [:]
    var sharedLookups = 0
    func sharedAnswer(hash: LayoutHash) -> [UInt8]? {
        sharedLookups += 1
        guard let answer = shared[hash] else { return nil }
        answers[hash] = answer
        return answer
    }
    func checkOut(structure: StructureHash) -> LayoutSystem? {
        checkOuts += 1
        guard let system = systems[structure]?.popLast() else { return nil }
        warmCheckOuts += 1
        return system
    }
    func checkIn(_ system: LayoutSystem, structure: StructureHash, cost: Int) {
        checkIns += 1
        systems[structure, default: []].append(system)
    }
}

/// A label centred in the root, 8 pt under its top; `points` only where given.
func document(width: Double, points: String = "") -> [UInt8] {
    Array("""
    {"root": {"id": "root", "children": [{"id": "title", "intrinsicSize": {"width": 120, "height": 21}}]},
     "constraints": ["title.centerX == root.centerX", "title.top == root.top + 8"],
     "sizes": [{"width": \(width), "height": 568}]\(points)}
    """.utf8)
}

func text(_ result: Result<[UInt8], Problem>) throws -> String {
    String(decoding: try result.get(), as: UTF8.self)
}

@Test func theCommandLinePipelineNeedsNoCaches() throws {
    let answer = try text(Pipeline(limits: .default).run(.answer, body: document(width: 320), deadline: .never))
    // (320 - 120) / 2 = 100.
    #expect(answer.contains(#""title":{"x":100,"y":8,"width":120,"height":21}"#))
}

@Test func aResizeReusesTheWarmSystemAndAnswersAsAColdSolve() throws {
    let caches = CountingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    _ = try pipeline.make(.answer, of: pipeline.scan(document(width: 320)), deadline: .never)
    // A small structure (`Pipeline.keptOnSecondUseBytes`) keeps its system from its second
    // request on: its first keeps none, the second builds one and keeps it.
    #expect(caches.checkOuts == 1 && caches.warmCheckOuts == 0 && caches.checkIns == 0)
    _ = try pipeline.make(.answer, of: pipeline.scan(document(width: 360)), deadline: .never)
    #expect(caches.checkOuts == 2 && caches.warmCheckOuts == 0 && caches.checkIns == 1)

    let resized = try pipeline.make(.answer, of: pipeline.scan(document(width: 400)), deadline: .never)
    #expect(caches.warmCheckOuts == 1, "the third width is a move of the root on the kept system")
    let cold = try Pipeline(limits: .default).run(.answer, body: document(width: 400), deadline: .never).get()
    #expect(resized == cold)
    // (400 - 120) / 2 = 140.
    #expect(String(decoding: resized, as: UTF8.self).contains(#""x":140,"#))
}

@Test func aStoredAnswerIsServedWithoutALayout() throws {
    let caches = CountingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    let first = try pipeline.run(.answer, body: document(width: 320), deadline: .never).get()
    let request = try pipeline.scan(document(width: 320))
    #expect(try pipeline.cachedAnswer(request)?.bytes == first)
    #expect(caches.checkOuts == 1, "no layout for the second request")
    // Another way of writing the same document has the same hash, so the same answer.
    let spaced = Array(String(decoding: document(width: 320), as: UTF8.self).replacingSpaces().utf8)
    #expect(try pipeline.cachedAnswer(pipeline.scan(spaced))?.bytes == first)
}

@Test func everyAnswerFoundOrMadeFilesItsBodyOnce() throws {
    let caches = CountingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    let body = document(width: 320)
    let made = try pipeline.run(.answer, body: body, deadline: .never).get()
    #expect(caches.bodyFilings == 1 && caches.sharedLookups == 1, "a miss asks the shared tier, then files the body")
    // The same bytes again: found by the body alone, before any scan or hash lookup.
    let lookups = caches.answerLookups
    #expect(try pipeline.run(.answer, body: body, deadline: .never).get() == made)
    #expect(caches.answerLookups == lookups && caches.bodyFilings == 1 && caches.checkOuts == 1)
    // Other bytes of the same document: found by hash after the scan, and filed in turn.
    let spaced = Array(String(decoding: body, as: UTF8.self).replacingSpaces().utf8)
    #expect(try pipeline.run(.answer, body: spaced, deadline: .never).get() == made)
    #expect(caches.answerLookups == lookups + 1 && caches.bodyFilings == 2)
    #expect(caches.answer(body: spaced)?.answer.bytes == made)
}

@Test func anAnswerFromTheSharedTierIsNotLaidOutAgain() throws {
    let other = CountingCaches()
    let made = try Pipeline(limits: .default, caches: other).run(.answer, body: document(width: 320), deadline: .never).get()
    let caches = CountingCaches()
    caches.shared = other.answers
    let pipeline = Pipeline(limits: .default, caches: caches)
    #expect(try pipeline.run(.answer, body: document(width: 320), deadline: .never).get() == made)
    #expect(caches.checkOuts == 0, "no layout: another server's answer")
    #expect(caches.bodyFilings == 1 && caches.answer(body: document(width: 320))?.answer.bytes == made)
    // Its hit-test input is still checked, as for an answer held in memory.
    let request = try pipeline.scan(document(width: 320, points: #", "points": [{"x": "one", "y": 2}]"#))
    caches.answers = [:]
    #expect(throws: Problem.self) { try pipeline.sharedAnswer(request) }
}

@Test func aCachedAnswerStillRefusesBadHitTestInput() throws {
    let caches = CountingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    _ = try pipeline.run(.answer, body: document(width: 320), deadline: .never).get()
    // `points` are left out of the hash, so this finds the answer, but its points are wrong.
    let request = try pipeline.scan(document(width: 320, points: #", "points": [{"x": "one", "y": 2}]"#))
    #expect(throws: Problem.self) { try pipeline.cachedAnswer(request) }
}

@Test func hitTestAndPictureLayOutOnTheWarmSystem() throws {
    let caches = CountingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    // Two requests: a small structure keeps its system from its second on.
    _ = try pipeline.make(.answer, of: pipeline.scan(document(width: 310)), deadline: .never)
    _ = try pipeline.make(.answer, of: pipeline.scan(document(width: 320)), deadline: .never)

    let hits = try pipeline.make(
        .hitTest, of: pipeline.scan(document(width: 320, points: #", "points": [{"x": 150, "y": 10}]"#)),
        deadline: .never)
    #expect(caches.warmCheckOuts == 1)
    let coldHits = try Pipeline(limits: .default).run(
        .hitTest, body: document(width: 320, points: #", "points": [{"x": 150, "y": 10}]"#), deadline: .never).get()
    #expect(hits == coldHits)
    #expect(String(decoding: hits, as: UTF8.self).contains(#""title""#))

    let picture = try pipeline.make(.picture, of: pipeline.scan(document(width: 400)), deadline: .never)
    #expect(caches.warmCheckOuts == 2)
    let coldPicture = try Pipeline(limits: .default).run(.picture, body: document(width: 400), deadline: .never).get()
    #expect(picture == coldPicture)
    #expect(String(decoding: picture, as: UTF8.self).contains("<svg"))
    // Neither a hit test nor a picture is stored as the document's answer.
    #expect(caches.answers.count == 2)
}

@Test func aRefusedRequestGivesTheWarmSystemBack() throws {
    let caches = CountingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    // Two requests: a small structure keeps its system from its second on.
    _ = try pipeline.make(.answer, of: pipeline.scan(document(width: 310)), deadline: .never)
    _ = try pipeline.make(.answer, of: pipeline.scan(document(width: 320)), deadline: .never)
    // Same structure, a size the engine refuses.
    let bad = try pipeline.scan(document(width: -5))
    #expect(throws: Problem.self) { try pipeline.make(.answer, of: bad, deadline: .never) }
    #expect(caches.systems.values.map(\.count).reduce(0, +) == 1, "the system is back in the cache")
    _ = try pipeline.make(.answer, of: pipeline.scan(document(width: 330)), deadline: .never)
    #expect(caches.warmCheckOuts == 2)
}

@Test func anEmptyBodyIsNamedAsSuch() {
    #expect(throws: Problem.self) { try Pipeline(limits: .default).scan(Array(" \n".utf8)) }
    if case .failure(let problem) = Pipeline(limits: .default).run(.answer, body: [], deadline: .never) {
        #expect(problem.detail.contains("empty"))
    } else {
        Issue.record("an empty body was answered")
    }
}

extension String {
    /// The same JSON with a space after every comma and colon outside strings (none here
    /// has one inside a string).
    func replacingSpaces() -> String {
        var out = ""
        for character in self {
            out.append(character)
            if character == "," || character == ":" { out.append(" ") }
        }
        return out
    }
}

/// A hidden view in a vertical stack whose x nothing pins (the Interface Builder fixture
/// HiddenPlaceholder.xib, imported): left to the simplex, a system resized from 320 to 321
/// leaves it at x = 1 where a fresh one puts it at 0.
let hiddenPlaceholder = #"{"root":{"id":"Hpl-vw-001","layoutMargins":{"top":0,"left":16,"bottom":0,"right":16},"children":[{"id":"Hpl-st-001","kind":"stack","layoutMargins":{"top":0,"left":0,"bottom":0,"right":0},"axis":"vertical","children":[{"id":"Hpl-vs-001"},{"id":"Hpl-hd-001","hidden":true,"children":[{"id":"Hpl-lb-001","kind":"label","intrinsicSize":{"width":304,"height":18},"huggingPriority":{"horizontal":251,"vertical":251},"baselines":{"first":14.394,"last":14.394}}]}]}]},"constraints":[{"id":"Hpl-c7-001","first":"Hpl-st-001.top","relation":"==","second":"Hpl-vw-001.top"},{"id":"Hpl-c8-001","first":"Hpl-st-001.leading","relation":"==","second":"Hpl-vw-001.leading"},{"id":"Hpl-c9-001","first":"Hpl-vw-001.trailing","relation":"==","second":"Hpl-st-001.trailing"},{"id":"Hpl-c1-001","first":"Hpl-vs-001.height","relation":"==","constant":40},{"id":"Hpl-c3-001","first":"Hpl-lb-001.top","relation":"==","second":"Hpl-hd-001.top","constant":10},{"id":"Hpl-c4-001","first":"Hpl-hd-001.bottom","relation":"==","second":"Hpl-lb-001.bottom","constant":3},{"id":"Hpl-c5-001","first":"Hpl-lb-001.leading","relation":"==","second":"Hpl-hd-001.leading","constant":8},{"id":"Hpl-c6-001","first":"Hpl-hd-001.trailing","relation":"==","second":"Hpl-lb-001.trailing","constant":8},{"id":"Hpl-c2-001","first":"Hpl-lb-001.height","relation":"==","constant":18,"priority":999.9995}],"safeAreaInsets":{"top":0,"left":0,"bottom":0,"right":0},"scale":2}"#

func hiddenPlaceholder(width: Double) -> [UInt8] {
    Array((String(hiddenPlaceholder.dropLast()) + #","sizes":[{"width":\#(width),"height":100}]}"#).utf8)
}

@Test func anAmbiguousAnswerIsTheSameWarmOrCold() throws {
    let caches = CountingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    _ = try pipeline.make(.answer, of: pipeline.scan(hiddenPlaceholder(width: 320)), deadline: .never)
    let warm = try pipeline.make(.answer, of: pipeline.scan(hiddenPlaceholder(width: 321)), deadline: .never)
    #expect(caches.warmCheckOuts == 1)
    let cold = try Pipeline(limits: .default).run(.answer, body: hiddenPlaceholder(width: 321), deadline: .never).get()
    #expect(String(decoding: cold, as: UTF8.self).contains(#""kind":"ambiguous""#))
    #expect(warm == cold, "docs/requests.md#determinism: the same document, the same bytes")
    #expect(caches.checkIns == 2, "one system per request: the warm answer is not solved again on a fresh one")
}

/// Which structures keep their system from the first request: one whose canonical form is
/// over `Pipeline.keptOnSecondUseBytes` does (a resize must not build it cold again); a
/// small one keeps none until its structure is asked again, and caches that hold no
/// structures (so cannot tell) keep a small one's never. Answers are equal either way.
@Test func onlyALargeStructureKeepsItsSystemFromItsFirstRequest() throws {
    // 40 labels in a column: about 2.9 KB of canonical form.
    let labels = (0..<40).map { #"{"id": "l\#($0)", "intrinsicSize": {"width": 100, "height": 20}}"# }
    let constraints = (0..<40).map { #""l\#($0).top == root.top + \#($0 * 24)", "l\#($0).leading == root.leading""# }
    func large(_ width: Int) -> [UInt8] {
        Array(#"{"root": {"id": "root", "children": ["#.utf8) + Array(labels.joined(separator: ", ").utf8)
            + Array(#"]}, "constraints": ["#.utf8) + Array(constraints.joined(separator: ", ").utf8)
            + Array(#"], "sizes": [{"width": \#(width), "height": 1000}]}"#.utf8)
    }
    let caches = CountingCaches()
    let pipeline = Pipeline(limits: .default, caches: caches)
    let first = try pipeline.scan(large(320))
    #expect(first.canonicalBytes > Pipeline.keptOnSecondUseBytes)
    _ = try pipeline.make(.answer, of: first, deadline: .never)
    #expect(caches.checkIns == 1, "kept from the first request")
    let resized = try pipeline.make(.answer, of: pipeline.scan(large(400)), deadline: .never)
    #expect(caches.warmCheckOuts == 1)
    #expect(resized == (try Pipeline(limits: .default).run(.answer, body: large(400), deadline: .never).get()))

    let small = try pipeline.scan(document(width: 320))
    #expect(small.canonicalBytes <= Pipeline.keptOnSecondUseBytes)
    _ = try pipeline.make(.answer, of: small, deadline: .never)
    #expect(caches.checkIns == 2, "the large one's resize is checked in again; the small first request keeps none")

    // Caches that hold no structures: a small structure's system is never kept.
    let plain = CachesHoldingNothing()
    let plainPipeline = Pipeline(limits: .default, caches: plain)
    for width in [320.0, 330, 340] {
        let answer = try plainPipeline.make(.answer, of: plainPipeline.scan(document(width: width)), deadline: .never)
        #expect(answer == (try Pipeline(limits: .default).run(.answer, body: document(width: width), deadline: .never).get()))
    }
    #expect(plain.checkIns == 0)
}

/// Caches with warm systems but no held structures.
final class CachesHoldingNothing: LayoutCaches, @unchecked Sendable {
    var checkIns = 0
    func answer(hash: LayoutHash) -> CachedAnswer? { nil }
    func store(answer: [UInt8], hash: LayoutHash) {}
    func checkOut(structure: StructureHash) -> LayoutSystem? { nil }
    func checkIn(_ system: LayoutSystem, structure: StructureHash, cost: Int) { checkIns += 1 }
}
