import Support

/// A parsed JSON text as one flat array of nodes in document order (a "tape"), with every
/// decoded string in one shared byte buffer. No per-value allocation: a 60 KB document is
/// two arrays, which is what lets the reader beat Foundation by a wide margin.
///
/// Layout: a container node is followed by its contents; an object's contents are
/// key, value, key, value…; `end` is the index just past a node's subtree, so siblings are
/// reached by jumping to `end`.
/// Only `JSONReader` builds tapes (hence `internal(set)`): writers size their output
/// from the tape's counts and flags, so those must be the parser's own.
package struct JSONTape: Sendable {
    /// Every value, key and container in document order.
    package internal(set) var nodes: [JSONNode] = []
    /// Decoded (unescaped) UTF-8 of every string and key, addressed by `JSONNode.start`.
    package internal(set) var strings: [UInt8] = []
    /// Bytes of `strings` that belong to strings written with escape sequences (the only
    /// ones a writer may have to escape again), for sizing output buffers up front.
    package internal(set) var escapedStringBytes = 0
    /// Number nodes, for the same purpose.
    package internal(set) var numberCount = 0

    /// An empty tape (what `JSONReader` starts from).
    package init() {}

    /// The index of the top-level value: always the first node.
    @inlinable
    package var root: Int { 0 }

    /// Index of the node after `index`'s subtree.
    @inlinable @inline(__always)
    package func end(_ index: Int) -> Int { Int(nodes[index].end) }

    /// The kind of the node at `index` (object, array, string, number, ...).
    @inlinable @inline(__always)
    package func kind(_ index: Int) -> JSONNode.Kind { nodes[index].kind }

    /// The decoded text of a string or key node.
    @inlinable
    package func string(_ index: Int) -> String {
        let n = nodes[index]
        let s = Int(n.start)
        return strings.withUnsafeBufferPointer { buf in
            String(decoding: UnsafeBufferPointer(rebasing: buf[s..<(s + Int(n.length))]), as: UTF8.self)
        }
    }

    /// Compares a string node's bytes with an ASCII literal, without building a String.
    @inlinable
    package func stringEquals(_ index: Int, _ literal: StaticString) -> Bool {
        let n = nodes[index]
        guard n.kind == .string, Int(n.length) == literal.utf8CodeUnitCount else { return false }
        let s = Int(n.start)
        let p = literal.utf8Start
        for i in 0..<Int(n.length) where strings[s + i] != p[i] { return false }
        return true
    }

    /// Calls `body(keyIndex, valueIndex)` for each member of the object at `index`, in
    /// document order.
    @inlinable @inline(__always)
    package func forEachMember<Failure: Error>(
        _ index: Int, _ body: (Int, Int) throws(Failure) -> Void
    ) throws(Failure) {
        var i = index + 1
        let stop = end(index)
        while i < stop {
            try body(i, i + 1)
            i = end(i + 1)
        }
    }

    /// Calls `body(position, valueIndex)` for each element of the array at `index`.
    @inlinable @inline(__always)
    package func forEachElement<Failure: Error>(
        _ index: Int, _ body: (Int, Int) throws(Failure) -> Void
    ) throws(Failure) {
        var i = index + 1
        var position = 0
        let stop = end(index)
        while i < stop {
            try body(position, i)
            position += 1
            i = end(i)
        }
    }

    /// The RFC 6901 pointer of node `target` (of its member, for a key node), found by
    /// walking down from the root. For problems only: it skips every earlier sibling on the
    /// way down, so a decoder that passes node indices around instead of pointers builds
    /// no String unless a problem is raised.
    package func pointer(to target: Int) -> String {
        var out = ""
        var node = root
        while node != target {
            switch kind(node) {
            case .object:
                var key = node + 1
                while end(key + 1) <= target { key = end(key + 1) }
                out += "/" + JSONPointer.escape(string(key))
                if key == target { return out }
                node = key + 1
            case .array:
                var element = node + 1
                var position = 0
                while end(element) <= target {
                    element = end(element)
                    position += 1
                }
                out += "/" + String(position)
                node = element
            default:
                return out  // not inside a scalar: `target` was not in this tape
            }
        }
        return out
    }

    /// The value of member `name` of the object at `index`, if present.
    @inlinable
    package func member(_ index: Int, _ name: StaticString) -> Int? {
        var i = index + 1
        let stop = end(index)
        while i < stop {
            if stringEquals(i, name) { return i + 1 }
            i = end(i + 1)
        }
        return nil
    }
}
