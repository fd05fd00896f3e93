import Support
import Typesetting

/// The measurer a layout gets when its caller gives none: the program's `Typesetter` (the
/// server sets the one with its `--fonts`), else one with Inter alone, loaded on first use.
package enum StandardMeasurer {
    private static let slot = Locked<(any TextMeasuring)?>(nil)

    /// Makes `measurer` the one every layout without its own measures with.
    package static func use(_ measurer: any TextMeasuring) {
        slot.withLock { $0 = measurer }
    }

    /// The measurer set, or a `Typesetter` of the stand-in fonts, kept for the next caller.
    /// - Throws: `.invalidValue` naming what to install when the fonts cannot be loaded.
    static func current() throws(Problem) -> any TextMeasuring {
        if let measurer = slot.withLock({ $0 }) { return measurer }
        do {
            let typesetter = try Typesetter()
            return slot.withLock { slot in
                if let set = slot { return set }  // another thread got there first
                slot = typesetter
                return typesetter
            }
        } catch {
            throw Problem(.invalidValue, "this document has text, and its fonts cannot be loaded: \(error.message)")
        }
    }
}
