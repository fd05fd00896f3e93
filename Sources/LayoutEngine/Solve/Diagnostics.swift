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
        return .ambiguous(item: item, attributes: attributes, message: "\(phrase) \(verb) ambiguous for \(item).")
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
}
