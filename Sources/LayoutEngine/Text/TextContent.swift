import Typesetting

/// What a label, button or text field shows, which sizes it (docs/text.md#members). A
/// client's `intrinsicSize` wins in the axes it gives: the client measured.
package struct TextContent: Sendable, Equatable {
    /// The text; nil: none, and no size from text. An empty string measures 0 × 0, as an
    /// empty UILabel does.
    package var text: String?
    /// nil: the kind's default (`defaultFont(for:)`).
    package var font: FontDescriptor?
    /// At most this many lines; 0: unlimited. Labels only; buttons and fields show one.
    package var numberOfLines: Int
    package var lineBreakMode: LineBreakMode
    /// The width a multi-line label wraps at for its intrinsic size; 0: the width the
    /// layout gives it (UIKit's automatic preferred width, settled by a second pass).
    package var preferredMaxLayoutWidth: Double
    /// Buttons: the title's padding (UIButton.contentEdgeInsets).
    package var contentEdgeInsets: Insets
    /// Text fields: measured when `text` is empty or absent.
    package var placeholder: String?

    package init(
        text: String? = nil, font: FontDescriptor? = nil, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .truncatingTail, preferredMaxLayoutWidth: Double = 0,
        contentEdgeInsets: Insets = .zero, placeholder: String? = nil
    ) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.contentEdgeInsets = contentEdgeInsets
        self.placeholder = placeholder
    }

    /// UIKit's default fonts: UILabel 17 pt, UIButton 15 pt, and a field 14 pt, the size
    /// Interface Builder gives a new UITextField.
    package static func defaultFont(for kind: ViewKind) -> FontDescriptor {
        switch kind {
        case .button: return .system(size: 15, weight: .regular, italic: false)
        case .textField: return .system(size: 14, weight: .regular, italic: false)
        default: return .system(size: 17, weight: .regular, italic: false)
        }
    }

    /// Whether the kind takes text members (docs/text.md#members: labels, buttons, fields).
    package static func isAllowed(on kind: ViewKind) -> Bool {
        kind == .label || kind == .button || kind == .textField
    }
}
