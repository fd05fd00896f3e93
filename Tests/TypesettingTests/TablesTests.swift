import Testing
@testable import Typesetting

/// Apple's tables as transcribed: spot values from the HIG, and how sizes between rows read.
@Suite struct TablesTests {
    @Test func trackingAtListedSizes() {
        // 1/1000 em × size / 1000, in points: 17 pt −26 → −0.442; 12 pt 0; 6 pt +41 → +0.246;
        // 20 pt −23 → −0.46; 28 pt +14 → +0.392; 80 pt 0.
        let cases: [(Double, Double)] = [(17, -0.442), (12, 0), (6, 0.246), (20, -0.46), (28, 0.392), (80, 0)]
        for (size, points) in cases {
            #expect(abs(Tracking.systemFont(size: size) - points) < 1e-12, "\(size)")
        }
    }

    @Test func trackingBetweenRowsIsInterpolatedAndHeldOutside() {
        // 16.5 pt: halfway between −20 and −26 is −23 → 16.5 × −23 / 1000 = −0.3795.
        #expect(abs(Tracking.systemFont(size: 16.5) - -0.3795) < 1e-12)
        // 19.5 pt is still a Text size: held at 19 pt's −24 → −0.468, not blended with 20's.
        #expect(abs(Tracking.systemFont(size: 19.5) - -0.468) < 1e-12)
        // Below 6 pt held at +41 (4 pt: +0.164); past 80 pt held at 0.
        #expect(abs(Tracking.systemFont(size: 4) - 0.164) < 1e-12)
        #expect(Tracking.systemFont(size: 120) == 0)
    }

    @Test func dynamicTypeHasEveryStyleAtEveryCategory() {
        for style in TextStyle.allCases {
            #expect(DynamicType.sizes(of: style).count == ContentSizeCategory.allCases.count, "\(style)")
        }
        // Apple's table, as the text contract's 'Fonts' heading quotes it: body 14 / 17 / 23 / 53; large title 34 at Large.
        #expect(DynamicType.size(of: .body, at: .extraSmall) == 14)
        #expect(DynamicType.size(of: .body, at: .large) == 17)
        #expect(DynamicType.size(of: .body, at: .extraExtraExtraLarge) == 23)
        #expect(DynamicType.size(of: .body, at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(DynamicType.size(of: .largeTitle, at: .large) == 34)
        #expect(DynamicType.weight(of: .headline) == .semibold)
        #expect(TextStyle.allCases.filter { DynamicType.weight(of: $0) != .regular } == [.headline])
        // Sizes never shrink as the category grows.
        for style in TextStyle.allCases {
            let row = DynamicType.sizes(of: style)
            #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test func interFilesForEachSlot() {
        #expect(SystemFont.standInFile(.regular, italic: false, display: false) == "Inter-Regular.otf")
        #expect(SystemFont.standInFile(.regular, italic: true, display: true) == "InterDisplay-Italic.otf")
        #expect(SystemFont.standInFile(.ultraLight, italic: false, display: false) == "Inter-Thin.otf")
        #expect(SystemFont.standInFile(.heavy, italic: true, display: false) == "Inter-ExtraBoldItalic.otf")
        #expect(SystemFont.standInFile(.semibold, italic: false, display: true) == "InterDisplay-SemiBold.otf")
    }

    @Test func pixelGridRoundsUpAndForgivesFloatNoise() {
        #expect(PixelGrid.roundUp(20.2861, scale: 2) == 20.5)
        #expect(PixelGrid.roundUp(20.5, scale: 2) == 20.5)
        #expect(PixelGrid.roundUp(0.1 + 0.2, scale: 10) == 0.3)
        #expect(PixelGrid.roundUp(10.01, scale: 3) == 31.0 / 3)
        #expect(PixelGrid.roundUp(0, scale: 2) == 0)
    }
}
