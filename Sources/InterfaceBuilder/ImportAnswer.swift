import LayoutEngine

/// What importing one IB file gives: the import answer of
/// docs/interface-builder.md#the-import-answer.
public struct ImportAnswer: Sendable {
    /// Which kind of IB file it is, from its document type.
    public enum Kind: String, Sendable { case storyboard, xib }

    /// Storyboard or XIB.
    public var kind: Kind
    /// The file's own device and orientation, read with the metrics of the Xcode that saved it.
    public var screen: Screen
    /// Every scene of the file, in document order.
    public var scenes: [ImportedScene]
}

/// Something approximated or left out, at a line of the file.
public struct ImportWarning: Sendable, Equatable {
    /// 1-based line of the element the warning concerns.
    public var line: Int
    /// What was approximated or left out, and why.
    public var message: String

    /// A warning at `line` saying `message`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

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
    /// Line of every view, guide and constraint, by its id in the document.
    public var lines: [(id: String, line: Int)]
    /// What was approximated or left out in this scene, each at its line.
    public var warnings: [ImportWarning]
    /// The root size the document is laid out at.
    public var size: Size
    /// Scroll, table and collection views: their children are never `outsideSuperview`.
    public var scrollViews: Set<String> = []
    /// A label of more than one line: its height is the saved one at every device.
    public var hasWrappingLabel = false

    func line(of id: String) -> Int? {
        lines.first { $0.id == id }?.line
    }
}

/// Why a file is refused as a whole.
public struct ImportError: Error, Sendable, Equatable {
    /// What the file needs to be accepted; the raw value is its published name.
    public enum Kind: String, Sendable {
        /// Not an iOS Auto Layout document of the Xcode 8 format or later, or a bad device list.
        case unsupportedDocument = "unsupported-document"
        /// Malformed XML, or XML refused for safety (a DOCTYPE, entities, deep nesting).
        case xmlSyntax = "xml-syntax"
    }

    /// Which refusal this is; gives `title`.
    public var kind: Kind
    /// What is wrong, in words a person can act on.
    public var detail: String
    /// 1-based line where reading stopped, when known.
    public var line: Int?
    /// 1-based column where reading stopped, when known.
    public var column: Int?

    /// A refusal of `kind`, saying `detail`, at `line` and `column` when known.
    public init(_ kind: Kind, _ detail: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.detail = detail
        self.line = line
        self.column = column
    }

    /// The short summary, the same for every refusal of a kind.
    public var title: String {
        kind == .xmlSyntax ? "Not well-formed or refused XML" : "Unsupported Interface Builder document"
    }
}
