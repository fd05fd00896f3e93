import Support

/// One document constraint in any of the three spellings, parsed into one or more
/// constraints with the site each error should point at.
struct DocumentConstraint {
    var id: String?
    var constraints: [(ParsedConstraint, ConstraintSite)]
}

enum DocumentConstraintParser {
    static func parse(_ spec: ConstraintSpec, items: ItemTable, limits: Limits) throws(Problem) -> DocumentConstraint {
        switch spec.source {
        case .object(let o):
            let site = ConstraintSite(location: spec.location, isObject: true)
            let first = try located(.constraint(spec.location, member: .first), o.first) { text throws(ParseError) in
                try ExpressionParser.parseAttributeRef(text)
            }
            var second: AttributeRef?
            if let s = o.second {
                second = try located(.constraint(spec.location, member: .second), s) { text throws(ParseError) in
                    try ExpressionParser.parseAttributeRef(text)
                }
            }
            let parsed = ParsedConstraint(first: first, relation: o.relation, second: second,
                                          multiplier: o.multiplier, constant: o.constant, priority: o.priority)
            return DocumentConstraint(id: o.id, constraints: [(parsed, site)])
        case .expression(let text):
            let parsed = try located(.constraint(spec.location), text) { text throws(ParseError) in try ExpressionParser.parse(text, maxMagnitude: limits.maxMagnitude) }
            return DocumentConstraint(id: nil, constraints: [(parsed, ConstraintSite(location: spec.location, isObject: false))])
        case .visualFormat(let text):
            let format = try located(.constraint(spec.location), text) { text throws(ParseError) in try VisualFormatParser.parse(text, maxMagnitude: limits.maxMagnitude) }
            let superview = try commonSuperview(format, items: items, place: .constraint(spec.location), text: text)
            let site = ConstraintSite(location: spec.location, isObject: false)
            let constraints = format.constraints.map { c -> (ParsedConstraint, ConstraintSite) in
                var c = c
                if c.first.item == VisualFormat.superview { c.first.item = superview ?? "" }
                if c.second?.item == VisualFormat.superview { c.second?.item = superview ?? "" }
                return (c, site)
            }
            return DocumentConstraint(id: nil, constraints: constraints)
        }
    }

    /// The id of the superview every `[view]` of the string shares (nil when there is no
    /// view with a superview and no `|`).
    private static func commonSuperview(_ format: VisualFormat, items: ItemTable, place: Problem.Place,
                                        text: String) throws(Problem) -> String? {
        var superview: Int?
        for view in format.views {
            guard let index = items.index[view.item], items[index].kind == .view else {
                throw Problem(.unknownItem, "'\(view.item)' in \"\(text)\" is not a view" + Suggestion.didYouMean(view.item, among: items.viewIds),
                              at: place, offset: view.offset)
            }
            let parent = items[index].parent
            if parent < 0 {
                // "must share one superview" would leave the writer looking for a second one.
                throw Problem(.invalidConstraint,
                              "'\(view.item)' is the root view, which has no superview for | to stand for; a visual format lays out views inside their superview, so constrain the root's children instead",
                              at: place, offset: view.offset)
            }
            if superview != nil && superview != parent {
                throw Problem(.invalidConstraint,
                              "all views in \"\(text)\" must share one superview; '\(view.item)' does not",
                              at: place, offset: view.offset)
            }
            superview = parent
        }
        return superview.map { items[$0].id }
    }

    private static func located<T>(_ place: Problem.Place, _ text: String,
                                   _ body: (String) throws(ParseError) -> T) throws(Problem) -> T {
        do {
            return try body(text)
        } catch {
            throw Problem(error.kind, "\(error.message) in \"\(text)\" at offset \(error.offset)",
                          at: place, offset: error.offset)
        }
    }
}
