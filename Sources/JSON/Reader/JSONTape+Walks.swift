extension JSONTape {
    /// The members of the object at `index` as (key, value) node indices, in document order.
    /// A `for` loop over them may call a decoder's mutating methods, which the closure of
    /// `forEachMember` cannot without copying the decoder on every call.
    @inlinable
    package func members(of index: Int) -> Members {
        Members(siblings: Siblings(nodes: nodes, position: index + 1, stop: end(index)))
    }

    /// The elements of the array at `index` as (offset, value) pairs: the element's position
    /// in the array and its node index.
    @inlinable
    package func elements(of index: Int) -> Elements {
        Elements(siblings: Siblings(nodes: nodes, position: index + 1, stop: end(index)))
    }

    /// The walk both share: from one entry of a container to the next. Holds the node array
    /// (one retain), not the whole tape.
    @usableFromInline
    struct Siblings {
        @usableFromInline let nodes: [JSONNode]
        @usableFromInline var position: Int
        @usableFromInline let stop: Int

        @inlinable
        init(nodes: [JSONNode], position: Int, stop: Int) {
            self.nodes = nodes
            self.position = position
            self.stop = stop
        }

        /// The entry's first node, or nil past the last; `span` is 2 for a member (its key,
        /// then its value, whose end is the entry's) and 1 for an element.
        @inlinable
        mutating func next(span: Int) -> Int? {
            guard position < stop else { return nil }
            let first = position
            position = Int(nodes[first + span - 1].end)
            return first
        }
    }

    /// See `members(of:)`.
    package struct Members: Sequence, IteratorProtocol {
        @usableFromInline var siblings: Siblings

        @inlinable
        init(siblings: Siblings) { self.siblings = siblings }

        @inlinable
        package mutating func next() -> (key: Int, value: Int)? {
            siblings.next(span: 2).map { ($0, $0 + 1) }
        }
    }

    /// See `elements(of:)`.
    package struct Elements: Sequence, IteratorProtocol {
        @usableFromInline var siblings: Siblings
        @usableFromInline var offset = 0

        @inlinable
        init(siblings: Siblings) { self.siblings = siblings }

        @inlinable
        package mutating func next() -> (offset: Int, value: Int)? {
            guard let value = siblings.next(span: 1) else { return nil }
            defer { offset += 1 }
            return (offset, value)
        }
    }
}
