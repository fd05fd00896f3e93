import LayoutEngine
import XML

extension SceneBuilder {
    /// The document view of node `index` and its subtree.
    mutating func view(_ index: Int) -> View {
        let node = nodes[index]
        let e = node.element
        var v = View(id: node.docId, kind: ViewAttributes.kind(e.name))
        // A scene's root frame is the root size itself (a loose switch or symbol outside any
        // view is one): the request has no alignment rectangle for it.
        var insets = node.parent == nil ? nil : ViewAttributes.alignmentInsets(e.name) ?? SymbolInsets.of(e)
        if e.name == "slider", input.context.isXcode26 {
            // Xcode 26 saves a slider pinned edge to edge at its full width (DataDog's and
            // nRF Mesh's, toolsVersion 24128 and up): no 2-pt outset at the sides there. Nor
            // at the bottom: NetNewsWire's settings save a 34-pt slider pinned 10 pt from its
            // cell's top and bottom in a 54-pt row, DataDog's input elements a stack of five
            // 34-pt sliders each 34 pt apart plus the spacing, and nRF Mesh's 34-pt sliders
            // centred in 51-pt rows at y 8.5: the frame is the alignment rectangle.
            insets = nil
        }
        v.alignmentInsets = insets
        let a = insets ?? .zero
        let alignmentSize = Size(width: node.saved.width - a.left - a.right, height: node.saved.height - a.top - a.bottom)

        if let p = node.parent, !node.arranged, e["translatesAutoresizingMaskIntoConstraints"] != "NO" {
            v.frame = node.saved
            let superSize = Size(width: nodes[p].saved.width, height: nodes[p].saved.height)
            if Self.tableEnds.contains(e["key"] ?? "") {
                // UITableView sets its header's and footer's width to its own, whatever the
                // mask says.
                v.frame?.width = superSize.width
                v.autoresizingMask = AutoresizingMask(flexible: [.flexibleWidth], referenceSize: superSize)
            } else {
                let flexible = ViewAttributes.flexibleParts(e)
                if !flexible.isEmpty {
                    v.autoresizingMask = AutoresizingMask(flexible: flexible, referenceSize: superSize)
                }
            }
        }
        if let _ = node.parent, !node.arranged, v.frame == nil, !node.isContentView, !isConstrained(node.docId) {
            // A view no constraint names gets constraints at build time that fix its frame
            // where it was saved, Auto Layout or not, and Xcode's canvas never calls it
            // ambiguous: a fixed-frame view, or a control left without constraints.
            v.frame = node.saved
        }
        if node.parent != nil, v.frame == nil {
            // What the constraints leave free, Xcode's canvas leaves where it was saved
            // (sentry's and Lapse's plain views in centred stacks, scroll contents'
            // heights): an ambiguous layout is answered there, not near zero. Ambiguity is
            // still reported; only where the answer puts the free attributes changes.
            v.designFrame = node.saved
        }
        if ViewAttributes.isPlaceholderSizedEmptyStack(e) {
            // A stack view with nothing arranged lays nothing out; Xcode's canvas sizes it by
            // its placeholder intrinsic size (the saved frames say so), which a request
            // document lets only a plain view carry (docs/requests.md#views).
            v.kind = .view
            v.intrinsicSize = ViewAttributes.placeholderIntrinsic(e)
        } else if input.context.textSizes == .measured, let text = ViewText.content(e) {
            // The text sizes the view; only a placeholder size the file gives stays.
            v.text = text
            if e.name == "textField" { v.kind = .textField }
            v.intrinsicSize = ViewAttributes.placeholderIntrinsic(e)
        } else if e.name != "stackView" {
            v.intrinsicSize = ViewAttributes.intrinsic(e, alignmentSize: alignmentSize)
            let share = proportionalLength(node, &v)
            if let guess = GuessedSize.byClass(e) ?? share { guessedSizes[v.id] = guess }
            v.baselines = ViewAttributes.baselines(e, height: alignmentSize.height)
            if input.colors != nil {
                keepTextForDrawing(e, &v)
            } else if input.context.keepsText, e.name != "textField", v.intrinsicSize?.width != nil, let text = ViewText.content(e) {
                v.text = text
            }
        } else {
            v.stack = ViewAttributes.stack(e)
        }
        // A priority outside UIKit's 1...1000 (a hand-edited file) is clamped, with a warning:
        // the engine refuses it, and the rest of the view is worth keeping.
        var clamped: [String] = []
        func priority(_ name: String, _ fallback: Double) -> Double {
            guard let written = e[name], let value = Double(written), value.isFinite else { return fallback }
            let inRange = min(max(value, 1), 1000)
            if inRange != value { clamped.append("\(name) \(written) → \(Int(inRange))") }
            return inRange
        }
        v.huggingPriority = AxisPriorities(
            horizontal: priority("horizontalHuggingPriority", 250), vertical: priority("verticalHuggingPriority", 250))
        v.compressionResistance = AxisPriorities(
            horizontal: priority("horizontalCompressionResistancePriority", 750),
            vertical: priority("verticalCompressionResistancePriority", 750))
        if !clamped.isEmpty {
            warn(e.line, "view \(v.id): priorities outside 1...1000 are clamped (\(clamped.joined(separator: ", ")))")
        }
        if let m = margins(index) { v.layoutMargins = .physical(m) }
        let marginsByRule = index == 0 || (node.isContentView && node.parent == 0)
        if !marginsByRule {
            if e["insetsLayoutMarginsFromSafeArea"] == "NO" {
                v.insetsLayoutMarginsFromSafeArea = false
            } else if node.insideScroll && (marginUsers.contains(node.docId) || v.stack?.layoutMarginsRelativeArrangement == true) {
                // Inside a scroll view there is no unsafe area to add
                // (docs/interface-builder.md#constraints-and-guides); said only
                // where a constraint reads the margins, so other documents stay plain.
                v.insetsLayoutMarginsFromSafeArea = false
            }
            if e["preservesSuperviewLayoutMargins"] == "YES" { v.preservesSuperviewLayoutMargins = true }
        } else if index == 0, input.role == .controllerRoot || input.role == .xibTopLevel,
                  e["insetsLayoutMarginsFromSafeArea"] == "NO" || (input.context.toolsVersion ?? .max) < 13000 {
            // Before Xcode 9 (toolsVersion 13000) a root view's margins were not inset by the
            // bars (iOS 10 had no safe area): glucosio, suripu, bv-ios-sdk, q-municate and
            // sprocket save views pinned to the top margin 20 or 64 pt above layoutd's.
            v.insetsLayoutMarginsFromSafeArea = false
        }
        v.hidden = e["hidden"] == "YES"
        for variation in sizeClasses.variations(of: e) {
            if let h = variation["hidden"] { v.hidden = h == "YES" }
        }
        if let alpha = e["alpha"].flatMap(Double.init) { v.alpha = min(1, max(0, alpha)) }
        if let written = e["userInteractionEnabled"] { v.userInteractionEnabled = written == "YES" }
        v.clipsToBounds = e["clipsSubviews"] == "YES"
        if let colors = input.colors { v.appearance = ViewAppearance.read(e, colors: colors) }
        if index == 0 { v.layoutGuides = layoutGuidesOnRoot.map(LayoutGuide.init(id:)) }
        if let g = contentGuides[index] { v.layoutGuides.append(LayoutGuide(id: g)) }
        for c in node.children { v.children.append(view(c)) }
        return v
    }

    /// For a picture, the text a label, button or field draws, measured into lines where
    /// the saved size puts it. Only where the saved size gives both axes, so that the text
    /// sizes nothing and the layout is the one without it; a field becomes a `textField`
    /// (its text, or its placeholder in grey).
    private func keepTextForDrawing(_ e: XMLElement, _ v: inout View) {
        guard v.intrinsicSize?.width != nil, v.intrinsicSize?.height != nil,
              let text = ViewText.content(e, forDrawing: true) else { return }
        v.text = text
        if e.name == "textField" { v.kind = .textField }
    }

    /// Whether any constraint of the scene names view `docId`.
    private func isConstrained(_ docId: String) -> Bool {
        let prefix = docId + "."
        return constraints.contains { $0.first.hasPrefix(prefix) || ($0.second?.hasPrefix(prefix) ?? false) }
    }

    /// The layout margins the document states for node `index`: UIKit's rules that depend
    /// on the file, the cell or the controller, computed here; nil for the engine's default.
    func margins(_ index: Int) -> Insets? {
        let node = nodes[index]
        let own = ViewAttributes.fileMargins(node.element)
        if index == 0 {
            switch input.role {
            case .controllerRoot, .xibTopLevel, .cell(_, true):
                return rootMargins(own)
            case .looseView:
                // A storyboard's view outside any controller is a top-level view of its own, as
                // a XIB's is, and Xcode's canvas gives it a root view's sides (16, 20 from 400
                // pt): Tofu's two 240-pt empty-list views (Xcode 12) save a box pinned to their
                // margins at x 16, 208 wide. Their top and bottom stay the engine's (no file
                // of the development half pins to them).
                let sides = rootMargins(own)
                return Insets(top: own?.top ?? 8, left: sides.left, bottom: own?.bottom ?? 8, right: sides.right)
            case .cell(true, false):
                let content = nodes[0].children.first.map { contentViewMargins(nodes[$0]) } ?? contentViewMargins(nil)
                return Insets(top: own?.top ?? 8, left: content.left, bottom: own?.bottom ?? 8, right: content.right)
            case .cell(false, false):
                return own
            }
        }
        if node.isContentView, node.parent == 0, case .cell(true, _) = input.role {
            return contentViewMargins(node)
        }
        // A stack view's own margins are 0 unless the file gives some, so a subview that
        // preserves its superview's margins gains nothing from it (saved frames say so).
        if own == nil, node.element.name == "stackView" { return .zero }
        return own
    }

    /// The views whose side margins `margins(_:)` takes from a rule, not a guess
    /// (`ImportedScene.ruledSideMargins`). Nodes come parents first.
    func ruledSideMargins() -> Set<String> {
        var out: Set<String> = []
        for (index, node) in nodes.enumerated() {
            let ruled: Bool
            if index == 0 {
                ruled = input.role == .controllerRoot || input.role == .xibTopLevel
            } else if node.isContentView, node.parent == 0, case .cell = input.role {
                ruled = false
            } else if node.element["preservesSuperviewLayoutMargins"] == "YES" {
                ruled = node.parent.map { out.contains(nodes[$0].docId) } ?? false
            } else {
                ruled = true
            }
            if ruled { out.insert(node.docId) }
        }
        return out
    }

    private func contentViewMargins(_ node: Node?) -> Insets {
        if let node, let own = ViewAttributes.fileMargins(node.element) { return own }
        // What Xcode's canvas gives a cell's content view differs by version (saved frames
        // of real files): Xcode 8 and 9.0 (toolsVersion < 13500) 8 on every side; Xcode 26 15
        // at top and bottom; the sides 20 where the cell is laid out wide
        // (`SceneContext.wideCellMargins`). Xcode 9.0 (13196) still drew 8: MiniKeePass's
        // settings and CodingMart's forms save 70 of 73 margin-pinned cell views 8 pt in, and
        // 16 only from Xcode 9.1/9.2 (13529: 7 of 7 in the development half, which has no 9.0 file).
        var margins: Insets
        if let v = input.context.toolsVersion, v < 13500 {
            margins = Insets(top: 8, left: 8, bottom: 8, right: 8)
        } else {
            let side: Double = input.context.wideCellMargins ? 20 : 16
            let vertical: Double = input.context.isXcode26 ? 15 : 11
            margins = Insets(top: vertical, left: side, bottom: vertical, right: side)
        }
        // A cell with an accessory (a disclosure indicator, a checkmark, a detail button)
        // ends its content view at the accessory, 8 pt from what it holds: every such
        // cell of the collection's development half saves 8 there, from Xcode 8 to 26
        // (nRF Mesh's Network.storyboard, OpenStack Summit, HabitRPG, OpenTerm).
        if let accessory = nodes.first?.element["accessoryType"], accessory != "none" { margins.right = 8 }
        return margins
    }

    private func rootMargins(_ own: Insets?) -> Insets {
        let side: Double = input.context.size.width >= 400 ? 20 : 16
        var m: Insets
        if input.controller?["viewRespectsSystemMinimumLayoutMargins"] == "NO" {
            m = own ?? Insets(top: 8, left: 8, bottom: 8, right: 8)
        } else {
            m = Insets(top: 0, left: side, bottom: 0, right: side)
            if let own {
                m = Insets(top: max(m.top, own.top), left: max(m.left, own.left),
                               bottom: max(m.bottom, own.bottom), right: max(m.right, own.right))
            }
        }
        if nodes[0].element["preservesSuperviewLayoutMargins"] == "YES" {
            m = Insets(top: max(m.top, 8), left: max(m.left, 8), bottom: max(m.bottom, 8), right: max(m.right, 8))
        }
        return m
    }

    /// An item arranged in a `fillProportionally` stack shares the stack's length by its
    /// intrinsic length, and UIKit takes a view without one at its current size, which for a
    /// view just loaded from the file is its saved size: woocommerce's ledger rows, 51.5, 88.5,
    /// 70 and 51.5 high in one stack, keep those shares. Along the stack's axis only.
    /// So does a plain view arranged in a stack nested (arranged) in such a stack: a nested
    /// stack's share is its natural length, the sum or largest of its items' (docs/
    /// stack-views.md), where a plain view sized by constraints would count 0 and shrink
    /// its stack's share. GenesisVision's forms (a 40-pt field view and 1-pt rules in nested
    /// stacks) came out 153-306 pt too tall. Any item without an intrinsic length is taken
    /// so, not only a plain view: a scrolling text view or a collection view has none either
    /// (GenesisVision's fund form: a 100-pt text view and a 50-pt collection view).
    /// Returns the guess made, nil when the view is not such a view or has its length.
    func proportionalLength(_ node: Node, _ v: inout View) -> GuessedSize? {
        guard node.arranged, node.element.name != "stackView", let p = proportionalStack(above: node) else { return nil }
        let vertical = nodes[p].element["axis"] == "vertical"
        var size = v.intrinsicSize ?? IntrinsicSize(width: nil, height: nil)
        guard (vertical ? size.height : size.width) == nil else { return nil }
        if vertical { size.height = node.saved.height } else { size.width = node.saved.width }
        v.intrinsicSize = size
        return GuessedSize(reason: .proportionalShare, width: !vertical, height: vertical)
    }

    /// The `fillProportionally` stack whose share rests on arranged `node`: its own stack,
    /// or the first such stack up a chain of stacks each arranged in the next.
    private func proportionalStack(above node: Node) -> Int? {
        var child = node
        while child.arranged, let p = child.parent, nodes[p].element.name == "stackView" {
            if nodes[p].element["distribution"] == "fillProportionally" { return p }
            child = nodes[p]
        }
        return nil
    }
}
