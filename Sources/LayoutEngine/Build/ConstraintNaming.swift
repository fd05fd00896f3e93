
/// Constraint names of docs/requests.md#constraint-names: canonical text for unnamed document constraints,
/// `#2`, `#3` on repeats in addition order.
enum ConstraintNaming {
    /// `first.attr REL second.attr * m + c @p` with the parts that are defaults left out.
    static func canonical(_ c: ParsedConstraint) -> String {
        var text = c.first.text + " " + c.relation.rawValue + " "
        if let second = c.second {
            text += second.text
            if c.multiplier != 1 { text += " * " + AnswerNumber.text(c.multiplier) }
            if c.constant > 0 {
                text += " + " + AnswerNumber.text(c.constant)
            } else if c.constant < 0 {
                text += " - " + AnswerNumber.text(-c.constant)
            }
        } else {
            text += AnswerNumber.text(c.constant)
        }
        if c.priority != 1000 { text += " @" + AnswerNumber.text(c.priority) }
        return text
    }
}
