import LayoutDocument
import LayoutEngine
import XML

/// The bars a scene is drawn with at a screen, in points: what `FileContext.input` works
/// out for the safe area, kept for pictures (`SceneChrome`).
struct SceneBars: Equatable {
    var statusBar = 0.0
    var navigation = 0.0
    var largeTitle = false
    /// An opaque top bar: the top view starts below the status and navigation bars.
    var topOpaque = false
    var bottom = 0.0
    /// "tabBar" or "toolbar".
    var bottomKind: String?
    var bottomOpaque = false
    var homeIndicator = 0.0

    /// The chrome of a scene whose top view is `size`: the opaque bars beside it, the
    /// translucent ones over it. `controller` gives the navigation bar's title and items,
    /// `tabs` the tab bar's items.
    func chrome(size: Size, controller: XMLElement?, tabs: TabItems?, dark: Bool) -> SceneChrome {
        let above = topOpaque ? statusBar + navigation : 0
        let below = bottomOpaque ? homeIndicator + bottom : 0
        let picture = Size(width: size.width, height: size.height + above + below)
        var bars: [SceneChrome.Bar] = []
        if navigation > 0 {
            let item = controller?.child("navigationItem", key: "navigationItem")
            var bar = SceneChrome.Bar(kind: .navigation, rect: Rect(x: 0, y: statusBar, width: size.width, height: navigation),
                                      title: item?["title"], largeTitle: largeTitle)
            bar.leadingItems = Self.barItems(item, keys: ["leftBarButtonItem"], list: "leftBarButtonItems")
            bar.trailingItems = Self.barItems(item, keys: ["rightBarButtonItem"], list: "rightBarButtonItems")
            bars.append(bar)
        }
        if bottom > 0, let kind = bottomKind {
            let y = picture.height - (bottomOpaque || homeIndicator > 0 ? homeIndicator : 0) - bottom
            var bar = SceneChrome.Bar(kind: kind == "tabBar" ? .tab : .toolbar, rect: Rect(x: 0, y: y, width: size.width, height: bottom))
            if kind == "tabBar", let tabs {
                bar.items = tabs.titles
                bar.selected = tabs.selected
            } else if kind == "toolbar" {
                bar.items = (controller?.child("toolbarItems")?.children("barButtonItem") ?? []).compactMap(Self.itemTitle)
            }
            bars.append(bar)
        }
        return SceneChrome(size: picture, origin: Point(x: 0, y: above), statusBar: statusBar, bars: bars,
                           homeIndicator: homeIndicator, dark: dark)
    }

    static func barItems(_ item: XMLElement?, keys: [String], list: String) -> [String] {
        guard let item else { return [] }
        var out: [String] = []
        for child in item.children where child.name == "barButtonItem" && keys.contains(child["key"] ?? "") {
            if let t = itemTitle(child) { out.append(t) }
        }
        for child in item.child(list)?.children("barButtonItem") ?? [] {
            if let t = itemTitle(child) { out.append(t) }
        }
        return out
    }

    /// A bar button item's title, or its system item's (`add` is "+").
    static func itemTitle(_ e: XMLElement) -> String? {
        if let t = e["title"], !t.isEmpty { return t }
        guard let system = e["systemItem"] else { return e["image"] != nil || e.child("imageReference") != nil ? "◻︎" : nil }
        switch system {
        case "add": return "+"
        case "flexibleSpace", "fixedSpace": return nil
        default: return system.prefix(1).uppercased() + system.dropFirst()
        }
    }
}

/// A tab bar's items, and which one a scene is under.
struct TabItems: Equatable {
    var titles: [String]
    var selected: Int
}
