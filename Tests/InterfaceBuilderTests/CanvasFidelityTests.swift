import InterfaceBuilder
import LayoutEngine
import Testing

/// Rules where the saved frames of real files overrule the contract
/// (docs/interface-builder.md#where-real-files-overrule-the-contract); each fixture's frames
/// are worked out by hand.
@Suite struct CanvasFidelityTests {
    private func scene(_ scenes: [SolvedScene], _ id: String) throws -> SolvedScene {
        try #require(scenes.first { $0.scene.id == id })
    }

    /// Xcode 26 adds the portrait insets to the portrait ones (59 + 59 top, 34 + 34 bottom),
    /// and draws retina6_7 as the 430×932 phone.
    @Test func xcode26DoublesPortraitInsetsOnA430PointPhone() throws {
        let scenes = try Solve.scenes("Xcode26Canvas.storyboard")
        let root = try scene(scenes, "X26-rt-001")
        #expect(root.scene.size == Size(width: 430, height: 932))
        #expect(root.layout.diagnostics.isEmpty)
        // top 2 × 59 = 118; height 932 − 118 − 2 × 34 = 746
        #expect(Solve.close(root.frame("X26-bx-001"), rect(0, 118, 430, 746)))
    }

    /// Xcode 26 gives a table cell's content view 15 at top and bottom; 20 at the sides on a
    /// screen from 393 pt up.
    @Test func xcode26CellMarginsAre15() throws {
        let cell = try scene(try Solve.scenes("Xcode26Canvas.storyboard"), "X26-ce-001")
        // 15 + 30 + 15 = 60, the cell's saved height
        #expect(Solve.close(cell.frame("X26-dt-001"), rect(20, 15, 30, 30)))
    }

    /// A `show` segue from a prototype cell pushes its destination under the navigation bar.
    @Test func showSegueFromACellInheritsTheNavigationBar() throws {
        let detail = try scene(try Solve.scenes("CanvasRules.storyboard"), "Can-rt-002")
        // 59 status + 44 bar; x 16: a root narrower than 400 keeps 16
        #expect(Solve.close(detail.frame("Can-va-001"), rect(16, 103, 200, 50)))
    }

    /// A cell's content view has 20-pt sides on 393-pt phones (a root view keeps 16 there).
    @Test func cellSideMarginsOf20On393PointPhones() throws {
        let scenes = try Solve.scenes("CanvasRules.storyboard")
        #expect(Solve.close(try scene(scenes, "Can-ce-001").frame("Can-dt-001"), rect(20, 11, 22, 22)))
        #expect(try scene(scenes, "Can-rt-002").frame("Can-va-001")?.x == 16)
    }

    /// `multiplier="35%"` is 0.35.
    @Test func percentageMultiplier() throws {
        let detail = try scene(try Solve.scenes("CanvasRules.storyboard"), "Can-rt-002")
        // width 35% of 200 = 70, below the first view: 103 + 50 + 8 = 161
        #expect(Solve.close(detail.frame("Can-vb-001"), rect(16, 161, 70, 50)))
        #expect(!detail.scene.warnings.contains { $0.message.contains("Can-cb-001") })
    }

    /// A placeholder constraint is kept (just below required): the height 40 comes from it.
    @Test func placeholderConstraintsShapeTheCanvas() throws {
        let detail = try scene(try Solve.scenes("CanvasRules.storyboard"), "Can-rt-002")
        #expect(Solve.close(detail.frame("Can-vc-003"), rect(16, 219, 100, 40)))
        #expect(detail.layout.diagnostics.isEmpty)
    }

    /// A `fixedFrame="YES"` view that no constraint names keeps its saved frame.
    @Test func fixedFrameWithoutConstraintsKeepsItsFrame() throws {
        let detail = try scene(try Solve.scenes("CanvasRules.storyboard"), "Can-rt-002")
        #expect(Solve.close(detail.frame("Can-vd-001"), rect(10, 600, 100, 50)))
    }

    /// Xcode 8 (toolsVersion < 13000) gave a cell's content view 8 on every side.
    @Test func xcode8CellMarginsAre8() throws {
        let cell = try #require(try Solve.scenes("Xcode8Cell.xib").first)
        #expect(Solve.close(cell.frame("Old-dt-001"), rect(8, 8, 24, 24)))
    }

    /// Xcode 9.0 (toolsVersion 13196) still gave a cell's content view 8 on every side: the
    /// saved label beside a switch fits, and nothing is ambiguous.
    @Test func xcode90CellMarginsAre8() throws {
        let cell = try #require(try Solve.scenes("Xcode90Cell.xib").first)
        #expect(Solve.close(cell.frame("X90-dt-001"), rect(8, 8, 24, 24)))
        #expect(Solve.close(cell.frame("X90-lb-001"), rect(40, 12, 270, 20)))
        #expect(Solve.close(cell.frame("X90-sw-001"), rect(318, 6.5, 51, 31)))
        #expect(try Linter.lint(Fixture.bytes("Xcode90Cell.xib")).findingCount == 0)
    }

    /// Before Xcode 14, a landscape notched phone's sides were 44; a phone whose width
    /// stays compact in landscape has a 32-pt navigation bar (and no status bar).
    @Test func landscapeXcode13BarAndSides() throws {
        let wide = try scene(try Solve.scenes("LandscapeXcode13.storyboard"), "Lnd-rt-001")
        #expect(wide.scene.size == Size(width: 844, height: 390))
        #expect(Solve.close(wide.frame("Lnd-bx-001"), rect(44, 32, 100, 50)))
    }

    /// Xcode 15 draws retina5_9 with a 50-pt top inset.
    @Test func retina59TopIs50FromXcode15() throws {
        let root = try #require(try Solve.scenes("Retina59Xcode15.storyboard").first)
        // 812 − 50 − 34 = 728
        #expect(Solve.close(root.frame("R59-bx-001"), rect(0, 50, 375, 728)))
    }

    /// Xcode 12 gave a XIB's top-level view smaller than the device the device's insets.
    @Test func xcode12SmallXibViewGetsDeviceInsets() throws {
        let banner = try #require(try Solve.scenes("SmallViewXcode12.xib").first)
        #expect(banner.scene.size == Size(width: 300, height: 200))
        // top 44 (retina6_1 before 21000), bottom 34, sides 16: 200 − 44 − 34 = 122
        #expect(Solve.close(banner.frame("Sml-bx-001"), rect(16, 44, 268, 122)))
    }

    /// A stack view's margins are 0 unless the file gives some: a subview preserving its
    /// superview's margins keeps its own 4 at the top.
    @Test func stackViewMarginsAreZeroForPreservation() throws {
        let panel = try #require(try Solve.scenes("StackPreservedMargins.xib").first)
        #expect(Solve.close(panel.frame("Stk-pv-001"), rect(0, 0, 320, 28)))
        #expect(Solve.close(panel.frame("Stk-in-001"), rect(8, 4, 304, 20)))
    }

    /// A freeform scene with an opaque bar: the root is the freeform height less the bar
    /// (568 − 44 = 524), so it starts below the bar and its top inset is 0.
    @Test func freeformSceneUnderAnOpaqueBar() throws {
        let root = try #require(try Solve.scenes("FreeformOpaqueBar.storyboard").first)
        #expect(root.scene.size == Size(width: 500, height: 524))
        #expect(Solve.close(root.frame("Frf-bx-001"), rect(0, 0, 500, 100)))
    }

    /// toolsVersion 23727 files save doubled portrait insets too: 2 × 59 top, 2 × 34 bottom.
    @Test func toolsVersion23727DoublesPortraitInsets() throws {
        let root = try #require(try Solve.scenes("DoubledInsets23727.storyboard").first)
        // 852 − 118 − 68 = 666
        #expect(Solve.close(root.frame("D37-bx-001"), rect(0, 118, 393, 666)))
    }

    /// A presentation from a button makes a sheet (no status bar), passed on to the
    /// navigation controller's root; Xcode 26 draws the sheet's bar 16 pt down: 16 + 54.
    @Test func xcode26SheetFromAButton() throws {
        let notes = try scene(try Solve.scenes("SheetXcode26.storyboard"), "Sht-rt-002")
        #expect(notes.scene.size == Size(width: 393, height: 793))
        #expect(Solve.close(notes.frame("Sht-bx-001"), rect(0, 70, 393, 723)))
    }

    /// From Xcode 11 (iOS 13) a sheet's navigation bar is 56 pt: no status bar, so the safe
    /// area starts at 56 in the 758-pt sheet (812 − 44 − 10); 34 below.
    @Test func sheetNavigationBarIs56FromXcode11() throws {
        let form = try scene(try Solve.scenes("SheetXcode11.storyboard"), "S11-rt-002")
        #expect(form.scene.size == Size(width: 375, height: 758))
        #expect(form.layout.diagnostics.isEmpty)
        // 758 − 56 − 34 = 668
        #expect(Solve.close(form.frame("S11-bx-001"), rect(0, 56, 375, 668)))
    }

    /// Before Xcode 11 a presentation covered the screen: status bar 20 + bar 44.
    @Test func presentationBeforeXcode11IsFullScreen() throws {
        let notes = try scene(try Solve.scenes("PresentedXcode10.storyboard"), "Old-rt-002")
        #expect(Solve.close(notes.frame("Old-bx-001"), rect(0, 64, 375, 603)))
    }

    /// A view whose class comes from another module (a framework's IBDesignable) keeps its
    /// saved size as its intrinsic size: centred in 300×100 at 120×20.
    @Test func frameworkDesignableKeepsItsSize() throws {
        let review = try #require(try Solve.scenes("FrameworkDesignable.xib").first)
        #expect(Solve.close(review.frame("Dsg-st-001"), rect(90, 40, 120, 20)))
        #expect(review.layout.diagnostics.isEmpty)
    }

    /// Xcode 8 drew a freeform scene with its status bar: top guide at 20, + 8.
    @Test func xcode8FreeformSceneHasAStatusBar() throws {
        let root = try #require(try Solve.scenes("FreeformXcode8.storyboard").first)
        #expect(root.scene.size == Size(width: 320, height: 440))
        #expect(Solve.close(root.frame("Fx8-bx-001"), rect(0, 28, 320, 100)))
    }

    /// A cell in a table narrower than 393 pt keeps 16-pt sides on a 393-pt screen.
    @Test func cellInANarrowTableKeeps16() throws {
        let cell = try scene(try Solve.scenes("NarrowTable.storyboard"), "Nrw-ce-001")
        #expect(Solve.close(cell.frame("Nrw-dt-001"), rect(16, 11, 22, 22)))
    }

    /// The keyboard layout guide, keyboard down, starts at the safe area's bottom: 852 − 34.
    @Test func keyboardLayoutGuideSitsOnTheSafeAreaBottom() throws {
        let root = try #require(try Solve.scenes("KeyboardGuide.storyboard").first)
        #expect(Solve.close(root.frame("Kbd-bx-001"), rect(0, 59, 393, 759)))
        #expect(root.layout.diagnostics.isEmpty)
    }

    /// Later Xcodes do the same: retina6_12 in toolsVersion 23504, 59 top and 34 bottom.
    @Test func xcode15SmallXibViewGetsDeviceInsets() throws {
        let banner = try #require(try Solve.scenes("SmallViewXcode15.xib").first)
        // 200 − 59 − 34 = 107
        #expect(Solve.close(banner.frame("S15-bx-001"), rect(16, 59, 268, 107)))
    }

    /// A smaller view with the safe-area guide, as narrow as its phone, keeps the phone's top
    /// (44) but not its home indicator: the box pinned 8 below the guide's top and to its
    /// bottom runs from 52 to the view's bottom edge, 230 − 52 = 178 high.
    @Test func smallXibViewWithTheSafeAreaGuideHasNoBottomInset() throws {
        let bar = try #require(try Solve.scenes("SmallXibViewBottom.xib").first)
        #expect(bar.scene.document.safeAreaInsets.top == 44)
        #expect(bar.scene.document.safeAreaInsets.bottom == 0)
        #expect(Solve.close(bar.frame("Sxb-bx-001"), rect(0, 52, 414, 178)))
        #expect(try Linter.lint(Fixture.bytes("SmallXibViewBottom.xib")).findingCount == 0)
    }

    /// A stack view with nothing arranged takes its placeholder intrinsic size, as Xcode's
    /// canvas draws it; `infinite` leaves that axis to the constraints.
    @Test func emptyStackTakesItsPlaceholderIntrinsicSize() throws {
        let view = try #require(try Solve.scenes("PlaceholderSizes.xib").first)
        #expect(view.layout.diagnostics.isEmpty)
        // 200 − 16 − 44 = 140
        #expect(Solve.close(view.frame("Phd-st-001"), rect(20, 140, 120, 44)))
        // from the image's trailing 20 + 24 + 116 = 160 to 320 − 20 = 300: 140 wide
        #expect(Solve.close(view.frame("Phd-st-002"), rect(160, 20, 140, 30)))
    }

    /// An image given as an `<imageReference key="image">` child (a system symbol) has an
    /// image, so its saved size is its intrinsic size.
    @Test func imageReferenceGivesAnIntrinsicSize() throws {
        let view = try #require(try Solve.scenes("PlaceholderSizes.xib").first)
        #expect(Solve.close(view.frame("Phd-im-001"), rect(20, 20.5, 24, 21.5)))
    }

    /// A placeholder constraint outranks the 999.999 that collapses a hidden arranged
    /// subview, so a hidden row keeps the height a placeholder gives its content:
    /// 10 + 18 + 3 = 31, parked at the stack's top: the 40-pt row is its only visible item
    /// (element's RoomCellContentView saves its hidden rows there, docs/stack-views.md).
    @Test func aPlaceholderHeightKeepsAHiddenArrangedSubviewOpen() throws {
        let row = try #require(try Solve.scenes("HiddenPlaceholder.xib").first)
        #expect(row.layout.diagnostics.isEmpty)
        #expect(Solve.close(row.frame("Hpl-hd-001"), rect(0, 0, 320, 31)))
        #expect(Solve.close(row.frame("Hpl-lb-001"), rect(8, 10, 304, 18)))
        #expect(Solve.close(row.frame("Hpl-st-001"), rect(0, 0, 320, 40)))
    }
}

/// Cells' content margins and Xcode's size floor, each fixture written by hand with its
/// evidence in a comment (issue 47).
@Suite struct CellAndFloorTests {
    private func scene(_ fixture: String, _ id: String) throws -> SolvedScene {
        try #require(try Solve.scenes(fixture).first { $0.scene.id == id })
    }

    /// A 374-pt table on a 390-pt phone: sides of 20; with a disclosure indicator the
    /// content view's trailing margin is 8.
    @Test func cellMarginsFollowThePhoneAndTheAccessory() throws {
        // 20 + 334 + 20 = 374
        #expect(Solve.close(try scene("CellMargins.storyboard", "Cmg-ce-001").frame("Cmg-dt-001"), rect(20, 11, 334, 22)))
        // the content view is 344 wide: 20 + 316 + 8
        #expect(Solve.close(try scene("CellMargins.storyboard", "Cmg-ce-002").frame("Cmg-dt-002"), rect(20, 11, 316, 22)))
    }

    /// A XIB's cell is laid out at its own width: 320 pt keeps sides of 16 on a 393-pt phone.
    @Test func aXibCellKeepsTheMarginsOfItsOwnWidth() throws {
        #expect(Solve.close(try scene("NarrowXibCell.xib", "Nxc-ce-001").frame("Nxc-dt-001"), rect(16, 11, 288, 22)))
    }

    /// A freeform scene of Xcode 13 keeps the notched phone's 44-pt status bar: 44 + 30.
    @Test func freeformScenesKeepTheStatusBar() throws {
        #expect(Solve.close(try scene("FreeformXcode13.storyboard", "Ffx-rt-001").frame("Ffx-tt-001"), rect(100, 74, 200, 30)))
    }

    /// An arranged subview without translatesAutoresizingMaskIntoConstraints="NO" keeps its
    /// saved 200 × 40, so the stack is 200 wide and its trailing pin is the one broken.
    @Test func anArrangedSubviewWithAnAutoresizingMaskKeepsItsSavedSize() throws {
        let kept = try scene("KeptArrangedSize.xib", "Kas-rt-001")
        #expect(Solve.close(kept.frame("Kas-kp-001"), rect(0, 0, 200, 40)))
        #expect(Solve.close(kept.frame("Kas-st-001"), rect(0, 0, 200, 70)))
        let refused = kept.layout.diagnostics.compactMap { d -> String? in
            if case .unsatisfiable(let constraint, _, _) = d { constraint } else { nil }
        }
        #expect(refused == ["Kas-c4-001"])
    }

    /// A leaf view of the app's own class keeps its saved size as its intrinsic size: 128,
    /// then 16 of spacing and the 60-pt box; nothing is ambiguous.
    @Test func aLeafViewOfTheAppsOwnClassKeepsItsSavedSize() throws {
        let leaf = try scene("CustomLeafView.xib", "Clv-rt-001")
        #expect(Solve.close(leaf.frame("Clv-tt-001"), rect(0, 0, 300, 128)))
        #expect(Solve.close(leaf.frame("Clv-bx-001"), rect(0, 144, 300, 60)))
        #expect(Solve.close(leaf.frame("Clv-st-001"), rect(0, 0, 300, 204)))
        #expect(leaf.layout.diagnostics.isEmpty, "\(leaf.layout.diagnostics)")
    }

    /// A plain view in a stack nested in a fillProportionally stack counts its saved length in
    /// the nested stack's share, and a scrolling text view its own: 20 : 60 : 30 of a free
    /// 110, where counting them 0 gives the label 60 and the text view nothing.
    @Test func aNestedPlainViewCountsItsSavedLengthInTheShare() throws {
        let rows = try scene("NestedProportionalRows.xib", "Npr-rt-001")
        #expect(Solve.close(rows.frame("Npr-st-001"), rect(0, 0, 300, 110)))
        #expect(Solve.close(rows.frame("Npr-l1-001"), rect(0, 0, 300, 20)))
        #expect(Solve.close(rows.frame("Npr-ns-001"), rect(0, 20, 300, 60)))
        #expect(Solve.close(rows.frame("Npr-tv-001"), rect(0, 80, 300, 30)))
        #expect(rows.scene.guessedSizes["Npr-fd-001"] == GuessedSize(reason: .proportionalShare, width: false, height: true))
        #expect(rows.layout.diagnostics.isEmpty, "\(rows.layout.diagnostics)")
    }

    /// Plain views in a fillProportionally stack share it by their saved lengths: 1 : 3 of 240.
    @Test func plainRowsOfAProportionalStackKeepTheirSavedShares() throws {
        let rows = try scene("ProportionalRows.xib", "Ppr-rt-001")
        #expect(Solve.close(rows.frame("Ppr-r1-001"), rect(0, 0, 300, 60)))
        #expect(Solve.close(rows.frame("Ppr-r2-001"), rect(0, 60, 300, 180)))
        #expect(rows.layout.diagnostics.isEmpty, "\(rows.layout.diagnostics)")
    }

    /// A plain view centred in a vertical stack keeps its saved 240-pt width, where UIKit's
    /// ambiguity suppression would make it 0; a width constraint of the file still wins.
    @Test func aPlainViewCentredInAStackKeepsItsSavedWidth() throws {
        let centred = try scene("CentredPlainView.xib", "Cpv-rt-001")
        #expect(Solve.close(centred.frame("Cpv-pv-001"), rect(30, 0, 240, 32)))
        #expect(Solve.close(centred.frame("Cpv-pv-002"), rect(100, 40, 100, 32)))
        #expect(centred.layout.diagnostics.isEmpty, "\(centred.layout.diagnostics)")
        #expect(centred.scene.generatedConstraints.contains("Cpv-pv-001-canvas-width"))
        #expect(!centred.scene.generatedConstraints.contains("Cpv-lb-001-canvas-width"))
    }

    /// A row too short for its content's required chain breaks the pin to the content view's
    /// bottom, as Xcode's canvas does: the box keeps its 60 pt, and the conflict is still
    /// reported, naming that pin.
    @Test func aShortRowBreaksItsBottomPin() throws {
        let cell = try scene("ShortCell.xib", "Shc-ce-001")
        #expect(Solve.close(cell.frame("Shc-bx-001"), rect(16, 8, 60, 60)))
        let refused = cell.layout.diagnostics.compactMap { d -> String? in
            if case .unsatisfiable(let constraint, _, _) = d { constraint } else { nil }
        }
        #expect(refused == ["Shc-c3-001"])
    }

    /// A label that cannot fit stops at 0 high and the box's 998 height gives way: 30 + 0 + 30.
    /// The button no constraint names stays where it was saved, and nothing is ambiguous.
    @Test func sizesStopAtZeroAndUnconstrainedViewsStayPut() throws {
        let floor = try scene("SizeFloor.xib", "Flr-rt-001")
        #expect(Solve.close(floor.frame("Flr-bx-001"), rect(20, 20, 260, 60)))
        #expect(Solve.close(floor.frame("Flr-lb-001"), rect(0, 30, 260, 0)))
        #expect(Solve.close(floor.frame("Flr-bt-001"), rect(40, 120, 100, 44)))
        #expect(floor.layout.diagnostics.isEmpty, "\(floor.layout.diagnostics)")
        // The floor's constraints are the import's, not the file's.
        #expect(floor.scene.generatedConstraints.contains("Flr-lb-001-floor-height"))
    }
}
