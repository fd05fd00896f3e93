/// What POST /v1/hit-test adds to the layout answer (docs/requests.md#hit-testing-and-touch-tracking).
public struct HitTestResult: Sendable, Equatable {
    /// One hit per document point, in order.
    public var hits: [Hit]
    /// One track per document touch, in order.
    public var touches: [TouchTrack]

    /// A result of `hits` and `touches`.
    public init(hits: [Hit], touches: [TouchTrack]) {
        self.hits = hits
        self.touches = touches
    }
}

/// The view hitTest(_:with:) returns for one point in root space.
public struct Hit: Sendable, Equatable {
    /// The point asked about, in root space.
    public var point: Point
    /// nil when nothing is hit (outside the root, or the root itself ignores touches).
    public var view: String?
    /// Ids from the root down to `view`; empty when nothing is hit.
    public var path: [String]
    /// `point` in the view's own space (its bounds origin is 0,0); nil when nothing is hit.
    public var location: Point?

    /// A hit of `view` (nil: a miss) at `point`.
    public init(point: Point, view: String?, path: [String], location: Point?) {
        self.point = point
        self.view = view
        self.path = path
        self.location = location
    }
}

/// One finger's path as the control under its first point tracks it (UIControl's
/// beginTracking / continueTracking / endTracking).
public struct TouchTrack: Sendable, Equatable {
    /// nil when the first point hits no button or control; then there are no events.
    public var control: String?
    /// What the control saw: began at the first point, moved at each one between, ended at
    /// the last (a one-point tap begins and ends at the same place).
    public var events: [TouchEvent]

    /// A track by `control` with its `events`.
    public init(control: String?, events: [TouchEvent]) {
        self.control = control
        self.events = events
    }
}

/// One point of a touch track as the tracking control sees it.
public struct TouchEvent: Sendable, Equatable {
    /// Where in the track an event falls: began first, ended last, moved in between.
    public enum Phase: String, Sendable, Equatable {
        case began, moved, ended
    }

    /// Where in the track the point falls.
    public var phase: Phase
    /// In the control's own space.
    public var location: Point
    /// Within the control's exact bounds (no UIKit slop).
    public var inside: Bool

    /// An event of `phase` at `location`, `inside` the control or not.
    public init(phase: Phase, location: Point, inside: Bool) {
        self.phase = phase
        self.location = location
        self.inside = inside
    }
}
