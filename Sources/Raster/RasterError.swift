/// A picture that cannot be made or read, with what a person can do about it.
package struct RasterError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
