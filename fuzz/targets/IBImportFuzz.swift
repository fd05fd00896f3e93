// libFuzzer target: the Interface Builder importer on arbitrary bytes.
// Oracles: no crash or hang; a refusal is xml-syntax or unsupported-document with a
// detail; every scene of an accepted file is a document that `DocumentWriter` spells as
// JSON our own reader accepts and decodes back to the same document, or refuses only for
// its size limits or for values a hostile file can carry; lint with every rule on runs
// and refuses only with a detail, and `--fix` leaves XML that still parses. The import with
// text measured (`--text measured`) meets the same round trip, and its scenes lay out.
import InterfaceBuilder
import JSON
import XML
import LayoutDocument
import LayoutEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIBImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let answer: ImportAnswer
    do throws(ImportError) {
        answer = try Importer.importFile(bytes)
    } catch {
        guard !error.detail.isEmpty else { fatalError("refusal without a detail: \(error)") }
        if error.kind == .xmlSyntax, error.line == nil || error.column == nil { fatalError("xml-syntax without a position") }
        return 0
    }
    _ = ImportAnswerWriter.write(answer)
    lintAndFix(bytes)
    var scenes = answer.scenes
    do throws(ImportError) {
        scenes += try Importer.importFile(bytes, text: .measured).scenes
    } catch {
        fatalError("the file imports with saved sizes but not with text measured: \(error)")
    }
    for scene in scenes {
        let json = DocumentWriter.write(scene.document)
        do throws(JSONError) {
            _ = try JSONReader.read(json, limits: .default)
        } catch {
            fatalError("scene \(scene.id) is not JSON: \(error)\n\(String(decoding: json, as: UTF8.self))")
        }
        do throws(Problem) {
            let reread = try DocumentReader.read(json).document
            guard reread == scene.document else {
                fatalError("scene \(scene.id) reads back as another document:\n\(String(decoding: json, as: UTF8.self))")
            }
        } catch {
            // The engine reads every member the importer writes (so never unknown-member).
            // Values: the importer clamps what Xcode never writes (negative sizes,
            // priorities outside 1...1000), but a hostile file can still carry numbers the
            // engine refuses as values (past its number limit, say); lint reports such a
            // scene as a note, which is not a crash.
            let allowed: [ProblemKind] = [.tooManyItems, .tooManyConstraints, .tooManyFrames, .invalidValue, .invalidConstraint]
            guard allowed.contains(error.kind) else {
                fatalError("scene \(scene.id) refused: \(error)\n\(String(decoding: json, as: UTF8.self))")
            }
        }
    }
    return 0
}

/// Lint with every rule (opt-in ones too, an asset catalog given) on a file the import
/// accepted, and the fix of its findings.
func lintAndFix(_ bytes: [UInt8]) {
    var configuration = LintConfiguration()
    configuration.optInRules = Set(LintRule.all.filter(\.optIn).map(\.id))
    let report: LintReport
    do throws(ImportError) {
        report = try Linter.lint(bytes, devices: [DeviceChoice(device: Device.all[0], orientation: .landscape)], fileName: "Fuzz.storyboard",
                                 configuration: configuration, assets: AssetCatalog(images: ["a"], colors: ["b"], catalogs: ["A.xcassets"]))
    } catch {
        // Lint keeps more elements than the import, so a file at the element limit may be
        // refused here; never without saying why.
        guard !error.detail.isEmpty else { fatalError("lint refused without a detail: \(error)") }
        return
    }
    _ = LintWriter.json(report)
    _ = LintWriter.text(report, path: "Fuzz.storyboard")
    let (fixed, frames) = FrameFix.apply(report, to: bytes)
    guard frames > 0 else { return }
    do {
        _ = try XMLParser.parse(fixed, skipping: [])
    } catch {
        fatalError("the fix left XML that does not parse: \(error)")
    }
}
