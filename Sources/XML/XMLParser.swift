internal import CLibXML2
#if canImport(Glibc)
import Glibc
#endif

/// Parses bytes into an `XMLElement` tree with libxml2's SAX2 interface (no libxml2 tree is
/// built, so the only allocations are the Swift values kept).
///
/// Hygiene, because the bytes come from clients: a `<!DOCTYPE` is refused as soon as the
/// parser meets it, so no entity can be declared (no XXE, no billion laughs); a reference to
/// any entity but the five predefined ones is refused; the network is never used
/// (`XML_PARSE_NONET`, and neither `XML_PARSE_NOENT` nor `XML_PARSE_DTDLOAD`); nesting is
/// bounded by `maxDepth`.
package enum XMLParser {
    /// Deepest element nesting accepted (the root element is depth 1).
    package static let maxDepth = 256

    /// The root element of `bytes`, or the first reason they are refused.
    /// `skipping`: names of elements left out of the tree with everything inside them (they
    /// are still parsed and checked), which saves building what a reader never looks at.
    /// - Throws: `XMLError` at the line and column where reading stopped.
    package static func parse(_ bytes: [UInt8], skipping: Set<String> = []) throws(XMLError) -> XMLElement {
        guard bytes.count < Int(Int32.max) else {
            throw XMLError(.tooLarge, "the document is \(bytes.count) bytes; at most \(Int32.max - 1) are read", line: 1, column: 1)
        }
        guard !bytes.isEmpty else {
            throw XMLError(.malformed, "the document is empty", line: 1, column: 1)
        }
        initializeOnce()
        // The callbacks' state lives behind a raw pointer rather than in a class: a class's
        // stored properties pay a dynamic exclusivity check on every access, a measurable
        // share of the reading time (BENCHMARKS.md, Interface Builder import).
        let builder = UnsafeMutablePointer<TreeBuilder>.allocate(capacity: 1)
        builder.initialize(to: TreeBuilder(bytes: bytes, skipping: skipping))
        defer {
            builder.deinitialize(count: 1)
            builder.deallocate()
        }
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, attributes in
            TreeBuilder.from(context).pointee.start(localName, prefix, Int(attributeCount), attributes)
        }
        handler.endElementNs = { context, _, _, _ in TreeBuilder.from(context).pointee.end() }
        handler.internalSubset = { context, _, _, _ in
            TreeBuilder.from(context).pointee.refuse(.doctype, "a <!DOCTYPE is not accepted (it could declare entities); remove it")
        }
        handler.externalSubset = { context, _, _, _ in
            TreeBuilder.from(context).pointee.refuse(.doctype, "an external DTD subset is not accepted; remove the <!DOCTYPE>")
        }
        handler.entityDecl = { context, name, _, _, _, _ in
            let entity = name.map { String(cString: $0) } ?? ""
            TreeBuilder.from(context).pointee.refuse(.entity, "entity declarations are not accepted (\(entity))")
        }
        handler.getEntity = { context, name in
            let entity = name.map { String(cString: $0) } ?? ""
            TreeBuilder.from(context).pointee.refuse(.entity, "the entity &\(entity); is not accepted; only &lt; &gt; &amp; &apos; &quot; and character references are")
            return nil
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            TreeBuilder.from(context).pointee.libxml2Error(error.pointee)
        }
        // The memory (pull) parser over the whole buffer: faster than feeding a push parser.
        let created = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlCreateMemoryParserCtxt(chars.baseAddress, Int32(chars.count))
            }
        }
        guard let context = created, let sax = context.pointee.sax else {
            if let created { xmlFreeParserCtxt(created) }
            throw XMLError(.malformed, "libxml2 could not start a parser (out of memory)", line: 1, column: 1)
        }
        defer { xmlFreeParserCtxt(context) }
        sax.pointee = handler
        context.pointee.userData = UnsafeMutableRawPointer(builder)
        builder.pointee.context = context
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue))
        // The context reads `bytes` in place, so they must stay alive until it is freed.
        withExtendedLifetime(bytes) {
            _ = xmlParseDocument(context)
        }
        if let error = builder.pointee.error { throw error }
        guard context.pointee.wellFormed != 0, let root = builder.pointee.root else {
            let (line, column) = builder.pointee.position()
            throw XMLError(.malformed, "the document has no root element", line: line, column: column)
        }
        return root
    }

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func initializeOnce() {
        _ = initialized
    }
}

/// The SAX callbacks' state: the open elements, and the first error.
private struct TreeBuilder {
    let bytes: [UInt8]
    var context: xmlParserCtxtPtr?
    var stack: [XMLElement] = []
    var root: XMLElement?
    var error: XMLError?
    /// Line counting moves forward only: the newline count up to `scanned`.
    var scanned = 0
    var line = 1
    var lineStart = 0

    /// libxml2 keeps element and attribute names in its dictionary, one pointer per name,
    /// so each name becomes a Swift string once and is shared after that.
    var names: [UInt: (name: String, skip: Bool)] = [:]
    /// A direct-mapped cache in front of `names` (keys 0: empty): a storyboard uses a few
    /// dozen names, and hashing each pointer again would be a measurable part of the parse.
    var recentKeys = [UInt](repeating: 0, count: TreeBuilder.recentSlots)
    var recentEntries = [(name: String, skip: Bool)](repeating: ("", false), count: TreeBuilder.recentSlots)
    static let recentSlots = 256
    let skipping: Set<String>
    /// Depth inside a skipped element (0: not skipping).
    var skippedDepth = 0

    init(bytes: [UInt8], skipping: Set<String>) {
        self.bytes = bytes
        self.skipping = skipping
    }

    mutating func interned(_ pointer: UnsafePointer<xmlChar>?) -> String {
        internedEntry(pointer).name
    }

    mutating func internedEntry(_ pointer: UnsafePointer<xmlChar>?) -> (name: String, skip: Bool) {
        guard let pointer else { return ("", false) }
        let key = UInt(bitPattern: pointer)
        let slot = Int(truncatingIfNeeded: (key >> 3) ^ (key >> 11)) & (Self.recentSlots - 1)
        // The length check guards against a name that did not come from the dictionary.
        let length = strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        if recentKeys[slot] == key, recentEntries[slot].name.utf8.count == length {
            return recentEntries[slot]
        }
        let entry: (name: String, skip: Bool)
        if let known = names[key], known.name.utf8.count == length {
            entry = known
        } else {
            let name = String(cString: pointer)
            entry = (name, skipping.contains(name))
            names[key] = entry
        }
        recentKeys[slot] = key
        recentEntries[slot] = entry
        return entry
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<TreeBuilder> {
        // libxml2 passes back the user data set on the parser context, never nil.
        context.unsafelyUnwrapped.assumingMemoryBound(to: TreeBuilder.self)
    }

    mutating func start(_ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
               _ attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard error == nil else { return }
        if stack.isEmpty && root == nil, let input = context?.pointee.input, input.pointee.buf?.pointee.encoder != nil {
            // Byte positions are only meaningful without a conversion, and Xcode writes UTF-8.
            refuse(.malformed, "only UTF-8 documents are read; this one declares or starts with another encoding")
            return
        }
        if stack.count + skippedDepth >= XMLParser.maxDepth {
            refuse(.tooDeep, "elements are nested more than \(XMLParser.maxDepth) deep")
            return
        }
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        let entry = internedEntry(localName)
        if entry.skip && prefix == nil && !stack.isEmpty {
            skippedDepth = 1
            return
        }
        var name = entry.name
        if let prefix { name = interned(prefix) + ":" + name }
        var list: [XMLAttribute] = []
        if let attributes, attributeCount > 0 {
            list.reserveCapacity(attributeCount)
            for i in 0..<attributeCount {
                let base = i * 5
                var attributeName = interned(attributes[base])
                if let p = attributes[base + 1] { attributeName = interned(p) + ":" + attributeName }
                var value = ""
                if let begin = attributes[base + 3], let end = attributes[base + 4] {
                    value = Self.attributeValue(UnsafeBufferPointer(start: begin, count: end - begin))
                }
                list.append(XMLAttribute(name: attributeName, value: value))
            }
        }
        let (line, column) = tagPosition()
        stack.append(XMLElement(name: name, attributes: list, children: [], line: line, column: column))
    }

    /// Without entity substitution (kept off on purpose) libxml2 hands over every `&` of an
    /// attribute value, from `&amp;` or `&#38;`, as the five bytes `&#38;`.
    private static func attributeValue(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = raw.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), raw.count) != nil else {
            return String(decoding: raw, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        let escaped: [UInt8] = Array("&#38;".utf8)
        var i = 0
        while i < raw.count {
            if raw[i] == UInt8(ascii: "&"), i + 5 <= raw.count, Array(raw[i..<(i + 5)]) == escaped {
                out.append(UInt8(ascii: "&"))
                i += 5
            } else {
                out.append(raw[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func end() {
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        guard error == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            let parent = stack.count - 1
            // Room for a few children at once: growing one at a time reallocated 1, 2, 4.
            if stack[parent].children.isEmpty { stack[parent].children.reserveCapacity(4) }
            stack[parent].children.append(element)
        }
    }

    mutating func refuse(_ kind: XMLError.Kind, _ message: String) {
        if error == nil {
            let (line, column) = position()
            error = XMLError(kind, message, line: line, column: column)
        }
        if let context { xmlStopParser(context) }
    }

    mutating func libxml2Error(_ e: xmlError) {
        guard error == nil, e.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = e.message.map { String(cString: $0) } ?? "not well-formed XML"
        while message.last == "\n" || message.last == " " { message.removeLast() }
        let kind: XMLError.Kind = e.code == Int32(XML_ERR_UNDECLARED_ENTITY.rawValue) ? .entity : .malformed
        error = XMLError(kind, message, line: max(1, Int(e.line)), column: max(1, Int(e.int2)))
    }

    /// Where libxml2 is now (for refusals raised from a callback).
    func position() -> (Int, Int) {
        guard let context else { return (1, 1) }
        return (max(1, Int(xmlSAX2GetLineNumber(context))), max(1, Int(xmlSAX2GetColumnNumber(context))))
    }

    /// Line and column of the `<` of the start tag libxml2 has just read: it stands inside
    /// that tag, and a well-formed tag holds no other `<`.
    private mutating func tagPosition() -> (Int, Int) {
        guard let context, !bytes.isEmpty else { return (1, 1) }
        let end = min(Int(xmlByteConsumed(context)), bytes.count - 1)
        guard end >= scanned else { return position() }
        return bytes.withUnsafeBufferPointer { b -> (Int, Int) in
            guard let base = b.baseAddress else { return position() }
            // The last `<` at or before `end`, found forwards a memchr at a time: only end
            // tags stand between the last start tag and this one, and walking back over this
            // tag's attributes a byte at a time would be a measurable part of the parse.
            var offset = -1
            var from = scanned
            while from <= end, let lt = memchr(base + from, Int32(UInt8(ascii: "<")), end - from + 1) {
                offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(lt))
                from = offset + 1
            }
            guard offset >= 0 else { return position() }
            // Count the newlines between the last tag and this one, a memchr at a time.
            var i = scanned
            while i < offset, let nl = memchr(base + i, 10, offset - i) {
                let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(nl))
                line += 1
                lineStart = at + 1
                i = at + 1
            }
            scanned = offset
            return (line, offset - lineStart + 1)
        }
    }
}

extension XMLParser {
    /// libxml2's own parse of `bytes` into its tree (xmlReadMemory, then freed), with the
    /// same options: the yardstick `scripts/bench-import` measures the importer against.
    /// True when the bytes are well-formed.
    package static func libxml2TreeParse(_ bytes: [UInt8]) -> Bool {
        initializeOnce()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let doc = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlReadMemory(chars.baseAddress, Int32(chars.count), nil, nil, options)
            }
        }
        guard let doc else { return false }
        xmlFreeDoc(doc)
        return true
    }
}

extension XMLParser {
    /// libxml2's SAX parse of `bytes` with empty element callbacks and the reader's options:
    /// the floor under any reader built on it, which `scripts/bench-import` prints beside the
    /// tree parse. True when the bytes are well-formed.
    package static func libxml2SAXParse(_ bytes: [UInt8]) -> Bool {
        initializeOnce()
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.serror = { _, _ in }
        let created = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlCreateMemoryParserCtxt(chars.baseAddress, Int32(chars.count))
            }
        }
        guard let context = created, let sax = context.pointee.sax else {
            if let created { xmlFreeParserCtxt(created) }
            return false
        }
        defer { xmlFreeParserCtxt(context) }
        sax.pointee = handler
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue))
        withExtendedLifetime(bytes) {
            _ = xmlParseDocument(context)
        }
        return context.pointee.wellFormed != 0
    }
}
