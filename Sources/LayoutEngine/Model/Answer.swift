/// The answer to a layout request (docs/requests.md#the-answer).
package struct Answer: Sendable, Equatable {
    /// "sha256:<hex>", filled in by the pipeline (it owns hashing).
    package var hash: String
    /// "sha256:<hex>" of the document without its sizes, which names it for a resize by
    /// reference (`GET /v1/structures/{structure}/layout`); filled in by the pipeline.
    package var structure: String?
    /// One layout per root size, in the order of the document's sizes.
    package var layouts: [Layout]

    /// An answer of `layouts` under the document hash `hash` and its `structure`.
    package init(hash: String, structure: String? = nil, layouts: [Layout]) {
        self.hash = hash
        self.structure = structure
        self.layouts = layouts
    }
}

/// The solved layout at one root size: the frames and what the solver found wrong or unsure.
package struct Layout: Sendable, Equatable {
    /// The root size this layout was solved at.
    package var size: Size
    /// Every view (hidden ones too) and declared guide, in pre-order: a view, its guides,
    /// then its children. Frames are in the superview's (a guide's: its owner's) space,
    /// already rounded per docs/requests.md#rounding.
    package var frames: [Frame]
    /// Conflicts, ambiguities, views outside their superview and negative sizes (docs/requests.md#diagnostics).
    package var diagnostics: [Diagnostic]
    /// Every view with text, in frames order: how its text lies in its frame.
    package var texts: [TextLayout]
    /// The frames' ids in one run, in frames order, when the build that made the layout
    /// keeps them (`FrameIDs`): what the answer's writer copies the names from. Not part
    /// of the layout's value (it repeats the frames' ids): equality ignores it.
    package var frameIDs: FrameIDs?

    /// A layout at `size` with its frames and diagnostics.
    package init(size: Size, frames: [Frame], diagnostics: [Diagnostic], texts: [TextLayout] = [],
                 frameIDs: FrameIDs? = nil) {
        self.size = size
        self.frames = frames
        self.diagnostics = diagnostics
        self.texts = texts
        self.frameIDs = frameIDs
    }

    package static func == (a: Layout, b: Layout) -> Bool {
        a.size == b.size && a.frames == b.frames && a.diagnostics == b.diagnostics && a.texts == b.texts
    }
}

/// One view's or guide's answered frame.
package struct Frame: Sendable, Equatable {
    /// The view's or guide's id.
    package var id: String
    /// The frame in the superview's (a guide's: its owner's) space.
    package var rect: Rect

    /// The frame `rect` of the item `id`.
    package init(id: String, rect: Rect) {
        self.id = id
        self.rect = rect
    }
}

/// x, y, width, height: the four things a frame can be unsure or wrong about.
package enum FrameAttribute: String, Sendable, Equatable, CaseIterable {
    case x, y, width, height

    /// The attribute's place in `x, y, width, height`, the order answers list them in.
    var bit: Int {
        switch self {
        case .x: 0
        case .y: 1
        case .width: 2
        case .height: 3
        }
    }
}

/// Something the solved layout reports without refusing the request (docs/requests.md#diagnostics).
package enum Diagnostic: Sendable, Equatable {
    /// A required constraint the solver could not add, with the ones it conflicts with.
    case unsatisfiable(constraint: String, conflictsWith: [String], message: String)
    /// An item whose `attributes` other solutions could change: too few constraints pin it.
    case ambiguous(item: String, attributes: [FrameAttribute], message: String)
    /// A visible view whose frame leaves its superview's bounds.
    case outsideSuperview(item: String, superview: String, message: String)
    /// An item whose answered width or height is negative.
    case negativeSize(item: String, attributes: [FrameAttribute], message: String)
    /// A view whose text does not fit the frame the layout gave it: UIKit would draw an
    /// ellipsis or clip. `missing` is how much wider (one line) or taller it would need to be.
    case truncated(item: String, missing: Size, message: String)
    /// A view whose font the server lacks; the system font stood in (docs/text.md#fonts).
    case fontSubstituted(item: String, font: String, message: String)
    /// Wrapping labels whose heights still changed after the last layout pass allowed.
    case textUnsettled(items: [String], message: String)
}

/// How a view's text was laid out in its solved frame (docs/text.md#the-answer).
package struct TextLayout: Sendable, Equatable {
    /// The view's id.
    package var id: String
    /// Lines drawn in the frame.
    package var lines: Int
    /// Whether some text did not fit.
    package var truncated: Bool
    /// What a picture draws; not part of the answer's JSON.
    package var drawn: DrawnText?

    package init(id: String, lines: Int, truncated: Bool, drawn: DrawnText? = nil) {
        self.id = id
        self.lines = lines
        self.truncated = truncated
        self.drawn = drawn
    }
}

/// A view's text as the SVG picture draws it, in the view's frame.
package struct DrawnText: Sendable, Equatable {
    /// Each line's text.
    package var lines: [String]
    package var pointSize: Double
    /// From the frame's top to the first line's baseline, and from one baseline to the next.
    package var firstBaseline: Double
    package var lineHeight: Double
    /// Where the lines start from the frame's left, and whether they are centred on the
    /// frame (a button's title) rather than starting there.
    package var left: Double
    package var centred: Bool
    /// Each line's letter-spacing, points, for drawing it in the face that was shaped, so it
    /// comes out as wide as measured (empty: the font's own tracking).
    package var spacing: [Double]

    package init(lines: [String], pointSize: Double, firstBaseline: Double, lineHeight: Double, left: Double, centred: Bool,
                 spacing: [Double] = []) {
        self.lines = lines
        self.spacing = spacing
        self.pointSize = pointSize
        self.firstBaseline = firstBaseline
        self.lineHeight = lineHeight
        self.left = left
        self.centred = centred
    }
}

extension Diagnostic {
    /// What the diagnostic says to a person.
    package var message: String {
        switch self {
        case .unsatisfiable(_, _, let m), .ambiguous(_, _, let m), .outsideSuperview(_, _, let m),
             .negativeSize(_, _, let m), .truncated(_, _, let m), .fontSubstituted(_, _, let m),
             .textUnsettled(_, let m):
            return m
        }
    }
}
