import Cassowary

/// Which built constraint each solver handle stands for, so that a refusal can name its
/// conflicts. An array by handle index (handles count up from 0 in addition order), not a
/// dictionary: one store per constraint added.
struct ConstraintOwners: Sendable {
    /// By handle index: the constraint's index in the build, -1 for the root-size givens
    /// and any handle not noted.
    private var owners: [Int32] = []

    mutating func note(_ handle: ConstraintHandle, _ constraint: Int) {
        let h = Int(handle.index)
        if h >= owners.count { owners.append(contentsOf: repeatElement(-1, count: h + 1 - owners.count)) }
        owners[h] = Int32(truncatingIfNeeded: constraint)
    }

    /// The built constraint behind `handle`, nil for one not noted (a given).
    func constraint(of handle: ConstraintHandle) -> Int? {
        let h = Int(handle.index)
        guard h >= 0, h < owners.count, owners[h] >= 0 else { return nil }
        return Int(owners[h])
    }
}
