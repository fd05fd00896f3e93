import LayoutEngine
import XML

/// A view's intrinsic size that the import took from its saved frame by a canvas rule the
/// file does not spell out: the file gives no size, and Xcode's canvas may or may not
/// have had one. The frames follow the guess, because most such views are laid out where
/// they were saved; lint's ambiguity does not rest on it, and says what the view would be
/// without it (`GuessedSizeNotes`).
package struct GuessedSize: Sendable, Equatable {
    /// Why the saved size stood in.
    package enum Reason: Sendable, Equatable {
        /// A plain view of a class (named) whose size is nowhere in the file: Xcode's canvas
        /// sizes it by its `intrinsicContentSize` when it draws the class live
        /// (`@IBDesignable`), else it has none.
        case customClass(String)
        /// An item without an intrinsic length that shares a `fillProportionally` stack
        /// (arranged in it, or in a stack nested in it): UIKit shares the stack by its current
        /// size, the saved one for a view just loaded from the file.
        case proportionalShare
    }

    package var reason: Reason
    /// The guessed axes.
    package var width: Bool
    package var height: Bool

    package init(reason: Reason, width: Bool, height: Bool) {
        self.reason = reason
        self.width = width
        self.height = height
    }

    /// The class-sized guess of `e` (`ViewAttributes.intrinsic`'s two custom-class rules),
    /// on the axes no `placeholderIntrinsic*` gives; nil when neither applies.
    static func byClass(_ e: XMLElement) -> GuessedSize? {
        guard ViewAttributes.sizedByClass(e), let name = e["customClass"] else { return nil }
        let width = e["placeholderIntrinsicWidth"] == nil, height = e["placeholderIntrinsicHeight"] == nil
        guard width || height else { return nil }
        return GuessedSize(reason: .customClass(name), width: width, height: height)
    }

    /// Why, in words that end a sentence naming the view.
    var because: String {
        switch reason {
        case .customClass(let name):
            "its class \(name) sets its size nowhere in the file, and Xcode's canvas has one only when it draws the class live (@IBDesignable)"
        case .proportionalShare:
            "it has no intrinsic length and shares a fillProportionally stack, which UIKit shares by the size a view was loaded at"
        }
    }
}

extension View {
    /// This view and its subtree with the guessed axes of `guessed` (by view id) given no
    /// intrinsic size.
    func withoutGuessedSizes(_ guessed: [String: GuessedSize]) -> View {
        var copy = self
        if let g = guessed[id], var size = copy.intrinsicSize {
            if g.width { size.width = nil }
            if g.height { size.height = nil }
            copy.intrinsicSize = size.width == nil && size.height == nil ? nil : size
        }
        copy.children = children.map { $0.withoutGuessedSizes(guessed) }
        return copy
    }
}
