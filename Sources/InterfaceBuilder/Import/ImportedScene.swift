import LayoutDocument
import LayoutEngine

/// One scene: its request document and what the file says about it.
package struct ImportedScene: Sendable {
    /// The scene's top view's id, as in `document`.
    package var id: String
    /// The controller's `userLabel`, else its `customClass`, else its `storyboardIdentifier`,
    /// else the element name (" (cell)" added for a cell).
    package var name: String
    /// 1-based line of the scene's top view.
    package var line: Int
    /// The request document (`DocumentWriter` spells it as POST /v1/layout accepts it).
    package var document: Document
    /// Every view's saved frame, in its superview's space, in pre-order (the top view at 0,0).
    package var savedFrames: [(id: String, rect: Rect)]
    /// Views the file marks `misplaced="YES"`.
    package var markedMisplaced: Set<String>
    /// Views the file marks `ambiguous="YES"`.
    package var markedAmbiguous: Set<String>
    /// Line and column (of the element's `<`) of every view, guide and constraint, by its id in the document.
    package var lines: [(id: String, line: Int, column: Int)]
    /// What was approximated or left out in this scene, each at its line.
    package var warnings: [ImportWarning]
    /// The root size the document is laid out at.
    package var size: Size
    /// Scroll, table and collection views: their children are never `outsideSuperview`.
    package var scrollViews: Set<String> = []
    /// The guides the import made for scroll views' content rectangles, by guide id: the
    /// scroll view each belongs to.
    package var contentGuides: [String: String] = [:]
    /// The constraints the import made to place those guides and the old layout guides,
    /// not constraints of the file.
    package var generatedConstraints: Set<String> = []
    /// A label of more than one line: its height is the saved one at every device.
    package var hasWrappingLabel = false
    /// What the device shows around the scene; read with the appearance (render, diff).
    package var chrome: SceneChrome?
    /// Every view's name in Xcode's document outline, by its id in `document`; read with
    /// the appearance.
    package var outlineNames: [String: OutlineName] = [:]
    /// Plain views of the app's own classes that set `@IBInspectable` properties, by id:
    /// those properties (`InspectableProperties`). Xcode may size them as designables.
    package var inspectable: [String: [String]] = [:]
    /// Views whose intrinsic size in `document` is their saved size by a rule layoutd
    /// guessed, by id (`GuessedSize`): lint's ambiguity does not rest on them.
    package var guessedSizes: [String: GuessedSize] = [:]
    /// Views whose side margins the import takes from a rule every canvas applies alike: a
    /// controller's or a XIB's root view (16 or 20 pt by width) and views with the file's
    /// or UIKit's default margins. Not a cell or its content view, whose margins vary by
    /// Xcode version and accessory, nor a view that preserves such a view's margins.
    /// Lint reads their side margins as evidence (`SavedFrameCheck.Trust.ruled`).
    package var ruledSideMargins: Set<String> = []
    /// Image views showing an SF Symbol (`ViewAttributes.showsSymbol`): their saved frames
    /// are the symbol's, not the alignment rectangle the constraints place, in height and
    /// vertical position.
    package var symbolImageViews: Set<String> = []
    /// Constraints that tie a scroll view's margin to its content: the import reads them on
    /// the content rectangle with the margin folded into the constant (8 pt, or the file's),
    /// which is layoutd's model, not the canvas's saved value (a scroll view under the status
    /// bar takes the safe area into its margins).
    package var scrollMarginConstraints: Set<String> = []

    func line(of id: String) -> Int? {
        lines.first { $0.id == id }?.line
    }

    /// The line and column of the element of `id`, when the scene has one.
    func position(of id: String) -> (line: Int, column: Int)? {
        lines.first { $0.id == id }.map { ($0.line, $0.column) }
    }
}
