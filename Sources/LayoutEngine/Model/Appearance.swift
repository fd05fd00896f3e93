import Support

/// How a view looks, for pictures (docs/requests.md#appearance): colours, corners, border,
/// image, and what a control shows. Layout never reads it; the document's hash includes it,
/// as it includes every member.
package struct Appearance: Sendable, Equatable {
    /// UIView.backgroundColor; nil: clear.
    package var backgroundColor: Color?
    /// UIView.tintColor; nil: the superview's (the system blue at the root).
    package var tintColor: Color?
    /// A label's or field's text colour, a button's title colour; nil: the kind's own
    /// (black for labels and fields, the tint for a system button's title).
    package var textColor: Color?
    /// How text lies across its frame; nil: natural (left, in left-to-right text).
    package var textAlignment: TextAlignment?
    /// layer.cornerRadius, in points; 0: square corners.
    package var cornerRadius: Double
    /// layer.borderWidth, in points; 0: no border.
    package var borderWidth: Double
    /// layer.borderColor; nil: black, as Core Animation's default.
    package var borderColor: Color?
    /// What an image view (or a button) shows.
    package var image: ImageName?
    /// How an image view fits its image into its frame; nil: scaleToFill.
    package var contentMode: ContentMode?
    /// What a control draws beyond its text.
    package var control: ControlAppearance?

    package init(
        backgroundColor: Color? = nil, tintColor: Color? = nil, textColor: Color? = nil,
        textAlignment: TextAlignment? = nil, cornerRadius: Double = 0, borderWidth: Double = 0,
        borderColor: Color? = nil, image: ImageName? = nil, contentMode: ContentMode? = nil,
        control: ControlAppearance? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.image = image
        self.contentMode = contentMode
        self.control = control
    }

    /// Whether every member says the default: the same as no appearance at all.
    package var isEmpty: Bool { self == Appearance() }
}

/// An 8-bit sRGB colour with alpha, as a request spells it: `#rrggbb` or `#rrggbbaa`.
/// Whatever space a file writes (P3, calibrated RGB or white, a system or named colour)
/// becomes this before it is written: pictures are sRGB.
package struct Color: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    /// Components from 0 to 255.
    package init(bytes red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Components from 0 to 1 (clamped), rounded to the nearest step of 1/255.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ v: Double) -> UInt8 {
            guard v.isFinite else { return 0 }
            return UInt8((min(1, max(0, v)) * 255).rounded())
        }
        self.init(bytes: byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// `#rrggbb` or `#rrggbbaa`, either case; nil for anything else.
    package init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var values: [UInt8] = []
        var i = 1
        while i < bytes.count {
            guard let high = Hex.value(bytes[i]), let low = Hex.value(bytes[i + 1]) else { return nil }
            values.append(high << 4 | low)
            i += 2
        }
        self.init(bytes: values[0], values[1], values[2], values.count == 4 ? values[3] : 255)
    }

    /// `#rrggbb` when opaque, else `#rrggbbaa`, lowercase: what the writer writes.
    package var hex: String {
        "#" + Hex.string(alpha == 255 ? [red, green, blue] : [red, green, blue, alpha])
    }

    /// Alpha from 0 to 1.
    package var opacity: Double { Double(alpha) / 255 }

    /// The same colour, opaque (SVG takes the opacity apart).
    package var opaqueHex: String {
        var c = self
        c.alpha = 255
        return c.hex
    }

    package static let black = Color(bytes: 0, 0, 0)
    package static let white = Color(bytes: 255, 255, 255)
    /// UIKit's default tint: systemBlue in the light appearance.
    package static let systemBlue = Color(bytes: 0, 122, 255)
}

/// NSTextAlignment.
package enum TextAlignment: String, Sendable, Equatable, CaseIterable {
    case natural, left, center, right, justified
}

/// An image by the name a file gives it: an asset catalog's image set, or an SF Symbol.
package struct ImageName: Sendable, Equatable {
    package var name: String
    /// An SF Symbol (`catalog="system"`): drawn as a labelled placeholder.
    package var symbol: Bool

    package init(name: String, symbol: Bool = false) {
        self.name = name
        self.symbol = symbol
    }
}

/// UIView.ContentMode, as an image view fits its image.
package enum ContentMode: String, Sendable, Equatable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// What a control draws beyond its text; the request's `control` object, by its `type`.
package enum ControlAppearance: Sendable, Equatable {
    /// A button, by its configuration's style.
    case button(ButtonStyle)
    /// UISwitch: on or off, and the colour of its track when on (nil: systemGreen).
    case toggle(on: Bool, onTint: Color?)
    /// UISlider: where the thumb is, from 0 (minimum) to 1 (maximum).
    case slider(value: Double)
    /// UISegmentedControl: its segments' titles and the selected one.
    case segmentedControl(segments: [String], selected: Int?)
    /// UIProgressView: how far, from 0 to 1.
    case progress(value: Double)
    /// UIActivityIndicatorView, medium or large.
    case activityIndicator(large: Bool)
    /// UITextField's border.
    case textField(FieldBorder)
    /// UIPageControl: how many pages and the current one.
    case pageControl(pages: Int, current: Int)
    /// UIStepper.
    case stepper

    /// The `type` a request gives, one per case.
    package var type: String {
        switch self {
        case .button: return "button"
        case .toggle: return "switch"
        case .slider: return "slider"
        case .segmentedControl: return "segmentedControl"
        case .progress: return "progressView"
        case .activityIndicator: return "activityIndicator"
        case .textField: return "textField"
        case .pageControl: return "pageControl"
        case .stepper: return "stepper"
        }
    }

    /// Every `type`, for a refusal's message.
    package static let types = ["button", "switch", "slider", "segmentedControl", "progressView", "activityIndicator", "textField", "pageControl", "stepper"]
}

/// UIButton.Configuration's styles, and `plain` for a button without one.
package enum ButtonStyle: String, Sendable, Equatable, CaseIterable {
    case plain, gray, tinted, filled
}

/// UITextField.BorderStyle.
package enum FieldBorder: String, Sendable, Equatable, CaseIterable {
    case none, line, bezel, roundedRect
}
