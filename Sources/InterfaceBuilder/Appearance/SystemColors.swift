import LayoutEngine

/// UIKit's system colours in their light and dark appearances, by the names Interface
/// Builder writes (`systemColor="systemBackgroundColor"`, and the older
/// `cocoaTouchSystemColor="darkTextColor"`). In light mode the value a file saves in its
/// `<resources>` wins (Xcode wrote it); this table gives dark mode, and light mode for a
/// file that saved none. Values: Apple's Human Interface Guidelines colour tables (iOS 15 on).
enum SystemColors {
    struct Pair {
        var light: Color
        var dark: Color
    }

    static func color(_ name: String, _ mode: AppearanceMode) -> Color? {
        guard let pair = table[name] else { return nil }
        return mode == .dark ? pair.dark : pair.light
    }

    private static func c(_ hex: String, _ alpha: Double = 1) -> Color {
        var color = Color(hex: hex) ?? .black
        color.alpha = UInt8((alpha * 255).rounded())
        return color
    }

    private static func same(_ hex: String, _ alpha: Double = 1) -> Pair {
        Pair(light: c(hex, alpha), dark: c(hex, alpha))
    }

    static let table: [String: Pair] = [
        "systemBackgroundColor": Pair(light: c("#ffffff"), dark: c("#000000")),
        "secondarySystemBackgroundColor": Pair(light: c("#f2f2f7"), dark: c("#1c1c1e")),
        "tertiarySystemBackgroundColor": Pair(light: c("#ffffff"), dark: c("#2c2c2e")),
        "systemGroupedBackgroundColor": Pair(light: c("#f2f2f7"), dark: c("#000000")),
        "secondarySystemGroupedBackgroundColor": Pair(light: c("#ffffff"), dark: c("#1c1c1e")),
        "tertiarySystemGroupedBackgroundColor": Pair(light: c("#f2f2f7"), dark: c("#2c2c2e")),
        "labelColor": Pair(light: c("#000000"), dark: c("#ffffff")),
        "secondaryLabelColor": Pair(light: c("#3c3c43", 0.6), dark: c("#ebebf5", 0.6)),
        "tertiaryLabelColor": Pair(light: c("#3c3c43", 0.3), dark: c("#ebebf5", 0.3)),
        "quaternaryLabelColor": Pair(light: c("#3c3c43", 0.18), dark: c("#ebebf5", 0.16)),
        "placeholderTextColor": Pair(light: c("#3c3c43", 0.3), dark: c("#ebebf5", 0.3)),
        "separatorColor": Pair(light: c("#3c3c43", 0.29), dark: c("#545458", 0.6)),
        "opaqueSeparatorColor": Pair(light: c("#c6c6c8"), dark: c("#38383a")),
        "linkColor": Pair(light: c("#007aff"), dark: c("#0984ff")),
        "systemFillColor": Pair(light: c("#787880", 0.2), dark: c("#787880", 0.36)),
        "secondarySystemFillColor": Pair(light: c("#787880", 0.16), dark: c("#787880", 0.32)),
        "tertiarySystemFillColor": Pair(light: c("#767680", 0.12), dark: c("#767680", 0.24)),
        "quaternarySystemFillColor": Pair(light: c("#747480", 0.08), dark: c("#767680", 0.18)),
        "systemBlueColor": Pair(light: c("#007aff"), dark: c("#0a84ff")),
        "systemGreenColor": Pair(light: c("#34c759"), dark: c("#30d158")),
        "systemIndigoColor": Pair(light: c("#5856d6"), dark: c("#5e5ce6")),
        "systemOrangeColor": Pair(light: c("#ff9500"), dark: c("#ff9f0a")),
        "systemPinkColor": Pair(light: c("#ff2d55"), dark: c("#ff375f")),
        "systemPurpleColor": Pair(light: c("#af52de"), dark: c("#bf5af2")),
        "systemRedColor": Pair(light: c("#ff3b30"), dark: c("#ff453a")),
        "systemTealColor": Pair(light: c("#30b0c7"), dark: c("#40c8e0")),
        "systemYellowColor": Pair(light: c("#ffcc00"), dark: c("#ffd60a")),
        "systemBrownColor": Pair(light: c("#a2845e"), dark: c("#ac8e68")),
        "systemMintColor": Pair(light: c("#00c7be"), dark: c("#63e6e2")),
        "systemCyanColor": Pair(light: c("#32ade6"), dark: c("#64d2ff")),
        "systemGrayColor": Pair(light: c("#8e8e93"), dark: c("#8e8e93")),
        "systemGray2Color": Pair(light: c("#aeaeb2"), dark: c("#636366")),
        "systemGray3Color": Pair(light: c("#c7c7cc"), dark: c("#48484a")),
        "systemGray4Color": Pair(light: c("#d1d1d6"), dark: c("#3a3a3c")),
        "systemGray5Color": Pair(light: c("#e5e5ea"), dark: c("#2c2c2e")),
        "systemGray6Color": Pair(light: c("#f2f2f7"), dark: c("#1c1c1e")),
        "tintColor": Pair(light: c("#007aff"), dark: c("#0a84ff")),
        // The fixed colours UIColor names, the same in both appearances.
        "darkTextColor": same("#000000"),
        "lightTextColor": same("#ffffff", 0.6),
        "blackColor": same("#000000"),
        "whiteColor": same("#ffffff"),
        "clearColor": same("#000000", 0),
        "darkGrayColor": same("#555555"),
        "lightGrayColor": same("#aaaaaa"),
        "grayColor": same("#808080"),
        "redColor": same("#ff0000"),
        "greenColor": same("#00ff00"),
        "blueColor": same("#0000ff"),
        "cyanColor": same("#00ffff"),
        "yellowColor": same("#ffff00"),
        "magentaColor": same("#ff00ff"),
        "orangeColor": same("#ff8000"),
        "purpleColor": same("#800080"),
        "brownColor": same("#996633"),
        "groupTableViewBackgroundColor": Pair(light: c("#f2f2f7"), dark: c("#000000")),
        "tableCellGroupedBackgroundColor": Pair(light: c("#ffffff"), dark: c("#1c1c1e")),
        "scrollViewTexturedBackgroundColor": same("#6f7178"),
        "viewFlipsideBackgroundColor": same("#1f1f24"),
    ]
}
