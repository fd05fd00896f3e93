/// One attribute of an element, as written (namespace prefix kept in `name`).
package struct XMLAttribute: Sendable, Equatable {
    /// The attribute's name as written, prefix included ("key", "xmlns:xsi").
    package var name: String
    /// The value with entities and character references resolved.
    package var value: String

    /// An attribute `name` with `value`.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// One element of a parsed document: what an importer needs and nothing else (text,
/// comments and processing instructions are dropped).
package struct XMLElement: Sendable, Equatable {
    /// The element's name as written, prefix included ("document", "view").
    package var name: String
    /// In document order.
    package var attributes: [XMLAttribute]
    /// Child elements in document order.
    package var children: [XMLElement]
    /// 1-based line of the element's `<`.
    package var line: Int
    /// 1-based column (in bytes) of the element's `<`.
    package var column: Int

    /// An element as the parser makes it; tests build trees by hand with it.
    package init(name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [], line: Int = 1, column: Int = 1) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.column = column
    }

    /// The value of the attribute `name`, or nil when the element has none.
    package subscript(attribute: String) -> String? {
        // Comparing the lengths first spares most of the full string comparisons, which
        // cost a call each when the strings differ (the importer asks ~10 names per element).
        // By index, so that no attribute is copied (retained) just to read its name.
        let length = attribute.utf8.count
        for i in attributes.indices where attributes[i].name.utf8.count == length && attributes[i].name == attribute {
            return attributes[i].value
        }
        return nil
    }

    /// The first child element called `name`, and when `key` is given, whose `key`
    /// attribute is `key` (IB names an element's role with `key="..."`).
    package func child(_ name: String, key: String? = nil) -> XMLElement? {
        let length = name.utf8.count
        for i in children.indices where children[i].name.utf8.count == length && children[i].name == name {
            if let key, children[i]["key"] != key { continue }
            return children[i]
        }
        return nil
    }

    /// Every child element called `name`.
    package func children(_ name: String) -> [XMLElement] {
        let length = name.utf8.count
        return children.filter { $0.name.utf8.count == length && $0.name == name }
    }
}
