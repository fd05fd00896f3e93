import InterfaceBuilder
import LayoutEngine
import Testing

/// SF Symbols' frames against the alignment rectangles their constraints place
/// (docs/interface-builder.md#views); the evidence is in the fixture's comment.
@Suite struct SymbolInsetTests {
    /// A circled symbol at its default configuration: the frame is 1 pt shorter than the
    /// 30-pt (24-pt) constant, 0.5 pt in from each end, and what is pinned to its bottom
    /// starts from the constant's bottom (20 + 30 + 8 = 58), not the frame's.
    @Test func aCircledSymbolIsHalfAPointInFromEachEnd() throws {
        let row = try #require(try Solve.scenes("CircledSymbolInsets.xib").first)
        #expect(Solve.close(row.frame("Csi-in-001"), rect(16, 20.5, 30, 29)))
        #expect(Solve.close(row.frame("Csi-lb-001"), rect(16, 58, 44, 21)))
        #expect(Solve.close(row.frame("Csi-xm-001"), rect(62, 20.5, 24, 23)))
    }

    /// A large symbol scale, a symbol that is not circled and one that only contains the
    /// word keep their frame at the alignment rectangle.
    @Test func otherSymbolsKeepTheirAlignmentRectangle() throws {
        let row = try #require(try Solve.scenes("CircledSymbolInsets.xib").first)
        #expect(Solve.close(row.frame("Csi-lg-001"), rect(102, 20, 24, 24)))
        #expect(Solve.close(row.frame("Csi-up-001"), rect(142, 20, 20, 20)))
        #expect(Solve.close(row.frame("Csi-cp-001"), rect(178, 20, 30, 30)))
    }

    /// A loose circled symbol or switch is its scene's root, whose frame is the root size:
    /// it gets no alignment insets, and its scene solves at its saved size.
    @Test func aLooseViewWithAlignmentInsetsIsARootWithout() throws {
        let scenes = try Solve.scenes("CircledSymbolInsets.xib")
        #expect(scenes.count == 3)
        let loose = try #require(scenes.first { $0.scene.document.root.id == "Csi-lo-001" })
        #expect(Solve.close(loose.frame("Csi-lo-001"), rect(0, 0, 30, 29)))
        let toggle = try #require(scenes.first { $0.scene.document.root.id == "Csi-sw-001" })
        #expect(Solve.close(toggle.frame("Csi-sw-001"), rect(0, 0, 51, 31)))
    }
}
