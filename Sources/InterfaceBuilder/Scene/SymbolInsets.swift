import LayoutEngine
import XML

/// The alignment insets of an image view showing an SF Symbol, where the collection shows
/// what the canvas draws: the constraints place the alignment rectangle, and the saved frame
/// is the symbol's, which for a circled symbol is 1 pt shorter, 0.5 pt off each end.
///
/// Evidence (development half of the collection of 2026-12-07, image views whose height a
/// constant fixes, default symbol configuration): every circled symbol, `X.circle` or
/// `X.circle.fill`, saves its frame 1 pt shorter than the constant and centred on it, at any
/// size from 15 to 50 pt, Xcode 11.3 to 16 (toolsVersion 15705-24127), 2x phones: GordianWallet
/// (info, lock, checkmark, folder, pencil), esp-rainmaker (info, 17 → 16), forgerock
/// (mappin, 30 → 29), accuterra (person.circle.fill), OpenArchive's Save (person.crop),
/// MyWallet (questionmark, 30 → 29), threema (play.circle.fill, 50 → 49), stream-chat
/// (xmark.circle.fill, 24 → 23); on 3x phones MealOrder's circle.fill (405.33 → 404) and
/// Homelax's ellipsis.circle.fill (300 → 298.67), within the pixel grid. The inset is the
/// circle's, not the view's: it does not grow with the view.
///
/// A symbol scale (`symbolScale` other than `default`) or a preferred configuration draws the
/// symbol at another size, whose insets differ (ef-app's large checkmark.circle.fill saves 166
/// for a 160 constant, cobrowse's large person.crop.circle.fill 125.33 for 120): those get none.
/// Other symbols' insets differ symbol by symbol (a square 2.5, photo.fill 2.5, chevron.down
/// 9.5-10), each seen in one or two repositories: no rule for them yet.
enum SymbolInsets {
    /// What the circle takes off the frame at the top and the bottom, in points.
    static let circle = Insets(top: -0.5, left: 0, bottom: -0.5, right: 0)

    /// The insets of `e` when it is an image view showing a circled SF Symbol at its default
    /// configuration; nil otherwise.
    static func of(_ e: XMLElement) -> Insets? {
        guard e.name == "imageView", e.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") == nil
        else { return nil }
        let name: String
        if e["catalog"] == "system", let image = e["image"] {
            name = image
        } else if let reference = e.child("imageReference", key: "image"), reference["catalog"] == "system",
                  let image = reference["image"] {
            if let scale = reference["symbolScale"], scale != "default" { return nil }
            name = image
        } else {
            return nil
        }
        return isCircled(name) ? circle : nil
    }

    /// `X.circle` or `X.circle.fill`, and the circle itself (`circle`, `circle.fill`).
    static func isCircled(_ name: String) -> Bool {
        name == "circle" || name == "circle.fill" || name.hasSuffix(".circle") || name.hasSuffix(".circle.fill")
    }
}
