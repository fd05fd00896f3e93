import LayoutEngine

/// What a device shows around a scene's views (docs/requests.md#pictures-of-scenes): the
/// status bar, a navigation bar, a tab bar or toolbar and the home indicator, and where the
/// scene's top view lies among them. A document alone has none: its picture is its root.
package struct SceneChrome: Sendable, Equatable {
    /// A bar drawn over or beside the scene's views.
    package struct Bar: Sendable, Equatable {
        package enum Kind: String, Sendable, Equatable {
            case navigation, tab, toolbar
        }

        package var kind: Kind
        /// In the picture's space, in points.
        package var rect: Rect
        /// A navigation bar's title.
        package var title: String?
        /// Drawn in its large-title form.
        package var largeTitle: Bool
        /// A navigation bar's button titles at the leading and trailing side; a tab bar's or
        /// toolbar's items, in order.
        package var leadingItems: [String]
        package var trailingItems: [String]
        package var items: [String]
        /// The tab shown selected.
        package var selected: Int?

        package init(kind: Kind, rect: Rect, title: String? = nil, largeTitle: Bool = false,
                     leadingItems: [String] = [], trailingItems: [String] = [], items: [String] = [], selected: Int? = nil) {
            self.kind = kind
            self.rect = rect
            self.title = title
            self.largeTitle = largeTitle
            self.leadingItems = leadingItems
            self.trailingItems = trailingItems
            self.items = items
            self.selected = selected
        }
    }

    /// The picture's size in points: the top view's, and the opaque bars beside it.
    package var size: Size
    /// Where the top view's top-left corner lies in the picture.
    package var origin: Point
    /// The status bar's height (0: none), at the picture's top.
    package var statusBar: Double
    package var bars: [Bar]
    /// The home indicator's strip at the bottom (0: none).
    package var homeIndicator: Double
    /// Drawn in the dark appearance (light text on dark bars).
    package var dark: Bool

    package init(size: Size, origin: Point = Point(x: 0, y: 0), statusBar: Double = 0, bars: [Bar] = [],
                 homeIndicator: Double = 0, dark: Bool = false) {
        self.size = size
        self.origin = origin
        self.statusBar = statusBar
        self.bars = bars
        self.homeIndicator = homeIndicator
        self.dark = dark
    }

    /// No chrome: the picture is the root at `size`.
    package static func bare(_ size: Size, dark: Bool = false) -> SceneChrome {
        SceneChrome(size: size, dark: dark)
    }
}
