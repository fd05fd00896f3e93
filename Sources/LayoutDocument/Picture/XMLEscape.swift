import LayoutEngine

/// Text and attribute values for XML: the five predefined entities, and control
/// characters XML 1.0 cannot carry at all replaced by U+FFFD so the picture stays
/// well-formed whatever a message contains.
enum XMLEscape {
    static func append(_ text: String, to out: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }
}
