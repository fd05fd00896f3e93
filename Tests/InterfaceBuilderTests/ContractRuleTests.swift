import InterfaceBuilder
import LayoutEngine
import Testing

/// One fixture per rule of the Interface Builder contract (docs/interface-builder.md), frames
/// worked out by hand.
@Suite struct ContractRuleTests {
    /// Views: a stack view's subviews are its arranged subviews; spacingType standard is 8;
    /// a XIB's device-sized top view has the device's insets (retina4_7: 20 at the top).
    @Test func stackViewInAXib() throws {
        let s = try #require(try Solve.scenes("StackForm.xib").first)
        #expect(s.layout.diagnostics.isEmpty)
        #expect(s.scene.name == "view")
        // top 20 + 20; margins 16 (375 < 400); 21 + 8 + 34 + 8 + 30 = 101
        #expect(Solve.close(s.frame("Stk-aa-001"), rect(16, 40, 343, 101)))
        #expect(Solve.close(s.frame("Lbl-aa-001"), rect(0, 0, 343, 21)))
        #expect(Solve.close(s.frame("Txt-aa-001"), rect(0, 29, 343, 34)))
        #expect(Solve.close(s.frame("Btn-aa-001"), rect(0, 71, 343, 30)))
        let json = Solve.json(s.scene.document)
        #expect(json.contains("\"kind\":\"stack\""))
        #expect(json.contains("\"axis\":\"vertical\""))
        #expect(json.contains("\"spacing\":8"))
        #expect(json.contains("\"huggingPriority\":{\"horizontal\":248,\"vertical\":250}"))
    }

    /// Constraints and guides: `a:b` and `a/b` multipliers, a multiplier on leading applied
    /// to left, priorities, `<=`, and `baseline` as lastBaseline with SF Pro metrics.
    @Test func multipliersPrioritiesAndBaselines() throws {
        let s = try #require(try Solve.scenes("Multipliers.storyboard").first)
        #expect(s.layout.diagnostics.isEmpty)
        #expect(s.scene.name == "Ratios")
        // width 320 * 1/4 = 80; left = 320 * 0.5 = 160; top 20 + 10; height <= 50 beats 100 @750
        #expect(Solve.close(s.frame("Box-aa-00A"), rect(160, 30, 80, 50)))
        // width 80 * 3/4 = 60; top 30 + 50 + 8
        #expect(Solve.close(s.frame("Box-bb-00B"), rect(20, 88, 60, 40)))
        #expect(Solve.close(s.frame("Lbl-sm-001"), rect(20, 148, 50, 20.5)))
        // last baselines: 20.5 - 0.2404 * 17 = 16.4132 and 41 - 0.2404 * 34 = 32.8264, so the
        // big label's top is 148 + 16.4132 - 32.8264 = 131.5868, 131.5 at scale 2
        #expect(Solve.close(s.frame("Lbl-bg-001"), rect(78, 131.5, 80, 41)))
        let json = Solve.json(s.scene.document)
        #expect(json.contains("\"first\":\"Box-aa-00A.left\",\"relation\":\"==\",\"second\":\"Mul-rt-001.right\",\"multiplier\":0.5"))
        #expect(json.contains("\"first\":\"Lbl-bg-001.lastBaseline\""))
        #expect(json.contains("\"priority\":750"))
    }

    /// Scenes and their screens, constraints and guides: a translucent navigation bar
    /// inherited from the navigation controller adds 44 to the inset; the old top/bottom
    /// layout guides; an opaque tab bar (read off the saved height) shortens the view and
    /// leaves no bottom inset.
    @Test func barsAndOldLayoutGuides() throws {
        let scenes = try Solve.scenes("BarsAndGuides.storyboard")
        #expect(scenes.count == 2)
        let guides = scenes[0]
        #expect(guides.scene.name == "GuidesViewController")
        #expect(guides.layout.diagnostics.isEmpty)
        // top guide ends at 20 + 44; bottom guide starts at 667
        #expect(Solve.close(guides.frame("Gui-bx-001"), rect(0, 72, 375, 587)))
        #expect(!guides.scene.document.constraints.isEmpty)
        let opaque = scenes[1]
        #expect(opaque.scene.name == "Opaque Tab")
        #expect(opaque.scene.size == Size(width: 375, height: 618))
        #expect(Solve.close(opaque.frame("Opq-bx-001"), rect(0, 20, 375, 598)))
        #expect(Solve.json(opaque.scene.document).contains("\"safeAreaInsets\":{\"top\":20,\"left\":0,\"bottom\":0,\"right\":0}"))
    }

    /// Constraints and guides: edges of a scroll view tied to a view inside it attach to the
    /// content rectangle; width to the frame; the frame layout guide is the scroll view's
    /// bounds; children of a scroll view are never outside it.
    @Test func scrollViewContentAndFrameGuides() throws {
        let s = try #require(try Solve.scenes("ScrollContent.storyboard").first)
        #expect(s.layout.diagnostics.allSatisfy { if case .outsideSuperview = $0 { return true } else { return false } })
        #expect(Solve.close(s.frame("Scr-sv-001"), rect(0, 20, 375, 647)))
        #expect(Solve.close(s.frame("Scr-cv-001"), rect(0, 0, 375, 1000)))
        #expect(Solve.close(s.frame("Scr-ft-001"), rect(0, 0, 375, 30)))
        #expect(Solve.close(s.frame("Scr-cg-001"), rect(0, 0, 375, 1000)))
        let report = try Linter.lint(Fixture.bytes("ScrollContent.storyboard"))
        #expect(report.findingCount == 0)
    }

    /// A scroll view's margins tied to a view inside it attach to the content rectangle inset
    /// by the scroll view's margins (the file's 12 top, 8 sides, 4 bottom), as its edges do:
    /// the content view is sized by what it holds, not stretched to the scroll view's height.
    @Test func scrollViewMarginsAttachToContent() throws {
        let s = try #require(try Solve.scenes("ScrollMargins.storyboard").first)
        #expect(!s.layout.diagnostics.contains { if case .ambiguous = $0 { return true } else { return false } })
        #expect(Solve.close(s.frame("Smg-cv-001"), rect(8, 12, 359, 61)))
        #expect(Solve.close(s.frame("Smg-lb-001"), rect(20, 20, 50, 21)))
        #expect(Solve.close(s.frame("Smg-sv-001-content"), rect(0, 0, 375, 77)))
        let report = try Linter.lint(Fixture.bytes("ScrollMargins.storyboard"))
        #expect(report.findingCount == 0)
    }

    /// Constraints and guides: size-class masks, a per-trait constant and a per-trait hidden.
    @Test func sizeClassVariations() throws {
        let portrait = try #require(try Solve.scenes("SizeClasses.storyboard").first)
        #expect(portrait.layout.diagnostics.isEmpty)
        #expect(Solve.close(portrait.frame("Siz-bn-001"), rect(0, 69, 393, 100)))
        #expect(Solve.close(portrait.frame("Siz-ft-001"), rect(0, 718, 393, 100)))
        let landscape = try #require(try Solve.scenes("SizeClasses.storyboard", device: Solve.device("retina6_12", .landscape)).first)
        #expect(landscape.scene.size == Size(width: 852, height: 393))
        #expect(landscape.layout.diagnostics.isEmpty)
        // height compact: top to the root's top, height 50; the footer hidden
        #expect(Solve.close(landscape.frame("Siz-bn-001"), rect(0, 0, 852, 50)))
        #expect(Solve.close(landscape.frame("Siz-ft-001"), rect(0, 272, 852, 100)))
        let json = Solve.json(landscape.scene.document)
        // The saved frame (portrait's) only places what constraints leave free (none here).
        #expect(json.contains("{\"id\":\"Siz-ft-001\",\"designFrame\":{\"x\":0,\"y\":718,\"width\":393,\"height\":100},\"hidden\":true}"))
        #expect(!json.contains("Siz-k1-001"))
    }

    /// Scenes and their screens, views: a XIB's top-level table cell; its content view has a
    /// fixed frame and 11/16 margins.
    @Test func xibTableCell() throws {
        let s = try #require(try Solve.scenes("TableCell.xib").first)
        #expect(s.scene.name == "NameCell (cell)")
        #expect(s.layout.diagnostics.isEmpty)
        #expect(Solve.close(s.frame("H2p-sc-9uM"), rect(0, 0, 375, 60)))
        #expect(Solve.close(s.frame("Cel-lb-001"), rect(16, 11, 100, 38)))
    }

    /// Scenes and their screens: a prototype cell is a scene of its own (and a warning in the
    /// table's); on a 414-pt device its content view's side margins are 20.
    @Test func storyboardPrototypeCell() throws {
        let scenes = try Solve.scenes("TablePrototype.storyboard")
        #expect(scenes.map(\.scene.name) == ["tableViewController", "Row (cell)"])
        #expect(scenes[0].scene.warnings.contains { $0.line == 18 && $0.message.contains("scene of its own") })
        let cell = scenes[1]
        #expect(cell.scene.size == Size(width: 414, height: 44))
        #expect(Solve.close(cell.frame("Tbl-dt-001"), rect(20, 11, 22, 22)))
        #expect(cell.layout.diagnostics.isEmpty)
        // Saved frames of real files show 20 already at 393 pt (the contract says 414), and 16 below.
        let at393 = try Solve.scenes("TablePrototype.storyboard", device: Solve.device("retina6_12"))[1]
        #expect(Solve.close(at393.frame("Tbl-dt-001"), rect(20, 11, 22, 22)))
        let at375 = try Solve.scenes("TablePrototype.storyboard", device: Solve.device("retina4_7"))[1]
        #expect(Solve.close(at375.frame("Tbl-dt-001"), rect(16, 11, 22, 22)))
    }

    /// Views, and the request members they map to (docs/requests.md#fixed-frames-and-autoresizing-masks
    /// and #alignment-insets): autoresizing masks by UIKit's names with the superview's saved
    /// size, alignment insets, height-only intrinsic sizes, placeholder sizes and id mapping.
    @Test func autoresizingAlignmentInsetsAndPlaceholders() throws {
        let answer = try Importer.importFile(Fixture.bytes("Autoresizing.storyboard"))
        let json = Solve.json(try #require(answer.scenes.first).document)
        #expect(json.contains("{\"id\":\"Arm-bn-001\",\"frame\":{\"x\":20,\"y\":100,\"width\":353,\"height\":50},\"autoresizingMask\":{\"flexible\":[\"flexibleWidth\",\"flexibleBottomMargin\"],\"referenceSize\":{\"width\":393,\"height\":852}}}"))
        #expect(json.contains("{\"id\":\"Arm-fx-001\",\"frame\":{\"x\":10,\"y\":10,\"width\":30,\"height\":30}}"))
        #expect(json.contains("{\"id\":\"Arm-sl-001\",\"kind\":\"control\",\"designFrame\":{\"x\":18,\"y\":200,\"width\":357,\"height\":31},\"intrinsicSize\":{\"width\":null,\"height\":30},\"alignmentInsets\":{\"top\":0,\"left\":2,\"bottom\":1,\"right\":2}}"))
        #expect(json.contains("{\"id\":\"_12a-b_c\",\"designFrame\":{\"x\":0,\"y\":300,\"width\":393,\"height\":44},\"intrinsicSize\":{\"width\":null,\"height\":44}}"))
        #expect(json.contains("\"intrinsicSize\":{\"width\":49,\"height\":31}"))
        #expect(json.contains("\"first\":\"_12a-b_c.leading\""))
    }

    /// A navigation controller that hides its bar gives its controllers none.
    @Test func aHiddenNavigationBarIsNoBar() throws {
        let scenes = try Solve.scenes("HiddenNavigationBar.storyboard")
        #expect(scenes.first { $0.scene.name == "Root" }?.scene.document.safeAreaInsets.top == 20)
        // A phone's toolbar is 49 from Xcode 10.1 (Screen.toolbarHeight).
        #expect(scenes.first { $0.scene.name == "Pushed" }?.scene.document.safeAreaInsets == Insets(top: 20, left: 0, bottom: 49, right: 0))
    }

    /// A table's header view is laid out as UIKit lays it out: the table's width (its mask
    /// notwithstanding), its saved height, its content by its own constraints; at a wider
    /// device the header and its content follow the table.
    @Test func aTableHeaderViewTakesTheTablesWidth() throws {
        let own = try #require(try Solve.scenes("TableHeader.storyboard").first)
        #expect(own.layout.frame("Thd-hd-001") == rect(0, 0, 375, 100))
        #expect(own.layout.frame("Thd-bx-001") == rect(20, 30, 335, 40))
        let wide = try #require(try Solve.scenes("TableHeader.storyboard", device: Solve.device("retina6_12")).first)
        #expect(wide.layout.frame("Thd-hd-001") == rect(0, 0, 393, 100))
        #expect(wide.layout.frame("Thd-bx-001") == rect(20, 30, 353, 40))
    }

    /// A controller that sets only its bottom bar still gets the navigation bar a push
    /// gives it (per bar, not per controller).
    @Test func aControllerThatSetsOneBarInheritsTheOther() throws {
        let scenes = try Solve.scenes("PushedToolbar.storyboard")
        let pushed = try #require(scenes.first { $0.scene.name == "Pushed" })
        #expect(pushed.scene.document.safeAreaInsets == Insets(top: 64, left: 0, bottom: 49, right: 0))
    }

    /// Lint (docs/interface-builder.md#the-findings): it names the broken constraint, the
    /// ambiguous view and the misplaced one, each at its line; misplaced only at the file's
    /// own device.
    @Test func lintFindingsCarryLines() throws {
        let report = try Linter.lint(Fixture.bytes("Conflict.storyboard"), devices: [Solve.device("retina6_12", .landscape)])
        let layouts = try #require(report.scenes.first).layouts
        #expect(layouts.count == 2)
        let own = layouts[0].findings
        #expect(own.map(\.rule.id) == [.unsatisfiable, .ambiguous, .misplaced])
        #expect(own[0].subject == "Cfl-c4-001" && own[0].line == 30 && own[0].kind == .unsatisfiable(conflictsWith: ["Cfl-c3-001"]))
        #expect(own[1].subject == "Cfl-am-001" && own[1].line == 21 && own[1].kind == .ambiguous(attributes: ["x"]))
        #expect(own[2].subject == "Cfl-bx-001" && own[2].line == 18 && own[2].misplacedFrame?.markedByFile == true)
        #expect(own[2].misplacedFrame?.saved == rect(20, 40, 200, 50) && own[2].misplacedFrame?.solved == rect(20, 40, 100, 50))
        #expect(layouts[1].findings.map(\.rule.id) == [.unsatisfiable, .ambiguous])
        // Not the contract's `path:line: kind: message` but the compilers'
        // `path:line:column: severity: message [rule-id]`, which editors and CI parsers read
        // and which a rule id lets one filter (docs/lint.md#text).
        let text = LintWriter.text(report, path: "Main.storyboard")
        #expect(text.contains("Main.storyboard:30:29: error: [Broken @ every device (2)] Unable to simultaneously satisfy constraints."))
        #expect(text.contains("[unsatisfiable]\n"))
        #expect(text.contains("Main.storyboard:18:29: warning: [Broken @ retina4_7 portrait] View (Cfl-bx-001): frame will be different"))
        let github = LintWriter.github(report, path: "Main.storyboard")
        #expect(github.contains("::error file=Main.storyboard,line=30,col=29,title=unsatisfiable::[Broken @ every device (2)] "))
        #expect(github.contains("::warning file=Main.storyboard,line=18,col=29,title=misplaced::"))
    }

    /// Devices: the file's own device in another orientation, at the current Xcode's metrics.
    @Test func otherDeviceLandscape() throws {
        let s = try #require(try Solve.scenes("SafeAreaMargins.storyboard", device: Solve.device("retina6_12", .landscape)).first)
        #expect(s.scene.size == Size(width: 852, height: 393))
        #expect(s.layout.diagnostics.isEmpty)
        // margins 20 (852 >= 400) from a safe area inset 59 at the sides
        #expect(Solve.close(s.frame("Lb1-aa-Tt1"), rect(79, 20, 694, 20.333333)))
        // (852 - 67) / 2 = 392.5 and (393 - 30) / 2 = 181.5, on the 1/3-pt grid 392.667, 181.667
        #expect(Solve.close(s.frame("_2Bt-n0-aaa"), rect(392.666667, 181.666667, 67, 30)))
        #expect(Solve.close(s.frame("Bot-vw-001"), rect(0, 322, 852, 50)))
    }
}
