/// A lint option a person gave that names nothing lint knows: a device, an orientation or
/// a content size. It is the caller's mistake, not the file's, so it is not an
/// `ImportError`; `detail` names the value and what it could have been.
package struct LintOptionError: Error, Sendable, Equatable {
    /// What was wrong and what is known, for the person who typed it.
    package var detail: String

    package init(_ detail: String) {
        self.detail = detail
    }
}
