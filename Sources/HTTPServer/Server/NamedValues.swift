/// A few strings by name: a matched path's `{name}` segments (`RouteParameters`) and what a
/// handler tells the access log (`LogAnnotations`). There is one name at most on every
/// request of this service, so the first is held inline and a lookup is a comparison: a
/// cached `GET /v1/layout/{hash}` makes no dictionary for either.
package struct NamedValues: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var first: (name: String, value: String)?
    private var rest: [(name: String, value: String)] = []

    /// No values.
    package init() {}

    /// The given names and values.
    package init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The value of that name, or nil; setting nil removes it.
    package subscript(_ name: String) -> String? {
        get {
            if let first, first.name == name { return first.value }
            return rest.first { $0.name == name }?.value
        }
        set {
            if let value = newValue {
                if first == nil || first?.name == name {
                    first = (name, value)
                } else if let index = rest.firstIndex(where: { $0.name == name }) {
                    rest[index].value = value
                } else {
                    rest.append((name, value))
                }
            } else if first?.name == name {
                first = rest.isEmpty ? nil : rest.removeFirst()
            } else {
                rest.removeAll { $0.name == name }
            }
        }
    }

    /// How many names have a value.
    package var count: Int { (first == nil ? 0 : 1) + rest.count }

    /// Equal when they hold the same names with the same values, in any order.
    package static func == (a: NamedValues, b: NamedValues) -> Bool {
        guard a.count == b.count else { return false }
        for (name, value) in a.pairs where b[name] != value { return false }
        return true
    }

    private var pairs: [(name: String, value: String)] {
        (first.map { [$0] } ?? []) + rest
    }
}

/// The values of a matched path's `{name}` segments, percent-decoded.
package typealias RouteParameters = NamedValues

/// What a response tells the access log about itself (its cache tier, say); never sent.
package typealias LogAnnotations = NamedValues
