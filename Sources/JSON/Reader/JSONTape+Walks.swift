extension JSONTape {
    /// The members of the object at `index` as (key, value) node indices, in document order.
    /// A `for` loop over them may call a decoder's mutating methods, which the closure of
    /// `forEachMember` cannot without copying the decoder on every call.
    @inlinable
    package func members(of index: Int) -> Members {
        Members(nodes: nodes, position: index + 1, stop: end(index))
    }

    /// The elements of the array at `index` as (offset, value) pairs: the element's position
    /// in the array and its node index.
    @inlinable
    package func elements(of index: Int) -> Elements {
        Elements(nodes: nodes, position: index + 1, stop: end(index))
    }

    /// See `members(of:)`. Holds the node array (one retain), not the whole tape.
    package struct Members: Sequence, IteratorProtocol {
        @usableFromInline let nodes: [JSONNode]
        @usableFromInline var position: Int
        @usableFromInline let stop: Int

        @inlinable
        init(nodes: [JSONNode], position: Int, stop: Int) {
            self.nodes = nodes
            self.position = position
            self.stop = stop
        }

        @inlinable
        package mutating func next() -> (key: Int, value: Int)? {
            guard position < stop else { return nil }
            let key = position
            position = Int(nodes[key + 1].end)
            return (key, key + 1)
        }
    }

    /// See `elements(of:)`.
    package struct Elements: Sequence, IteratorProtocol {
        @usableFromInline let nodes: [JSONNode]
        @usableFromInline var position: Int
        @usableFromInline var offset = 0
        @usableFromInline let stop: Int

        @inlinable
        init(nodes: [JSONNode], position: Int, stop: Int) {
            self.nodes = nodes
            self.position = position
            self.stop = stop
        }

        @inlinable
        package mutating func next() -> (offset: Int, value: Int)? {
            guard position < stop else { return nil }
            let value = position
            position = Int(nodes[value].end)
            defer { offset += 1 }
            return (offset, value)
        }
    }
}
