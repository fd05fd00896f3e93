import Typesetting

/// A request document (docs/requests.md#the-document), decoded and validated for shape and types.
/// Constraint strings are kept as written; building the layout system parses and resolves them.
///
/// Held by reference, copied on write (`Storage`): a cold request passes its document from
/// the reader through the pipeline to the engine and into the caches, six copies, and a copy
/// of the members inline was about 420 instructions and 13 retains (its root `View` alone is
/// a few hundred bytes), its destruction as much again (issue 49 item 2). A copy is now one
/// retain. Reading a member borrows it in place; writing one copies the members first only
/// when the storage is shared.
package struct Document: Sendable, Equatable {
    /// The members, in one heap block shared by the copies of a document.
    private var storage: Storage

    /// The root view; it takes each root size in turn.
    package var root: View {
        _read { yield storage.members.root }
        _modify { yield &unique.root }
    }
    /// Top-level constraints, after the view-owned ones in addition order.
    package var constraints: [ConstraintSpec] {
        _read { yield storage.members.constraints }
        _modify { yield &unique.constraints }
    }
    /// Root sizes, one layout each. Empty means "use the root's `frame` size".
    package var sizes: [Size] {
        _read { yield storage.members.sizes }
        _modify { yield &unique.sizes }
    }
    /// The root's safe-area insets (docs/requests.md#safe-area-and-margins).
    package var safeAreaInsets: Insets {
        _read { yield storage.members.safeAreaInsets }
        _modify { yield &unique.safeAreaInsets }
    }
    /// Which way leading and trailing point (docs/requests.md#right-to-left).
    package var layoutDirection: LayoutDirection {
        _read { yield storage.members.layoutDirection }
        _modify { yield &unique.layoutDirection }
    }
    /// Pixels per point frames are rounded to (docs/requests.md#rounding); nil leaves them unrounded.
    package var scale: Int? {
        _read { yield storage.members.scale }
        _modify { yield &unique.scale }
    }
    /// How optional constraints compete: UIKit's priority order (the default) or kiwi's
    /// weighted sum.
    package var priorities: PriorityMode {
        _read { yield storage.members.priorities }
        _modify { yield &unique.priorities }
    }
    /// `device` and `orientation` as the request gave them; the decoder has already put
    /// the device's metrics into whichever of `sizes`, `safeAreaInsets` and `scale` the
    /// request left out.
    package var device: DeviceChoice? {
        _read { yield storage.members.device }
        _modify { yield &unique.device }
    }
    /// Hit-test input (docs/requests.md#hit-testing-and-touch-tracking); not part of the hash.
    package var points: [Point] {
        _read { yield storage.members.points }
        _modify { yield &unique.points }
    }
    /// Touch tracks, each a sequence of points from touch-down to touch-up; not part of the hash.
    package var touches: [[Point]] {
        _read { yield storage.members.touches }
        _modify { yield &unique.touches }
    }
    /// The Dynamic Type size that sizes `textStyle` fonts (docs/text.md#members).
    package var contentSizeCategory: ContentSizeCategory {
        _read { yield storage.members.contentSizeCategory }
        _modify { yield &unique.contentSizeCategory }
    }
    /// The iOS release whose San Francisco the system font measures as (docs/text.md#releases).
    package var textRelease: TextRelease {
        _read { yield storage.members.textRelease }
        _modify { yield &unique.textRelease }
    }

    /// A document of `root` with the request defaults for every member left out.
    package init(
        root: View, constraints: [ConstraintSpec] = [], sizes: [Size] = [],
        safeAreaInsets: Insets = .zero, layoutDirection: LayoutDirection = .leftToRight,
        scale: Int? = nil, device: DeviceChoice? = nil, priorities: PriorityMode = .levels,
        points: [Point] = [], touches: [[Point]] = [], contentSizeCategory: ContentSizeCategory = .large,
        textRelease: TextRelease = .newest
    ) {
        storage = Storage(Members(
            root: root, constraints: constraints, sizes: sizes, safeAreaInsets: safeAreaInsets,
            layoutDirection: layoutDirection, scale: scale, priorities: priorities, device: device,
            points: points, touches: touches, contentSizeCategory: contentSizeCategory,
            textRelease: textRelease))
    }

    /// Equal members; the same storage is equal without reading them.
    package static func == (a: Document, b: Document) -> Bool {
        a.storage === b.storage || a.storage.members == b.storage.members
    }

    /// The members for writing: copied into storage of their own first when shared.
    private var unique: Members {
        _read { yield storage.members }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.members) }
            yield &storage.members
        }
    }

    /// What a document holds, as the members above describe them.
    private struct Members: Equatable {
        var root: View
        var constraints: [ConstraintSpec]
        var sizes: [Size]
        var safeAreaInsets: Insets
        var layoutDirection: LayoutDirection
        var scale: Int?
        var priorities: PriorityMode
        var device: DeviceChoice?
        var points: [Point]
        var touches: [[Point]]
        var contentSizeCategory: ContentSizeCategory
        var textRelease: TextRelease
    }

    /// The shared block. Written only through `unique`, when no other document holds it,
    /// so sharing it between threads is safe; the exclusivity checks a class's stored
    /// property gets on every access (about 50 instructions each) are left out for the same
    /// reason.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var members: Members
        init(_ members: Members) { self.members = members }
    }
}

extension Document {
    /// The root sizes the document is laid out at: `sizes`, else its root frame's size
    /// (docs/requests.md#sizes-device-and-orientation); empty only for a document the reader refuses (missing-size).
    package var layoutSizes: [Size] {
        if !sizes.isEmpty { return sizes }
        guard let frame = root.frame else { return [] }
        return [Size(width: frame.width, height: frame.height)]
    }

    /// Views and guides in the hierarchy, root included: what `Limits.maxItems` and the
    /// frames limit count. Walked with a stack, not recursion, like the decoder.
    package var itemCount: Int {
        var count = 0
        root.visitTree { view in
            count += 1 + view.layoutGuides.count
            return true
        }
        return count
    }
}

/// How optional constraints of different priorities compete (docs/priorities.md).
package enum PriorityMode: String, Sendable, Equatable {
    /// UIKit's order: the total error at a higher priority is minimised before any lower
    /// priority is looked at (a lexicographic optimum); every distinct number is a level.
    case levels
    /// Cassowary's weighted sum: priority × |error| summed over all optional constraints,
    /// as kiwi solves it.
    case weights
}

/// The user-interface layout direction; the raw value is its spelling in a request.
package enum LayoutDirection: String, Sendable, Equatable {
    case leftToRight, rightToLeft
}
