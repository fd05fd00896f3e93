import InterfaceBuilder
import LayoutDocument
import LayoutEngine
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
    static func scenes(_ fixture: String, device: (id: String, landscape: Bool)? = nil) throws -> [SolvedScene] {
        let answer = try Importer.importFile(Fixture.bytes(fixture), device: device)
        var result: [SolvedScene] = []
        for scene in answer.scenes {
            let parsed = try DocumentReader.read(scene.document)
            var system = try LayoutSystem(document: parsed.document)
            result.append(SolvedScene(scene: scene, layout: try system.layout(for: scene.size)))
        }
        return result
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
