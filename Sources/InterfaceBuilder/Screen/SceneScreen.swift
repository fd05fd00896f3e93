import LayoutEngine
import XML

extension FileContext {
    /// The root size and safe-area insets of a scene at `screen`
    /// (docs/interface-builder.md#scenes-and-their-screens).
    func input(for c: SceneCandidate, at screen: Screen) -> SceneInput? {
        let saved = ViewAttributes.rect(c.top.child("rect", key: "frame")) ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        var c = c
        // A root saved at a sheet's size was drawn as one, whatever presents it (`savedAsSheet`).
        if savedAsSheet(c, saved: saved) { c.sheet = true }
        let own = ownScreen
        var size = Size(width: saved.width, height: saved.height)
        var insets = Insets.zero
        var drawn = SceneBars()
        let fullWidth = abs(saved.width - own.width) < 0.5
        switch c.role {
        case .cell:
            break
        case .looseView:
            insets.top = screen.insets.top
            if fullWidth { drawn.statusBar = screen.insets.top }
        case .xibTopLevel:
            if fullWidth && abs(saved.height - own.height) < 0.5 {
                size = Size(width: screen.width, height: screen.height)
                insets = screen.insets
                drawn.statusBar = screen.insets.top
                drawn.homeIndicator = screen.insets.bottom
                // A translucent bar the view's own simulated metrics set lies over it and
                // insets its safe area, as a controller's does (CyxbsMobile's reminder form,
                // Xcode 9.0: pinned 28 pt below the top margin, saved 64 + 28 down).
                let bars = barHeights(c, screen)
                if c.bars.navigation?.translucent == true {
                    insets.top += bars.navigation
                    drawn.navigation = bars.navigation
                }
                if let bottom = c.bars.bottom, bottom.translucent {
                    insets.bottom += bars.bottom
                    drawn.bottom = bars.bottom
                    drawn.bottomKind = bottom.kind
                }
            } else if screen.toolsVersion.map({ $0 >= 17000 }) ?? true, !screen.device.hasHomeButton {
                // From Xcode 12 on, the canvas gives a XIB's smaller top-level view the
                // device's insets too (SwiftMessages, pocket-casts, Delta save them).
                insets = screen.insets
                // But one that has the safe-area guide and fits in the device's width ends its
                // safe area at its bottom edge, without the home indicator's inset: every such
                // view of the 2026-12-07 development half pinned to the guide's bottom saves 0
                // there (Telenav's DetailsView, Xcode 12.0; shlist's NumberView, 12.2;
                // playwire's CustomNativeAdView, 14.0; tinode's three message bars, 13.2 and
                // 14.1: 23 views), where the top keeps the device's (tinode's ForwardMessageBar:
                // 44). CloudPayments' footer, wider than its phone, keeps the 34.
                // SmallXibViewBottom.xib.
                if c.top.child("viewLayoutGuide", key: "safeArea") != nil, saved.width <= screen.width + 0.5 {
                    insets.bottom = 0
                }
            }
        case .controllerRoot:
            // An embedded controller is drawn at the container's size without insets, unless
            // it was saved at the whole device's size: the canvas then draws it as a screen of
            // its own (JTAppleCalendar's sample, Xcode 14.3: a full-size child saved below its
            // bars; development +8 views, held-out +4, validation +1, none lost).
            if c.embedded && !(fullWidth && abs(saved.height - own.height) < 0.5) { break }
            let ownBars = barHeights(c, own)
            // A freeform scene's opaque bars come off its freeform height, not the device's.
            let freeformHeight = c.controller?.child("size", key: "freeformSize")?["height"].flatMap(Double.init)
            let delta = (c.freeform ? freeformHeight ?? own.height : own.height) - saved.height
            var topOpaque = false
            var bottomOpaque = false
            if delta > 0.5 {
                let top = ownBars.navigation > 0 ? own.insets.top * (ownBars.status ? 1 : 0) + ownBars.navigation : -1
                let bottom = ownBars.bottom > 0 ? own.insets.bottom + ownBars.bottom : -1
                if abs(delta - (top + bottom)) < 0.5 && top > 0 && bottom > 0 {
                    topOpaque = true; bottomOpaque = true
                } else if abs(delta - top) < 0.5 {
                    topOpaque = true
                } else if abs(delta - bottom) < 0.5 {
                    bottomOpaque = true
                }
            }
            let bars = barHeights(c, screen)
            let status = bars.status ? screen.insets.top : (c.sheet ? sheetStatusBar(c, bars.navigation, screen) : 0)
            if !c.freeform && !c.sheet {
                let fullHeight = abs(saved.height - (own.height - (topOpaque ? own.insets.top * (ownBars.status ? 1 : 0) + ownBars.navigation : 0)
                                                     - (bottomOpaque ? own.insets.bottom + ownBars.bottom : 0))) < 0.5
                if fullWidth { size.width = screen.width }
                if fullHeight {
                    size.height = screen.height - (topOpaque ? status + bars.navigation : 0) - (bottomOpaque ? screen.insets.bottom + bars.bottom : 0)
                }
            }
            insets.top = topOpaque ? 0 : status + bars.navigation
            insets.bottom = bottomOpaque ? 0 : (sheetLosesHomeIndicator(c, screen) ? 0 : screen.insets.bottom) + bars.bottom
            if abs(size.width - screen.width) < 0.5 {
                insets.left = screen.insets.left
                insets.right = screen.insets.right
            }
            drawn = SceneBars(statusBar: status, navigation: bars.navigation, largeTitle: c.bars.navigation?.large ?? false,
                              topOpaque: topOpaque, bottom: bars.bottom, bottomKind: c.bars.bottom?.kind, bottomOpaque: bottomOpaque,
                              homeIndicator: screen.insets.bottom)
        }
        var input = SceneInput(top: c.top, role: c.role, controller: c.controller,
                               context: SceneContext(screen: screen, size: size, safeArea: insets, hostWidth: c.hostWidth,
                                                     cellMarginWidth: cellMarginWidth(c, saved: saved, at: screen)))
        input.context.bars = drawn
        input.tabs = c.tabs
        return input
    }

    /// The width a cell's content margins follow. A prototype cell's table takes the
    /// margins of the screen it is on (a 374-pt table on a 414-pt phone saves 20, Store
    /// Management System), unless it is much narrower than any screen, as a table inside
    /// a cell is (KeePassium's 252-pt one saves 16). A XIB's cell has no table and no
    /// screen: the canvas lays it out at its own width, at most the device's (nRF Mesh's
    /// 320-pt cells on a 393-pt phone save 16).
    private func cellMarginWidth(_ c: SceneCandidate, saved: Rect, at screen: Screen) -> Double? {
        guard case .cell(_, let inXib) = c.role else { return nil }
        if inXib { return min(screen.width, saved.width) }
        if let host = c.hostWidth, host < 320 { return host }
        return screen.width
    }

    /// Whether a sheet's bottom has no home-indicator inset: from Xcode 13.2 (toolsVersion
    /// 20000) Xcode draws a sheet's safe area down to its bottom edge. In the development
    /// half of 2026-12-06, sheets saved by Xcode 13.2 and later (Jongrimes' Store Management
    /// System, Lockdown, Habitica, passforios) put bottom-pinned views there; those saved by
    /// Xcode 11.3 to 13.1 (dgca-wallet, 19529; the iOS 13 book's LetsEat, 15505) 34 pt above.
    private func sheetLosesHomeIndicator(_ c: SceneCandidate, _ screen: Screen) -> Bool {
        c.sheet && (screen.toolsVersion ?? .max) >= 20000
    }

    /// Heights of the bars a controller's scene has at `screen`, and whether it has a status bar.
    private func barHeights(_ c: SceneCandidate, _ screen: Screen) -> (status: Bool, navigation: Double, bottom: Double) {
        // A freeform scene keeps the device's status bar, in every Xcode: 8 of the 9 freeform
        // controllers of Xcode 9 to 13 in the collection of 2026-12-06's development half
        // save it (Blink's file provider, dgca-wallet, Phonetic, GenesisVision), as Xcode 8's
        // do (Hero's and DropDown's demos). The rule it replaces (none in Xcode 9-13) came
        // from RxSwift's examples alone.
        // Status Bar "None" hides the status bar, but a notched phone keeps its sensor
        // housing's inset, as in UIKit (Esri's feedback panels, FSCalendar's extension and
        // sprocket's PhotoGram, home-button phones, save no status bar).
        let status = !c.sheet && !(c.statusBarNone && screen.device.hasHomeButton)
        var navigation = 0.0
        if let nav = c.bars.navigation { navigation = nav.large ? 96 : screen.navigationBarHeight }
        // Xcode 26 draws a sheet's navigation bar 16 pt below the sheet's top (GoMap saves it so).
        if c.sheet, screen.isXcode26, navigation > 0 { navigation += 16 }
        // From iOS 13 a sheet's standard navigation bar is 56 pt, not 44 (Eureka's modal
        // form, Xcode 11, saves it so, as does its navigation controller's own bar).
        if c.sheet, !screen.isXcode26, navigation == 44 { navigation = 56 }
        var bottom = 0.0
        if let b = c.bars.bottom { bottom = b.kind == "tabBar" ? screen.tabBarHeight : screen.toolbarHeight }
        return (status, navigation, bottom)
    }
}
