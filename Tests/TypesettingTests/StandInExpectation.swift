@testable import Typesetting

/// What the stand-in's letters should add up to, worked out from HarfBuzz's total advance of
/// the text (`TestFonts.harfBuzzAdvances`) and the numbers `StandInLetters` is made of, not
/// from `StandInLetters` itself.
enum StandInExpectation {
    static let files: [FontWeight: String] = [
        .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
    ]

    /// Points: the Text letters of `text` at `size`: Inter's kerned advances; each
    /// character's correction; the generation's and weight's offsets per character; and, for
    /// text wholly in printable ASCII, the departure share of (the table's letters − Inter's −
    /// the usual difference × characters). `text` is all ASCII or has none of it.
    static func textLetters(_ text: String, _ size: Double, _ weight: FontWeight = .regular,
                            _ generation: SFGeneration = .variable) -> Double? {
        guard let file = files[weight],
              let hb = TestFonts.harfBuzzAdvances(text, font: TestFonts.inter + "/Inter-\(file).otf") else { return nil }
        let inter = hb.units * size / hb.upem
        let offset = (InterCalibration.generationOffsets[generation] ?? 0) + (InterCalibration.weightOffsets[weight] ?? 0)
        let corrections = text.reduce(0) { $0 + (InterCalibration.characters[$1] ?? 0) + offset } * size / 1000
        let position = Double(weight.value - 400) / 300
        let table = text.compactMap { SFDisplayWidths.em($0, weightPosition: position) }
        guard table.isEmpty || table.count == text.count else { return nil }
        let departure = table.isEmpty ? 0
            : InterCalibration.departureShare
                * (table.reduce(0, +) * size - inter - Double(text.count) * (InterCalibration.displayDifferences[weight] ?? 0) * size)
        return inter + corrections + departure
    }
}
