/// What POST /v1/hit-test adds to the layout answer (docs/requests.md#hit-testing-and-touch-tracking).
public struct HitTestResult: Sendable, Equatable {
    public var hits: [Hit]
    public var touches: [TouchTrack]

    public init(hits: [Hit], touches: [TouchTrack]) {
        self.hits = hits
        self.touches = touches
    }
}

/// The view hitTest(_:with:) returns for one point in root space.
public struct Hit: Sendable, Equatable {
    public var point: Point
    /// nil when nothing is hit (outside the root, or the root itself ignores touches).
    public var view: String?
    /// Ids from the root down to `view`; empty when nothing is hit.
    public var path: [String]
    /// `point` in the view's own space (its bounds origin is 0,0); nil when nothing is hit.
    public var location: Point?

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
    public var events: [TouchEvent]

    public init(control: String?, events: [TouchEvent]) {
        self.control = control
        self.events = events
    }
}

public struct TouchEvent: Sendable, Equatable {
    public enum Phase: String, Sendable, Equatable {
        case began, moved, ended
    }

    public var phase: Phase
    /// In the control's own space.
    public var location: Point
    /// Within the control's exact bounds (no UIKit slop).
    public var inside: Bool

    public init(phase: Phase, location: Point, inside: Bool) {
        self.phase = phase
        self.location = location
        self.inside = inside
    }
}
