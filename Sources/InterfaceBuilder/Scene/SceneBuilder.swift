import LayoutEngine
import XML

/// Turns one scene's top view into a request document (docs/interface-builder.md#views,
/// #constraints-and-guides).
struct SceneBuilder {
    /// One view of the scene, in pre-order.
    struct Node {
        var element: XMLElement
        var ibId: String
        var docId: String
        var parent: Int?
        var children: [Int] = []
        var saved: Rect
        var arranged = false
        /// Inside (a descendant of) a scroll, table or collection view.
        var insideScroll = false
        var isContentView = false
    }

    let input: SceneInput
    let sizeClasses: SizeClasses
    var nodes: [Node] = []
    var nodeByIB: [String: Int] = [:]
    var usedIds: Set<String> = []
    /// IB id of a view or guide to the item a constraint names.
    var itemForIB: [String: String] = [:]
    var contentGuideIB: [String: String] = [:]
    /// Content guides in use, by the scroll view's node, with their document ids.
    var contentGuides: [Int: String] = [:]
    /// Constraints on a scroll view's margin tied to its content: the margin is folded into
    /// their constant (`ImportedScene.scrollMarginConstraints`).
    var scrollMarginConstraints: Set<String> = []
    var layoutGuidesOnRoot: [String] = []
    var oldGuideType: [String: String] = [:]
    var constraintElements: [(owner: String, element: XMLElement)] = []
    /// Ids of the constraints and subviews installed at this screen's size classes; nil
    /// when the scene has no size-class variations, so every one is installed.
    var installedConstraints: Set<String>?
    var installedSubviews: Set<String>?
    /// The scene has a scroll, table, collection or text view (content edges to look for).
    var hasScroll = false
    /// The scene's own constraints, items already mapped to document items.
    var constraints: [ObjectConstraint] = []
    /// The constraints that place guides the document adds (old layout guides, content
    /// rectangles); they come first in the document.
    var guideConstraints: [ObjectConstraint] = []
    var warnings: [ImportWarning] = []
    var lines: [(id: String, line: Int, column: Int)] = []
    var generated = 0
    /// Guides made for the document (old layout guides, content rectangles).
    var guideIds: Set<String> = []
    /// Views whose margins a constraint reads.
    var marginUsers: Set<String> = []
    /// Intrinsic sizes taken from saved frames by a guessed canvas rule, by view id.
    var guessedSizes: [String: GuessedSize] = [:]

    init(_ input: SceneInput) {
        self.input = input
        sizeClasses = input.context.sizeClasses
    }

    /// Builds the scene; `id`, `name`, `line` are filled in by the caller.
    mutating func build() -> ImportedScene {
        prepareMasks()
        walk(input.top, parent: nil, insideScroll: false)
        addControllerGuides()
        for (owner, element) in constraintElements { translate(element, owner: owner) }
        let root = view(0)
        let floors = sizeFloors()
        let kept = keptSizes()
        let crossSizes = canvasCrossSizes()
        let specs = (guideConstraints + kept + cellBottomPinsLast(constraints) + floors + crossSizes).enumerated().map { index, c in
            ConstraintSpec(source: .object(c), location: ConstraintSpec.Location(list: .document, index: index))
        }
        var document = Document(
            root: root, constraints: specs, sizes: [input.context.size], safeAreaInsets: input.context.safeArea,
            scale: input.context.scale)
        if input.context.textSizes == .measured || input.context.keepsText {
            // Text is measured as the Xcode that wrote the file measured it.
            document.textRelease = .drawn(byToolsVersion: input.context.toolsVersion)
        }
        var saved: [(id: String, rect: Rect)] = []
        var misplaced: Set<String> = []
        var ambiguous: Set<String> = []
        for n in nodes {
            saved.append((n.docId, n.saved))
            if n.element["misplaced"] == "YES" { misplaced.insert(n.docId) }
            if n.element["ambiguous"] == "YES" { ambiguous.insert(n.docId) }
        }
        var scene = ImportedScene(
            id: nodes[0].docId, name: "", line: input.top.line, document: document, savedFrames: saved,
            markedMisplaced: misplaced, markedAmbiguous: ambiguous, lines: lines, warnings: warnings, size: input.context.size)
        scene.scrollViews = Set(nodes.filter { ["scrollView", "tableView", "collectionView"].contains($0.element.name) }.map(\.docId))
        for (node, guide) in contentGuides { scene.contentGuides[guide] = nodes[node].docId }
        scene.generatedConstraints = Set((guideConstraints + kept + floors + crossSizes).compactMap(\.id))
        scene.hasWrappingLabel = nodes.contains { $0.element.name == "label" && ($0.element["numberOfLines"] ?? "1") != "1" }
        if let colors = input.colors {
            scene.chrome = input.context.bars.chrome(size: input.context.size, controller: input.controller, tabs: input.tabs, dark: colors.mode == .dark)
        }
        // Lint's text and GitHub findings, diffs and pictures name views by these.
        for n in nodes { scene.outlineNames[n.docId] = OutlineName(n.element) }
        for n in nodes.dropFirst() {
            let properties = InspectableProperties.of(n.element)
            if !properties.isEmpty { scene.inspectable[n.docId] = properties }
        }
        scene.guessedSizes = guessedSizes
        scene.ruledSideMargins = ruledSideMargins()
        scene.symbolImageViews = Set(nodes.filter { ViewAttributes.showsSymbol($0.element) }.map(\.docId))
        scene.scrollMarginConstraints = scrollMarginConstraints
        return scene
    }

    /// Xcode's canvas stops a view's width and height at zero: where a 998 height cannot
    /// fit, its labels end 0 high and the 998 constraint is broken, where a solve without a
    /// floor squeezes them to negative heights (and shares the shortfall between equal
    /// huggers, a tie lint called ambiguous). Every view but the top one gets `>= 0` on both
    /// axes, just below required: a required floor would turn the constraints that demand a
    /// negative size into a conflict, where lint reports `negative-size`.
    static let floorPriority = 999.5

    /// An arranged subview saved without `translatesAutoresizingMaskIntoConstraints="NO"`
    /// keeps its saved size on Xcode's canvas, and the file's own pin that cannot hold with
    /// it is the one broken (sentry-cocoa's Profiling scene, Xcode 26: a 320-pt stack keeps
    /// the outer stacks 320 wide on a 393-pt screen). Its width and height equal the saved
    /// ones, required, before the file's constraints, so that a conflict refuses the file's.
    /// A hidden one collapses as any hidden arranged subview does.
    func keptSizes() -> [ObjectConstraint] {
        var out: [ObjectConstraint] = []
        for n in nodes.dropFirst() where n.arranged && n.element["translatesAutoresizingMaskIntoConstraints"] != "NO" && n.element["hidden"] != "YES" {
            out.append(ObjectConstraint(id: "\(n.docId)-saved-width", first: "\(n.docId).width", constant: n.saved.width))
            out.append(ObjectConstraint(id: "\(n.docId)-saved-height", first: "\(n.docId).height", constant: n.saved.height))
        }
        return out
    }

    func sizeFloors() -> [ObjectConstraint] {
        var out: [ObjectConstraint] = []
        out.reserveCapacity(2 * max(0, nodes.count - 1))
        for n in nodes.dropFirst() {
            out.append(ObjectConstraint(id: "\(n.docId)-floor-width", first: "\(n.docId).width", relation: .greaterThanOrEqual,
                                        priority: Self.floorPriority))
            out.append(ObjectConstraint(id: "\(n.docId)-floor-height", first: "\(n.docId).height", relation: .greaterThanOrEqual,
                                        priority: Self.floorPriority))
        }
        return out
    }

    mutating func warn(_ line: Int, _ message: String) {
        warnings.append(ImportWarning(line: line, message: message))
    }

    mutating func uniqueId(_ ibId: String) -> String {
        let id = ViewAttributes.documentId(ibId)
        if usedIds.insert(id).inserted { return id }
        var n = 2
        while usedIds.contains("\(id)_\(n)") { n += 1 }
        let numbered = "\(id)_\(n)"
        usedIds.insert(numbered)
        return numbered
    }

    // MARK: size classes

    /// The include/exclude masks of every view in the scene, for this screen's traits.
    private mutating func prepareMasks() {
        var owners: [XMLElement] = []
        func collect(_ e: XMLElement) {
            owners.append(e)
            for s in subviewElements(e) { collect(s) }
        }
        collect(input.top)
        // Room for every view and about as many constraints and guides as a scene has, so
        // that the id tables do not grow (and rehash) one step at a time.
        let expected = owners.count * 4
        usedIds.reserveCapacity(expected)
        itemForIB.reserveCapacity(expected)
        nodeByIB.reserveCapacity(owners.count)
        // Most scenes have no variations: then everything is installed and no id sets are built.
        guard owners.contains(where: { $0.child("variation") != nil }) else { return }
        var viewIds: [String] = []
        var constraintIds: [String] = []
        for e in owners {
            if let id = e["id"] { viewIds.append(id) }
            for c in e.child("constraints")?.children("constraint") ?? [] {
                if let id = c["id"] { constraintIds.append(id) }
            }
        }
        installedSubviews = sizeClasses.installed("subviews", all: viewIds, owners: owners)
        installedConstraints = sizeClasses.installed("constraints", all: constraintIds, owners: owners)
    }

    /// A view's subviews: its `<subviews>`, and for a cell its content view first.
    func subviewElements(_ e: XMLElement) -> [XMLElement] {
        var result: [XMLElement] = []
        if e.name == "tableViewCell" || e.name == "collectionViewCell" || e.name == "collectionReusableView" || e.name == "visualEffectView" {
            if let content = e.children.first(where: { $0["key"] == "contentView" }) { result.append(content) }
        }
        for s in e.child("subviews")?.children ?? [] where ViewAttributes.isView(s) { result.append(s) }
        if e.name == "tableView" {
            // A table's header and footer views are its subviews: the table's width, their
            // saved height, their content laid out by their own constraints.
            for i in e.children.indices where Self.tableEnds.contains(e.children[i]["key"] ?? "") && ViewAttributes.isView(e.children[i]) {
                result.append(e.children[i])
            }
        }
        return result
    }

    static let tableEnds: Set<String> = ["tableHeaderView", "tableFooterView"]

    // MARK: views

    static let maxViewDepth = 60

    private mutating func walk(_ e: XMLElement, parent: Int?, insideScroll: Bool, depth: Int = 1) {
        generated += 1
        let ibId = e["id"] ?? "_view\(generated)"
        let index = nodes.count
        let docId = uniqueId(ibId)
        let frame = e.child("rect", key: "frame")
        var saved = ViewAttributes.rect(frame) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if parent == nil {
            // The top view's saved size, at the origin (at another device it differs from `size`).
            if frame == nil { saved = Rect(x: 0, y: 0, width: input.context.size.width, height: input.context.size.height) }
            saved.x = 0
            saved.y = 0
        } else if frame == nil {
            warn(e.line, "view \(ibId) (\(e.name)) has no saved frame; 0,0,0,0 is used")
        }
        var node = Node(element: e, ibId: ibId, docId: docId, parent: parent, saved: saved)
        node.insideScroll = insideScroll
        node.isContentView = e["key"] == "contentView"
        if let p = parent { node.arranged = nodes[p].element.name == "stackView" }
        nodes.append(node)
        if let p = parent { nodes[p].children.append(index) }
        nodeByIB[ibId] = index
        itemForIB[ibId] = docId
        lines.append((docId, e.line, e.column))

        // Children by index, so that no element is copied to look at its name.
        for i in e.children.indices where e.children[i].name == "viewLayoutGuide" {
            let g = e.children[i]
            guard let gid = g["id"] else { continue }
            switch g["key"] {
            case "safeArea":
                // A scroll view consumes the safe area: views inside it get no insets.
                itemForIB[gid] = parent == nil ? "\(docId).safeArea" : (insideScroll ? docId : "\(docId).safeArea")
            case "contentLayoutGuide":
                contentGuideIB[gid] = ibId
            case "frameLayoutGuide":
                itemForIB[gid] = docId
            default:
                warn(g.line, "layout guide \(gid) with key \(g["key"] ?? "none") is not supported; constraints to it are left out")
            }
            lines.append((ViewAttributes.documentId(gid), g.line, g.column))
        }
        for c in e.child("constraints")?.children("constraint") ?? [] {
            constraintElements.append((ibId, c))
        }
        if e.name == "tableView" || e.name == "collectionView" {
            for holder in ["prototypes", "cells"] {
                for cell in e.child(holder)?.children ?? [] {
                    warn(cell.line, "cell \(cell["id"] ?? "?") is laid out as a scene of its own, not inside \(ibId)")
                }
            }
            if e.child("sections") != nil {
                warn(e.line, "the static cells of \(ibId) are laid out as scenes of their own")
            }
        }
        for i in e.children.indices where e.children[i].name == "variation" {
            let v = e.children[i]
            let known: Set<String> = ["key", "hidden", "constant"]
            let extraAttributes = v.attributes.filter { !known.contains($0.name) }
            let extraChildren = v.children.filter { $0.name != "mask" }
            if !extraAttributes.isEmpty || !extraChildren.isEmpty {
                warn(v.line, "size-class variation \(v["key"] ?? "") of \(ibId) sets properties other than constants, hidden and installed items; they are ignored")
            }
        }
        if e["baselineRelativeArrangement"] == "YES" {
            warn(e.line, "baselineRelativeArrangement of \(ibId) is not modelled; its spacing is measured between edges")
        }
        let isScroll = ViewAttributes.isScroll(e.name)
        if isScroll { hasScroll = true }
        let childInsideScroll = insideScroll || isScroll
        let subviews = subviewElements(e)
        if depth >= Self.maxViewDepth, !subviews.isEmpty {
            // Each view level is two levels of JSON, which the engine bounds at 128.
            warn(e.line, "the subviews of \(ibId) are nested deeper than \(Self.maxViewDepth) views and are left out")
            return
        }
        for s in subviews {
            if let installed = installedSubviews, let sid = s["id"], !installed.contains(sid) { continue }
            walk(s, parent: index, insideScroll: childInsideScroll, depth: depth + 1)
        }
    }

    private mutating func addControllerGuides() {
        // The keyboard layout guide, with the keyboard down as on the canvas, spans the root
        // from its safe area's bottom to its bottom (KeePassium's DatabaseUnlockerVC).
        for g in input.top.children("keyboardLayoutGuide") {
            guard let gid = g["id"] else { continue }
            oldGuideType[gid] = "keyboard"
            lines.append((ViewAttributes.documentId(gid), g.line, g.column))
        }
        guard let controller = input.controller else { return }
        for g in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let gid = g["id"], let type = g["type"] else { continue }
            oldGuideType[gid] = type
            lines.append((ViewAttributes.documentId(gid), g.line, g.column))
        }
    }

    /// The document item for an old top/bottom layout guide, added to the root on first use.
    mutating func oldGuide(_ gid: String) -> String? {
        guard let type = oldGuideType[gid] else { return nil }
        let id = ViewAttributes.documentId(gid)
        if itemForIB[gid] != nil { return id }
        let root = nodes[0].docId
        usedIds.insert(id)
        itemForIB[gid] = id
        layoutGuidesOnRoot.append(id)
        guideIds.insert(id)
        let (topItem, bottomItem) = type == "top" ? ("\(root).top", "\(root).safeArea.top") : ("\(root).safeArea.bottom", "\(root).bottom")
        guideConstraints += [
            ObjectConstraint(id: "\(id)-top", first: "\(id).top", second: topItem),
            ObjectConstraint(id: "\(id)-bottom", first: "\(id).bottom", second: bottomItem),
            ObjectConstraint(id: "\(id)-left", first: "\(id).left", second: "\(root).left"),
            ObjectConstraint(id: "\(id)-width", first: "\(id).width", second: type == "keyboard" ? "\(root).width" : nil),
        ]
        return id
    }

    /// The content rectangle of the scroll view at `node`, made on first use: its origin at
    /// the scroll view's bounds origin, its size left to constraints.
    mutating func contentGuide(_ node: Int) -> String {
        if let id = contentGuides[node] { return id }
        let scroll = nodes[node]
        let fileGuide = contentGuideIB.first { $0.value == scroll.ibId }?.key
        let id = uniqueId(fileGuide ?? "\(scroll.ibId)-content")
        contentGuides[node] = id
        guideIds.insert(id)
        guideConstraints += [
            ObjectConstraint(id: "\(id)-x", first: "\(id).left", second: "\(scroll.docId).left"),
            ObjectConstraint(id: "\(id)-y", first: "\(id).top", second: "\(scroll.docId).top"),
        ]
        return id
    }

    func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        var p = nodes[node].parent
        while let q = p {
            if q == ancestor { return true }
            p = nodes[q].parent
        }
        return false
    }
}
