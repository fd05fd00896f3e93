import JSON
@testable import LayoutDocument
@testable import LayoutEngine
import Synchronization
import TestSupport
import Testing

/// Random damage to a real document: the reader must answer every variant with a
/// document or a problem (never crash or hang), and what it accepts must have a stable
/// canonical form.
@Suite struct JSONRobustnessTests {
    @Test func mutatedDocumentsAreReadOrRefusedCleanly() throws {
        let seed = Array(DocumentReaderTests.specExample.utf8)
        let alphabet = Array("{}[]\",:\\u0123456789.eE+-tfnlr \n/~é".utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
        var g = SplitMix64(seed: 99)
        var accepted = 0
        var refused: [ProblemKind: Int] = [:]
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<(1 + g.next() % 4) {
                let at = Int(g.next() % UInt64(bytes.count))
                switch g.next() % 4 {
                case 0: bytes[at] = alphabet[Int(g.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(alphabet[Int(g.next() % UInt64(alphabet.count))], at: at)
                default: bytes.removeSubrange(at..<min(bytes.count, at + Int(g.next() % 40)))
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            do {
                let parsed = try DocumentReader.read(bytes)
                accepted += 1
                // Canonicalising is idempotent.
                let again = CanonicalForm.write(try readTape(parsed.canonicalForm))
                #expect(again == parsed.canonicalForm)
            } catch {
                refused[error.kind, default: 0] += 1
                #expect(!error.detail.isEmpty)
                #expect(error.kind != .solveTimeout)
                if error.kind != .malformedJSON { #expect(error.pointer != nil, "\(error)") }
            }
        }
        // The damage reaches past the JSON layer into the document checks.
        #expect(refused[.malformedJSON, default: 0] > 100)
        #expect(refused.keys.count >= 4, "\(refused)")
        #expect(accepted + refused.values.reduce(0, +) == 3000)
    }
}

import Foundation

extension JSONRobustnessTests {
    /// The reader and decoder recurse, bounded by the depth limit. At the default limit of
    /// 128 the deepest legal view tree (63 nested views: each level is an object inside a
    /// `children` array) must fit a worker thread's stack; 256 KiB is half of what
    /// Foundation gives a Thread by default.
    @Test func deepestLegalDocumentFitsASmallThreadStack() throws {
        var text = #"{"id": "v63"}"#
        for level in stride(from: 62, through: 1, by: -1) {
            text = #"{"id": "v\#(level)", "children": [\#(text)]}"#
        }
        text = #"{"root": {"id": "root", "children": [\#(text)]}, "sizes": [{"width": 1, "height": 1}]}"#
        let bytes = Array(text.utf8)
        let depth: Int = {
            var deepest = 0
            var current = 0
            for b in bytes {
                if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { current += 1; deepest = max(deepest, current) }
                if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") { current -= 1 }
            }
            return deepest
        }()
        // The document is depth 1, the root view 2, and each nested view adds an array and an
        // object: v63 sits at 2 + 2 × 63 = 128, the limit exactly.
        #expect(depth == 128)
        let result = Mutex<Result<Int, Problem>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do throws(Problem) {
                let d = try DocumentReader.read(bytes).document
                var count = 0
                var v: View? = d.root
                while let current = v { count += 1; v = current.children.first }
                result.withLock { $0 = .success(count) }
            } catch {
                result.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
        #expect(try result.withLock { try $0?.get() } == 64)  // root + v1…v63
    }

    /// Nothing recurses over document depth, so a raised depth limit is safe on a small
    /// stack too: 50,000 nested arrays, and 300 nested views (deeper, destroying the nested `View` values itself recurses in the runtime).
    @Test func raisedDepthLimitsNeedNoStack() throws {
        let arrays = Array((String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)).utf8)
        var text = #"{"id": "v300"}"#
        for level in stride(from: 299, through: 1, by: -1) {
            text = #"{"id": "v\#(level)", "children": [\#(text)]}"#
        }
        let views = Array(#"{"root": \#(text), "sizes": [{"width": 1, "height": 1}]}"#.utf8)
        let limits = Limits(maxDepth: 100_000)
        let outcome = Mutex<(Int, Int)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let canonical = (try? JSONReader.read(arrays, limits: limits.json)).map { CanonicalForm.write($0) }
            var depth = 0
            if let d = try? DocumentReader.read(views, limits: limits).document {
                var v: View? = d.root
                while let current = v { depth += 1; v = current.children.first }
            }
            outcome.withLock { $0 = (canonical?.count ?? -1, depth) }
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
        let (canonicalBytes, viewDepth) = outcome.withLock { $0 } ?? (-2, -2)
        #expect(canonicalBytes == 100_000)  // the same brackets, no white space to drop
        #expect(viewDepth == 300)
    }
}
