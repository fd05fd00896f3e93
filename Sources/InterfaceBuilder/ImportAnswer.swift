import JSON
import LayoutEngine

/// What importing one IB file gives (interface-builder.md section 2).
public struct ImportAnswer: Sendable {
    public enum Kind: String, Sendable { case storyboard, xib }

    public var kind: Kind
    public var screen: Screen
    /// The safe-area insets of the bare device at `screen` (before simulated bars).
    public var scenes: [ImportedScene]
}

/// Something approximated or left out, at a line of the file.
public struct ImportWarning: Sendable, Equatable {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

/// One scene: its request document and what the file says about it.
public struct ImportedScene: Sendable {
    public var id: String
    public var name: String
    public var line: Int
    /// The request document, as JSON bytes POST /v1/layout accepts.
    public var document: [UInt8]
    /// Every view's saved frame, in its superview's space, in pre-order (the top view at 0,0).
    public var savedFrames: [(id: String, rect: Rect)]
    /// Views the file marks `misplaced="YES"` or `ambiguous="YES"`.
    public var markedMisplaced: Set<String>
    public var markedAmbiguous: Set<String>
    /// Line of every view, guide and constraint, by its id in the document.
    public var lines: [(id: String, line: Int)]
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

/// Why a file is refused as a whole (422).
public struct ImportError: Error, Sendable, Equatable {
    public enum Kind: String, Sendable {
        case unsupportedDocument = "unsupported-document"
        case xmlSyntax = "xml-syntax"
    }

    public var kind: Kind
    public var detail: String
    public var line: Int?
    public var column: Int?

    public init(_ kind: Kind, _ detail: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.detail = detail
        self.line = line
        self.column = column
    }

    public var type: String { ProblemKind.typeBase + kind.rawValue }
    public var title: String {
        kind == .xmlSyntax ? "Not well-formed or refused XML" : "Unsupported Interface Builder document"
    }

    /// application/problem+json bytes, with `line` and `column` when known.
    public func problemJSON() -> [UInt8] {
        ProblemJSON.write(type: type, title: title, status: 422, detail: detail) { w in
            if let line { w.key(literal: "line"); w.integer(line) }
            if let column { w.key(literal: "column"); w.integer(column) }
        }
    }
}
