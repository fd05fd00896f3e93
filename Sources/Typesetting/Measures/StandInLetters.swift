/// How the stand-in turns Inter's shaped advance of a character into San Francisco's, at one
/// size, weight and generation (docs/text.md#how-the-stand-in-measures).
///
/// San Francisco's letters at a size are its Text letters blended toward its Display letters
/// by `OpticalSize.displayShare`. The Text letters are Inter's, kerned, with
/// `InterCalibration`'s correction per character, offsets per generation and weight, and a
/// share of how far the character's Display width departs from the usual difference between
/// San Francisco's Display letters and Inter's (Inter's underscore is narrow, SF's wide). The
/// Display letters are San Francisco's own (`SFDisplayWidths`) for printable ASCII and
/// Inter's scaled by `InterCalibration.displayRatios` for the rest, with their own offsets.
/// Tracking is not here: the font adds it after every cluster (`Tracking`).
struct StandInLetters: Sendable, Hashable {
    let size: Double
    /// 0: Text letters only; 1: Display letters only.
    let displayShare: Double
    /// Points added to each Text letter: the generation's and the weight's offsets.
    let textOffset: Double
    /// Points added to each Display letter.
    let displayOffset: Double
    /// The weight's place between the tables' regular (0) and bold (1) columns.
    let weightPosition: Double
    /// Display over Inter, for characters the table lacks.
    let displayRatio: Double
    /// Points: the table's letters less Inter's, on average, at this size and weight.
    let displayDifference: Double
    /// Points: a Chinese or Japanese character's whole advance (`fallbackAdvance`).
    let ideographicAdvance: Double
    /// Points: an emoji's whole advance (`fallbackAdvance`).
    let emojiAdvance: Double

    /// The letters of `release`'s San Francisco: its generation's, and for a release the
    /// saved frames set apart from the rest of its generation (iOS 10, whose SF UI Display
    /// letters came out wider than iOS 11–13's) its own offsets on top.
    init(size: Double, weight: FontWeight, release: TextRelease) {
        let generation = release.generation
        self.size = size
        displayShare = OpticalSize.displayShare(size: size, generation: generation)
        textOffset = size * ((InterCalibration.generationOffsets[generation] ?? 0)
                             + (InterCalibration.releaseOffsets[release] ?? 0)
                             + (InterCalibration.weightOffsets[weight] ?? 0)) / 1000
        displayOffset = size * ((InterCalibration.displayGenerationOffsets[generation] ?? 0)
                                + (InterCalibration.displayReleaseOffsets[release] ?? 0)
                                + (InterCalibration.displayWeightOffsets[weight] ?? 0)) / 1000
        weightPosition = Double(weight.value - 400) / 300
        displayRatio = InterCalibration.displayRatios[weight] ?? 1
        displayDifference = (InterCalibration.displayDifferences[weight] ?? 0) * size
        ideographicAdvance = size * (1000 + InterCalibration.ideographic) / 1000
        emojiAdvance = EmojiWidths.advance(size: size)
    }

    /// The whole advance, tracking included, of a character San Francisco does not draw:
    /// Chinese and Japanese characters, which iOS draws in PingFang, 1 em wide (and the fitted
    /// `ideographic` over) at every weight and size, out of reach of San Francisco's tracking
    /// and optical sizes. Nil for San Francisco's own characters (`advance`). Evidence: read
    /// as Inter's .notdef (0.94–1.09 em by weight) with San Francisco's offsets and tracking,
    /// the development half's medium labels of them came out 27/1000 em a character too wide,
    /// bold ones 63, and 17-pt ones 26 too narrow (tools/corpus/fit_text_corrections.py).
    ///
    /// Emoji, which iOS draws in Apple Color Emoji, are the same: `EmojiWidths`' width at the
    /// size, whole, untracked (read as Inter's .notdef they came out 4.5–12.5 pt narrow).
    @inline(__always)
    func fallbackAdvance(_ character: Character) -> Double? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        if InterCalibration.isIdeographic(scalar.value) { return ideographicAdvance }
        return EmojiWidths.isEmoji(character) ? emojiAdvance : nil
    }

    /// San Francisco's advance of `character`, in points, from Inter's (`inter`, points).
    @inline(__always)
    func advance(_ character: Character, inter: Double) -> Double {
        let table = SFDisplayWidths.em(character, weightPosition: weightPosition).map { $0 * size }
        var text = inter + InterCalibration.correction(character) * size / 1000 + textOffset
        if let table { text += InterCalibration.departureShare * (table - inter - displayDifference) }
        guard displayShare > 0 else { return text }
        let display = (table ?? inter * displayRatio) + displayOffset
        return text + (display - text) * displayShare
    }
}

extension InterCalibration {
    /// A character's Text correction, 1/1000 em: its own, 0 for one the fit never saw twice.
    /// (Chinese and Japanese characters never get here: `StandInLetters.fallbackAdvance`.)
    @inline(__always)
    static func correction(_ character: Character) -> Double {
        characters[character] ?? 0
    }

    /// CJK symbols and punctuation, kana, CJK ideographs (and extension A), fullwidth forms:
    /// the ranges the fit treats as one (tools/corpus/fit_text_corrections.py, `correction_key`).
    @inline(__always)
    static func isIdeographic(_ value: UInt32) -> Bool {
        (0x3000...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xFF00...0xFF60).contains(value)
    }
}

/// Where San Francisco's letters stand between its Text and Display designs at a size.
enum OpticalSize {
    /// 0 for Text letters, 1 for Display letters. The static faces switch at 20 pt (SF Pro
    /// Text below, SF Pro Display from); the variable font's letters change "smoothly between
    /// 17 and 28 points" (WWDC 2020, "The details of UI typography"), read here as a straight
    /// line, which the saved frames of 20–22-pt labels agree with.
    static func displayShare(size: Double, generation: SFGeneration) -> Double {
        switch generation {
        case .staticFaces:
            return size >= SystemFont.displayFromSize ? 1 : 0
        case .variable:
            // `!(… > 0)` holds NaN to the Text end.
            let share = (size - 17) / 11
            return !(share > 0) ? 0 : min(share, 1)
        }
    }
}

extension SFDisplayWidths {
    /// `character`'s Display width in em at a weight `weightPosition` of the way from the
    /// regular column (0) to the bold one (1), read past them for lighter and heavier weights;
    /// nil for a character outside the tables (anything but one printable ASCII scalar).
    @inline(__always)
    static func em(_ character: Character, weightPosition: Double) -> Double? {
        guard let ascii = character.asciiValue, ascii >= first else { return nil }
        let index = Int(ascii - first)
        guard index < regular.count else { return nil }
        let low = Double(regular[index]), high = Double(bold[index])
        return (low + (high - low) * weightPosition) / 100
    }
}
