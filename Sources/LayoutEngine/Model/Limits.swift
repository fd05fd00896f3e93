
/// The limits of docs/requests.md#limits. Each is configurable; beyond one, a 422 with its own
/// problem type and a pointer.
package struct Limits: Sendable, Equatable {
    /// Deepest JSON nesting a request may have.
    package var maxDepth: Int
    /// Most views and layout guides in one document.
    package var maxItems: Int
    /// Most constraints after visual formats are expanded; stack-generated ones are not counted.
    package var maxConstraints: Int
    /// Most frames in one answer: items × sizes.
    package var maxFrames: Int
    /// Most hit-test points, and separately most touch points over all tracks.
    package var maxPoints: Int
    /// Longest string, in Unicode scalars, a document may hold.
    package var maxStringLength: Int
    /// Largest magnitude any number in a document may have. Far beyond any screen, yet
    /// small enough that sizes × scale × the solver's arithmetic never overflow to ±inf
    /// (a 1e308 size once came back as `null` frames).
    package var maxMagnitude: Double

    /// The limits of docs/requests.md#limits, each overridable.
    package init(
        maxDepth: Int = 128, maxItems: Int = 5_000, maxConstraints: Int = 20_000,
        maxFrames: Int = 100_000, maxPoints: Int = 10_000, maxStringLength: Int = 4_096,
        maxMagnitude: Double = 1e9
    ) {
        self.maxDepth = maxDepth
        self.maxItems = maxItems
        self.maxConstraints = maxConstraints
        self.maxFrames = maxFrames
        self.maxPoints = maxPoints
        self.maxStringLength = maxStringLength
        self.maxMagnitude = maxMagnitude
    }

    /// The documented defaults.
    package static let `default` = Limits()
}
