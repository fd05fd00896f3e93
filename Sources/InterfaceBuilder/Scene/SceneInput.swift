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

/// Everything a scene builder reads: the scene's own elements, and the `SceneContext` it
/// is built in.
struct SceneInput {
    var top: XMLElement
    var role: SceneRole
    var controller: XMLElement?
    var context: SceneContext
    /// Reads how views look (render, diff): each view's appearance, the text it draws, its
    /// outline name, and the scene's chrome; nil when only the layout is wanted (lint). The
    /// same for every device of one import, so not part of the context.
    var colors: ColorResolver?
    /// The tab bar's items over the scene, when it is under a tab bar controller.
    var tabs: TabItems?
}

/// What a scene's builder reads beyond the scene itself: the root size and safe area it
/// is laid out with, how its text is sized, and of the device and the Xcode that wrote the
/// file only what the builder's rules ask. The builder never sees the `Screen`, so equal
/// contexts build equal documents, and lint builds a scene once for every device whose
/// context is equal (`PreparedFile.importScenes(devices:keepingText:parallel:)`). A rule
/// that needs more of the device adds it here, and the sharing follows.
struct SceneContext: Equatable {
    /// The root size the document is laid out at.
    var size: Size
    var safeArea: Insets
    /// A prototype cell's table or collection view width, when known.
    var hostWidth: Double?
    /// Whether labels, buttons and fields keep their saved sizes or are measured.
    var textSizes: TextSizes = .saved
    /// With saved sizes: labels and buttons keep their text too, for lint's `truncated`
    /// (the saved size still sizes them; the text only says whether it fits).
    var keepsText = false
    /// The Xcode that wrote the file (`Screen.toolsVersion`).
    var toolsVersion: Int?
    /// The screen's size classes, which pick the installed `<variation>`s.
    var sizeClasses: SizeClasses
    /// The device's scale, for the document's pixel grid.
    var scale: Int
    /// Cells' content views get 20-pt side margins, not 16: the width they are laid out
    /// in (`cellMarginWidth`) is 380 pt or more. The development half of the collection of
    /// 2026-12-06 saves 20 on 390-pt phones (retina6_0: dgca-wallet, passforios) and 16 on
    /// 375-pt ones, whatever the Xcode.
    var wideCellMargins: Bool
    /// The bars the scene is drawn with at the screen (a picture's chrome; layout reads the
    /// safe area they make, above).
    var bars = SceneBars()

    /// - Parameter cellMarginWidth: the width a cell's margins follow (`SceneScreen`).
    init(screen: Screen, size: Size, safeArea: Insets, hostWidth: Double?, cellMarginWidth: Double? = nil) {
        self.size = size
        self.safeArea = safeArea
        self.hostWidth = hostWidth
        toolsVersion = screen.toolsVersion
        sizeClasses = SizeClasses(screen)
        scale = screen.device.scale
        wideCellMargins = (cellMarginWidth ?? screen.width) >= 380
    }

    /// Xcode 26 (`XcodeReleases.xcode26`).
    var isXcode26: Bool { toolsVersion.map { XcodeReleases.xcode26.contains($0) } ?? false }
}
