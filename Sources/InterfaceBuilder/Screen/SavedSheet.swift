import LayoutEngine

extension FileContext {
    /// Whether a controller's root, which no segue of the file presents as a sheet, was
    /// saved at a sheet's size, so that Xcode's canvas drew it as one (no status bar, and
    /// from Xcode 13.2 no home-indicator inset: `SceneScreen`'s sheet rules).
    ///
    /// Xcode draws a controller as a sheet when it is presented as one, and a controller
    /// presented from code (or from another storyboard) shows it only in its saved size:
    /// the device's full width, and its height less the sheet's top. The canvas of Xcode 11
    /// to 14.1 starts a sheet 10 pt below the status bar, 14.3 to 16 10 pt below the
    /// screen's top, Xcode 26 at the status bar; a home-button phone's sheets are 20 pt
    /// short in every Xcode (sheets that segues present are saved so). Any of the three
    /// heights counts, in any Xcode from 11 on. The collection of
    /// 2026-12-06's development half saves such roots with the views pinned to their top
    /// and bottom as a sheet's: TiTi's four retina6_0 scenes (Xcode 15, 834 of 844 high),
    /// Homium's onboarding (retina6_1, 842 of 896), Blockstream's PGP settings (Xcode 26, 793
    /// of 852), OpenArchive's and Habitica's Xcode 15 scenes on home-button phones (548 of
    /// 568, 647 of 667). Xcode 10 had no sheets: bitmovin's HTML player (toolsVersion 14865,
    /// 842 of 896) is left alone. A delta that opaque bars explain is theirs, not a sheet's,
    /// and a controller that asks to cover the screen (`modalPresentationStyle` full
    /// screen) is never a sheet.
    func savedAsSheet(_ c: SceneCandidate, saved: Rect) -> Bool {
        let own = ownScreen
        guard case .controllerRoot = c.role, !c.sheet, !c.embedded, !c.freeform, !own.landscape, !own.device.isPad,
              (own.toolsVersion ?? .max) >= 15000, abs(saved.width - own.width) < 0.5 else { return false }
        if let style = c.controller?["modalPresentationStyle"], style == "fullScreen" || style == "overFullScreen" { return false }
        let delta = own.height - saved.height
        // The bars the controller has take their own height off an opaque root first.
        if c.bars.navigation?.translucent == false || c.bars.bottom.map({ !$0.translucent }) == true { return false }
        let top = own.device.hasHomeButton ? 20 : own.sheetTop
        return [top, top + 10, 10].contains { abs(delta - $0) < 0.5 }
    }
}

extension FileContext {
    /// The top inset a sheet without a navigation bar keeps: Xcode 13.2 to 14.2
    /// (toolsVersion 20000-21699) draw the status bar's height at a sheet's top (Store
    /// Management System's three sheets with a view pinned to the safe area's top save it 44
    /// down on retina6_1, Twilio's video app's 44, CodePath's Instagram clone 47 + 10).
    /// Xcode 11 to 13.1 (dgca-wallet, 19529) and 14.3 to 16 (Stream Chat's demo, 22505) start
    /// a sheet's safe area at its top. Xcode 26 seems to keep the status bar's 59 too
    /// (Blockstream Green's, GoMap's and Sentry's sheets), but that rule lost held-out views
    /// (BENCHMARKS.md, tenth session) and was dropped. A sheet's navigation bar is its own
    /// rule (`barHeights`).
    func sheetStatusBar(_ c: SceneCandidate, _ navigation: Double, _ screen: Screen) -> Double {
        guard c.sheet, navigation == 0, !screen.landscape, let version = screen.toolsVersion else { return 0 }
        return (20000..<21700).contains(version) ? screen.insets.top : 0
    }
}

extension Screen {
    /// The status bar's or sensor housing's own height in portrait, as the canvas of this
    /// Xcode draws it, without Xcode 26's doubling.
    var sheetTop: Double {
        let top = insets.top
        return isXcode26 || doublesPortraitInsets ? top / 2 : top
    }
}
