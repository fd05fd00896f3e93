// libFuzzer target: the JSON reader, the canonical form and the document reader.
// Oracles: the canonical form of anything accepted is itself accepted and is a fixed point
// (canonical(read(canonical(x))) == canonical(x)), which is what makes the answer hash
// stable; a refusal is a problem about the document, never a solve timeout (which would be
// a 503: the reader never answers a 5xx for bad input), and it says what is wrong.
// Small limits make the depth, string-length and count refusals reachable.
import JSON
import LayoutDocument
import LayoutEngine

private let limits = Limits(maxDepth: 16, maxItems: 64, maxConstraints: 64, maxFrames: 256,
                            maxPoints: 64, maxStringLength: 256)

private func checkRefusal(_ problem: Problem, _ stage: String) {
    guard problem.kind != .solveTimeout, !problem.detail.isEmpty else {
        fatalError("\(stage) refused as \(problem.kind.rawValue) without a reason: \(problem)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tape: JSONTape
    do throws(JSONError) {
        tape = try JSONReader.read(bytes, limits: limits.json)
    } catch {
        checkRefusal(Problem(error), "JSONReader")
        return 0
    }
    let canonical = CanonicalForm.write(tape)
    do throws(JSONError) {
        let again = CanonicalForm.write(try JSONReader.read(canonical, limits: limits.json))
        guard again == canonical else {
            fatalError("canonical form is not a fixed point:\n\(String(decoding: canonical, as: UTF8.self))\n\(String(decoding: again, as: UTF8.self))")
        }
    } catch {
        fatalError("the canonical form was refused: \(error)\n\(String(decoding: canonical, as: UTF8.self))")
    }
    let parsed: ParsedDocument
    do throws(Problem) {
        parsed = try DocumentReader.read(bytes, limits: limits)
    } catch {
        checkRefusal(error, "DocumentReader")
        return 0
    }
    // The document reader must accept its own canonical form and hash it the same way.
    do throws(Problem) {
        let reread = try DocumentReader.read(parsed.canonicalForm, limits: limits)
        guard reread.canonicalForm == parsed.canonicalForm else {
            fatalError("document canonical form changed on re-reading")
        }
    } catch {
        fatalError("the document's own canonical form was refused: \(error)")
    }
    return 0
}
