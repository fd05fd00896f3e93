import Foundation
import JSON
import LayoutDocument
import LayoutEngine

// Reading and solving request documents written as JSON, for the tests of every layer
// that takes documents: the engine's tests write their inputs as requests do.

/// The repository's examples/ folder (this file is Tests/TestSupport/DocumentFixtures.swift).
package let examplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

/// Solves request JSON the way the service does (reader, then every layout).
package func solveJSON(_ json: String) throws(Problem) -> (Document, [Layout]) {
    let document = try DocumentReader.read(Array(json.utf8)).document
    return (document, try LayoutSystem.solve(document))
}

/// The problem reading or solving `json` raises, nil when it solves.
package func problemOf(_ json: String) -> Problem? {
    do {
        _ = try solveJSON(json)
        return nil
    } catch {
        return error
    }
}

extension Layout {
    /// The answered frame of `id` (superview space).
    package func frame(_ id: String) -> Rect? {
        frames.first { $0.id == id }?.rect
    }
}

/// A `Rect` in short.
package func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Decodes `text` or fails the test with the problem.
package func decode(_ text: String, limits: Limits = .default) throws -> Document {
    try DocumentReader.read(Array(text.utf8), limits: limits).document
}

/// The problem reading `text` raises, or nil when it reads fine.
package func problem(_ text: String, limits: Limits = .default) -> Problem? {
    do {
        _ = try DocumentReader.read(Array(text.utf8), limits: limits)
        return nil
    } catch {
        return error
    }
}

/// A minimal valid document with `rootMembers` added to the root view and `top` to the
/// document.
package func doc(root rootMembers: String = "", top: String = "") -> String {
    let extra = rootMembers.isEmpty ? "" : ", " + rootMembers
    let more = top.isEmpty ? "" : ", " + top
    return #"{"root": {"id": "root""# + extra + #"}, "sizes": [{"width": 100, "height": 50}]"# + more + "}"
}

/// Reads examples/<name> through the real document reader.
package func exampleDocument(_ name: String) throws -> Document {
    let url = examplesDirectory.appendingPathComponent(name)
    let bytes = try [UInt8](Data(contentsOf: url))
    return try DocumentReader.read(bytes).document
}

/// `JSONReader.read` under the engine's limits, its errors as the engine answers them:
/// for tests whose other steps throw `Problem` too.
package func readTape(_ bytes: [UInt8], limits: Limits = .default) throws(Problem) -> JSONTape {
    do {
        return try JSONReader.read(bytes, limits: limits.json)
    } catch {
        throw Problem(error)
    }
}

/// The `Problem` `body` throws; nil when it returns (or throws something else).
package func problem(_ body: () throws -> Void) -> Problem? {
    do { try body() } catch let error as Problem { return error } catch { return nil }
    return nil
}

/// The first place two model values differ, as a path of stored properties ("root.children[2].alpha:
/// 0.5 vs 1.0"), for failure messages; nil when their descriptions agree. Doubles compare
/// with `==` (so -0 and 0 agree, as they do in the model's equality).
package func modelDifference(_ a: Any, _ b: Any, at path: String = "") -> String? {
    if let x = a as? Double, let y = b as? Double { return x == y ? nil : "\(path): \(x) vs \(y)" }
    let ma = Mirror(reflecting: a)
    let mb = Mirror(reflecting: b)
    let ca = Array(ma.children)
    let cb = Array(mb.children)
    if ca.isEmpty || ca.count != cb.count || (ma.displayStyle == .enum && ca.first?.label != cb.first?.label) {
        return String(describing: a) == String(describing: b) ? nil : "\(path): \(a) vs \(b)"
    }
    for (i, (x, y)) in zip(ca, cb).enumerated() {
        let step = ma.displayStyle == .collection ? "[\(i)]" : (x.label.map { ($0.hasPrefix(".") ? "" : ".") + $0 } ?? "[\(i)]")
        if let d = modelDifference(x.value, y.value, at: path + step) { return d }
    }
    return nil
}
