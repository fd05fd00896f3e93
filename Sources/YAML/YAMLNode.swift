/// One node of a parsed YAML document, with where it starts in the file.
///
/// Scalars are kept as their text: no tag or type is resolved, so `true`, `1`, `~` and an
/// empty value (`key:`) are the strings "true", "1", "~" and "". Whoever reads the tree
/// decides what a value means, and can say where a wrong one is.
package struct YAMLNode: Sendable, Equatable {
    /// What the node holds.
    package enum Kind: Sendable, Equatable {
        /// A scalar's text, quotes and escapes resolved.
        case scalar(String)
        /// A sequence's items in document order.
        case sequence([YAMLNode])
        /// A mapping's entries in document order (keys are not made unique).
        case mapping([YAMLEntry])
    }

    /// What the node holds.
    package var kind: Kind
    /// 1-based line where the node starts.
    package var line: Int
    /// 1-based column (in characters) where the node starts.
    package var column: Int

    /// A node holding `kind` that starts at `line` and `column`; tests build trees with it.
    package init(_ kind: Kind, line: Int = 1, column: Int = 1) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The value of the first entry whose key is `key`, or nil when there is none or the
    /// node is not a mapping.
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = kind else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The scalar's text, or nil when the node is not a scalar.
    package var string: String? {
        guard case .scalar(let text) = kind else { return nil }
        return text
    }

    /// The sequence's items, or nil when the node is not a sequence.
    package var sequence: [YAMLNode]? {
        guard case .sequence(let items) = kind else { return nil }
        return items
    }

    /// The mapping's entries, or nil when the node is not a mapping.
    package var mapping: [YAMLEntry]? {
        guard case .mapping(let entries) = kind else { return nil }
        return entries
    }
}

/// One `key: value` entry of a mapping. Keys are always scalars (the parser refuses any
/// other), so the key is its text and the position of that text.
package struct YAMLEntry: Sendable, Equatable {
    /// The key's text.
    package var key: String
    /// 1-based line where the key starts.
    package var line: Int
    /// 1-based column (in characters) where the key starts.
    package var column: Int
    /// The value the key maps to.
    package var value: YAMLNode

    /// An entry `key` (starting at `line` and `column`) mapping to `value`.
    package init(key: String, line: Int = 1, column: Int = 1, value: YAMLNode) {
        self.key = key
        self.line = line
        self.column = column
        self.value = value
    }
}
