import JSON
import LayoutDocument
import LayoutEngine

/// Writes the import answer of docs/interface-builder.md#the-import-answer.
package enum ImportAnswerWriter {
    /// The import answer (docs/interface-builder.md#the-import-answer) as JSON bytes.
    package static func write(_ answer: ImportAnswer) -> [UInt8] {
        var w = JSONWriter(capacity: 8192)
        w.beginObject()
        w.key(literal: "kind"); w.string(answer.kind.rawValue)
        w.key(literal: "device")
        writeDevice(answer.screen, into: &w)
        w.key(literal: "scenes")
        w.beginArray()
        for scene in answer.scenes { writeScene(scene, into: &w) }
        w.endArray()
        w.endObject()
        return w.bytes
    }

    static func writeDevice(_ screen: Screen, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "id"); w.string(screen.device.id)
        w.key(literal: "orientation"); w.string(screen.orientation)
        w.key(literal: "width"); w.decimal(screen.width)
        w.key(literal: "height"); w.decimal(screen.height)
        w.key(literal: "scale"); w.integer(screen.device.scale)
        w.key(literal: "safeAreaInsets")
        DocumentWriter.writeInsets(screen.insets, into: &w)
        w.endObject()
    }

    static func writeScene(_ scene: ImportedScene, into w: inout JSONWriter) {
        w.beginObject()
        w.key(literal: "id"); w.string(scene.id)
        w.key(literal: "name"); w.string(scene.name)
        w.key(literal: "line"); w.integer(scene.line)
        w.key(literal: "document")
        DocumentWriter.write(scene.document, into: &w)
        w.key(literal: "savedFrames")
        w.beginObject()
        for (id, rect) in scene.savedFrames {
            w.key(id)
            AnswerWriter.writeRect(rect, into: &w)
        }
        w.endObject()
        w.key(literal: "lines")
        w.beginObject()
        for (id, line, _) in scene.lines {
            w.key(id)
            w.integer(line)
        }
        w.endObject()
        w.key(literal: "warnings")
        writeWarnings(scene.warnings, into: &w)
        w.endObject()
    }

    static func writeWarnings(_ warnings: [ImportWarning], into w: inout JSONWriter) {
        w.beginArray()
        for warning in warnings {
            w.beginObject()
            w.key(literal: "line"); w.integer(warning.line)
            w.key(literal: "message"); w.string(warning.message)
            if let item = warning.item { w.key(literal: "item"); w.string(item) }
            w.endObject()
        }
        w.endArray()
    }
}
