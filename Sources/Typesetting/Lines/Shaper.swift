import CHarfBuzz

/// HarfBuzz shaping reduced to what line breaking needs: one advance per grapheme cluster.
enum Shaper {
    /// Font units per `Character` of `text`, in the text's order, shaped as one run with the
    /// default features (kerning on) and the direction, script and language HarfBuzz
    /// guesses. A glyph's advance goes to the character its cluster starts in, so a
    /// ligature over two characters counts toward the first and a combining mark toward its
    /// base; a pair's kerning lands on its first glyph, as HarfBuzz positions it.
    static func advances(of text: String, with face: FontFace) -> [Double] {
        advances(of: text, font: face.font)
    }

    /// The same with a bare HarfBuzz font, for a face still being made.
    static func advances(of text: String, font: OpaquePointer) -> [Double] {
        var starts: [UInt32] = []
        var length: UInt32 = 0
        for character in text {
            starts.append(length)
            length += UInt32(character.utf8.count)
        }
        var advances = [Double](repeating: 0, count: starts.count)
        guard !starts.isEmpty, let buffer = hb_buffer_create() else { return advances }
        defer { hb_buffer_destroy(buffer) }
        // Clusters are UTF-8 offsets into `text`, which `starts` maps back to characters.
        hb_buffer_add_utf8(buffer, text, Int32(length), 0, Int32(length))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return advances }
        for glyph in 0..<Int(count) {
            let cluster = infos[glyph].cluster
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= cluster { low = middle } else { high = middle - 1 }
            }
            advances[low] += Double(positions[glyph].x_advance)
        }
        return advances
    }
}
