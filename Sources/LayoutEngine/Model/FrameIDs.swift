/// The ids of a layout's frames, in frames order, as one run of UTF-8 and where each ends:
/// made once per build (`SolvedBuild`) and shared by every layout it answers, so that an
/// answer's writer copies each name from here instead of reading a `String` per frame and
/// scanning it for escapes (issue 49: with the `String`s, a resize by reference spent more
/// on the 106 names of its frames than on their 424 numbers).
package final class FrameIDs: Sendable {
    /// Every id's UTF-8, one after another.
    package let utf8: [UInt8]
    /// Where the i-th id ends in `utf8`; it starts where the one before ends (the first at 0).
    package let ends: [Int]

    /// `ids` in one run.
    package convenience init(_ ids: [String]) {
        self.init(ids) { _ in true }
    }

    /// The ids of `ids` that `answered` keeps, in one run. Each id's bytes are copied from
    /// its storage and both arrays are sized first: every cold build makes one of these,
    /// and a 1-view request's build made them through filtered copies of its items and an
    /// append per byte, 2 % of its instructions.
    init(_ ids: [String], answered: (Int) -> Bool) {
        var bytes = 0, kept = 0
        for i in ids.indices where answered(i) {
            bytes += ids[i].utf8.count
            kept += 1
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes)
        var ends: [Int] = []
        ends.reserveCapacity(kept)
        for i in ids.indices where answered(i) {
            var id = ids[i]
            id.withUTF8 { utf8.append(contentsOf: $0) }
            ends.append(utf8.count)
        }
        self.utf8 = utf8
        self.ends = ends
    }

    /// Items from which a build makes its frames' run (`SolvedBuild.frameIDs`).
    package static let worthFrom = 8

    /// How many ids.
    package var count: Int { ends.count }

    /// Whether these are `frames`' ids, in order: what a writer checks before using them
    /// for a layout whose frames someone may have changed since it was extracted.
    package func name(_ frames: [Frame]) -> Bool {
        guard frames.count == ends.count else { return false }
        var start = 0
        for i in 0..<frames.count {
            let end = ends[i]
            guard frames[i].id.utf8.elementsEqual(utf8[start..<end]) else { return false }
            start = end
        }
        return true
    }
}
