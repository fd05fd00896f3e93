// libFuzzer target: the constraint expression parser (docs/requests.md#expression-string).
// Oracles: a refusal points inside the string (offset 0...scalar count, which the problem
// document reports); an accepted constraint carries only finite numbers, since the solver
// cannot take an infinite coefficient.
@testable import LayoutEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scalarCount = text.unicodeScalars.count
    do throws(ParseError) {
        let parsed = try ExpressionParser.parse(text)
        guard parsed.multiplier.isFinite, parsed.constant.isFinite, parsed.priority.isFinite else {
            fatalError("accepted non-finite numbers: \(parsed) from \(text.debugDescription)")
        }
        if parsed.second == nil && parsed.multiplier != 1 {
            fatalError("a constant-only constraint got multiplier \(parsed.multiplier)")
        }
    } catch {
        guard (0...scalarCount).contains(error.offset) else {
            fatalError("offset \(error.offset) outside 0...\(scalarCount): \(error)")
        }
    }
    do throws(ParseError) {
        let ref = try ExpressionParser.parseAttributeRef(text)
        guard ref.item.unicodeScalars.count < scalarCount else { fatalError("item \(ref.item) is the whole string") }
    } catch {
        guard (0...scalarCount).contains(error.offset) else {
            fatalError("attribute offset \(error.offset) outside 0...\(scalarCount): \(error)")
        }
    }
    return 0
}
