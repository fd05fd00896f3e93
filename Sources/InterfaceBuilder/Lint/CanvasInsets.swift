import LayoutEngine

/// The insets Xcode's canvases draw, to tell a broken constraint that only layoutd's model
/// of the canvas could explain from one no canvas explains (`Misplacement`).
///
/// A constraint that alone reads a modelled value (the safe area's top, a cell's margin)
/// and that the saved frames break says one of two things: the file changed, or layoutd
/// drew another canvas than Xcode did (another status bar, a navigation bar it did not
/// infer, a cell's accessory). The second leaves the saved frames at an inset some canvas
/// draws; a changed constant seldom does. So such a break is the file's when neither value
/// the saved frames can mean (the model's inset plus or minus the break) is one a canvas
/// draws. In the development half of the collection's files as saved, 73 of 1,323 such
/// readings broke a required equality, all but 20 (in 19 scenes) at an inset listed here;
/// of its 2,362 edits (+13 pt), those of a lone reading moved 177 views lint did not name
/// before (`tools/corpus/edit_misses.py`).
///
/// An edit by a bar's height (a constant +44 under a missing navigation bar) stays
/// unblamed: layoutd cannot tell it from the canvas it did not infer.
enum CanvasInsets {
    /// Status bars (none, classic, in-call, notched phones' 44-62) and navigation bars
    /// (none, landscape compact, regular, Xcode 26's, large titles), added.
    static let top: [Double] = {
        let statusBars: [Double] = [0, 20, 24, 44, 47, 48, 50, 54, 59, 62]
        let navigationBars: [Double] = [0, 32, 44, 50, 56, 96, 102, 108]
        return statusBars.flatMap { s in navigationBars.map { s + $0 } }
    }()

    /// Home indicators (none, iPad, landscape phone, portrait phone) and bottom bars (none,
    /// toolbar, tab bar, iPad's and Xcode 26's tab bars), added.
    static let bottom: [Double] = {
        let homeIndicators: [Double] = [0, 20, 21, 34]
        let bars: [Double] = [0, 44, 49, 50, 56]
        return homeIndicators.flatMap { h in bars.map { h + $0 } }
    }()

    /// A landscape phone's side insets.
    static let side: [Double] = [0, 44, 47, 48, 50, 54, 59, 62]

    /// Layout margins: none, UIKit's default, a cell's top and bottom, the root's and
    /// cells' sides by width and Xcode version.
    static let margins: [Double] = [0, 8, 11, 15, 16, 20]

    /// How much narrower a cell's content view is beside an accessory.
    static let accessories: [Double] = [0, 33, 34, 38, 40, 48]

    /// Whether some canvas draws `value` for this kind of value at this side. Margins
    /// measured from a view's edge take the bars too (a root view's margins lie inside its
    /// safe area), and a cell's trailing one its accessory.
    static func draws(_ value: Double, kind: ModelledValue.Kind, side: Side) -> Bool {
        let bars: [Double] = switch side {
        case .top: top
        case .bottom: bottom
        case .leading, .trailing: Self.side
        }
        switch kind {
        case .safeArea:
            return bars.contains { abs($0 - value) <= 0.5 }
        case .margins, .marginsInSafeArea:
            let edges = side == .trailing ? accessories.flatMap { a in bars.map { a + $0 } } : bars
            return edges.contains { b in margins.contains { abs(b + $0 - value) <= 0.5 } }
        default:
            return true
        }
    }

    enum Side {
        case top, bottom, leading, trailing

        init?(_ attribute: String) {
            switch attribute {
            case "top": self = .top
            case "bottom": self = .bottom
            case "leading", "left": self = .leading
            case "trailing", "right": self = .trailing
            default: return nil
            }
        }
    }

    /// Whether a broken required equality is the file's doing though it reads modelled
    /// values no other constraint reads (`readers`): every value it reads is a safe area's or
    /// margin's inset, and for none of them is the model's inset moved by the break, either
    /// way, one a canvas draws.
    static func noCanvasExplains(_ r: SavedFrameCheck.Residual, readers: [SavedFrameCheck.Quantity: Int]) -> Bool {
        guard r.isEquality, !r.readings.isEmpty, r.readings.count == r.quantities.count,
              r.quantities.allSatisfy({ readers[$0] == 1 }) else { return false }
        for reading in r.readings {
            guard let side = Side(reading.attribute) else { return false }
            let insets: Insets
            switch reading.source {
            case .safeArea(let i), .margins(let i), .marginsInSafeArea(let i): insets = i
            default: return false
            }
            let modelled = switch side {
            case .top: insets.top
            case .bottom: insets.bottom
            case .leading: insets.left
            case .trailing: insets.right
            }
            if draws(modelled + r.amount, kind: reading.kind, side: side) || draws(modelled - r.amount, kind: reading.kind, side: side) {
                return false
            }
        }
        return true
    }
}
