import Cassowary

/// Safe areas of any view and UIKit's margin rules (docs/requests.md#safe-areas-and-margins-of-any-view).
///
/// A view's safe-area insets are its overlap with the root's unsafe area, and with
/// `insetsLayoutMarginsFromSafeArea` they add to its margins; with
/// `preservesSuperviewLayoutMargins` each margin is at least the superview's minus the
/// distance to the superview's edge. All of these depend on where the view ends up, as in
/// UIKit, where a layout pass that moves a view updates its safe area and margins and
/// lays out again. So here: the guides are built with the values of the last solve (none
/// at first), and `LayoutSystem` solves again with the values a solve produced until they
/// no longer change (`ColdBuilder.maxInsetPasses`).
enum ViewInsets {
    /// What a view's safe-area and margins guides are inset by, from its bounds.
    struct Effective: Equatable {
        var safeArea: Insets
        var margins: Insets
    }

    /// Margins before any solve: the root's own (from its safe area unless told not to),
    /// any other view's own.
    static func staticMargins(_ item: Item, rootSafeArea: Insets) -> Insets {
        item.parent < 0 && item.insetsMarginsFromSafeArea ? rootSafeArea + item.margins : item.margins
    }

    /// The effective insets of `views` (and, on the way, their ancestors) after a solve.
    static func solved(_ views: [Int], items: ItemTable, value: (Variable) -> Double) -> [Int: Effective] {
        var memo: [Int: Effective] = [:]
        let root = items[0]
        let rootWidth = value(root.width), rootHeight = value(root.height)
        let safe = items.safeAreaInsets
        let safeMinX = safe.left, safeMaxX = rootWidth - safe.right
        let safeMinY = safe.top, safeMaxY = rootHeight - safe.bottom

        func bounds(_ i: Int) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
            let item = items[i]
            let a = item.alignmentInsets
            let x = value(item.x), y = value(item.y)
            return (x - a.left, y - a.top, x + value(item.width) + a.right, y + value(item.height) + a.bottom)
        }

        func clamp(_ v: Double, _ upper: Double) -> Double { min(max(v, 0), max(upper, 0)) }

        func effective(_ i: Int) -> Effective {
            if let known = memo[i] { return known }
            let item = items[i]
            var result: Effective
            if item.parent < 0 {
                result = Effective(safeArea: safe, margins: staticMargins(item, rootSafeArea: safe))
            } else {
                let b = bounds(i)
                let width = b.maxX - b.minX, height = b.maxY - b.minY
                let overlap = Insets(top: clamp(safeMinY - b.minY, height), left: clamp(safeMinX - b.minX, width),
                                     bottom: clamp(b.maxY - safeMaxY, height), right: clamp(b.maxX - safeMaxX, width))
                var margins = item.insetsMarginsFromSafeArea ? item.margins + overlap : item.margins
                if item.preservesSuperviewMargins {
                    let parent = effective(item.parent).margins
                    let p = bounds(item.parent)
                    margins.top = max(margins.top, parent.top - (b.minY - p.minY))
                    margins.left = max(margins.left, parent.left - (b.minX - p.minX))
                    margins.bottom = max(margins.bottom, parent.bottom - (p.maxY - b.maxY))
                    margins.right = max(margins.right, parent.right - (p.maxX - b.maxX))
                }
                result = Effective(safeArea: overlap, margins: margins)
            }
            memo[i] = result
            return result
        }

        var out: [Int: Effective] = [:]
        for i in views { out[i] = effective(i) }
        return out
    }

    /// The insets a build of `items` gave `views`' guides.
    static func used(_ views: [Int], items: ItemTable) -> [Int: Effective] {
        var out: [Int: Effective] = [:]
        for i in views {
            out[i] = items.viewInsets[i]
                ?? Effective(safeArea: .zero, margins: staticMargins(items[i], rootSafeArea: items.safeAreaInsets))
        }
        return out
    }

    /// Whether two sets of insets agree to within solver noise.
    static func agree(_ a: [Int: Effective], _ b: [Int: Effective]) -> Bool {
        guard a.count == b.count else { return false }
        func close(_ x: Insets, _ y: Insets) -> Bool {
            abs(x.top - y.top) <= 1e-7 && abs(x.left - y.left) <= 1e-7
                && abs(x.bottom - y.bottom) <= 1e-7 && abs(x.right - y.right) <= 1e-7
        }
        for (i, e) in a {
            guard let f = b[i], close(e.safeArea, f.safeArea), close(e.margins, f.margins) else { return false }
        }
        return true
    }
}
