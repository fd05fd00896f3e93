import LayoutDocument
import LayoutEngine
import Testing
import TestSupport

/// docs/requests.md#determinism over random documents: a system resized through the
/// document's sizes, forwards and backwards, answers each size with the bytes a fresh
/// system solving that size alone answers, ambiguous layouts included (they are answered
/// at their canonical point, not wherever the simplex stopped).
@Suite struct WarmColdDifferentialTests {
    static let seed: UInt64 = 0x3A2_2026
    static let cases = 1000

    /// The answer bytes of one layout, as the service writes them (rounded to 6 decimals).
    private static func bytes(_ layout: Layout) -> [UInt8] {
        AnswerWriter.write(Answer(hash: "sha256:0", layouts: [layout]))
    }

    private static func isAmbiguous(_ layout: Layout) -> Bool {
        layout.diagnostics.contains { if case .ambiguous = $0 { return true } else { return false } }
    }

    @Test func resizedLayoutsAreTheBytesOfFreshOnes() throws {
        var compared = 0
        var ambiguousCompared = 0
        for n in 0..<Self.cases {
            var generator = RandomDocumentGenerator(seed: Self.seed &+ UInt64(n))
            var document = generator.document()
            guard !document.layoutSizes.isEmpty else { continue }
            // Screen sizes, near (a resize that only moves constants) and far (one that
            // pivots). The generator's own sizes reach 1e9 pt, where the last bits two pivot
            // paths leave differ by more than a pixel's rounding tolerates, for unambiguous
            // attributes too (docs/requests.md#determinism).
            let sizes = [Size(width: 320, height: 568), Size(width: 321, height: 568), Size(width: 414, height: 896),
                         Size(width: 1024, height: 768), Size(width: 100, height: 40)]
            document.sizes = sizes
            let deadline = Deadline.after(milliseconds: 2000)
            var fresh: [[UInt8]] = []
            do throws(Problem) {
                for size in sizes {
                    var single = document
                    single.sizes = [size]
                    var system = try LayoutSystem(document: single, deadline: deadline, measurer: FixedAdvanceMeasurer())
                    let layout = try system.layout(for: size)
                    fresh.append(Self.bytes(layout))
                    if Self.isAmbiguous(layout) { ambiguousCompared += 1 }
                }
            } catch {
                continue  // refused (an unknown item, a bad VFL string, too slow): nothing to compare
            }
            for order in [Array(sizes.indices), sizes.indices.reversed()] {
                var warm = try LayoutSystem(document: document, deadline: .never, measurer: FixedAdvanceMeasurer())
                for i in order {
                    let answer = Self.bytes(try warm.layout(for: sizes[i]))
                    compared += 1
                    #expect(answer == fresh[i], """
                        seed \(Self.seed &+ UInt64(n)), size \(i) of \(sizes.count), order \(order):
                        warm  \(String(decoding: answer, as: UTF8.self))
                        fresh \(String(decoding: fresh[i], as: UTF8.self))
                        """)
                }
            }
        }
        // The differential means something only if it met many ambiguous layouts.
        #expect(compared > 1000, "\(compared) layouts compared")
        print("warm-cold: \(compared) layouts, \(ambiguousCompared) fresh ambiguous"); #expect(ambiguousCompared > 100, "\(ambiguousCompared) ambiguous layouts compared")
    }
}
