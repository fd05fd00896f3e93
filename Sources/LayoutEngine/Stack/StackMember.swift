/// An arranged subview (or a generated guide) as the stack's constraint maker sees it.
struct StackMember: Sendable {
    var id: String
    var rect: LinearRect
    /// Intrinsic length along the stack's axis, 0 without one (fillProportionally's Lᵢ).
    var intrinsicLength: Double
    var baselines: Baselines?
}

/// A hidden arranged subview, the visible one before it (nil when none is), and whether
/// a visible one follows it.
struct HiddenStackMember: Sendable {
    var member: StackMember
    var previous: StackMember?
    var visibleFollows = false
}
