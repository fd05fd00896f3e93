import LayoutEngine

/// A device in an orientation, as a scene is laid out at: the screen, its bare safe-area
/// insets, and its size classes.
package struct Screen: Sendable, Equatable {
    /// The IB device (docs/interface-builder.md#devices).
    package var device: Device
    /// Landscape swaps the device's width and height.
    package var landscape: Bool
    /// The Xcode that wrote the file (`toolsVersion`), for the canvas quirks of
    /// docs/interface-builder.md#devices; nil for the current Xcode's metrics (`?devices=`).
    package var toolsVersion: Int?

    /// `device` in an orientation, drawn as the Xcode of `toolsVersion` draws it (nil: the current one).
    package init(device: Device, landscape: Bool, toolsVersion: Int? = nil) {
        self.device = device
        self.landscape = landscape
        self.toolsVersion = toolsVersion
    }

    /// "portrait" or "landscape", as answers and lint messages spell it.
    package var orientation: String { landscape ? "landscape" : "portrait" }
    /// The screen's width in points in this orientation.
    package var width: Double { landscape ? device.height : device.width }
    /// The screen's height in points in this orientation.
    package var height: Double { landscape ? device.width : device.height }

    /// The bare device's safe-area insets in this orientation, before simulated bars.
    package var insets: Insets {
        var portrait = device.portraitInsets
        // Before Xcode 14.0 (toolsVersion 21225) Xcode drew every 47/48-pt notch as 44
        // (docs/interface-builder.md#devices names retina6_1; a retina6_0 landscape file of
        // toolsVersion 19162 saves 44 at the sides), its betas too (twilio's video app, 21208);
        // 14.0 itself draws 47 and 48: every 21225 file of the 2026-12-07 development half on
        // such a phone that pins to the safe area's top says so (playwire's Swift sample,
        // bitmovin's SharePlay, safe-ios's ClaimGetStarted XIB; NotchXcode14.storyboard).
        let oldNotch = toolsVersion.map { $0 < 21225 } ?? false
        if oldNotch && (portrait.top == 47 || portrait.top == 48) { portrait.top = 44 }
        // Xcode 10.2 to 14.2 (14810-21699) draws a home-button phone without its status bar;
        // 14.3 (21701) draws it again (saved frames of the collection's development half).
        // 10.2-10.3 already did (25 views of 5 repositories of 2026-12-06's development half:
        // Esri's maps app, MEWconnect, QSC Mobile, schul-cloud, Ringoid); 10.0-10.1
        // (14000-14490) still draw it (298 views there say so): the start lies in between.
        if let v = toolsVersion, (14810..<21700).contains(v), device.hasHomeButton { portrait.top = 0 }
        // From toolsVersion 21000 on, retina5_9 has a 50-pt top (IQKeyboardManager's saved
        // frames), Xcode 26 included, which doubles it to 100 (Blockstream Green's SendFlow
        // and Threema's CreateID, toolsVersion 24128 and 24506, save 100).
        if device.id == "retina5_9", let v = toolsVersion, v >= 21000 { portrait.top = 50 }
        var result = landscape ? device.landscapeInsets : portrait
        if landscape, oldNotch, result.left > 44 {
            // Up to Xcode 14.0 every notched phone's landscape sides were 44 (as its top was).
            result.left = 44
            result.right = 44
        }
        if isXcode26 || doublesPortraitInsets, !device.isPad, landscape || !device.hasHomeButton {
            // Xcode 26's canvas adds the portrait insets to the current orientation's; in
            // portrait that doubles them (the saved frames of real files say so).
            result.top += portrait.top
            result.bottom += portrait.bottom
        }
        return result
    }

    /// The status bar's height in this orientation (the top inset of a home-button phone).
    package var statusBar: Double { insets.top }

    var isXcode26: Bool { toolsVersion.map { XcodeReleases.xcode26.contains($0) } ?? false }
    /// Files of toolsVersion 23727 (Xcode 15.3–15.4) save the doubled insets as Xcode 26
    /// does (GoMap Panoramax, KeePassium OnboardingStepVC).
    var doublesPortraitInsets: Bool { toolsVersion.map { (23700..<23800).contains($0) } ?? false }
    /// A phone in landscape has compact toolbars: 32 pt, as saved frames of landscape files
    /// show (docs/interface-builder.md#scenes-and-their-screens gives only the portrait heights).
    var compactBars: Bool { landscape && !device.isPad }
    /// A simulated navigation bar's height: 44 (iPad 50, Xcode 26 54); a phone in landscape
    /// whose width stays compact has UIKit's 32-pt compact bar.
    package var navigationBarHeight: Double {
        if isXcode26 { return 54 }
        // iPad files before Xcode 11 (toolsVersion 15000) save a 44-pt bar (kaltura's and
        // OpenTerm's, toolsVersion 11542 and 14109); later ones 50.
        if device.isPad { return (toolsVersion ?? .max) < 15000 ? 44 : 50 }
        return landscape && widthClass == "compact" ? 32 : 44
    }
    /// A simulated tab bar's height: 49, or 31 on Xcode 26's canvas.
    package var tabBarHeight: Double { isXcode26 ? 31 : 49 }
    /// A simulated toolbar's height: the compact 32 of a phone in landscape; on a phone in
    /// portrait 49 from Xcode 10.1 (toolsVersion 14400) on: Hippo's, googleads' APIDemo,
    /// App Center's Sasquatch, Siskin's and Yona's controllers (toolsVersion 14460 to 23504,
    /// home-button and notched phones) save their toolbar 49 high, PetData's of Xcode 10.0
    /// (14109) 44. Otherwise 44.
    package var toolbarHeight: Double {
        if compactBars { return 32 }
        return !device.isPad && (toolsVersion ?? .max) >= 14400 ? 49 : 44
    }

    /// The horizontal size class, "compact" or "regular", which picks the `<variation>`s
    /// that apply (docs/interface-builder.md#constraints-and-guides).
    package var widthClass: String {
        if device.isPad { return "regular" }
        return landscape && device.width >= 414 ? "regular" : "compact"
    }

    /// The vertical size class, "compact" or "regular": compact only for a phone in landscape.
    package var heightClass: String {
        if device.isPad { return "regular" }
        return landscape ? "compact" : "regular"
    }
}
