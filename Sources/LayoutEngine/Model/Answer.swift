/// The answer to a layout request (docs/requests.md#the-answer).
public struct Answer: Sendable, Equatable {
    /// "sha256:<hex>", filled in by the service (it owns hashing).
    public var hash: String
    public var layouts: [Layout]

    public init(hash: String, layouts: [Layout]) {
        self.hash = hash
        self.layouts = layouts
    }
}

public struct Layout: Sendable, Equatable {
    public var size: Size
    /// Every view (hidden ones too) and declared guide, in pre-order: a view, its guides,
    /// then its children. Frames are in the superview's (a guide's: its owner's) space,
    /// already rounded per docs/requests.md#rounding.
    public var frames: [Frame]
    public var diagnostics: [Diagnostic]

    public init(size: Size, frames: [Frame], diagnostics: [Diagnostic]) {
        self.size = size
        self.frames = frames
        self.diagnostics = diagnostics
    }
}

public struct Frame: Sendable, Equatable {
    public var id: String
    public var rect: Rect

    public init(id: String, rect: Rect) {
        self.id = id
        self.rect = rect
    }
}

/// x, y, width, height: the four things a frame can be unsure or wrong about.
public enum FrameAttribute: String, Sendable, Equatable, CaseIterable {
    case x, y, width, height
}

public enum Diagnostic: Sendable, Equatable {
    case unsatisfiable(constraint: String, conflictsWith: [String], message: String)
    case ambiguous(item: String, attributes: [FrameAttribute], message: String)
    case outsideSuperview(item: String, superview: String, message: String)
    case negativeSize(item: String, attributes: [FrameAttribute], message: String)
}
