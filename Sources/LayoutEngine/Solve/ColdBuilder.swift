/// How a `LayoutSystem` builds from scratch: the limits, order and deadline of its builds,
/// and how many it has made.
///
/// A view's safe area and margins depend on where the solve puts it (docs/requests.md#safe-areas-and-margins-of-any-view),
/// and the solve on them, so a build is solved again with the insets each solve produces
/// until they settle (`ViewInsets`). It always starts from no insets, so a layout does
/// not depend on the sizes before it.
struct ColdBuilder: Sendable {
    let limits: Limits
    let order: SolvedBuild.Order
    var deadline: Deadline
    /// Every build made, inset passes included (for tests and metrics).
    private(set) var builds = 0

    /// How many solves a cold build may take to settle the safe areas and margins of
    /// views; a layout that has not settled by then is answered as the last solve left it.
    /// Two suffice unless margins depend on each other's outcome.
    static let maxInsetPasses = 8

    init(limits: Limits, order: SolvedBuild.Order, deadline: Deadline) {
        self.limits = limits
        self.order = order
        self.deadline = deadline
    }

    /// `document` (its text already measured) built and solved at `size`, again with the
    /// insets each solve produces until they settle.
    mutating func build(_ document: Document, at size: Size) throws(Problem) -> SolvedBuild {
        var build = try once(document, at: size, viewInsets: [:])
        var passes = 1
        while passes < Self.maxInsetPasses && !build.insetsSettled() {
            build = try once(document, at: size, viewInsets: build.solvedInsets())
            passes += 1
        }
        return build
    }

    private mutating func once(_ document: Document, at size: Size, viewInsets: [Int: ViewInsets.Effective]) throws(Problem) -> SolvedBuild {
        builds += 1
        return try SolvedBuild(document, at: size, viewInsets: viewInsets, limits: limits, order: order, deadline: deadline)
    }
}
