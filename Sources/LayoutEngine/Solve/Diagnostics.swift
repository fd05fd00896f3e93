/// The diagnostics of docs/requests.md#diagnostics, with messages worded the way Xcode words them.
enum Diagnostics {
    static func unsatisfiable(_ name: String, conflictsWith others: [String]) -> Diagnostic {
        let message: String
        if others.isEmpty {
            message = "Unable to satisfy \(name) at this root size; the layout breaks it and continues."
        } else {
            message = "Unable to simultaneously satisfy constraints. Breaking \(name), which conflicts with "
                + others.joined(separator: ", ") + "."
        }
        return .unsatisfiable(constraint: name, conflictsWith: others, message: message)
    }

    static func ambiguous(_ item: String, _ attributes: [FrameAttribute]) -> Diagnostic {
        .ambiguous(item: item, attributes: attributes, message: ambiguityLead(attributes) + item + ".")
    }

    /// "Width and height are ambiguous for ", the message's words before the item. An answer
    /// repeats them for every ambiguous view at every size, and spelling them out (joins,
    /// uppercasing, interpolation) was ~5k instructions a diagnostic, a twentieth of a
    /// resize by reference of a screen with four ambiguous views (issue 49): so the fifteen
    /// sets of attributes, in their order, are spelled once.
    static func ambiguityLead(_ attributes: [FrameAttribute]) -> String {
        var mask = 0, last = -1
        for a in attributes {
            let bit = a.bit
            guard bit > last else { return spelledLead(attributes) }
            mask |= 1 << bit
            last = bit
        }
        return ambiguityLeads[mask]
    }

    /// Each ordered set of attributes' lead, by the set's bits (`FrameAttribute.bit`).
    private static let ambiguityLeads: [String] = (0..<16).map { mask in
        spelledLead(FrameAttribute.allCases.filter { mask & (1 << $0.bit) != 0 })
    }

    static func spelledLead(_ attributes: [FrameAttribute]) -> String {
        let words = attributes.map { a -> String in
            switch a {
            case .x: return "horizontal position"
            case .y: return "vertical position"
            case .width: return "width"
            case .height: return "height"
            }
        }
        var phrase = words.count <= 2 ? words.joined(separator: " and ")
            : words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
        phrase = phrase.prefix(1).uppercased() + phrase.dropFirst()
        let verb = words.count == 1 ? "is" : "are"
        return "\(phrase) \(verb) ambiguous for "
    }

    static func outsideSuperview(_ item: String, superview: String) -> Diagnostic {
        .outsideSuperview(item: item, superview: superview,
                          message: "\(item) extends outside \(superview); touches there never reach it")
    }

    static func negativeSize(_ item: String, _ attributes: [FrameAttribute], _ rect: Rect) -> Diagnostic {
        let parts = attributes.map { a in
            a == .width ? "width \(AnswerNumber.text(rect.width))" : "height \(AnswerNumber.text(rect.height))"
        }
        return .negativeSize(item: item, attributes: attributes,
                             message: "\(item) has a negative \(parts.joined(separator: " and ")); its constraints squeeze it inside out")
    }

    static func truncated(_ item: String, missing: Size) -> Diagnostic {
        var parts: [String] = []
        if missing.width > 0 { parts.append("\(AnswerNumber.text(missing.width)) pt of width") }
        if missing.height > 0 { parts.append("\(AnswerNumber.text(missing.height)) pt of height") }
        return .truncated(item: item, missing: missing,
                          message: "\(item)'s text does not fit its frame: it lacks \(parts.joined(separator: " and ")), so UIKit would cut it off")
    }

    static func fontSubstituted(_ item: String, font: String) -> Diagnostic {
        .fontSubstituted(item: item, font: font,
                         message: "\(item) asks for the font \"\(font)\", which this server does not have; the system font measured it (load the font with --fonts)")
    }

    static func textUnsettled(_ items: [String], passes: Int) -> Diagnostic {
        .textUnsettled(items: items,
                       message: "the heights of \(items.joined(separator: ", ")) still changed after \(passes) layout passes; the last pass is answered")
    }
}
