import InterfaceBuilder
import LayoutEngine
import Testing

@Suite struct ControllerSceneTests {
    /// retina6_12 portrait: safe area top 59, bottom 34; a root narrower than 400 has 16-pt
    /// side margins; a label and a button keep their saved sizes as intrinsic sizes.
    @Test func safeAreaMarginsAndIntrinsicSizes() throws {
        let scenes = try Solve.scenes("SafeAreaMargins.storyboard")
        #expect(scenes.count == 1)
        let s = try #require(scenes.first)
        #expect(s.scene.id == "_8bC-Xf-vdC")
        #expect(s.scene.name == "ViewController")
        #expect(s.scene.line == 16)
        #expect(s.scene.size == Size(width: 393, height: 852))
        #expect(s.layout.diagnostics.isEmpty)
        // top = 59 + 20; x = 16 margin; width = 393 - 2 * 16
        #expect(Solve.close(s.frame("Lb1-aa-Tt1"), rect(16, 79, 361, 20.333333)))
        // centred: (393 - 67) / 2 = 163; (852 - 30) / 2 = 411
        #expect(Solve.close(s.frame("_2Bt-n0-aaa"), rect(163, 411, 67, 30)))
        // bottom on the safe area's bottom: 852 - 34 - 50 = 768; the placeholder height 80 is
        // kept at priority 999, so the required height 50 wins
        #expect(Solve.close(s.frame("Bot-vw-001"), rect(0, 768, 393, 50)))
        #expect(s.scene.lines.contains { $0.id == "c10-aa-010" })
        #expect(s.scene.lines.contains { $0.id == "c09-aa-009" && $0.line == 47 })
    }

    @Test func lintOfAFileThatMatchesItsSavedFramesFindsNothing() throws {
        let report = try Linter.lint(Fixture.bytes("SafeAreaMargins.storyboard"))
        #expect(report.findingCount == 0)
        #expect(report.scenes.first?.layouts.count == 1)
    }
}
