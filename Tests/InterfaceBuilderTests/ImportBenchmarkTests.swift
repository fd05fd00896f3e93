import InterfaceBuilder
import Testing
import XML
#if canImport(Glibc)
import Glibc
#endif

/// `scripts/bench-import`: a 1 MB storyboard (the fixtures' scenes repeated) imported, against
/// libxml2's own tree parse of the same bytes, best of interleaved rounds in thread CPU time.
/// Runs only with LAYOUTD_BENCH=1 (a debug build's numbers mean nothing).
@Suite struct ImportBenchmarkTests {
    static func megabyteStoryboard() -> [UInt8] {
        let one = String(decoding: Fixture.bytes("Multipliers.storyboard"), as: UTF8.self)
        guard let open = one.firstRange(of: "<scenes>"), let close = one.firstRange(of: "</scenes>") else { return [] }
        let scene = String(one[open.upperBound..<close.lowerBound])
        var body = String(one[..<open.upperBound])
        var n = 0
        while body.utf8.count < 1_048_576 {
            // Fresh ids per copy, as a real file has.
            body += scene.replacingOccurrences("-001\"", with: "-\(n)\"")
            n += 1
        }
        body += String(one[close.lowerBound...])
        return Array(body.utf8)
    }

    static func cpuSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    @Test(.enabled(if: getenv("LAYOUTD_BENCH") != nil))
    func importAMegabyteAgainstLibxml2() throws {
        let bytes = Self.megabyteStoryboard()
        var best = (libxml2: Double.infinity, tree: Double.infinity, importer: Double.infinity)
        var scenes = 0
        for _ in 0..<15 {
            var t = Self.cpuSeconds()
            #expect(XMLParser.libxml2TreeParse(bytes))
            best.libxml2 = min(best.libxml2, Self.cpuSeconds() - t)
            t = Self.cpuSeconds()
            _ = try XMLParser.parse(bytes)
            best.tree = min(best.tree, Self.cpuSeconds() - t)
            t = Self.cpuSeconds()
            scenes = try Importer.importFile(bytes).scenes.count
            best.importer = min(best.importer, Self.cpuSeconds() - t)
        }
        func ms(_ s: Double) -> String { String(Int((s * 10_000).rounded())) .paddedMs }
        print("| input | libxml2 tree parse | XML element tree | import (all scenes) |")
        print("| \(bytes.count) bytes, \(scenes) scenes | \(ms(best.libxml2)) ms | \(ms(best.tree)) ms | \(ms(best.importer)) ms |")
        #expect(best.importer < 0.020, "a 1 MB storyboard imports in under 20 ms")
    }
}

private extension String {
    /// "123" (tenths of a millisecond) as "12.3".
    var paddedMs: String {
        let digits = count < 2 ? String(repeating: "0", count: 2 - count) + self : self
        return String(digits.dropLast()) + "." + String(digits.last ?? "0")
    }

    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        var out = ""
        var rest = self[...]
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
