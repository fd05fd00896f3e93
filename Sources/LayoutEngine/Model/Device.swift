/// An Interface Builder device (docs/interface-builder.md#devices): its screen in points,
/// its scale, and the safe-area insets of the bare device (no simulated bars) in each
/// orientation, as the current Xcode draws them.
package struct Device: Sendable, Equatable {
    /// The IB id, as a storyboard's `<device id=…>` spells it.
    package var id: String
    /// Portrait size in points.
    package var portrait: Size
    /// Pixels per point (2 or 3): the scale frames are rounded to.
    package var scale: Int
    /// The safe area's insets in portrait: the status bar or sensor housing on top, the home
    /// indicator at the bottom.
    package var portraitInsets: Insets
    /// The safe area's insets in landscape, with the housing on a side.
    package var landscapeInsets: Insets

    /// A device of the table (`Device.named`); package-visible so tests and tools can make others.
    package init(id: String, portrait: Size, scale: Int, portraitInsets: Insets, landscapeInsets: Insets) {
        self.id = id
        self.portrait = portrait
        self.scale = scale
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
    }

    /// The screen in an orientation: landscape swaps width and height.
    package func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
    }

    /// The bare device's safe-area insets in an orientation.
    package func safeAreaInsets(_ orientation: Orientation) -> Insets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    /// The device with IB id `id`, nil for an id the table does not know.
    package static func named(_ id: String) -> Device? {
        all.first { $0.id == id }
    }

    /// Every known id, in table order (for messages that list them).
    package static var knownIds: [String] { all.map(\.id) }

    /// The table of docs/interface-builder.md#devices, in its order.
    package static let all: [Device] = {
        func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> Insets {
            Insets(top: t, left: l, bottom: b, right: r)
        }
        // Home-button phones: a 20-pt status bar in portrait, none in landscape.
        func homeButtonPhone(_ id: String, _ w: Double, _ h: Double, _ scale: Int) -> Device {
            Device(id: id, portrait: Size(width: w, height: h), scale: scale,
                   portraitInsets: insets(20, 0, 0, 0), landscapeInsets: .zero)
        }
        // Notched phones: the sensor housing's depth on top in portrait and on both sides in
        // landscape, and the home indicator below (34 in portrait, 21 in landscape).
        func notchedPhone(_ id: String, _ w: Double, _ h: Double, _ scale: Int, top: Double) -> Device {
            Device(id: id, portrait: Size(width: w, height: h), scale: scale,
                   portraitInsets: insets(top, 0, 34, 0), landscapeInsets: insets(0, top, 21, top))
        }
        // iPads keep their insets in both orientations.
        func iPad(_ id: String, _ w: Double, _ h: Double, _ i: Insets) -> Device {
            Device(id: id, portrait: Size(width: w, height: h), scale: 2, portraitInsets: i, landscapeInsets: i)
        }
        let statusBar = insets(20, 0, 0, 0)
        let rounded = insets(24, 0, 20, 0)
        return [
            homeButtonPhone("retina3_5", 320, 480, 2),
            homeButtonPhone("retina4_0", 320, 568, 2),
            homeButtonPhone("retina4_7", 375, 667, 2),
            homeButtonPhone("retina5_5", 414, 736, 3),
            notchedPhone("retina5_9", 375, 812, 3, top: 44),
            notchedPhone("retina5_4", 375, 812, 3, top: 50),
            notchedPhone("retina6_1", 414, 896, 2, top: 48),
            notchedPhone("retina6_5", 414, 896, 3, top: 44),
            notchedPhone("retina6_0", 390, 844, 3, top: 47),
            notchedPhone("retina6_7", 428, 926, 3, top: 47),
            notchedPhone("retina6_12", 393, 852, 3, top: 59),
            notchedPhone("retina6_72", 430, 932, 3, top: 59),
            notchedPhone("retina6_3", 402, 874, 3, top: 62),
            notchedPhone("retina6_9", 440, 956, 3, top: 62),
            iPad("ipad9_7", 768, 1024, statusBar),
            iPad("ipad10_2", 810, 1080, statusBar),
            iPad("ipad10_5", 834, 1112, statusBar),
            iPad("ipad12_9", 1024, 1366, statusBar),
            iPad("ipad11", 834, 1194, rounded),
            // Xcode 15 (a file of toolsVersion 23094) saves the 11-inch iPad under this id.
            iPad("ipad11_0rounded", 834, 1194, rounded),
            iPad("ipad10_9rounded", 820, 1180, rounded),
            iPad("ipad12_9rounded", 1024, 1366, rounded),
        ]
    }()
}

/// Which way up a device is held; landscape is the device turned left (the housing on the
/// leading side), as Xcode's canvas shows it.
package enum Orientation: String, Sendable, Equatable, CaseIterable {
    case portrait, landscape
}

/// A request's `device` and `orientation` (docs/requests.md#sizes-device-and-orientation): they stand in
/// for whichever of `sizes`, `safeAreaInsets` and `scale` the request leaves out.
package struct DeviceChoice: Sendable, Equatable {
    /// The device named by the request.
    package var device: Device
    /// Its orientation; portrait when the request names none.
    package var orientation: Orientation

    /// A device held in `orientation`.
    package init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }
}
