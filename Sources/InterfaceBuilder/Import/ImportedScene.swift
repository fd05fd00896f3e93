import LayoutEngine

/// One scene: its request document and what the file says about it.
public struct ImportedScene: Sendable {
    /// The scene's top view's id, as in `document`.
    public var id: String
    /// The controller's `userLabel`, else its `customClass`, else its `storyboardIdentifier`,
    /// else the element name (" (cell)" added for a cell).
    public var name: String
    /// 1-based line of the scene's top view.
    public var line: Int
    /// The request document (`DocumentWriter` spells it as POST /v1/layout accepts it).
    public var document: Document
    /// Every view's saved frame, in its superview's space, in pre-order (the top view at 0,0).
    public var savedFrames: [(id: String, rect: Rect)]
    /// Views the file marks `misplaced="YES"`.
    public var markedMisplaced: Set<String>
    /// Views the file marks `ambiguous="YES"`.
    public var markedAmbiguous: Set<String>
    /// Line and column (of the element's `<`) of every view, guide and constraint, by its id in the document.
    public var lines: [(id: String, line: Int, column: Int)]
    /// What was approximated or left out in this scene, each at its line.
    public var warnings: [ImportWarning]
    /// The root size the document is laid out at.
    public var size: Size
    /// Scroll, table and collection views: their children are never `outsideSuperview`.
    public var scrollViews: Set<String> = []
    /// The guides the import made for scroll views' content rectangles, by guide id: the
    /// scroll view each belongs to.
    public var contentGuides: [String: String] = [:]
    /// The constraints the import made to place those guides and the old layout guides,
    /// not constraints of the file.
    public var generatedConstraints: Set<String> = []
    /// A label of more than one line: its height is the saved one at every device.
    public var hasWrappingLabel = false

    func line(of id: String) -> Int? {
        lines.first { $0.id == id }?.line
    }

    /// The line and column of the element of `id`, when the scene has one.
    func position(of id: String) -> (line: Int, column: Int)? {
        lines.first { $0.id == id }.map { ($0.line, $0.column) }
    }
}
