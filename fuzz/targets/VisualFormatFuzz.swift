// libFuzzer target: the Visual Format Language parser (docs/requests.md#visual-format-language).
// Oracles: a refusal points inside the string; an accepted format names at least one view,
// every constraint's numbers are finite, and every view it constrains is one it listed (or
// the superview, `|`); only a size predicate such as `[a(==b)]` may name another view.
@testable import LayoutEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let scalarCount = text.unicodeScalars.count
    do throws(ParseError) {
        let format = try VisualFormatParser.parse(text)
        guard !format.views.isEmpty else { fatalError("accepted a format with no view: \(text.debugDescription)") }
        let names = Set(format.views.map(\.item)).union([VisualFormat.superview])
        for c in format.constraints {
            guard c.multiplier.isFinite, c.constant.isFinite, c.priority.isFinite else {
                fatalError("non-finite numbers in \(c) from \(text.debugDescription)")
            }
            let isSizePredicate = c.first.attribute == c.second?.attribute
            guard names.contains(c.first.item), isSizePredicate || c.second.map({ names.contains($0.item) }) ?? true else {
                fatalError("constraint \(c) names a view the format did not list")
            }
            for ref in [c.first] + (c.second.map { [$0] } ?? []) where ref.item != VisualFormat.superview {
                guard (0..<scalarCount).contains(ref.offset) else { fatalError("view offset \(ref.offset) outside the text") }
            }
        }
    } catch {
        guard (0...scalarCount).contains(error.offset) else {
            fatalError("offset \(error.offset) outside 0...\(scalarCount): \(error)")
        }
    }
    return 0
}
