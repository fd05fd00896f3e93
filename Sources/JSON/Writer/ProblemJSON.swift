/// The one application/problem+json (RFC 9457) writer: `type`, `title`, `status`,
/// `detail` in that order, then whatever members the caller adds (a JSON Pointer, a
/// position), with no white space.
package enum ProblemJSON {
    /// The media type of what `write` makes.
    package static let mediaType = "application/problem+json"

    /// - Parameter extraMembers: called inside the object after `detail`, to write
    ///   further members.
    package static func write(
        type: String, title: String, status: Int, detail: String,
        extraMembers: (inout JSONWriter) -> Void = { _ in }
    ) -> [UInt8] {
        var w = JSONWriter(capacity: 128 + type.utf8.count + title.utf8.count + detail.utf8.count)
        w.beginObject()
        w.key(literal: "type")
        w.string(type)
        w.key(literal: "title")
        w.string(title)
        w.key(literal: "status")
        w.integer(status)
        w.key(literal: "detail")
        w.string(detail)
        extraMembers(&w)
        w.endObject()
        return w.bytes
    }
}
