import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// A layout given frame by frame (superview space), so the hit-testing rules are checked
/// apart from the solver.
private func handLayout(_ width: Double, _ height: Double, _ frames: [(String, Rect)]) -> Layout {
    Layout(size: Size(width: width, height: height),
           frames: [Frame(id: "root", rect: Rect(x: 0, y: 0, width: width, height: height))]
               + frames.map { Frame(id: $0.0, rect: $0.1) },
           diagnostics: [])
}

private func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

@Suite struct HitTestTests {
    // MARK: - The title-view examples, solved by the real engine

    @Test func zeroSizedTitleViewLeavesTheTouchToTheNavigationBar() throws {
        let document = try exampleDocument("titleview-zero-size.json")
        let layout = try #require(try LayoutSystem.solve(document).first)
        let tester = HitTester(document: document, layout: layout)
        // navBar (0, 20, 375, 44); titleView 0x0 at (187.5, 42) in root space; the button
        // sticks out of it at (127.5, 27, 120, 30). The point (187.5, 42) is in navBar
        // (20 ≤ 42 < 64) but titleView contains no point, so its button is never asked.
        let hit = tester.hit(p(187.5, 42))
        #expect(hit.view == "navBar")
        #expect(hit.path == ["root", "navBar"])
        #expect(hit.location == p(187.5, 22))  // 42 − 20
        // Anywhere on the button: the same.
        #expect(tester.hit(p(130, 30)).view == "navBar")
        // A tap on the button is tracked by no control.
        #expect(tester.track([p(187.5, 42)]) == TouchTrack(control: nil, events: []))
    }

    @Test func titleViewPinnedToItsButtonPassesTheTouchOn() throws {
        let document = try exampleDocument("titleview-pinned.json")
        let layouts = try LayoutSystem.solve(document)
        let tester = HitTester(document: document, layout: layouts[0])
        // titleView hugs the button: (127.5, 7, 120, 30) in navBar, so (127.5, 27) in root.
        let hit = tester.hit(p(187.5, 42))
        #expect(hit.view == "titleButton")
        #expect(hit.path == ["root", "navBar", "titleView", "titleButton"])
        #expect(hit.location == p(60, 15))  // 187.5 − 127.5, 42 − 27
        // At 320 wide titleView sits at x = 100: the point (105, 30) is 5, 3 into the button.
        let narrow = HitTester(document: document, layout: layouts[1]).hit(p(105, 30))
        #expect(narrow.view == "titleButton")
        #expect(narrow.location == p(5, 3))
        // Just left of it (99.5 < 100): the navigation bar.
        #expect(HitTester(document: document, layout: layouts[1]).hit(p(99.5, 30)).view == "navBar")
    }

    @Test func hitTestsUseTheScaleRoundedFrames() throws {
        // v's frame (10.4, 0, 20.2, 10) at scale 1: minX floor(10.4 + 0.5) = 10, maxX
        // floor(30.6 + 0.5) = 31. So 10.2 is inside v although 10.2 < 10.4, and 30.8 is too.
        let document = Document(root: View(id: "root", children: [
            View(id: "v", frame: Rect(x: 10.4, y: 0, width: 20.2, height: 10)),
        ]), sizes: [Size(width: 100, height: 100)], scale: 1)
        let layout = try #require(try LayoutSystem.solve(document).first)
        let tester = HitTester(document: document, layout: layout)
        let hit = tester.hit(p(10.2, 5))
        #expect(hit.view == "v")
        #expect(abs((hit.location?.x ?? -1) - 0.2) < 1e-9)   // 10.2 − 10
        #expect(tester.hit(p(30.8, 5)).view == "v")
        #expect(tester.hit(p(31, 5)).view == "root")           // 31 = rounded maxX, outside
    }

    // MARK: - hitTest(_:with:) rules

    @Test func frontMostSubviewWins() {
        let document = Document(root: View(id: "root", children: [View(id: "back"), View(id: "front")]))
        let layout = handLayout(100, 100, [("back", r(0, 0, 60, 60)), ("front", r(40, 40, 60, 60))])
        let tester = HitTester(document: document, layout: layout)
        #expect(tester.hit(p(50, 50)).view == "front")  // both contain it; front is last
        #expect(tester.hit(p(10, 10)).view == "back")
        #expect(tester.hit(p(90, 10)).view == "root")
    }

    @Test func boundsAreHalfOpen() {
        let document = Document(root: View(id: "root", children: [View(id: "v")]))
        let layout = handLayout(100, 100, [("v", r(10, 10, 20, 20))])
        let tester = HitTester(document: document, layout: layout)
        #expect(tester.hit(p(10, 10)).view == "v")            // x ≤ px
        #expect(tester.hit(p(29.999, 29.999)).view == "v")
        #expect(tester.hit(p(30, 15)).view == "root")         // px < x + width fails at 30
        #expect(tester.hit(p(15, 30)).view == "root")
        #expect(tester.hit(p(100, 50)).view == nil)           // the root's own right edge
        #expect(tester.hit(p(-0.5, 50)) == Hit(point: p(-0.5, 50), view: nil, path: [], location: nil))
    }

    @Test func hiddenTransparentAndNonInteractiveSubtreesAreSkipped() {
        let document = Document(root: View(id: "root", children: [
            View(id: "under", children: [View(id: "underButton", kind: .button)]),
            View(id: "hiddenCover", children: [View(id: "a")], hidden: true),
            View(id: "faintCover", children: [View(id: "b")], alpha: 0.009),
            View(id: "deafCover", children: [View(id: "c", kind: .button)], userInteractionEnabled: false),
            View(id: "label", kind: .label),
        ]))
        // Every cover, its child and the label lie over underButton at (10, 10, 50, 50).
        let full = r(0, 0, 50, 50)
        let layout = handLayout(100, 100, [
            ("under", r(10, 10, 50, 50)), ("underButton", full),
            ("hiddenCover", r(10, 10, 50, 50)), ("a", full),
            ("faintCover", r(10, 10, 50, 50)), ("b", full),
            ("deafCover", r(10, 10, 50, 50)), ("c", full),
            ("label", r(10, 10, 50, 50)),
        ])
        let tester = HitTester(document: document, layout: layout)
        let hit = tester.hit(p(20, 20))
        #expect(hit.view == "underButton")
        #expect(hit.path == ["root", "under", "underButton"])
        #expect(hit.location == p(10, 10))
    }

    @Test func alphaOfOneHundredthIsStillHit() {
        let document = Document(root: View(id: "root", children: [View(id: "v", alpha: 0.01)]))
        let tester = HitTester(document: document, layout: handLayout(100, 100, [("v", r(0, 0, 10, 10))]))
        #expect(tester.hit(p(5, 5)).view == "v")
    }

    @Test func labelThatOptsInIsHit() {
        let document = Document(root: View(id: "root", children: [View(id: "l", kind: .label, userInteractionEnabled: true)]))
        let tester = HitTester(document: document, layout: handLayout(100, 100, [("l", r(0, 0, 10, 10))]))
        #expect(tester.hit(p(5, 5)).view == "l")
    }

    @Test func aPointOutsideAViewNeverReachesItsSubviewsWhateverClipsToBoundsSays() {
        for clips in [false, true] {
            let document = Document(root: View(id: "root", children: [
                View(id: "box", children: [View(id: "overhang")], clipsToBounds: clips),
            ]))
            // box (10, 10, 50, 50); overhang at (40, 40, 50, 50) in box space → (50, 50)…(100, 100).
            let layout = handLayout(200, 200, [("box", r(10, 10, 50, 50)), ("overhang", r(40, 40, 50, 50))])
            let tester = HitTester(document: document, layout: layout)
            #expect(tester.hit(p(80, 80)).view == "root")       // in overhang, outside box (80 ≥ 60)
            let inside = tester.hit(p(55, 58))                  // in both
            #expect(inside.view == "overhang")
            #expect(inside.location == p(5, 8))                 // 55 − 50, 58 − 50
        }
    }

    @Test func zeroSizedViewsAndGuidesAreNeverHit() {
        let document = Document(root: View(id: "root", children: [
            View(id: "line", children: [View(id: "inLine")], layoutGuides: [LayoutGuide(id: "guide")]),
            View(id: "flat"),
        ]))
        let layout = handLayout(100, 100, [
            ("line", r(10, 0, 0, 100)), ("guide", r(0, 0, 100, 100)), ("inLine", r(0, 0, 50, 50)),
            ("flat", r(0, 40, 100, 0)),
        ])
        let tester = HitTester(document: document, layout: layout)
        #expect(tester.hit(p(10, 40)).view == "root")   // on both zero-sized views and in the guide
        #expect(tester.hit(p(20, 20)).view == "root")   // inLine sticks out of a zero-width view
    }

    @Test func hiddenRootHitsNothing() {
        let document = Document(root: View(id: "root", hidden: true))
        #expect(HitTester(document: document, layout: handLayout(10, 10, [])).hit(p(1, 1)).view == nil)
    }

    // MARK: - Touch tracking

    /// root 320x480; slider (20, 100, 200, 40) with a thumb (0, 0, 40, 40) inside it.
    private func sliderTester() -> HitTester {
        let document = Document(root: View(id: "root", children: [
            View(id: "slider", kind: .control, children: [View(id: "thumb")]),
            View(id: "plain"),
        ]))
        let layout = handLayout(320, 480, [("slider", r(20, 100, 200, 40)), ("thumb", r(0, 0, 40, 40)),
                                           ("plain", r(0, 300, 100, 100))])
        return HitTester(document: document, layout: layout)
    }

    @Test func aDragThatLeavesItsControlKeepsReportingToIt() {
        let track = sliderTester().track([p(30, 110), p(250, 200), p(100, 120), p(270, 220)])
        // Locations in slider space: subtract (20, 100). The first point hits thumb, whose
        // nearest control ancestor is slider.
        #expect(track == TouchTrack(control: "slider", events: [
            TouchEvent(phase: .began, location: p(10, 10), inside: true),
            TouchEvent(phase: .moved, location: p(230, 100), inside: false),  // 230 ≥ 200
            TouchEvent(phase: .moved, location: p(80, 20), inside: true),     // back inside
            TouchEvent(phase: .ended, location: p(250, 120), inside: false),
        ]))
    }

    @Test func insideIsTheExactHalfOpenBounds() {
        // (220, 139) → (200, 39): x = width is outside; (219.5, 139.5) → (199.5, 39.5) inside.
        let track = sliderTester().track([p(21, 101), p(219.5, 139.5), p(220, 139)])
        #expect(track.events.map(\.inside) == [true, true, false])
    }

    @Test func aTapBeginsAndEndsAtOnePoint() {
        let track = sliderTester().track([p(120, 120)])
        #expect(track == TouchTrack(control: "slider", events: [
            TouchEvent(phase: .began, location: p(100, 20), inside: true),
            TouchEvent(phase: .ended, location: p(100, 20), inside: true),
        ]))
    }

    @Test func aPathStartingOffAnyControlTracksNothing() {
        let tester = sliderTester()
        #expect(tester.track([p(10, 310), p(30, 110)]) == TouchTrack(control: nil, events: []))  // plain view
        #expect(tester.track([p(-5, 110), p(30, 110)]) == TouchTrack(control: nil, events: []))  // off the root
    }

    @Test func runAnswersEveryPointAndPathInOrder() {
        let result = sliderTester().run(points: [p(30, 110), p(400, 0)], touches: [[p(0, 0)], [p(30, 110)]])
        #expect(result.hits.map(\.view) == ["thumb", nil])
        #expect(result.hits[0].path == ["root", "slider", "thumb"])
        #expect(result.touches.map(\.control) == [nil, "slider"])
    }

    // MARK: - Geometry

    @Test func rootSpaceRectanglesAddUpTheSuperviewFrames() {
        let document = Document(root: View(id: "root", children: [
            View(id: "a", children: [View(id: "b", layoutGuides: [LayoutGuide(id: "g")])]),
        ]))
        let layout = handLayout(100, 100, [("a", r(10, 20, 50, 50)), ("b", r(5, 6, 10, 10)), ("g", r(1, 2, 3, 4))])
        let geometry = RootSpaceGeometry(document: document, layout: layout)
        #expect(geometry.views.map(\.id) == ["root", "a", "b"])
        #expect(geometry.views[2].rect == r(15, 26, 10, 10))       // 10 + 5, 20 + 6
        #expect(geometry.guides.map(\.id) == ["g"])
        #expect(geometry.guides[0].rect == r(16, 28, 3, 4))         // 15 + 1, 26 + 2
        #expect(geometry.path(to: 2) == ["root", "a", "b"])
    }
}
