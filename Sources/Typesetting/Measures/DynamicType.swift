/// UIKit's text styles as point sizes and weights, per content size category: what
/// `UIFont.preferredFont(forTextStyle:)` returns on iOS.
///
/// Provenance: Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes", iOS and
/// iPadOS (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications;
/// before 2022 …/ios/visual-design/typography#dynamic-type-sizes): one table per category,
/// each style's weight, size and leading. The HIG page itself could not be read from here;
/// the sizes are those `preferredFont(forTextStyle:)` returned for every category in the
/// iOS 13.3 simulator (github.com/temoki/UIKit_DynamicType, README, "Font size change due to
/// combination"), which agree with every HIG number the text contract quotes (body 14 at xSmall, 17 at
/// Large, 23 at xxxLarge, 53 at AX5; large title 34 at Large). One cell to check against
/// the HIG when it can be read: caption 2 at AX5, 41 in the simulator (the HIG may print 40).
///
/// Weights: headline is semibold, every other style regular (the HIG's weight column; the
/// emphasized variants are not part of the request format).
enum DynamicType {
    /// Sizes in points, one per category in `ContentSizeCategory.allCases` order:
    /// xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
    static func sizes(of style: TextStyle) -> [Double] {
        switch style {
        case .largeTitle:  return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1:      return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2:      return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3:      return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline:    return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .body:        return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout:     return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote:    return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1:    return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2:    return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    static func weight(of style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// The point size of `style` at `category`.
    static func size(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        let row = sizes(of: style)
        let column = category.column
        return column < row.count ? row[column] : 17
    }
}

extension ContentSizeCategory {
    /// The category's column in the Dynamic Type table, smallest first.
    var column: Int {
        switch self {
        case .extraSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .extraLarge: return 4
        case .extraExtraLarge: return 5
        case .extraExtraExtraLarge: return 6
        case .accessibilityMedium: return 7
        case .accessibilityLarge: return 8
        case .accessibilityExtraLarge: return 9
        case .accessibilityExtraExtraLarge: return 10
        case .accessibilityExtraExtraExtraLarge: return 11
        }
    }
}
