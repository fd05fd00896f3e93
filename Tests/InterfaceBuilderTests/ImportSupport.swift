import InterfaceBuilder
import LayoutDocument
import LayoutEngine
import TestSupport
import Testing

/// Imports a fixture and solves its scenes with the engine, as `layoutd lint` does.
struct SolvedScene {
    var scene: ImportedScene
    var layout: Layout

    func frame(_ id: String) -> Rect? {
        layout.frames.first { $0.id == id }?.rect
    }
}

enum Solve {
    static func scenes(_ fixture: String, device: DeviceChoice? = nil) throws -> [SolvedScene] {
        let answer = try Importer.importFile(Fixture.bytes(fixture), device: device)
        var result: [SolvedScene] = []
        for scene in answer.scenes {
            // The import answer spells each document as JSON; read back, it is the same value.
            let parsed = try DocumentReader.read(DocumentWriter.write(scene.document))
            #expect(parsed.document == scene.document, "\(fixture) \(scene.name): \(modelDifference(parsed.document, scene.document) ?? "")")
            var system = try LayoutSystem(document: scene.document)
            result.append(SolvedScene(scene: scene, layout: try system.layout(for: scene.size)))
        }
        return result
    }

    /// A device of the table by id; a typo in a test is a crash that names it.
    static func device(_ id: String, _ orientation: Orientation = .portrait) -> DeviceChoice {
        guard let d = Device.named(id) else { fatalError("no device \(id) in the table") }
        return DeviceChoice(device: d, orientation: orientation)
    }

    /// The scene document as the import answer spells it.
    static func json(_ document: Document) -> String {
        String(decoding: DocumentWriter.write(document), as: UTF8.self)
    }

    static func close(_ a: Rect?, _ b: Rect, tolerance: Double = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}
