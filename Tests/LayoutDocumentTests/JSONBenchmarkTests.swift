import Foundation
import JSON
@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

@Suite struct JSONBenchmarkTests {
    @Test func benchmarkDocumentIsWhatItSays() throws {
        let bytes = benchmarkDocument()
        let d = try DocumentReader.read(bytes).document
        func count(_ v: View) -> Int { 1 + v.children.reduce(0) { $0 + count($1) } }
        #expect(count(d.root) == 200)
        #expect(d.constraints.count == 400)
        #expect(bytes.count > 50_000 && bytes.count < 75_000)
    }

    @Test func benchmarkSizesAreWhatTheySay() throws {
        let small = benchmarkDocument(views: 4, constraints: 2)
        #expect(small.count > 700 && small.count < 1_400)
        #expect(try DocumentReader.read(small).document.root.children.count == 1)
    }
}
