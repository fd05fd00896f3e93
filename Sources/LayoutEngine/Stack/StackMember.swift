/// An arranged subview (or a generated guide) as the stack's constraint maker sees it.
struct StackMember: Sendable {
    /// Its item index: names refer to it by this (`ConstraintName`).
    var item: Int
    var rect: LinearRect
    /// Intrinsic length along the stack's axis, 0 without one (fillProportionally's Lᵢ;
    /// worked out for that distribution only).
    var intrinsicLength: Double
    var baselines: Baselines?
    /// The space after it: its customSpacing, else the stack's spacing (0 for guides).
    var gapAfter: Double
}

/// A hidden arranged subview, the visible one before it (nil when none is), and whether
/// a visible one follows it.
struct HiddenStackMember: Sendable {
    var member: StackMember
    var previous: StackMember?
    var visibleFollows = false
}
