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
    package init(_ ids: [String]) {
        var utf8: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(ids.count)
        for id in ids {
            utf8.append(contentsOf: id.utf8)
            ends.append(utf8.count)
        }
        self.utf8 = utf8
        self.ends = ends
    }

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
