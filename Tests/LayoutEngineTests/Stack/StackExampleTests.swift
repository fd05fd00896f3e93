import Foundation
import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// examples/stack-*.json read by the real reader, against frames worked out by hand.
@Suite struct StackExampleTests {
    static let checked: Set<String> = [
        "stack-expandable-menu-collapsed.json", "stack-expandable-menu-expanded.json", "stack-toolbar-equal-spacing.json",
        "stack-form-baselines.json", "stack-rtl-row.json",
    ]

    @Test func everyStackExampleHasHandWorkedFrames() throws {
        let dir = examplesDirectory
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasPrefix("stack-") && $0.hasSuffix(".json") }
        #expect(Set(files) == Self.checked)
    }

    /// Seed 001: a panel around a vertical container stack holding a hidden inner stack of
    /// two 50×50 buttons above an always-visible 50×50 menu button; the panel's size is the
    /// stack's, their centers shared, 16 from the right and 48 from the bottom of 375×667.
    @Test func expandableMenuCollapsed() throws {
        let layout = try layOut(exampleDocument("stack-expandable-menu-collapsed.json"))
        // Only menuButton is arranged visibly: container = 50×50, so the panel is too:
        // x = 375 − 16 − 50 = 309, y = 667 − 48 − 50 = 569.
        expectFrame(layout, "panel", x: 309, y: 569, width: 50, height: 50)
        expectFrame(layout, "container", x: 0, y: 0, width: 50, height: 50)
        expectFrame(layout, "menuButton", x: 0, y: 0, width: 50, height: 50)
        // expanded: hidden with all its items hidden, so nothing holds it open: height 0
        // (hiding, 999.999), parked at the container's top (50), across with menuButton (50).
        expectFrame(layout, "expanded", x: 0, y: 0, width: 50, height: 0)
        // Its hidden buttons keep their required 50×50 and park at its top-leading edge.
        expectFrame(layout, "firstButton", x: 0, y: 0, width: 50, height: 50)
        expectFrame(layout, "secondButton", x: 0, y: 0, width: 50, height: 50)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func expandableMenuExpanded() throws {
        let layout = try layOut(exampleDocument("stack-expandable-menu-expanded.json"))
        // expanded: 50 + 50 = 100 tall; container 100 + 50 = 150 tall, 50 wide; the panel
        // grows upward from the bottom pin: y = 667 − 48 − 150 = 469.
        expectFrame(layout, "panel", x: 309, y: 469, width: 50, height: 150)
        expectFrame(layout, "container", x: 0, y: 0, width: 50, height: 150)
        expectFrame(layout, "expanded", x: 0, y: 0, width: 50, height: 100)
        expectFrame(layout, "firstButton", x: 0, y: 0, width: 50, height: 50)
        expectFrame(layout, "secondButton", x: 0, y: 50, width: 50, height: 50)
        expectFrame(layout, "menuButton", x: 0, y: 100, width: 50, height: 50)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func hidingOnlyTheInnerStackLeavesItsRequiredContentHeight() throws {
        // The contract's hiding is 999.999, so the inner stack's required 100 (two required
        // 50s chained by required canvas and spacing) wins; it still takes no room in the
        // container, whose layout is the collapsed one.
        var document = try exampleDocument("stack-expandable-menu-expanded.json")
        document.root.children[0].children[0].children[0].hidden = true
        let layout = try layOut(document)
        expectFrame(layout, "panel", x: 309, y: 569, width: 50, height: 50)
        expectFrame(layout, "menuButton", x: 0, y: 0, width: 50, height: 50)
        expectFrame(layout, "expanded", x: 0, y: 0, width: 50, height: 100)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func toolbarSpreadsItsButtonsEquallyAtEachSize() throws {
        let layouts = try LayoutSystem.solve(exampleDocument("stack-toolbar-equal-spacing.json"))
        try #require(layouts.count == 2)
        // 320: toolbar 320 − 32 = 288 wide; items 44 + 30 + 44 + 30 = 148; three gaps of
        // (288 − 148)/3 = 46.667. Center alignment: 44 tall, the 30s at y = 7.
        let g = 140.0 / 3
        let narrow = layouts[0]
        expectFrame(narrow, "toolbar", x: 16, y: 568 - 8 - 44, width: 288, height: 44)
        expectFrame(narrow, "back", x: 0, y: 0)
        expectFrame(narrow, "share", x: 44 + g, y: 7, width: 30)
        expectFrame(narrow, "compose", x: 74 + 2 * g, y: 0)
        expectFrame(narrow, "trash", x: 258, y: 7)       // 118 + 140 = 288 − 30
        #expect(narrow.diagnostics.isEmpty, "\(diagnosticSummary(narrow))")
        // 414: 382 wide, gaps (382 − 148)/3 = 78: x = 0, 122, 230, 352.
        let wide = layouts[1]
        expectFrame(wide, "toolbar", x: 16, y: 736 - 8 - 44, width: 382, height: 44)
        expectFrame(wide, "share", x: 122)
        expectFrame(wide, "compose", x: 230)
        expectFrame(wide, "trash", x: 352)
        #expect(wide.diagnostics.isEmpty, "\(diagnosticSummary(wide))")
    }

    @Test func formRowAlignsFirstBaselines() throws {
        let layout = try layOut(exampleDocument("stack-form-baselines.json"))
        // 375 − 40 = 335 wide: label 60, field 335 − 60 − 8 = 267 at 68.
        // label.y + 17 == field.y + 23: field sits 6 higher. Spanner from field's top to
        // max(label.y + 21, field.y + 34) = field.y + 34: 34 tall, field.y = 0, label.y = 6.
        // form.y = safe area top 20 + 20 = 40.
        expectFrame(layout, "form", x: 20, y: 40, width: 335, height: 34)
        expectFrame(layout, "nameLabel", x: 0, y: 6, width: 60, height: 21)
        expectFrame(layout, "nameField", x: 68, y: 0, width: 267, height: 34)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func rightToLeftRowStartsAtTheRight() throws {
        let layout = try layOut(exampleDocument("stack-rtl-row.json"))
        // 375 − 32 = 343 wide at 16. From the right: avatar 343 − 40 = 303; 12 (custom
        // spacing) then name, which hugs least: 343 − 40 − 12 − 8 − 24 = 259 at 303 − 12 − 259
        // = 32; 8 then badge at 0. Center alignment, 40 tall: name y (40 − 21)/2 = 9.5, badge 8.
        expectFrame(layout, "row", x: 16, y: 100, width: 343, height: 40)
        expectFrame(layout, "avatar", x: 303, y: 0, width: 40, height: 40)
        expectFrame(layout, "name", x: 32, y: 9.5, width: 259, height: 21)
        expectFrame(layout, "badge", x: 0, y: 8, width: 24, height: 24)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }
}
