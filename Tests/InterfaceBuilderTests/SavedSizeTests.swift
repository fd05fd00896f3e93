import InterfaceBuilder
import LayoutEngine
import Testing

/// How Xcode's canvas drew what the file's structure alone does not say: a root saved at a
/// sheet's size, a sheet's top, a view outside any controller, a custom view whose only size
/// is optional (docs/interface-builder.md#scenes-and-their-screens, #views); each fixture's
/// comment holds the evidence, and each frame here is worked out by hand.
@Suite struct SavedSizeTests {
    private func scene(_ fixture: String, _ id: String) throws -> SolvedScene {
        try #require(try Solve.scenes(fixture).first { $0.scene.id == id })
    }

    /// Xcode 15: a root saved 10 pt short of the phone is a sheet (no status bar, no
    /// home indicator: its box fills it); one that asks for full screen keeps 47 and 34.
    @Test func aRootSavedAtASheetsHeightIsASheet() throws {
        let sheet = try scene("SheetBySizeXcode15.storyboard", "Sbs-rt-001")
        #expect(sheet.scene.document.safeAreaInsets == Insets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(Solve.close(sheet.frame("Sbs-bx-001"), rect(0, 0, 390, 834)))
        let full = try scene("SheetBySizeXcode15.storyboard", "Sbs-rt-002")
        #expect(full.scene.document.safeAreaInsets.top == 47)
        #expect(Solve.close(full.frame("Sbs-bx-002"), rect(0, 47, 390, 753)))
    }

    /// Xcode 26: a root saved 59 pt short of a 393×852 phone is a sheet; one that asks for
    /// full screen keeps the doubled 118 and 68.
    @Test func anXcode26RootSavedAtASheetsHeightIsASheet() throws {
        let sheet = try scene("SheetBySizeXcode26.storyboard", "Sb6-rt-001")
        #expect(sheet.scene.document.safeAreaInsets.top == 0)
        #expect(sheet.scene.document.safeAreaInsets.bottom == 0)
        #expect(Solve.close(sheet.frame("Sb6-bx-001"), rect(0, 0, 393, 793)))
        let full = try scene("SheetBySizeXcode26.storyboard", "Sb6-rt-002")
        #expect(Solve.close(full.frame("Sb6-bx-002"), rect(0, 118, 393, 607)))
        #expect(try Linter.lint(Fixture.bytes("SheetBySizeXcode26.storyboard")).findingCount == 0)
    }

    /// Xcode 13.2 to 14.2: a sheet (here presented by a segue) keeps the status bar's 44 pt
    /// at its top and nothing at its bottom.
    @Test func anXcode13Point2SheetKeepsTheStatusBarsHeightAtItsTop() throws {
        let sheet = try scene("SheetXcode13.storyboard", "S13-rt-002")
        #expect(sheet.scene.document.safeAreaInsets.top == 44)
        #expect(sheet.scene.document.safeAreaInsets.bottom == 0)
        #expect(Solve.close(sheet.frame("S13-bx-001"), rect(0, 44, 414, 798)))
    }

    /// A storyboard's view outside any controller has a root view's 16-pt sides: the box
    /// pinned to its margins is 208 wide at x 16, not 224 at 8.
    @Test func aViewOutsideAnyControllerHasARootViewsSideMargins() throws {
        let empty = try scene("LooseViewMargins.storyboard", "Lvm-lv-001")
        #expect(Solve.close(empty.frame("Lvm-bx-001"), rect(16, 44, 208, 40)))
    }

    /// A leaf view of the app's own class whose only constraint of its own is optional (a
    /// height of 0 at 250) keeps its saved 50 pt, as one with no constraint does: the box
    /// below it is at 50 + 16.
    @Test func aCustomLeafViewWithOnlyAnOptionalSizeKeepsItsSavedSize() throws {
        let leaf = try scene("CustomLeafOptionalHeight.xib", "Clo-rt-001")
        #expect(Solve.close(leaf.frame("Clo-tt-001"), rect(0, 0, 300, 50)))
        #expect(Solve.close(leaf.frame("Clo-bx-001"), rect(0, 66, 300, 60)))
        #expect(leaf.scene.guessedSizes["Clo-tt-001"] != nil)
    }
}
