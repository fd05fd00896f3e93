/// The names a constraint may use, for "did you mean" in an unknown-item 422. Built only
/// when such an error is raised.
extension ItemTable {
    /// Every view's id, in pre-order.
    var viewIds: [String] {
        items.lazy.filter { $0.kind == .view }.map(\.id)
    }

    /// Everything a constraint's item may name: views and guides, and each view's margins
    /// guide (`<view>.margins`) and safe area (`<view>.safeArea`).
    var constrainableNames: [String] {
        var names: [String] = []
        for item in items where item.kind != .generatedGuide {
            names.append(item.id)
            if item.kind == .view {
                names.append(item.id + ".margins")
                names.append(item.id + ".safeArea")
            }
        }
        return names
    }
}
