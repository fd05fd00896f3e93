import Testing
@testable import Typesetting

/// A picture draws each line in Inter with `lineSpacing` after every character: Inter's own
/// advances (HarfBuzz called directly) plus that spacing must come to the measured width,
/// or Chromium and librsvg draw the line past its frame (San Francisco's Display letters at
/// 24 pt bold are narrower than Inter's).
@Suite struct LineSpacingTests {
    static let interBold = TestFonts.inter + "/Inter-Bold.otf"
    static let interRegular = TestFonts.inter + "/Inter-Regular.otf"

    func drawnWidth(_ line: String, spacing: Double, size: Double, font: String) throws -> Double {
        let shaped = try #require(TestFonts.harfBuzzAdvances(line, font: font))
        return shaped.units * size / shaped.upem + Double(line.count) * spacing
    }

    @Test func aBoldTitleIsDrawnAsWideAsMeasured() throws {
        let typesetter = try #require(TestFonts.shared)
        let m = typesetter.measure(TextRequest(text: "Settings", font: .system(size: 24, weight: .bold, italic: false)))
        #expect(m.lineSpacing.count == 1)
        let drawn = try drawnWidth("Settings", spacing: m.lineSpacing[0], size: 24, font: Self.interBold)
        // The width is rounded up to the half point; the drawing is the unrounded line.
        #expect(drawn <= m.width && drawn > m.width - 0.5)
    }

    @Test func everyWrappedLineAndTheEllipsisAreSpacedToTheirWidth() throws {
        let typesetter = try #require(TestFonts.shared)
        let text = "The quick brown fox jumps over the lazy dog and keeps on running"
        let m = typesetter.measure(TextRequest(text: text, font: .system(size: 17, weight: .regular, italic: false),
                                               numberOfLines: 2, lineBreakMode: .truncatingTail, width: 150))
        #expect(m.lines == 2 && m.truncated)
        #expect(m.lineSpacing.count == 2)
        #expect(m.lineTexts[1].hasSuffix("…"))
        for (line, spacing) in zip(m.lineTexts, m.lineSpacing) {
            // A wrapped line keeps its hanging space, which draws but takes no room in the measure's width.
            let drawn = try drawnWidth(line.hasSuffix(" ") ? String(line.dropLast()) : line, spacing: spacing, size: 17,
                                       font: Self.interRegular)
            #expect(drawn <= 150.5, "\(line): \(drawn)")
        }
        let last = try drawnWidth(m.lineTexts[1], spacing: m.lineSpacing[1], size: 17, font: Self.interRegular)
        #expect(last > 140, "the cut line fills the width: \(last)")
    }
}
