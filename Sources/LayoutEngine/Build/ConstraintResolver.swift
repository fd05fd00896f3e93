import Support

import Cassowary

/// Where a constraint sits in the document, for the place (and offset) of a 422.
struct ConstraintSite: Sendable {
    var location: ConstraintSpec.Location
    /// The object spelling, whose `first`, `second` and `priority` members are places of
    /// their own. Errors in strings carry an offset into the string instead.
    var isObject: Bool

    /// The constraint as a whole.
    var place: Problem.Place { .constraint(location) }

    /// The object spelling's member `member`, or the whole constraint for a string.
    func place(_ member: Problem.ConstraintMember) -> Problem.Place {
        .constraint(location, member: isObject ? member : nil)
    }

    /// The offset a problem in a string reports: `part` when the string wrote it, else the
    /// string's start, so that every error inside a string has one (docs/requests.md#errors).
    /// Nil for the object spelling.
    func offset(_ part: Int?) -> Int? {
        isObject ? nil : part ?? 0
    }
}

/// Turns a parsed constraint into a solver constraint in root space, refusing what UIKit
/// refuses (docs/requests.md#what-is-refused) and applying the right-to-left rule and the nearest common
/// ancestor rule (docs/requests.md#coordinate-spaces and docs/requests.md#right-to-left).
struct ConstraintResolver {
    let items: ItemTable
    let direction: LayoutDirection
    /// Non-root views whose safe-area or margins guide a resolved constraint used: their
    /// insets follow the solve (see `ViewInsets`).
    private(set) var insetViews: Set<Int> = []

    enum Form { case plain, margins, safeArea }

    struct Ref {
        var item: Int
        var form: Form
        /// The plain attribute measured (margin forms already moved onto the margins guide).
        var attribute: Attribute
    }

    mutating func resolve(_ parsed: ParsedConstraint, at site: ConstraintSite) throws(Problem) -> Constraint {
        guard parsed.priority.isFinite, parsed.priority >= 1, parsed.priority <= 1000 else {
            throw Problem(.invalidConstraint, "priority \(AnswerNumber.text(parsed.priority)) is outside 1...1000",
                          at: site.place(.priority), offset: site.offset(parsed.offsets.priority))
        }
        guard parsed.multiplier.isFinite, parsed.constant.isFinite else {
            throw Problem(.invalidConstraint, "the multiplier and constant must be finite numbers", at: site.place,
                          offset: site.offset(parsed.multiplier.isFinite ? parsed.offsets.constant : parsed.offsets.multiplier))
        }
        let at = parsed.offsets
        let first = try ref(parsed.first, member: .first, site: site)
        note(first)
        let strength = SystemBuilder.strength(parsed.priority)
        guard let secondWritten = parsed.second else {
            guard first.attribute.isSize else {
                throw refusal("\(parsed.first.text) is a position; it can only be related to another item's position, never to a constant", site,
                              at: at.constant)
            }
            let e = SmallExpression.difference(sizeExpression(first), .constant(0), plus: parsed.constant)
            return Constraint(e, op(parsed.relation), strength)
        }
        let second = try ref(secondWritten, member: .second, site: site)
        note(second)
        let a = first.attribute
        let b = second.attribute
        if a.isSize != b.isSize {
            throw refusal("\(parsed.first.text) and \(secondWritten.text) pair a position with a size", site, at: at.secondAttribute)
        }
        if a.isPosition {
            if a.axis != b.axis {
                throw refusal("\(parsed.first.text) and \(secondWritten.text) pair a horizontal position with a vertical one", site,
                              at: at.secondAttribute)
            }
            if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
                throw refusal("\(parsed.first.text) and \(secondWritten.text) mix leading/trailing with left/right", site,
                              at: at.secondAttribute)
            }
            if parsed.multiplier == 0 {
                throw refusal("\(parsed.first.text) has multiplier 0, which relates a position to a constant", site, at: at.multiplier)
            }
        }
        if (a.isDirectional || b.isDirectional) && parsed.multiplier != 1 {
            throw refusal("a multiplier other than 1 on a leading/trailing attribute has no meaning in both directions", site,
                          at: at.multiplier)
        }
        var relation = parsed.relation
        var constant = parsed.constant
        var firstRef = first
        var secondRef = second
        if direction == .rightToLeft && (a.isDirectional || b.isDirectional) {
            // Mirror the constraint so its constant counts in reading direction.
            firstRef.attribute = mirrored(a)
            secondRef.attribute = mirrored(b)
            constant = -constant
            relation = swapped(relation)
        }
        let e: Expression
        if a.isSize {
            e = SmallExpression.difference(sizeExpression(firstRef), sizeExpression(secondRef),
                                           times: parsed.multiplier, plus: constant)
        } else {
            // Positions are measured in the nearest common ancestor's space: subtract its
            // origin on both sides (it cancels unless the multiplier is not 1).
            let ancestor = items[items.nearestCommonAncestor(first.item, second.item)]
            e = SmallExpression.difference(positionExpression(firstRef), positionExpression(secondRef),
                                           times: parsed.multiplier, plus: constant,
                                           origin: a.axis == .horizontal ? ancestor.x : ancestor.y)
        }
        return Constraint(e, op(relation), strength)
    }

    private func ref(_ written: AttributeRef, member: Problem.ConstraintMember, site: ConstraintSite) throws(Problem) -> Ref {
        // An object's `first` / `second` member is a string of its own: the item starts it.
        let offset = site.isObject ? 0 : written.offset
        let place = site.place(member)
        var form = Form.plain
        var itemIndex: Int
        if let i = items.index[written.item] {
            itemIndex = i
        } else if written.item.hasSuffix(".margins"), let i = items.index[String(written.item.dropLast(8))],
                  items[i].kind == .view {
            itemIndex = i
            form = .margins
        } else if written.item.hasSuffix(".safeArea"), let i = items.index[String(written.item.dropLast(9))],
                  items[i].kind == .view {
            itemIndex = i
            form = .safeArea
        } else {
            throw Problem(.unknownItem, "'\(written.item)' is not a view, a layout guide, <view>.margins or <view>.safeArea"
                          + Suggestion.didYouMean(written.item, among: items.constrainableNames),
                          at: place, offset: offset)
        }
        let isView = form == .plain && items[itemIndex].kind == .view
        var attribute = written.attribute
        if let base = attribute.marginBase {
            guard isView else {
                throw Problem(.invalidConstraint, "\(written.text): margin attributes belong to views, not layout guides",
                              at: place, offset: offset)
            }
            form = .margins
            attribute = base
        }
        if attribute.isBaseline && !isView {
            throw Problem(.invalidConstraint, "\(written.text): layout guides have no baselines", at: place, offset: offset)
        }
        return Ref(item: itemIndex, form: form, attribute: attribute)
    }

    /// A guide whose insets can move with the layout makes its view an inset view (solved
    /// again until they settle): any non-root view's safe area, and margins that take in
    /// the safe area or the superview's margins. Plain margins are constants.
    private mutating func note(_ r: Ref) {
        let item = items[r.item]
        guard item.parent >= 0 else { return }
        if r.form == .safeArea || (r.form == .margins && item.marginsFollowLayout) { insetViews.insert(r.item) }
    }

    func rect(_ r: Ref) -> LinearRect {
        switch r.form {
        case .plain: return items[r.item].rect
        case .safeArea: return items.safeAreaRect(r.item)
        case .margins: return items.marginsRect(r.item)
        }
    }

    private func sizeExpression(_ r: Ref) -> SmallExpression {
        let box = rect(r)
        return r.attribute == .width ? box.width : box.height
    }

    /// A position attribute in root space; leading/trailing here are already physical
    /// (left-to-right) because right-to-left constraints were mirrored before.
    private func positionExpression(_ r: Ref) -> SmallExpression {
        let box = rect(r)
        switch r.attribute {
        case .left, .leading: return box.x
        case .right, .trailing: return box.x + box.width
        case .centerX: return box.x + box.width * 0.5
        case .top: return box.y
        case .bottom: return box.y + box.height
        case .centerY: return box.y + box.height * 0.5
        case .firstBaseline:
            return box.y + (items[r.item].baselines?.first ?? 0)
        case .lastBaseline:
            if let last = items[r.item].baselines?.last { return box.y + last }
            return box.y + box.height
        default:
            return sizeExpression(r)
        }
    }

    private func mirrored(_ a: Attribute) -> Attribute {
        switch a {
        case .leading: return .trailing
        case .trailing: return .leading
        default: return a
        }
    }

    private func swapped(_ r: Relation) -> Relation {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }

    private func op(_ r: Relation) -> RelationalOperator {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// - Parameter part: where in a constraint string the fault lies (see `PartOffsets`).
    private func refusal(_ message: String, _ site: ConstraintSite, at part: Int?) -> Problem {
        Problem(.invalidConstraint, message, at: site.place, offset: site.offset(part))
    }
}
