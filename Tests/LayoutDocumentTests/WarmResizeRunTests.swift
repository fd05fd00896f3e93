import LayoutDocument
@testable import LayoutEngine
import Testing
import TestSupport

/// A resize by reference walks a warm system through many widths in a row, most of them
/// moving constants only: there the solver reads the rows of the root's width from its
/// `ColumnMemo`, and the answer names its frames from the build's `FrameIDs`. Random
/// documents (ambiguous ones among them), each resized warm through a run of widths, must
/// answer every width with the bytes a fresh system solving it alone writes with each
/// frame's `String` id (the layout's `frameIDs` dropped).
@Suite struct WarmResizeRunTests {
    static let seed: UInt64 = 0x49_2026_12
    static let cases = 600

    private static func bytes(_ layout: Layout) -> [UInt8] {
        AnswerWriter.write(Answer(hash: "sha256:0", layouts: [layout]))
    }

    @Test func aRunOfWidthsAnswersTheBytesOfFreshSolves() throws {
        // Steps of a point and of fractions (the answer's decimals), then a jump back.
        let widths: [Double] = (0..<24).map { 320 + Double($0) * 1.25 } + [500, 320.5, 321.5]
        var compared = 0, ambiguous = 0, named = 0
        for n in 0..<Self.cases {
            var generator = RandomDocumentGenerator(seed: Self.seed &+ UInt64(n))
            var document = generator.document()
            guard !document.layoutSizes.isEmpty else { continue }
            let sizes = widths.map { Size(width: $0, height: 568) }
            document.sizes = sizes
            var fresh: [[UInt8]] = []
            var freshNamed = 0, freshAmbiguous = 0
            do throws(Problem) {
                for size in sizes {
                    var single = document
                    single.sizes = [size]
                    var system = try LayoutSystem(document: single, deadline: .after(milliseconds: 2000), measurer: FixedAdvanceMeasurer())
                    var layout = try system.layout(for: size)
                    if layout.diagnostics.contains(where: { if case .ambiguous = $0 { true } else { false } }) { freshAmbiguous += 1 }
                    // A build of 8 items or more names its frames in one run; a smaller one does not.
                    if let ids = layout.frameIDs {
                        #expect(ids.name(layout.frames))
                        freshNamed += 1
                    } else {
                        #expect(layout.frames.count < FrameIDs.worthFrom)
                    }
                    layout.frameIDs = nil
                    fresh.append(Self.bytes(layout))
                }
            } catch {
                continue  // refused: nothing to compare
            }
            named += freshNamed
            ambiguous += freshAmbiguous
            var warm = try LayoutSystem(document: document, deadline: .never, measurer: FixedAdvanceMeasurer())
            for (i, size) in sizes.enumerated() {
                let answer = Self.bytes(try warm.layout(for: size))
                compared += 1
                #expect(answer == fresh[i], """
                    seed \(Self.seed &+ UInt64(n)), width \(size.width):
                    warm  \(String(decoding: answer, as: UTF8.self))
                    fresh \(String(decoding: fresh[i], as: UTF8.self))
                    """)
            }
        }
        print("warm-resize-run: \(compared) layouts, \(ambiguous) fresh ambiguous, \(named) named by FrameIDs")
        #expect(compared > 1500, "\(compared) layouts compared")
        #expect(ambiguous > 100, "\(ambiguous) fresh ambiguous layouts")
        // The random documents are small: only some builds (162 layouts) have the 8 items
        // that make them carry their frames' ids; those must be there to be compared.
        #expect(named > 100, "\(named) of \(compared) layouts named by their FrameIDs")
    }
}
