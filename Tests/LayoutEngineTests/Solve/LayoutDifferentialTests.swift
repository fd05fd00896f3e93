import Foundation
import JSON
import LayoutDocument
@testable import LayoutEngine
import Testing

/// The engine's half of scripts/integration/30-engine-differential.sh: solves every
/// `$LAYOUTD_ENGINE_DIFF/docs/*.json` and writes the answer (or the problem) to
/// `answers/` for tools/engine-diff/engine_diff.py to compare with kiwisolver.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTD_ENGINE_DIFF"] != nil,
                "run by scripts/integration/30-engine-differential.sh"))
struct LayoutDifferentialTests {
    @Test func solveEveryGeneratedDocument() throws {
        let base = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["LAYOUTD_ENGINE_DIFF"]))
        let docs = base.appendingPathComponent("docs")
        let answers = base.appendingPathComponent("answers")
        try FileManager.default.createDirectory(at: answers, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!names.isEmpty)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: docs.appendingPathComponent(name)))
            let out: [UInt8]
            do {
                let document = try DocumentReader.read(bytes).document
                out = AnswerWriter.write(Answer(hash: "", layouts: try LayoutSystem.solve(document)))
            } catch {
                out = ProblemJSON.write(type: "https://layoutd.dev/problems/" + error.kind.rawValue, title: error.title, status: 422, detail: error.detail)
            }
            try Data(out).write(to: answers.appendingPathComponent(name))
        }
    }
}
