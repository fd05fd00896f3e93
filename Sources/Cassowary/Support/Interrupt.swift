/// A way to stop a long operation from outside (a request's deadline): polled every
/// `every` pivots; when `shouldStop` returns true the operation throws `.interrupted`.
/// Polling by pivots keeps the clock read off the inner loop.
package struct Interrupt: Sendable {
    /// Pivots between two calls of `shouldStop`, at least 1.
    package let every: Int
    /// Returns true to stop; called from the solving thread.
    package let shouldStop: @Sendable () -> Bool
    /// Polls `shouldStop` every `pivots` pivots (values below 1 read as 1).
    package init(every pivots: Int = 256, _ shouldStop: @escaping @Sendable () -> Bool) {
        self.every = max(1, pivots)
        self.shouldStop = shouldStop
    }
}
