import JSON
import LayoutEngine

/// The hit-test answer (docs/requests.md#hit-testing-and-touch-tracking): the layout answer, then `hits` and `touches`
/// for the first size. Layout members come from `AnswerWriter`, so both answers spell
/// frames and numbers the same way.
///
/// A miss is written with every member present (`"view": null, "path": [],
/// "location": null`) so clients read one shape.
package enum HitTestAnswerWriter {
    /// The answer bytes: `answer` as `AnswerWriter` writes it with `result` after the layouts.
    package static func write(_ answer: Answer, _ result: HitTestResult) -> [UInt8] {
        AnswerWriter.write(answer) { w in
            w.key("hits")
            w.beginArray()
            for hit in result.hits { writeHit(hit, into: &w) }
            w.endArray()
            w.key("touches")
            w.beginArray()
            for track in result.touches { writeTrack(track, into: &w) }
            w.endArray()
        }
    }

    static func writeHit(_ hit: Hit, into w: inout JSONWriter) {
        w.beginObject()
        w.key("point")
        AnswerWriter.writePoint(hit.point, into: &w)
        w.key("view")
        if let view = hit.view { w.string(view) } else { w.null() }
        w.key("path")
        w.beginArray()
        for id in hit.path { w.string(id) }
        w.endArray()
        w.key("location")
        if let location = hit.location { AnswerWriter.writePoint(location, into: &w) } else { w.null() }
        w.endObject()
    }

    static func writeTrack(_ track: TouchTrack, into w: inout JSONWriter) {
        w.beginObject()
        w.key("control")
        if let control = track.control { w.string(control) } else { w.null() }
        w.key("events")
        w.beginArray()
        for event in track.events {
            w.beginObject()
            w.key("phase")
            w.string(event.phase.rawValue)
            w.key("location")
            AnswerWriter.writePoint(event.location, into: &w)
            w.key("inside")
            w.bool(event.inside)
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }
}
