// libFuzzer target: a whole document, from bytes to the answer, without the network: read,
// build the constraint system (expression and VFL parsing, item resolution, stack views),
// solve at each size, write the answer.
// Oracles: a refusal says what is wrong (a detail, and a solve timeout only past the deadline); an answer
// has one layout per size, finite frames, and its JSON is read back by our own reader
// (so the writer never prints NaN, inf or a broken escape).
import JSON
import LayoutDocument
import LayoutEngine

private let limits = Limits(maxDepth: 16, maxItems: 48, maxConstraints: 96, maxFrames: 512,
                            maxPoints: 16, maxStringLength: 256)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document: Document
    do throws(Problem) {
        document = try DocumentReader.read(bytes, limits: limits).document
    } catch {
        return 0
    }
    let layouts: [Layout]
    do throws(Problem) {
        layouts = try LayoutSystem.solve(document, limits: limits, deadline: .after(milliseconds: 1000))
    } catch {
        guard !error.detail.isEmpty else {
            fatalError("solving refused as \(error.kind.rawValue) without a reason: \(error)")
        }
        return 0
    }
    let expected = max(document.sizes.count, 1)
    guard layouts.count == expected else { fatalError("\(layouts.count) layouts for \(expected) sizes") }
    for layout in layouts {
        for frame in layout.frames {
            let r = frame.rect
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else {
                fatalError("frame \(frame.id) is not finite: \(r)")
            }
        }
    }
    let answer = AnswerWriter.write(Answer(hash: "sha256:0", layouts: layouts))
    do throws(JSONError) {
        _ = try JSONReader.read(answer, limits: JSONReader.Limits(maxDepth: 16, maxStringLength: 1 << 20))
    } catch {
        fatalError("our own answer is not valid JSON: \(error)\n\(String(decoding: answer, as: UTF8.self))")
    }
    return 0
}
