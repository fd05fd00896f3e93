/// Insets of a rectangle: top, left, bottom, right.
public struct EdgeInsets: Sendable, Equatable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}

/// One IB device id and its screen (interface-builder.md section 6). Kept in this one file
/// so the engine's own `Device` table can replace it at merge.
public struct IBDevice: Sendable, Equatable {
    public var id: String
    /// Portrait size in points.
    public var width: Double
    public var height: Double
    public var scale: Int
    public var portraitInsets: EdgeInsets
    public var landscapeInsets: EdgeInsets

    public var isPad: Bool { id.hasPrefix("ipad") }
    /// A phone with a home button: no insets but the status bar.
    public var hasHomeButton: Bool { !isPad && portraitInsets.bottom == 0 }

    /// The device for an IB id, or nil when the table has no such id.
    public static func named(_ id: String) -> IBDevice? {
        table.first { $0.id == id }
    }

    /// The device a file written by `toolsVersion` means by `id`: Xcode 26 (24127–29999)
    /// draws `retina6_7` as the 430×932 Dynamic Island phone (real files save it so).
    public static func named(_ id: String, toolsVersion: Int?) -> IBDevice? {
        if id == "retina6_7", let v = toolsVersion, (24127...29999).contains(v), var d = named("retina6_72") {
            d.id = id
            return d
        }
        return named(id)
    }

    public static let allIds: [String] = table.map(\.id)

    static let table: [IBDevice] = {
        func phone(_ id: String, _ w: Double, _ h: Double, _ s: Int, top: Double, bottom: Double = 0, landscapeSide: Double? = nil) -> IBDevice {
            let landscape = landscapeSide.map { EdgeInsets(top: 0, left: $0, bottom: 21, right: $0) } ?? .zero
            return IBDevice(id: id, width: w, height: h, scale: s,
                            portraitInsets: EdgeInsets(top: top, bottom: bottom), landscapeInsets: landscape)
        }
        func pad(_ id: String, _ w: Double, _ h: Double, top: Double, bottom: Double) -> IBDevice {
            let insets = EdgeInsets(top: top, bottom: bottom)
            return IBDevice(id: id, width: w, height: h, scale: 2, portraitInsets: insets, landscapeInsets: insets)
        }
        return [
            phone("retina3_5", 320, 480, 2, top: 20),
            phone("retina4_0", 320, 568, 2, top: 20),
            phone("retina4_7", 375, 667, 2, top: 20),
            phone("retina5_5", 414, 736, 3, top: 20),
            phone("retina5_9", 375, 812, 3, top: 44, bottom: 34, landscapeSide: 44),
            phone("retina5_4", 375, 812, 3, top: 50, bottom: 34, landscapeSide: 50),
            phone("retina6_1", 414, 896, 2, top: 48, bottom: 34, landscapeSide: 48),
            phone("retina6_5", 414, 896, 3, top: 44, bottom: 34, landscapeSide: 44),
            phone("retina6_0", 390, 844, 3, top: 47, bottom: 34, landscapeSide: 47),
            phone("retina6_7", 428, 926, 3, top: 47, bottom: 34, landscapeSide: 47),
            phone("retina6_12", 393, 852, 3, top: 59, bottom: 34, landscapeSide: 59),
            phone("retina6_72", 430, 932, 3, top: 59, bottom: 34, landscapeSide: 59),
            phone("retina6_3", 402, 874, 3, top: 62, bottom: 34, landscapeSide: 62),
            phone("retina6_9", 440, 956, 3, top: 62, bottom: 34, landscapeSide: 62),
            pad("ipad9_7", 768, 1024, top: 20, bottom: 0),
            pad("ipad10_2", 810, 1080, top: 20, bottom: 0),
            pad("ipad10_5", 834, 1112, top: 20, bottom: 0),
            pad("ipad12_9", 1024, 1366, top: 20, bottom: 0),
            pad("ipad11", 834, 1194, top: 24, bottom: 20),
            pad("ipad11_0rounded", 834, 1194, top: 24, bottom: 20),
            pad("ipad10_9rounded", 820, 1180, top: 24, bottom: 20),
            pad("ipad12_9rounded", 1024, 1366, top: 24, bottom: 20),
        ]
    }()
}

/// A device in an orientation, as a scene is laid out at: the screen, its bare safe-area
/// insets, and its size classes.
public struct Screen: Sendable, Equatable {
    public var device: IBDevice
    public var landscape: Bool
    /// The Xcode that wrote the file (`toolsVersion`), for the canvas quirks of section 6;
    /// nil for the current Xcode's metrics (`?devices=`).
    public var toolsVersion: Int?

    public init(device: IBDevice, landscape: Bool, toolsVersion: Int? = nil) {
        self.device = device
        self.landscape = landscape
        self.toolsVersion = toolsVersion
    }

    public var orientation: String { landscape ? "landscape" : "portrait" }
    public var width: Double { landscape ? device.height : device.width }
    public var height: Double { landscape ? device.width : device.height }

    /// The bare device's safe-area insets in this orientation, before simulated bars.
    public var insets: EdgeInsets {
        var portrait = device.portraitInsets
        // Before toolsVersion 21000 Xcode drew every 47/48-pt notch as 44 (the contract names
        // retina6_1; a retina6_0 landscape file of toolsVersion 19162 saves 44 at the sides).
        let oldNotch = toolsVersion.map { $0 < 21000 } ?? false
        if oldNotch && (portrait.top == 47 || portrait.top == 48) { portrait.top = 44 }
        if let v = toolsVersion, (15000...15999).contains(v), device.hasHomeButton { portrait.top = 0 }
        // Xcode 15 (from 21000) draws retina5_9 with a 50-pt top (IQKeyboardManager's saved frames).
        if device.id == "retina5_9", let v = toolsVersion, v >= 21000, v < 24127 { portrait.top = 50 }
        var result = landscape ? device.landscapeInsets : portrait
        if landscape, let v = toolsVersion, v < 21000, result.left > 44 {
            // Before Xcode 14 every notched phone's landscape sides were 44 (as its top was).
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
    public var statusBar: Double { insets.top }

    var isXcode26: Bool { toolsVersion.map { (24127...29999).contains($0) } ?? false }
    /// Files of toolsVersion 23727 (Xcode 15.3–15.4) save the doubled insets as Xcode 26
    /// does (GoMap Panoramax, KeePassium OnboardingStepVC); 24093 does not.
    var doublesPortraitInsets: Bool { toolsVersion.map { (23700..<23800).contains($0) } ?? false }
    /// A phone in landscape has compact toolbars: 32 pt, as saved frames of landscape files
    /// show (the contract's table gives only the portrait heights).
    var compactBars: Bool { landscape && !device.isPad }
    /// A phone in landscape whose width stays compact has UIKit's 32-pt compact bar.
    public var navigationBarHeight: Double {
        if isXcode26 { return 54 }
        if device.isPad { return 50 }
        return landscape && widthClass == "compact" ? 32 : 44
    }
    public var tabBarHeight: Double { isXcode26 ? 31 : 49 }
    public var toolbarHeight: Double { compactBars ? 32 : 44 }

    /// Size classes (section 5): "compact" or "regular".
    public var widthClass: String {
        if device.isPad { return "regular" }
        return landscape && device.width >= 414 ? "regular" : "compact"
    }

    public var heightClass: String {
        if device.isPad { return "regular" }
        return landscape ? "compact" : "regular"
    }
}
