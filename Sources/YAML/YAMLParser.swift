internal import CYAML

/// Parses YAML bytes into a `YAMLNode` tree with libyaml's event parser (no libyaml
/// document is built; the only values kept are the Swift ones).
///
/// What is read, because the file is a configuration and not arbitrary YAML:
/// - only the first document of the stream; whatever follows its end is not read;
/// - bytes holding no document at all (empty, or only comments and blank lines) give an
///   empty mapping at line 1, column 1, and so does a document that is only `---` (at
///   the position of its missing value): a config file with nothing in it reads as one
///   with no settings, never as nil;
/// - mapping keys must be scalars;
/// - aliases (`*name`) are refused: a config file has no need of them, and without them no
///   document can expand into more nodes than it spells out (no billion laughs); anchors
///   (`&name`) and tags (`!tag`) are accepted and ignored;
/// - collections nested more than `maxDepth` deep, or more than `maxNodes` nodes, are refused.
package enum YAMLParser {
    /// Deepest collection nesting accepted (a top-level mapping or sequence is depth 1).
    package static let maxDepth = 64
    /// Most nodes accepted in the document, scalars, keys and collections all counted.
    package static let maxNodes = 100_000

    /// The first document of `bytes`, or the first reason it is refused.
    /// - Throws: `YAMLError` at the line and column of the problem.
    package static func parse(_ bytes: [UInt8]) throws(YAMLError) -> YAMLNode {
        // libyaml wants a non-null input pointer, and an empty array need not have one.
        guard !bytes.isEmpty else { return YAMLNode(.mapping([])) }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            throw YAMLError("libyaml could not start a parser (out of memory)", line: 1, column: 1)
        }
        defer { yaml_parser_delete(parser) }
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        event.initialize(to: yaml_event_t())
        defer { event.deallocate() }
        // The parser reads `bytes` in place, so the whole parse stays inside this closure.
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> YAMLNode in
            guard let base = buffer.baseAddress else { return YAMLNode(.mapping([])) }
            yaml_parser_set_input_string(parser, base, buffer.count)
            var builder = TreeBuilder()
            while true {
                guard yaml_parser_parse(parser, event) == 1 else {
                    throw syntaxError(parser.pointee, bytes)
                }
                defer { yaml_event_delete(event) }
                if let root = try builder.take(event.pointee) { return root }
            }
        }
    }

    /// libyaml's own account of why it stopped, at the position it gives.
    private static func syntaxError(_ parser: yaml_parser_t, _ bytes: [UInt8]) -> YAMLError {
        guard parser.error != YAML_MEMORY_ERROR, let problem = parser.problem else {
            return YAMLError("libyaml ran out of memory", line: 1, column: 1)
        }
        var message = String(cString: problem)
        let line: Int
        let column: Int
        if parser.error == YAML_READER_ERROR {
            // A reader error (bytes that are not UTF-8, a control character) has no mark,
            // only the offset of the offending bytes.
            if parser.problem_value != -1 {
                message += " (0x" + String(parser.problem_value, radix: 16) + ")"
            }
            (line, column) = position(ofOffset: Int(clamping: parser.problem_offset), in: bytes)
        } else {
            (line, column) = position(parser.problem_mark)
        }
        if let context = parser.context {
            let (contextLine, contextColumn) = position(parser.context_mark)
            message += " (\(String(cString: context)) started at line \(contextLine), column \(contextColumn))"
        }
        return YAMLError(message, line: line, column: column)
    }

    /// libyaml's marks count from 0.
    static func position(_ mark: yaml_mark_t) -> (line: Int, column: Int) {
        (Int(clamping: mark.line) + 1, Int(clamping: mark.column) + 1)
    }

    /// The line and column (in characters, as libyaml counts them) of byte `offset`.
    private static func position(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the character their lead byte started.
                column += 1
            }
        }
        return (line, column)
    }
}

/// The open collections of the document being read, and what has been counted so far.
private struct TreeBuilder {
    /// A collection whose end event has not come yet.
    struct Open {
        let isMapping: Bool
        let line: Int
        let column: Int
        var items: [YAMLNode] = []
        var entries: [YAMLEntry] = []
        /// A mapping's key waiting for its value.
        var key: (text: String, line: Int, column: Int)?
    }

    var stack: [Open] = []
    var nodes = 0
    var root: YAMLNode?

    /// Takes in one event; the document's root once its end has been read.
    mutating func take(_ event: yaml_event_t) throws(YAMLError) -> YAMLNode? {
        let (line, column) = YAMLParser.position(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            try count(line, column)
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: Int(clamping: scalar.length)), as: UTF8.self)
            if stack.isEmpty && text.isEmpty && scalar.style == YAML_PLAIN_SCALAR_STYLE {
                // A document that is only `---` (YAML's null) is as empty as an empty file.
                try add(YAMLNode(.mapping([]), line: line, column: column))
            } else {
                try add(YAMLNode(.scalar(text), line: line, column: column))
            }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            try count(line, column)
            guard stack.count < YAMLParser.maxDepth else {
                throw YAMLError("collections are nested more than \(YAMLParser.maxDepth) deep", line: line, column: column)
            }
            stack.append(Open(isMapping: event.type == YAML_MAPPING_START_EVENT, line: line, column: column))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let open = stack.popLast() else { return nil }
            let kind: YAMLNode.Kind = open.isMapping ? .mapping(open.entries) : .sequence(open.items)
            try add(YAMLNode(kind, line: open.line, column: open.column))
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            throw YAMLError("the alias *\(name) is not accepted; write the value out where it is used", line: line, column: column)
        case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
            return root ?? YAMLNode(.mapping([]))
        default:
            // Stream and document starts carry nothing the tree keeps.
            break
        }
        return nil
    }

    private mutating func count(_ line: Int, _ column: Int) throws(YAMLError) {
        nodes += 1
        guard nodes <= YAMLParser.maxNodes else {
            throw YAMLError("the document has more than \(YAMLParser.maxNodes) nodes", line: line, column: column)
        }
    }

    /// Puts a finished node where it belongs: the root, a sequence's next item, a mapping's
    /// next key, or the value of the key before it.
    private mutating func add(_ node: YAMLNode) throws(YAMLError) {
        guard let top = stack.indices.last else {
            root = node
            return
        }
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].key {
            stack[top].entries.append(YAMLEntry(key: key.text, line: key.line, column: key.column, value: node))
            stack[top].key = nil
            return
        }
        guard case .scalar(let text) = node.kind else {
            throw YAMLError("a mapping key must be a scalar, not a sequence or mapping", line: node.line, column: node.column)
        }
        stack[top].key = (text, node.line, node.column)
    }
}
