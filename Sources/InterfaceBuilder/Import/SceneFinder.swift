import XML

/// The simulated bars a controller's scene is drawn with
/// (docs/interface-builder.md#scenes-and-their-screens).
struct SimulatedBars: Equatable {
    var navigation: (large: Bool, translucent: Bool)?
    /// "tabBar" or "toolbar".
    var bottom: (kind: String, translucent: Bool)?

    static func == (a: SimulatedBars, b: SimulatedBars) -> Bool {
        a.navigation?.large == b.navigation?.large && a.navigation?.translucent == b.navigation?.translucent
            && a.bottom?.kind == b.bottom?.kind && a.bottom?.translucent == b.bottom?.translucent
    }
}

extension SimulatedBars {
    /// The bars `e` (a controller, or a XIB's top-level view) sets in its simulated
    /// metrics, and whether it sets its top and its bottom bar at all: Top Bar "None" in the
    /// inspector (`nil` for `simulatedTopBarMetrics`) sets no navigation bar here, nor on
    /// the controllers this one shows, whatever embeds it.
    static func declared(by e: XMLElement) -> (bars: SimulatedBars, setsTop: Bool, setsBottom: Bool) {
        var bars = SimulatedBars()
        var top = false
        var bottom = false
        for m in e.children {
            switch (m.name, m["key"]) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                bars.navigation = (m["prefersLargeTitles"] == "YES", m["translucent"] != "NO")
                top = true
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
                bars.bottom = ("tabBar", m["translucent"] != "NO")
                bottom = true
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
                bars.bottom = ("toolbar", m["translucent"] != "NO")
                bottom = true
            case ("nil", "simulatedTopBarMetrics"):
                top = true
            case ("nil", "simulatedBottomBarMetrics"):
                bottom = true
            default:
                break
            }
        }
        return (bars, top, bottom)
    }
}

/// A scene found in the file, before it is built.
struct SceneCandidate {
    var top: XMLElement
    var role: SceneRole
    var controller: XMLElement?
    var name: String
    var bars = SimulatedBars()
    var embedded = false
    var sheet = false
    var freeform = false
    /// Status Bar "None" in the controller's simulated metrics.
    var statusBarNone = false
    /// A prototype cell's table or collection view width.
    var hostWidth: Double?
    /// The tab bar's items over the scene, when a tab bar controller shows it.
    var tabs: TabItems?
    var warnings: [ImportWarning] = []
}

/// Finds every scene of a file: controllers' views, top-level views and cells.
struct SceneFinder {
    let file: FileContext

    func scenes() -> [SceneCandidate] {
        var result: [SceneCandidate] = []
        if file.kind == .xib {
            for o in file.root.child("objects")?.children ?? [] where ViewAttributes.isView(o) {
                if isCell(o.name) {
                    result.append(SceneCandidate(top: o, role: .cell(table: o.name == "tableViewCell", inXib: true), name: name(o, cell: true)))
                } else {
                    var c = SceneCandidate(top: o, role: .xibTopLevel, name: name(o, cell: false))
                    c.bars = SimulatedBars.declared(by: o).bars
                    result.append(c)
                    result += cells(in: o)
                }
            }
            return result
        }
        let controllers = storyboardControllers()
        // Before Xcode 11 (toolsVersion 15000) a presentation covered the screen.
        let sheets = (file.ownScreen.toolsVersion ?? .max) >= 15000
        let context = ControllerGraph(controllers: controllers, presentationsAreSheets: sheets)
        for scene in file.root.child("scenes")?.children("scene") ?? [] {
            for o in scene.child("objects")?.children ?? [] {
                if let view = o.children.first(where: { $0["key"] == "view" && ViewAttributes.isView($0) }) {
                    var c = SceneCandidate(top: view, role: .controllerRoot, controller: o, name: name(o, cell: false))
                    if let id = o["id"] {
                        c.bars = context.bars[id] ?? SimulatedBars()
                        c.embedded = context.embedded.contains(id)
                        c.sheet = context.sheets.contains(id)
                        c.tabs = context.tabs[id]
                    }
                    c.freeform = o.child("size", key: "freeformSize") != nil
                    c.statusBarNone = o.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
                    result.append(c)
                    result += cells(in: view)
                } else if ViewAttributes.isView(o) {
                    result.append(SceneCandidate(top: o, role: .looseView, name: name(o, cell: false)))
                    result += cells(in: o)
                }
            }
        }
        return result
    }

    private func isCell(_ name: String) -> Bool {
        name == "tableViewCell" || name == "collectionViewCell" || name == "collectionReusableView"
    }

    private func storyboardControllers() -> [XMLElement] {
        var list: [XMLElement] = []
        for scene in file.root.child("scenes")?.children("scene") ?? [] {
            for o in scene.child("objects")?.children ?? [] where o["id"] != nil && !ViewAttributes.isView(o) {
                list.append(o)
            }
        }
        return list
    }

    /// Prototype and static cells inside `view`'s tree, each a scene of its own.
    private func cells(in view: XMLElement) -> [SceneCandidate] {
        var result: [SceneCandidate] = []
        func visit(_ e: XMLElement) {
            if e.name == "tableView" || e.name == "collectionView" {
                var found: [XMLElement] = []
                for holder in ["prototypes", "cells"] { found += e.child(holder)?.children ?? [] }
                for section in e.child("sections")?.children("tableViewSection") ?? [] {
                    found += section.child("cells")?.children ?? []
                }
                let hostWidth = ViewAttributes.rect(e.child("rect", key: "frame"))?.width
                for cell in found where isCell(cell.name) {
                    var c = SceneCandidate(top: cell, role: .cell(table: cell.name == "tableViewCell", inXib: false), name: name(cell, cell: true))
                    c.hostWidth = hostWidth
                    result.append(c)
                    visit(cell)
                }
            }
            for s in e.child("subviews")?.children ?? [] { visit(s) }
            if let content = e.children.first(where: { $0["key"] == "contentView" }) { visit(content) }
        }
        visit(view)
        return result
    }

    /// userLabel, else customClass, else storyboardIdentifier (reuseIdentifier for a cell),
    /// else the element name; " (cell)" after a cell's.
    private func name(_ e: XMLElement, cell: Bool) -> String {
        let base = e["userLabel"] ?? e["customClass"] ?? (cell ? e["reuseIdentifier"] : e["storyboardIdentifier"]) ?? e.name
        return cell ? base + " (cell)" : base
    }
}

/// Bars, embedding and presentation, followed along the storyboard's segues.
struct ControllerGraph {
    var bars: [String: SimulatedBars] = [:]
    /// Controllers that set their top bar (`simulatedTopBarMetrics`) or their bottom bar
    /// (`simulatedBottomBarMetrics`) themselves: that bar is not inferred from segues; the
    /// other one still is (googleads APIDemo Main.storyboard, Xcode 15: a pushed controller
    /// that sets only a toolbar is saved under the navigation bar, 94 pt down).
    var explicitTop: Set<String> = []
    var explicitBottom: Set<String> = []
    var embedded: Set<String> = []
    var sheets: Set<String> = []
    /// The tab bar's items over each controller a tab bar controller shows, directly or
    /// through a navigation controller and its pushes.
    var tabs: [String: TabItems] = [:]

    /// The segues that start in controller `c`: its own, and the pushes, presentations and
    /// embeds of its views and cells (one from a prototype cell or a button pushes just as
    /// one from the controller does, real files save the pushed scene under the bar; a
    /// container view embeds its controller).
    static let fromViews: Set<String> = ["show", "push", "presentation", "modal", "popoverPresentation", "embed"]

    static func segues(in c: XMLElement) -> [XMLElement] {
        var found = c.child("connections")?.children("segue") ?? []
        // Depth first, last child first (the order a stack of elements gave), by index so that
        // no element on the way is copied.
        func visit(_ e: XMLElement) {
            for i in e.children.indices where e.children[i].name == "connections" {
                found += e.children[i].children("segue").filter { Self.fromViews.contains($0["kind"] ?? "") }
            }
            for i in e.children.indices.reversed() where e.children[i].name != "connections" {
                visit(e.children[i])
            }
        }
        for i in c.children.indices.reversed() where c.children[i].name != "connections" {
            visit(c.children[i])
        }
        return found
    }

    /// A tab bar item's title, or its system item's (`favorites` is "Favorites").
    static func tabTitle(_ item: XMLElement) -> String {
        if let t = item["title"], !t.isEmpty { return t }
        guard let system = item["systemItem"] else { return "Item" }
        return system.prefix(1).uppercased() + system.dropFirst()
    }

    init(controllers: [XMLElement], presentationsAreSheets: Bool = true) {
        var edges: [(from: String, to: String, kind: String, relationship: String?, style: String?)] = []
        for c in controllers {
            guard let id = c["id"] else { continue }
            let own = SimulatedBars.declared(by: c)
            if own.setsTop { explicitTop.insert(id) }
            if own.setsBottom { explicitBottom.insert(id) }
            if own.setsTop || own.setsBottom { bars[id] = own.bars }
            for s in Self.segues(in: c) {
                guard let to = s["destination"], let kind = s["kind"] else { continue }
                edges.append((id, to, kind, s["relationship"], s["modalPresentationStyle"]))
            }
        }
        let byId = Dictionary(controllers.compactMap { c in c["id"].map { ($0, c) } }, uniquingKeysWith: { a, _ in a })
        let hidesTabBar = Set(controllers.filter { $0["hidesBottomBarWhenPushed"] == "YES" }.compactMap { $0["id"] })
        let largeTitleNever = Set(controllers.filter {
            $0.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never"
        }.compactMap { $0["id"] })
        // Each tab bar controller's children, in the order its segues list them.
        var children: [String: [String]] = [:]
        for e in edges where e.kind == "relationship" && e.relationship == "viewControllers" {
            children[e.from, default: []].append(e.to)
        }
        for (_, list) in children {
            let titles = list.map { byId[$0]?.child("tabBarItem", key: "tabBarItem").map(Self.tabTitle) ?? "Item" }
            for (i, child) in list.enumerated() where tabs[child] == nil { tabs[child] = TabItems(titles: titles, selected: i) }
        }
        for _ in 0..<8 {
            var changed = false
            for e in edges where !(explicitTop.contains(e.to) && explicitBottom.contains(e.to)) {
                var inherited = bars[e.to] ?? SimulatedBars()
                let source = bars[e.from] ?? SimulatedBars()
                switch (e.kind, e.relationship) {
                case ("relationship", "rootViewController"):
                    if let from = byId[e.from], from.name == "navigationController" {
                        let bar = from.child("navigationBar", key: "navigationBar")
                        // A navigation controller that hides its bar draws none over its
                        // controllers, as in UIKit.
                        inherited.navigation = from["navigationBarHidden"] == "YES" ? nil
                            : (bar?["largeTitles"] == "YES" || bar?["prefersLargeTitles"] == "YES", bar?["translucent"] != "NO")
                    }
                    if source.bottom != nil { inherited.bottom = source.bottom }
                    if tabs[e.to] == nil, let t = tabs[e.from] { tabs[e.to] = t; changed = true }
                    if embedded.contains(e.from), !embedded.contains(e.to) { embedded.insert(e.to); changed = true }
                    if sheets.contains(e.from), !sheets.contains(e.to) { sheets.insert(e.to); changed = true }
                case ("relationship", "viewControllers"):
                    let bar = byId[e.from]?.child("tabBar", key: "tabBar")
                    inherited.bottom = ("tabBar", bar?["translucent"] != "NO")
                    // A tab bar controller inside a navigation controller: the navigation bar
                    // lies over its children too, as in UIKit (Sentry's sample app, Xcode 26,
                    // saves its tabs' views under the bar: +6 development views; +16 on the
                    // validation set, mostly Xcode 8-9 files; held-out unchanged).
                    if inherited.navigation == nil { inherited.navigation = source.navigation }
                case ("show", _), ("push", _):
                    // A tab bar controller inside a navigation controller: the navigation bar
                    // lies over its children too, as in UIKit (Sentry's sample app, Xcode 26,
                    // saves its tabs' views under the bar: +6 development views; +16 on the
                    // validation set, mostly Xcode 8-9 files; held-out unchanged).
                    if inherited.navigation == nil { inherited.navigation = source.navigation }
                    if inherited.bottom == nil { inherited.bottom = source.bottom }
                    // UIKit hides the tab bar under a controller pushed with
                    // hidesBottomBarWhenPushed, and under what it pushes in turn; Xcode's
                    // canvas too (shopapp's and HochschuleHof's pushed scenes save no tab bar).
                    if inherited.bottom?.kind == "tabBar", hidesTabBar.contains(e.to) { inherited.bottom = nil }
                    if tabs[e.to] == nil, let t = tabs[e.from] { tabs[e.to] = t; changed = true }
                case ("embed", _):
                    if !embedded.contains(e.to) { embedded.insert(e.to); changed = true }
                case ("presentation", _), ("modal", _), ("popoverPresentation", _):
                    // "modal" is the older name of the same segue; a popover on a phone adapts
                    // to a sheet.
                    if e.style != "fullScreen" && e.style != "overFullScreen" && presentationsAreSheets { sheets.insert(e.to) }
                default:
                    break
                }
                // A navigation item that never shows a large title gets the standard bar, and
                // so do the controllers pushed after it, whose `automatic` mode inherits it
                // (HomiumForIOS's recipes are saved under a 44-pt bar in a large-title stack).
                if let nav = inherited.navigation, nav.large, largeTitleNever.contains(e.to) {
                    inherited.navigation = (false, nav.translucent)
                }
                if explicitTop.contains(e.to) { inherited.navigation = bars[e.to]?.navigation }
                if explicitBottom.contains(e.to) { inherited.bottom = bars[e.to]?.bottom }
                if bars[e.to] != inherited {
                    bars[e.to] = inherited
                    changed = true
                }
            }
            if !changed { break }
        }
    }
}
