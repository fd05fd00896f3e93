#if canImport(Glibc)
import Glibc
#endif

/// The system font: a face for each weight, italic and optical size (SF Pro Text below
/// 20 pt, SF Pro Display from 20 pt), and San Francisco's own vertical metrics whichever
/// faces stand in.
///
/// The faces are Inter's (Inter for Text, InterDisplay for Display), unless the user's fonts
/// hold San Francisco (family SF Pro, SF Pro Text or SF Pro Display): then it wins, each
/// slot taking the closest San Francisco face, so a user with the licensed fonts gets
/// exact advances.
struct SystemFont: Sendable {
    /// Where SF Pro Text hands over to SF Pro Display, and Inter to InterDisplay.
    static let displayFromSize = 20.0
    /// San Francisco's vertical metrics per point of size, as the Interface Builder contract
    /// gives them (docs/text.md#measuring, docs/interface-builder.md#views): UIKit's
    /// `lineHeight`, `ascender` and `descender` of the system font.
    static let lineHeight = 1.1933
    static let ascender = 0.95117
    static let descender = 0.2404

    static let sanFranciscoFamilies: Set<String> = ["sf pro", "sf pro text", "sf pro display"]

    /// One face per slot, `slot(_:italic:display:)` order.
    private let slots: [FontFace]

    /// The faces (by identity) that serve some slot: what `FontInfo.isSystemFont` reports.
    let servingFaces: Set<ObjectIdentifier>

    /// The face for a size. Inter's Text face serves every size: `InterCalibration` is
    /// fitted on it, as InterDisplay measured further from San Francisco's Display widths.
    func face(weight: FontWeight, italic: Bool, size: Double) -> FontFace {
        let display = slots[Self.slot(weight, italic: italic, display: size >= Self.displayFromSize)]
        return Self.isStandIn(display) ? slots[Self.slot(weight, italic: italic, display: false)] : display
    }

    /// Whether `face` is Inter standing in, rather than the user's San Francisco.
    static func isStandIn(_ face: FontFace) -> Bool {
        !sanFranciscoFamilies.contains(face.family.lowercased())
    }

    static func slot(_ weight: FontWeight, italic: Bool, display: Bool) -> Int {
        (weight.order * 2 + (italic ? 1 : 0)) * 2 + (display ? 1 : 0)
    }

    static let slotCount = FontWeight.allCases.count * 4

    /// Builds the slots from Inter's faces (`standIns`, in slot order; nil when Inter is not
    /// installed) and the user's San Francisco faces; nil when neither fills every slot.
    init?(standIns: [FontFace]?, sanFrancisco: [FontFace]) {
        var slots: [FontFace] = []
        var serving: Set<ObjectIdentifier> = []
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                for display in [false, true] {
                    let slot = Self.slot(weight, italic: italic, display: display)
                    if let chosen = Self.closest(among: sanFrancisco, weight: weight.value, italic: italic, display: display) {
                        serving.insert(ObjectIdentifier(chosen))
                        slots.append(chosen.instance(weight: weight.value) ?? chosen)
                    } else if let standIns, slot < standIns.count {
                        serving.insert(ObjectIdentifier(standIns[slot]))
                        slots.append(standIns[slot])
                    }
                }
            }
        }
        guard slots.count == Self.slotCount else { return nil }
        self.slots = slots
        servingFaces = serving
    }

    /// The San Francisco face nearest a slot: the right italic first, then the nearest
    /// weight (any weight for a variable face), then the family of the slot's optical size,
    /// then plain "SF Pro", then the other optical size; ties to the first in path order.
    private static func closest(among faces: [FontFace], weight: Int, italic: Bool, display: Bool) -> FontFace? {
        let own = display ? "sf pro display" : "sf pro text"
        func rank(_ face: FontFace) -> (Int, Int, Int) {
            let family = face.family.lowercased()
            let familyRank = family == own ? 0 : family == "sf pro" ? 1 : 2
            let distance = face.weightAxis ? 0 : abs(face.weight - weight)
            return (face.italic == italic ? 0 : 1, distance, familyRank)
        }
        return faces.min { rank($0) < rank($1) }
    }

    // MARK: Inter

    /// Inter's file for a slot: UIKit's weights one step heavier in Inter's names below
    /// regular (SF's Ultralight is Inter's Thin), and Heavy is Inter's ExtraBold.
    static func standInFile(_ weight: FontWeight, italic: Bool, display: Bool) -> String {
        let family = display ? "InterDisplay" : "Inter"
        let name: String
        switch weight {
        case .ultraLight: name = "Thin"
        case .thin: name = "ExtraLight"
        case .light: name = "Light"
        case .regular: name = italic ? "" : "Regular"
        case .medium: name = "Medium"
        case .semibold: name = "SemiBold"
        case .bold: name = "Bold"
        case .heavy: name = "ExtraBold"
        case .black: name = "Black"
        }
        return "\(family)-\(name)\(italic ? "Italic" : "").otf"
    }

    /// Inter's 36 files from `directory`, in slot order.
    static func loadStandIns(from directory: String) throws(FontError) -> [FontFile] {
        var files: [FontFile] = []
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                for display in [false, true] {
                    let name = standInFile(weight, italic: italic, display: display)
                    let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                    guard access(path, F_OK) == 0 else {
                        throw .standInMissing(directory: directory, file: name)
                    }
                    files.append(try FontFile.load(path))
                }
            }
        }
        return files
    }
}

extension FontWeight {
    /// The weight's place in UIKit's order, lightest first.
    var order: Int {
        switch self {
        case .ultraLight: return 0
        case .thin: return 1
        case .light: return 2
        case .regular: return 3
        case .medium: return 4
        case .semibold: return 5
        case .bold: return 6
        case .heavy: return 7
        case .black: return 8
        }
    }

    /// The OS/2 usWeightClass a font of this weight has (SF Pro's static faces: Ultralight
    /// 100 … Black 900).
    var value: Int { (order + 1) * 100 }
}
