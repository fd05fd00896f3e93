/// The font a label, button or field asks for (docs/text.md#fonts).
package enum FontDescriptor: Sendable, Hashable {
    /// The system font (San Francisco; Inter stands in) at a size and weight.
    case system(size: Double, weight: FontWeight, italic: Bool)
    /// One of UIKit's text styles, sized by the document's content size category.
    case textStyle(TextStyle)
    /// A font by PostScript or full name from the server's fonts; the system font at
    /// `size` when the server has no such font (reported, never refused).
    case named(String, size: Double)
}

/// UIFont.Weight, in UIKit's order; the raw value is its spelling in a request.
package enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// UIFont.TextStyle; the raw value is its spelling in a request.
package enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
}

/// UIContentSizeCategory, smallest first; the raw value is its spelling in a request.
package enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

/// NSLineBreakMode; the raw value is its spelling in a request.
package enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case wordWrapping, charWrapping, clipping, truncatingHead, truncatingTail, truncatingMiddle
}
