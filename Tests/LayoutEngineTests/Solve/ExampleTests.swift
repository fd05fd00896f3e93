import Foundation
import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// Every examples/*.json, read by the real reader and solved; expected frames worked out
/// by hand from UIKit's rules (arithmetic in the comments).
@Suite struct ExampleTests {
    static let checked: Set<String> = [
        "spacer-guides.json", "centerY-multipliers.json", "floating-panel.json", "titleview-zero-size.json",
        "titleview-pinned.json", "conflicting.json", "ambiguous.json", "rtl-row.json", "margins-notch.json",
        "priority-levels.json",
    ]

    @Test func everyExampleHasHandWorkedFrames() throws {
        let dir = examplesDirectory
        // stack-*.json are checked in StackExampleTests.
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("stack-") }
        #expect(Set(files) == Self.checked)
    }

    @Test func priorityLevelsKeepAProportionalStackAtItsNaturalWidth() throws {
        // fillProportionally, spacing 8: D = 30 + 36 + 8 = 74; new == 30/74 · W @999,
        // sale == 36/74 · W @998, and new + 8 + sale == W (required) hold together only at
        // W = 74. Levels meet 999 and 998 first, so the 751 pin (W = 320 − 16 − 82 = 222)
        // breaks, as Xcode's saved frames show: badges 74 wide, new 30, sale at 38 wide 36.
        var document = try exampleDocument("priority-levels.json")
        let levels = try LayoutSystem.solve(document)[0]
        expectFrame(levels, "badges", x: 16, y: 40, width: 74, height: 20)
        expectFrame(levels, "new", x: 0, y: 0, width: 30, height: 20)
        expectFrame(levels, "sale", x: 38, y: 0, width: 36, height: 20)
        #expect(levels.diagnostics.isEmpty)
        // Weights: at W = 222 new is 30/74 · 222 = 90 (999 met) and sale 222 − 98 = 124,
        // 16 over its 998 target of 108; with both hugging (250) errors the cost is
        // 998 · 16 + 250 · (60 + 88) = 52,968, against 751 · 148 = 111,148 at W = 74: the
        // stack stretches.
        document.priorities = .weights
        let weights = try LayoutSystem.solve(document)[0]
        expectFrame(weights, "badges", x: 16, y: 40, width: 222, height: 20)
        expectFrame(weights, "new", x: 0, y: 0, width: 90, height: 20)
        expectFrame(weights, "sale", x: 98, y: 0, width: 124, height: 20)
    }

    @Test func spacerGuidesSpreadFourButtons() throws {
        let layouts = try LayoutSystem.solve(exampleDocument("spacer-guides.json"))
        try #require(layouts.count == 2)
        // 320x568: three equal spacers share 568 − 20 − 20 − 4·44 = 352 → 352/3 each.
        // Buttons centred: x = 160 − 50 = 110.
        let s = 352.0 / 3
        let tall = layouts[0]
        #expect(tall.size == Size(width: 320, height: 568))
        expectFrame(tall, "root", x: 0, y: 0, width: 320, height: 568)
        expectFrame(tall, "button1", x: 110, y: 20, width: 100, height: 44)
        expectFrame(tall, "spacer1", x: 0, y: 64, width: 10, height: s)
        expectFrame(tall, "button2", x: 110, y: 64 + s, width: 100, height: 44)          // 181.333333
        expectFrame(tall, "spacer2", x: 0, y: 108 + s, width: 10, height: s)             // 225.333333
        expectFrame(tall, "button3", x: 110, y: 108 + 2 * s, width: 100, height: 44)     // 342.666667
        expectFrame(tall, "spacer3", x: 0, y: 152 + 2 * s, width: 10, height: s)         // 386.666667
        expectFrame(tall, "button4", x: 110, y: 504, width: 100, height: 44)             // 568 − 20 − 44
        #expect(tall.diagnostics.isEmpty)
        // 320x480: spacers (480 − 216)/3 = 88: tops 20, 152, 284, 416.
        let short = layouts[1]
        expectFrame(short, "button1", y: 20)
        expectFrame(short, "spacer1", y: 64, height: 88)
        expectFrame(short, "button2", y: 152)
        expectFrame(short, "spacer2", y: 196, height: 88)
        expectFrame(short, "button3", y: 284)
        expectFrame(short, "spacer3", y: 328, height: 88)
        expectFrame(short, "button4", y: 416, height: 44)
        #expect(short.diagnostics.isEmpty)
        // Frames in pre-order: a view, its guides, then its children.
        #expect(tall.frames.map(\.id) == ["root", "spacer1", "spacer2", "spacer3", "button1", "button2", "button3", "button4"])
    }

    @Test func centerYMultipliersInsideAContainerAwayFromTheOrigin() throws {
        let layout = try #require(try LayoutSystem.solve(exampleDocument("centerY-multipliers.json")).first)
        // box: (20, 100, 280, 400). In box space centerY = 200, so top = 200·m:
        expectFrame(layout, "box", x: 20, y: 100, width: 280, height: 400)
        expectFrame(layout, "button1", x: 90, y: 0.0002, width: 100, height: 40)   // 200 · 0.000001
        expectFrame(layout, "button2", x: 90, y: 133.3334, width: 100, height: 40) // 200 · 0.666667
        expectFrame(layout, "button3", x: 90, y: 266.666, width: 100, height: 40)  // 200 · 1.33333
        expectFrame(layout, "button4", x: 90, y: 360, width: 100, height: 40)      // 200 · 2 − 40
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func floatingPanelFollowsItsContent() throws {
        let layouts = try LayoutSystem.solve(exampleDocument("floating-panel.json"))
        try #require(layouts.count == 2)
        // Panel: width 8 + 56 + 8 = 72, height 8 + 44 + 8 + 56 + 8 = 124.
        // Portrait 375x812: x = 375 − 16 − 72 = 287; y = 812 − 34 − 16 − 124 = 638.
        expectFrame(layouts[0], "panel", x: 287, y: 638, width: 72, height: 124)
        expectFrame(layouts[0], "share", x: 14, y: 8, width: 44, height: 44)   // centred on menu: 8 + 28 − 22
        expectFrame(layouts[0], "menu", x: 8, y: 60, width: 56, height: 56)
        // Landscape 812x375: x = 812 − 88 = 724; y = 375 − 34 − 16 − 124 = 201.
        expectFrame(layouts[1], "panel", x: 724, y: 201, width: 72, height: 124)
        expectFrame(layouts[1], "menu", x: 8, y: 60, width: 56, height: 56)
        #expect(layouts.allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test func zeroSizedTitleViewLeavesItsButtonOutside() throws {
        let layout = try #require(try LayoutSystem.solve(exampleDocument("titleview-zero-size.json")).first)
        // navBar (0, 20, 375, 44); titleView centred, 0x0: (187.5, 22) in navBar space.
        expectFrame(layout, "navBar", x: 0, y: 20, width: 375, height: 44)
        expectFrame(layout, "titleView", x: 187.5, y: 22, width: 0, height: 0)
        // The button is centred on the zero-sized view: (−60, −15) in its space.
        expectFrame(layout, "titleButton", x: -60, y: -15, width: 120, height: 30)
        #expect(diagnosticSummary(layout) == ["outside titleButton titleView"])
    }

    @Test func titleViewPinnedToItsButton() throws {
        let layouts = try LayoutSystem.solve(exampleDocument("titleview-pinned.json"))
        // The title view takes the button's 120x30: x = 187.5 − 60, y = 22 − 15.
        expectFrame(layouts[0], "titleView", x: 127.5, y: 7, width: 120, height: 30)
        expectFrame(layouts[0], "titleButton", x: 0, y: 0, width: 120, height: 30)
        // 320 wide: x = 160 − 60 = 100, just meeting the 100-point side spacing.
        expectFrame(layouts[1], "titleView", x: 100, y: 7, width: 120, height: 30)
        #expect(layouts.allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test func conflictingConstraintsAreBrokenAndNamed() throws {
        let layout = try #require(try LayoutSystem.solve(exampleDocument("conflicting.json")).first)
        expectFrame(layout, "a", x: 10, y: 10, width: 100, height: 50)
        // b keeps bLeft and width 100; its trailing (needs width 320 − 40 = 280) is broken.
        expectFrame(layout, "b", x: 20, y: 70, width: 100, height: 50)
        #expect(diagnosticSummary(layout) == [
            "unsatisfiable a.width == 200 | a.width == 100",
            "unsatisfiable b.trailing == root.trailing - 20 | bLeft, b.width == 100",
        ])
    }

    @Test func ambiguousItemsAreReported() throws {
        let layout = try #require(try LayoutSystem.solve(exampleDocument("ambiguous.json")).first)
        // left and right hug at the same priority: the 320 − 48 − 100 = 172 spare points can
        // go to either, so left's width and right's x and width are not fixed; spacer1 and
        // floating have nothing fixing their y.
        #expect(diagnosticSummary(layout) == [
            "ambiguous spacer1 y", "ambiguous left width", "ambiguous right x,width", "ambiguous floating y",
        ])
        expectFrame(layout, "spacer1", x: 0, width: 10, height: 10)
        expectFrame(layout, "left", x: 20, y: 20, height: 21)
        expectFrame(layout, "floating", x: 138, width: 44, height: 44)
        let right = try #require(frameTable(layout)["right"])
        #expect(abs(right.x + right.width - 300) <= 1e-6) // 320 − 20
    }

    @Test func rightToLeftVisualFormatRow() throws {
        let layout = try #require(try LayoutSystem.solve(exampleDocument("rtl-row.json")).first)
        // Leading is the right edge: avatar.right = 320 − 16 = 304 → x = 244;
        // name.right = 244 − 8 = 236 → x = 156. name.centerY = 20 + 22 → y = 42 − 10.5.
        expectFrame(layout, "avatar", x: 244, y: 20, width: 60, height: 44)
        expectFrame(layout, "name", x: 156, y: 31.5, width: 80, height: 21)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func marginsAndANotch() throws {
        let layout = try #require(try LayoutSystem.solve(exampleDocument("margins-notch.json")).first)
        // Safe area (0, 44, 375, 812 − 44 − 34 = 734); header under the notch, 56 high.
        expectFrame(layout, "header", x: 0, y: 44, width: 375, height: 56)
        // Directional trailing margin 12 (left-to-right: the right): badge.right = 363.
        expectFrame(layout, "badge", x: 333, y: 13, width: 30, height: 30)
        // Root margins guide = safe area inset by 8: x 8...367, bottom 44 + 734 − 8 = 770.
        expectFrame(layout, "content", x: 8, y: 100, width: 359, height: 670)
        // content's margins 16/20: label at (20, 16), width 359 − 40.
        expectFrame(layout, "label", x: 20, y: 16, width: 319, height: 21)
        #expect(layout.diagnostics.isEmpty)
    }
}
