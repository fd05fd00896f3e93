/// What POST /v1/hit-test adds to the layout answer (docs/requests.md#hit-testing-and-touch-tracking).
package struct HitTestResult: Sendable, Equatable {
    /// One hit per document point, in order.
    package var hits: [Hit]
    /// One track per document touch, in order.
    package var touches: [TouchTrack]

    /// A result of `hits` and `touches`.
    package init(hits: [Hit], touches: [TouchTrack]) {
        self.hits = hits
        self.touches = touches
    }
}

/// The view hitTest(_:with:) returns for one point in root space.
package struct Hit: Sendable, Equatable {
    /// The point asked about, in root space.
    package var point: Point
    /// nil when nothing is hit (outside the root, or the root itself ignores touches).
    package var view: String?
    /// Ids from the root down to `view`; empty when nothing is hit.
    package var path: [String]
    /// `point` in the view's own space (its bounds origin is 0,0); nil when nothing is hit.
    package var location: Point?

    /// A hit of `view` (nil: a miss) at `point`.
    package init(point: Point, view: String?, path: [String], location: Point?) {
        self.point = point
        self.view = view
        self.path = path
        self.location = location
    }
}

/// One finger's path as the control under its first point tracks it (UIControl's
/// beginTracking / continueTracking / endTracking).
package struct TouchTrack: Sendable, Equatable {
    /// nil when the first point hits no button or control; then there are no events.
    package var control: String?
    /// What the control saw: began at the first point, moved at each one between, ended at
    /// the last (a one-point tap begins and ends at the same place).
    package var events: [TouchEvent]

    /// A track by `control` with its `events`.
    package init(control: String?, events: [TouchEvent]) {
        self.control = control
        self.events = events
    }
}

/// One point of a touch track as the tracking control sees it.
package struct TouchEvent: Sendable, Equatable {
    /// Where in the track an event falls: began first, ended last, moved in between.
    package enum Phase: String, Sendable, Equatable {
        case began, moved, ended
    }

    /// Where in the track the point falls.
    package var phase: Phase
    /// In the control's own space.
    package var location: Point
    /// Within the control's exact bounds (no UIKit slop).
    package var inside: Bool

    /// An event of `phase` at `location`, `inside` the control or not.
    package init(phase: Phase, location: Point, inside: Bool) {
        self.phase = phase
        self.location = location
        self.inside = inside
    }
}
