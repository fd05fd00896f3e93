import LayoutEngine

/// What Interface Builder reads off a device of the engine's one table (`Device.all`,
/// docs/interface-builder.md#devices): the importer keeps no table of its own, only the
/// rules by which older Xcodes drew those devices (`Screen`).
extension Device {
    /// Portrait width in points.
    var width: Double { portrait.width }
    /// Portrait height in points.
    var height: Double { portrait.height }
    var isPad: Bool { id.hasPrefix("ipad") }
    /// A phone with a home button: no insets but the status bar.
    var hasHomeButton: Bool { !isPad && portraitInsets.bottom == 0 }

    /// The device a file written by `toolsVersion` means by `id`: Xcode 26 (`XcodeReleases.xcode26`)
    /// draws `retina6_7` as the 430×932 Dynamic Island phone (real files save it so).
    static func named(_ id: String, toolsVersion: Int?) -> Device? {
        if id == "retina6_7", let v = toolsVersion, XcodeReleases.xcode26.contains(v), var d = named("retina6_72") {
            d.id = id
            return d
        }
        return named(id)
    }
}
