import LayoutEngine
import Support

/// How far the frames a file saved are from satisfying the file's own constraints, one
/// constraint at a time.
///
/// Xcode saves frames that satisfy every required constraint, or marks the views it could
/// not place `misplaced`. So a required constraint the saved frames break is evidence
/// that the file changed outside Xcode (a merge, a script) or was saved stale, and the
/// evidence is only as good as the values the check reads:
/// - `exact`: edges, centres and sizes of views, read off the saved frames alone;
/// - `ruled`: values layoutd models by a rule every canvas applies alike, on a device
///   without side insets (any in portrait): the side edges of the safe area (the screen's
///   own), the side margins of a view in `ImportedScene.ruledSideMargins`, and a
///   control's alignment rectangle (layoutd's table of insets). In the development half
///   of the collection, 8 of about 4,500 such readings in scenes Xcode saved clean broke:
///   2 were the files' own breaks, and 6 broke alike at every reader of their scene. And
///   where a scroll view's content starts (its top and leading edge, content saved
///   unscrolled: 2 of 470 broke);
/// - `modelled`: the rest of a view's margins and safe area, which also take layoutd's
///   rules for the canvas (`LayoutSystem.effectiveInsets`): top and bottom insets, a cell's
///   margins (3 to 7 % of readings broke, as above); a baseline (layoutd's font metrics)
///   and a layout guide (where layoutd solves it; Xcode does not save guides);
/// - `approximate`: positions between a scroll view's content and views outside it, or on
///   a view the file marks ambiguous: the canvas may offset scroll content by insets it
///   does not save, and places an ambiguous view anywhere. Sizes alone (a content view's
///   width equal to its scroll view's) do not move with the offset and keep their trust.
///   So are the vertical edges of an SF Symbol's image view: the canvas saves the
///   symbol's frame, not the alignment rectangle the constraints place.
struct SavedFrameCheck {
    enum Trust: Comparable { case approximate, modelled, ruled, exact }

    /// One constraint of the scene's document against the saved frames.
    struct Residual {
        /// The constraint's id in the document.
        var id: String
        /// What its constant would have to change by for the saved frames to satisfy it
        /// (0 when they do).
        var repair: Double
        /// How much the saved frames break it by, in points.
        var amount: Double { abs(repair) }
        var trust: Trust
        var required: Bool
        /// An equality: satisfied, it pins the values it reads (an inequality with room to
        /// spare says nothing of them).
        var isEquality: Bool
        /// The modelled values it reads: two constraints that read one value agree on it.
        var quantities: [Quantity] = []
        /// The same values said for a person, with what layoutd took for them ("the trailing
        /// margin of Mrg-vw-001, 16 pt"): a finding resting on one names the value, since it is
        /// layoutd's model of the canvas and not something the file wrote.
        var readings: [ModelledValue] = []
    }

    /// A modelled value as a key: the root's left margin is (root, margins, left).
    struct Quantity: Hashable {
        enum Side: Hashable {
            case attribute(String)
            /// Either side of an inset one rule gives both sides of (the safe area's sides on
            /// a device without side insets, a root's side margins).
            case both
        }
        var item: String
        var kind: ModelledValue.Kind
        var side: Side

        init(_ value: ModelledValue) {
            (item, kind, side) = (value.item, value.kind, .attribute(value.attribute))
        }

        init(item: String, kind: ModelledValue.Kind, side: Side) {
            (self.item, self.kind, self.side) = (item, kind, side)
        }
    }

    /// A saved frame's rounding to the pixel grid moves each edge by less than a pixel; a
    /// constraint over a few edges is broken by less than this when nothing else is wrong.
    static let tolerance = 1.0

    /// Every object constraint of `scene`'s document, measured against its saved frames.
    static func residuals(_ scene: ImportedScene, system: LayoutSystem, solved: Layout) -> [Residual] {
        let frames = rootSpaceFrames(scene)
        var solvedFrames: [String: Rect] = [:]
        for f in solved.frames { solvedFrames[f.id] = f.rect }
        var insetsByView: [String: (safeArea: Insets, margins: Insets)] = [:]
        func insets(_ id: String) -> (safeArea: Insets, margins: Insets)? {
            if let known = insetsByView[id] { return known }
            let found = system.effectiveInsets(of: id)
            insetsByView[id] = found
            return found
        }
        var alignment: [String: Insets] = [:]
        var baselines: [String: Baselines] = [:]
        collectInsetsAndBaselines(scene.document.root, alignment: &alignment, baselines: &baselines)
        let context = placementContexts(scene)
        // The device's own side insets: zero in portrait (and on phones without a notch in
        // landscape), and then no canvas insets anything at the sides.
        let sidesOpen = scene.document.safeAreaInsets.left == 0 && scene.document.safeAreaInsets.right == 0

        /// `marginFolded`: the import folded a scroll view's margin into the constraint's
        /// constant (`ImportedScene.scrollMarginConstraints`), so a content edge it reads is
        /// that margin as layoutd takes it.
        func value(_ written: String, marginFolded: Bool) -> (Double, Trust, [Quantity], ModelledValue?)? {
            guard let dot = written.lastIndex(of: ".") else { return nil }
            var item = String(written[..<dot])
            let attribute = String(written[written.index(after: dot)...])
            var trust = Trust.exact
            var inset: Insets?
            var kind: ModelledValue.Kind?
            let base = marginBase[attribute] ?? attribute
            let ruledSide = sidesOpen && sideAttributes.contains(base)
            if item.hasSuffix(".safeArea") {
                item = String(item.dropLast(9))
                guard let i = insets(item) else { return nil }
                inset = i.safeArea
                trust = ruledSide && i.safeArea.left == 0 && i.safeArea.right == 0 ? .ruled : .modelled
                kind = .safeArea
            }
            if marginBase[attribute] != nil {
                kind = kind == .safeArea ? .marginsInSafeArea : .margins
                guard let i = insets(item) else { return nil }
                let outer = inset ?? .zero
                inset = Insets(top: outer.top + i.margins.top, left: outer.left + i.margins.left,
                               bottom: outer.bottom + i.margins.bottom, right: outer.right + i.margins.right)
                trust = min(trust, ruledSide && scene.ruledSideMargins.contains(item) ? .ruled : .modelled)
            }
            guard var rect = frames[item] else {
                if let scroll = scene.contentGuides[item], let frame = frames[scroll] {
                    // A scroll view's content rectangle starts at its bounds origin, and
                    // Xcode saves content unscrolled: in the development half, content
                    // pinned to its scroll view's top or leading edge sits at the constant in
                    // 468 of 470 such equalities of files saved clean. Its size and far
                    // edges are layoutd's solve, and only positions inside the scroll view
                    // share its offset. A margin folded into the constant is layoutd's 8 pt (or
                    // the file's), where the canvas adds the safe area a scroll view under the
                    // bars takes (Jongrimes20's CustomerSystem: 44 pt more): modelled.
                    let (edgeTrust, edgeSource, edgeKind): (Trust, ModelledValue.Source, ModelledValue.Kind) =
                        marginFolded ? (.modelled, .contentMargin, .contentMargin) : (.ruled, .contentOrigin, .contentOrigin)
                    // Leading is the left edge here (imported documents are left to right).
                    let edge = base == "top" ? "top" : "left"
                    switch base {
                    case "top", "left", "leading":
                        let reading = ModelledValue(item: scroll, attribute: base, source: edgeSource)
                        let quantity = Quantity(item: scroll, kind: edgeKind, side: .attribute(edge))
                        return (base == "top" ? frame.y : frame.x, edgeTrust, [quantity], reading)
                    case "width", "height":
                        break
                    default:
                        guard let guide = solvedFrames[item] else { return nil }
                        return measure(base, in: guide).map { ($0, .approximate, [], nil) }
                    }
                }
                // A layout guide: only layoutd knows where it is.
                guard let guide = solvedFrames[item] else { return nil }
                let reading = ModelledValue(item: item, attribute: base, source: .guide)
                return measure(base, in: guide).map { ($0, .modelled, [Quantity(reading)], reading) }
            }
            if let inset {
                rect = rect.inset(by: inset)
            } else if let a = alignment[item] {
                // A control's alignment rectangle is layoutd's table, not the file's.
                rect = rect.inset(by: a)
                trust = .ruled
                kind = .alignment
            }
            if scene.symbolImageViews.contains(item), verticalAttributes.contains(base) {
                // The canvas saved the symbol's frame, not the alignment rectangle the
                // constraint places: their tops and heights differ by the symbol's insets,
                // which layoutd does not know.
                trust = .approximate
            }
            if base == "firstBaseline" || base == "lastBaseline" {
                // Where layoutd's font metrics put the baseline below the saved top.
                guard let b = baselines[item] else { return nil }
                let offset = base == "firstBaseline" ? (b.first ?? 0) : (b.last ?? rect.height)
                let reading = ModelledValue(item: item, attribute: base, source: .baseline(offset))
                return (rect.y + offset, .modelled, [Quantity(reading)], reading)
            }
            // The two sides of a ruled inset come from one rule: readings of either agree or
            // disagree on it together, and readings of one side on that side too.
            var named: [Quantity] = []
            var reading: ModelledValue?
            if let kind, trust == .modelled || trust == .ruled {
                let source: ModelledValue.Source = switch kind {
                case .safeArea: .safeArea(inset ?? .zero)
                case .margins: .margins(inset ?? .zero)
                case .marginsInSafeArea: .marginsInSafeArea(inset ?? .zero)
                default: .alignment(alignment[item] ?? .zero)
                }
                let value = ModelledValue(item: item, attribute: base, source: source)
                named = [Quantity(value)]
                if trust == .ruled && kind != .alignment && ruledSide { named.append(Quantity(item: item, kind: kind, side: .both)) }
                reading = value
            }
            return measure(base, in: rect).map { ($0, trust, named, reading) }
        }

        var out: [Residual] = []
        for spec in scene.document.constraints {
            guard case .object(let c) = spec.source, let id = c.id, !scene.generatedConstraints.contains(id),
                  let (first, firstTrust, firstQuantity, firstReading) = value(c.first, marginFolded: scene.scrollMarginConstraints.contains(id))
            else { continue }
            var rhs = c.constant
            var trust = firstTrust
            var quantities = firstQuantity
            var readings = firstReading.map { [$0] } ?? []
            let firstView = viewId(c.first)
            if scene.markedAmbiguous.contains(firstView) { trust = .approximate }
            if let second = c.second {
                guard let (v, t, q, reading) = value(second, marginFolded: scene.scrollMarginConstraints.contains(id)) else { continue }
                rhs += c.multiplier * v
                trust = min(trust, t)
                quantities += q
                if let reading { readings.append(reading) }
                let secondView = viewId(second)
                if scene.markedAmbiguous.contains(secondView)
                    || context[firstView] != context[secondView] && !(isSize(c.first) && isSize(second)) {
                    trust = .approximate
                }
            }
            // first REL rhs holds when the constant grows by this much (or nothing).
            let difference = first - rhs
            let repair: Double
            switch c.relation {
            case .equal: repair = difference
            case .lessThanOrEqual: repair = max(0, difference)
            case .greaterThanOrEqual: repair = min(0, difference)
            }
            out.append(Residual(id: id, repair: repair, trust: trust, required: c.priority >= 1000,
                                isEquality: c.relation == .equal, quantities: trust == .modelled || trust == .ruled ? quantities : [],
                                readings: trust == .modelled || trust == .ruled ? readings : []))
        }
        return out
    }

    /// The document with each broken constraint's constant moved by its repair: the
    /// constraints as the saved frames say they are. Solved again, it shows what the breaks
    /// move (`Misplacement`) or what they strain (`ModelledTies`).
    static func repaired(_ document: Document, moving broken: [Residual]) -> Document {
        var repairs: [String: Double] = [:]
        for r in broken { repairs[r.id] = r.repair }
        var document = document
        for i in document.constraints.indices {
            guard case .object(var c) = document.constraints[i].source, let id = c.id, let repair = repairs[id] else { continue }
            c.constant += repair
            document.constraints[i].source = .object(c)
        }
        return document
    }

    /// The two largest breaks for a person ("Edt-m2-001 by 13 pt (it reads the margin of
    /// Edt-rt-001 at the trailing side, 16 pt, as layoutd models it)"). A break that reads a
    /// value layoutd models names it and what layoutd took it to be: if what the finding
    /// says is wrong, that value is where layoutd is.
    static func describe(_ broken: [Residual]) -> String {
        broken.sorted { $0.amount > $1.amount }.prefix(2).map { r in
            let reads = r.readings.isEmpty ? "" : " (it reads \(r.readings.map(\.text).joined(separator: " and ")), as layoutd models it)"
            return "\(r.id) by \(NumberFormat.decimal(r.amount)) pt" + reads
        }.joined(separator: " and ")
    }

    /// The view (or guide) a written `item.attribute` names, without `.safeArea`.
    static func viewId(_ written: String) -> String {
        var item = written.lastIndex(of: ".").map { String(written[..<$0]) } ?? written
        if item.hasSuffix(".safeArea") { item = String(item.dropLast(9)) }
        return item
    }

    /// Per view, the view whose unsaved placement its saved frame hangs on: the nearest
    /// scroll view it is content of (a scroll view's content rectangle too), or view marked
    /// ambiguous it is (or is inside); the root for the rest. Two views of one context keep
    /// their saved relative positions.
    static func placementContexts(_ scene: ImportedScene) -> [String: String] {
        var out: [String: String] = [:]
        var pending: [(View, String)] = [(scene.document.root, scene.document.root.id)]
        while let (view, inherited) = pending.popLast() {
            let own = scene.markedAmbiguous.contains(view.id) ? view.id : inherited
            out[view.id] = own
            let forChildren = scene.scrollViews.contains(view.id) ? view.id : own
            // A scroll view's content rectangle moves with its content.
            for guide in view.layoutGuides { out[guide.id] = scene.contentGuides[guide.id] != nil ? forChildren : own }
            for child in view.children { pending.append((child, forChildren)) }
        }
        return out
    }

    /// Attributes that read a rectangle's top, bottom or height (or a baseline).
    static let verticalAttributes: Set<String> = ["top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline"]

    /// Attributes that read only a rectangle's sides (or its width between them).
    static let sideAttributes: Set<String> = ["left", "right", "leading", "trailing", "centerX", "width"]

    /// Whether a written `item.attribute` reads a size, which a scroll offset leaves alone.
    static func isSize(_ written: String) -> Bool {
        written.hasSuffix(".width") || written.hasSuffix(".height")
    }

    /// The plain attribute each margin attribute measures on the margins rectangle.
    static let marginBase: [String: String] = [
        "leftMargin": "left", "rightMargin": "right", "leadingMargin": "leading", "trailingMargin": "trailing",
        "topMargin": "top", "bottomMargin": "bottom",
        "centerXWithinMargins": "centerX", "centerYWithinMargins": "centerY",
    ]

    /// An attribute of a rectangle; leading and trailing as left and right (imported
    /// documents are left to right, as the canvas is).
    static func measure(_ attribute: String, in r: Rect) -> Double? {
        switch attribute {
        case "left", "leading": return r.x
        case "right", "trailing": return r.x + r.width
        case "centerX": return r.x + r.width / 2
        case "top": return r.y
        case "bottom": return r.y + r.height
        case "centerY": return r.y + r.height / 2
        case "width": return r.width
        case "height": return r.height
        default: return nil
        }
    }

    /// Every view's saved frame moved into the root's space.
    static func rootSpaceFrames(_ scene: ImportedScene) -> [String: Rect] {
        var saved: [String: Rect] = [:]
        for (id, rect) in scene.savedFrames { saved[id] = rect }
        var out: [String: Rect] = [:]
        var pending: [(View, Double, Double)] = [(scene.document.root, 0, 0)]
        while let (view, ox, oy) = pending.popLast() {
            guard let r = saved[view.id] else { continue }
            let rect = Rect(x: ox + r.x, y: oy + r.y, width: r.width, height: r.height)
            out[view.id] = rect
            for child in view.children { pending.append((child, rect.x, rect.y)) }
        }
        return out
    }

    private static func collectInsetsAndBaselines(_ view: View, alignment: inout [String: Insets], baselines: inout [String: Baselines]) {
        if let a = view.alignmentInsets { alignment[view.id] = a }
        if let b = view.baselines { baselines[view.id] = b }
        for child in view.children { collectInsetsAndBaselines(child, alignment: &alignment, baselines: &baselines) }
    }
}
