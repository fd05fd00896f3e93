// libFuzzer target: the XML reader (libxml2 SAX under the hygiene rules).
// Oracles: no crash, no hang; a refusal always has a 1-based line and column; an accepted
// tree respects the depth limit and positions never go backwards in document order.
import XML

private func check(_ element: XMLElement, depth: Int, after previous: inout (Int, Int)) {
    guard depth <= XMLParser.maxDepth else { fatalError("accepted a tree \(depth) deep") }
    guard element.line >= 1, element.column >= 1 else { fatalError("position \(element.line):\(element.column)") }
    guard (element.line, element.column) > previous else {
        fatalError("element at \(element.line):\(element.column) after \(previous.0):\(previous.1)")
    }
    previous = (element.line, element.column)
    for child in element.children { check(child, depth: depth + 1, after: &previous) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do throws(XMLError) {
        let root = try XMLParser.parse(bytes)
        var start = (0, 0)
        check(root, depth: 1, after: &start)
    } catch {
        guard error.line >= 1, error.column >= 1, !error.message.isEmpty else {
            fatalError("refusal without a position or message: \(error)")
        }
    }
    return 0
}
