import LayoutEngine
import XML

/// What a scene's top view is, which decides its margins
/// (docs/interface-builder.md#views).
enum SceneRole: Equatable {
    /// A view controller's root view.
    case controllerRoot
    /// A XIB's top-level view (not a cell).
    case xibTopLevel
    /// A storyboard view outside any controller.
    case looseView
    /// A table or collection view cell; `inXib` for a XIB's top-level cell.
    case cell(table: Bool, inXib: Bool)
}

/// Everything a scene builder needs from the file around the scene.
struct SceneInput {
    var top: XMLElement
    var role: SceneRole
    var controller: XMLElement?
    var screen: Screen
    /// The root size the document is laid out at.
    var size: Size
    var safeArea: Insets
    /// A prototype cell's table or collection view width, when known.
    var hostWidth: Double? = nil
    /// Whether labels, buttons and fields keep their saved sizes or are measured.
    var textSizes: TextSizes = .saved
    /// With saved sizes: labels and buttons keep their text too, for lint's `truncated`
    /// (the saved size still sizes them; the text only says whether it fits).
    var keepsText = false
    /// Reads how views look (render, diff): each view's appearance, the text it draws, its
    /// outline name, and the scene's chrome; nil when only the layout is wanted (lint).
    var colors: ColorResolver?
    /// The bars the scene is drawn with at `screen`.
    var bars = SceneBars()
    /// The tab bar's items over the scene, when it is under a tab bar controller.
    var tabs: TabItems?
}
