import JSON
import LayoutEngine
import Typesetting
import Support

/// A request read as far as its hash needs: the JSON checked and held as a tape, and its
/// canonical form. The pipeline looks its caches up at this point, before the model is
/// decoded; a document of an already solved structure then decodes only its sizes.
package struct ScannedDocument: Sendable {
    /// The request's JSON, checked, as a tape the decoder walks.
    package var tape: JSONTape
    /// RFC 8785 canonical form of the request without top-level `points` and `touches`.
    package var canonicalForm: [UInt8]
    /// Where the top-level `sizes` member lies in `canonicalForm`, with the one comma
    /// that joins it to a neighbour; nil when the document has no `sizes`.
    package var sizesRange: Range<Int>?

    /// A scanned request of `tape` with its canonical form and where `sizes` lies in it.
    package init(tape: JSONTape, canonicalForm: [UInt8], sizesRange: Range<Int>? = nil) {
        self.tape = tape
        self.canonicalForm = canonicalForm
        self.sizesRange = sizesRange
    }

    /// The canonical form without `sizes` (nor `points`, `touches`): equal for documents
    /// that differ only in the sizes they are laid out at, so it keys what can be shared
    /// between such documents (the pipeline's warm solvers). Same JCS rules as the hash.
    package var structureForm: [UInt8] {
        guard let cut = sizesRange else { return canonicalForm }
        var out: [UInt8] = []
        out.reserveCapacity(canonicalForm.count - cut.count)
        out.append(contentsOf: canonicalForm[..<cut.lowerBound])
        out.append(contentsOf: canonicalForm[cut.upperBound...])
        return out
    }

    /// The bytes of `structureForm` in order, in one or two pieces, without copying them:
    /// for feeding a hash function.
    package func forEachStructureFormPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
        canonicalForm.withUnsafeBytes { all in
            guard let cut = sizesRange else { return body(all) }
            body(UnsafeRawBufferPointer(rebasing: all[..<cut.lowerBound]))
            body(UnsafeRawBufferPointer(rebasing: all[cut.upperBound...]))
        }
    }
}

/// A request document, decoded, with the bytes its `hash` is taken of.
package struct ParsedDocument: Sendable {
    /// The decoded model.
    package var document: Document
    /// The scan it was decoded from.
    package var scanned: ScannedDocument

    /// The bytes the request's hash is taken of.
    package var canonicalForm: [UInt8] { scanned.canonicalForm }
    /// The canonical form without `sizes`: see `ScannedDocument.structureForm`.
    package var structureForm: [UInt8] { scanned.structureForm }
}

/// The one seam between request bytes and the model (docs/requests.md#the-document, docs/requests.md#hashing-and-caching and docs/requests.md#errors).
///
/// Checks, in this order, the first failure winning:
/// 1. the JSON itself, in byte order (`JSONReader`: 400 malformed-json / duplicate-member,
///    422 nesting-too-deep / string-too-long / a number beyond a double);
/// 2. the document, in document order (members as written, depth first): unknown members,
///    wrong types, invalid values and ids, duplicate ids, the item/point/constraint limits,
///    numbers beyond ±`Limits.maxMagnitude` (422 invalid-value at the number);
/// 3. what can only be judged once an object is complete (a missing required member,
///    margins given twice, a baseline alignment on a vertical stack, customSpacing keys),
///    when that object closes;
/// 4. last, the document-wide `missing-size` and `too-many-frames`, at `/sizes`.
/// Constraint strings are only classified here (VFL when they start with `H:` or `V:`);
/// parsing them and resolving items is `SystemBuilder`'s job.
///
/// `read` does it all; the pipeline runs it in two steps, `scan` (1) then `decode` (2-4),
/// so it can look its caches up in between.
package enum DocumentReader {
    /// Steps 1 to 4: the request bytes to a checked, decoded document.
    /// - Throws: `Problem`, the first failure in the order above.
    package static func read(_ bytes: [UInt8], limits: Limits = .default) throws(Problem) -> ParsedDocument {
        let scanned = try scan(bytes, limits: limits)
        return ParsedDocument(document: try decode(scanned, limits: limits), scanned: scanned)
    }

    /// Step 1: the JSON checks, and the canonical form for the hash.
    /// - Throws: `Problem` for malformed JSON, a duplicate member or a JSON limit.
    package static func scan(_ bytes: [UInt8], limits: Limits = .default) throws(Problem) -> ScannedDocument {
        let tape: JSONTape
        do {
            tape = try JSONReader.read(bytes, limits: limits.json)
        } catch {
            throw Problem(error)
        }
        let (canonical, sizes) = CanonicalForm.write(tape, omittingTopLevel: ["points", "touches"], marking: "sizes")
        return ScannedDocument(tape: tape, canonicalForm: canonical, sizesRange: sizes)
    }

    /// Steps 2 to 4: the model from a scanned request.
    /// - Throws: `Problem` for the first thing in the document that is refused.
    package static func decode(_ scanned: ScannedDocument, limits: Limits = .default) throws(Problem) -> Document {
        var decoder = DocumentDecoder(tape: scanned.tape, limits: limits)
        return try decoder.decodeDocument(known: nil)
    }

    /// Steps 2 to 4 for a document whose `structureForm` equals that of `structure`, a
    /// document already decoded (so valid under the same limits): only `sizes`, `points`
    /// and `touches` are decoded; the rest is `structure`'s, which the same canonical
    /// bytes decode to. The problems raised are those `decode` would raise, since
    /// everything else is known to pass. `itemCount` is `structure.itemCount`, when the
    /// caller has it counted already (a built `LayoutSystem` has).
    package static func decode(
        _ scanned: ScannedDocument, limits: Limits = .default, sameStructureAs structure: Document,
        itemCount: Int? = nil
    ) throws(Problem) -> Document {
        var decoder = DocumentDecoder(tape: scanned.tape, limits: limits)
        return try decoder.decodeDocument(known: structure, itemCount: itemCount)
    }

    /// The `sizes` of a document whose every other byte equals that of a document already
    /// decoded (`itemCount` views and guides), read from the tape of the `sizes` value
    /// alone: the checks `decode` makes of `sizes`, and the frames limit.
    /// - Throws: `Problem`, as `decode` would for that `sizes` value.
    package static func decodeSizes(_ tape: JSONTape, itemCount: Int, limits: Limits = .default) throws(Problem) -> [Size] {
        let decoder = DocumentDecoder(tape: tape, limits: limits)
        let sizes = try decoder.decodeSizes(tape.root, pointer: "/sizes")
        try decoder.checkFrames(layouts: sizes.count, itemCount: itemCount)
        return sizes
    }

    /// Step 2 for a document whose canonical form equals that of a document already
    /// decoded: only the hit-test input (`points`, `touches`), which the hash leaves out,
    /// can still be refused.
    package static func checkHitTestInput(_ scanned: ScannedDocument, limits: Limits = .default) throws(Problem) {
        var decoder = DocumentDecoder(tape: scanned.tape, limits: limits)
        try decoder.decodeHitTestInput()
    }
}

/// Walks a tape into a `Document`. Pointers are built as strings only when a problem is
/// raised (a constraint keeps its array's pointer and its index, see `ConstraintSpec.Location`).
struct DocumentDecoder {
    let tape: JSONTape
    let limits: Limits
    var itemIds: TapeStringSet
    var constraintIds: Set<String> = []
    /// Elements of the constraint array being decoded: the room `constraintIds` starts with.
    var constraintArrayCount = 0
    var itemCount = 0
    var constraintCount = 0

    init(tape: JSONTape, limits: Limits) {
        self.tape = tape
        self.limits = limits
        // A view or guide takes at least three nodes ({, "id", the id), but most documents
        // take ten or more per view: start there and let the set grow if need be.
        itemIds = TapeStringSet(expected: min(tape.nodes.count / 10, limits.maxItems) + 1)
    }

    /// - Parameter known: a decoded document of the same structure form (see
    ///   `DocumentReader.decode(_:limits:sameStructureAs:)`); its members stand in for
    ///   every one but `sizes`, `points` and `touches`, which are decoded; knownItemCount:
    ///   its `itemCount`, if counted already.
    mutating func decodeDocument(known: Document?, itemCount knownItemCount: Int? = nil) throws(Problem) -> Document {
        let top = tape.root
        guard tape.kind(top) == .object else {
            throw Problem(.wrongType, "expected the document to be an object, found \(tape.kind(top).name)", pointer: "")
        }
        // Members go to locals and the document is built once at the end: a placeholder
        // document filled in member by member would be moved around whole several times over.
        var root = known?.root
        var constraints = known?.constraints ?? []
        var safeAreaInsets = known?.safeAreaInsets ?? .zero
        var layoutDirection = known?.layoutDirection ?? .leftToRight
        var scale = known?.scale
        var priorities = known?.priorities ?? .levels
        var device = known?.device
        var deviceNode: Int?
        var orientationNode: Int?
        var insetsGiven = false
        var sizes: [Size] = []
        var points: [Point] = []
        var touches: [[Point]] = []
        var contentSize = known?.contentSizeCategory ?? .large
        var textRelease = known?.textRelease ?? .newest
        if let known { itemCount = knownItemCount ?? known.itemCount }
        var sizesGiven = false
        let structureKnown = known != nil  // not `known` itself: the closure would copy it per member
        // A known member's pointer is "/" + its name, spelled out: building it from the tape
        // would be a measurable part of reading a small document.
        try tape.forEachMember(top) { (k, v) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            switch name {
            case .sizes:
                sizes = try decodeSizes(v, pointer: "/sizes")
                sizesGiven = true
            case .points:
                points = try decodePoints(v, pointer: "/points")
            case .touches:
                touches = try decodeTouches(v, pointer: "/touches")
            case _ where structureKnown:
                break  // part of the structure, which `known` has passed
            case .root:
                root = try decodeView(v, inStack: false)
            case .constraints:
                constraints = try decodeConstraints(v, list: .document)
            case .safeAreaInsets:
                safeAreaInsets = try decodeInsets(v, pointer: "/safeAreaInsets", default: 0)
                insetsGiven = true
            case .device:
                deviceNode = v
            case .orientation:
                orientationNode = v
            case .layoutDirection:
                layoutDirection = try decodeEnum(v, pointer: "/layoutDirection", [LayoutDirection.leftToRight, .rightToLeft])
            case .scale:
                scale = try decodeScale(v, pointer: "/scale")
            case .priorities:
                priorities = try decodeEnum(v, pointer: "/priorities", [PriorityMode.levels, .weights])
            case .contentSizeCategory:
                contentSize = try decodeEnum(v, pointer: "/contentSizeCategory", ContentSizeCategory.allCases)
            case .textRelease:
                textRelease = try decodeTextRelease(v)
            default:
                throw unknownMember(
                    tape.string(k), pointer: JSONPointer.appending("", tape.string(k)),
                    expected: "root, constraints, sizes, safeAreaInsets, layoutDirection, scale, device, orientation, priorities, contentSizeCategory, textRelease, points, touches")
            }
        }
        if !structureKnown {
            device = try decodeDevice(deviceNode, orientation: orientationNode)
            if let device, !insetsGiven { safeAreaInsets = device.device.safeAreaInsets(device.orientation) }
            if let device, scale == nil { scale = device.device.scale }
        }
        if let device, !sizesGiven {
            sizes = [device.device.size(device.orientation)]
            sizesGiven = true
        }
        guard let root else {
            throw Problem(.missingMember, "the document needs a \"root\" view", pointer: "/root")
        }
        if !structureKnown { try checkRoot(root) }
        if !sizesGiven && root.frame == nil {
            throw Problem(
                .missingSize, "give \"sizes\" (one root size per layout) or a \"frame\" on the root",
                pointer: "/sizes")
        }
        try checkFrames(layouts: max(sizes.count, 1), itemCount: itemCount)
        return Document(
            root: root, constraints: constraints, sizes: sizes, safeAreaInsets: safeAreaInsets,
            layoutDirection: layoutDirection, scale: scale, device: device, priorities: priorities, points: points, touches: touches,
            contentSizeCategory: contentSize, textRelease: textRelease)
    }

    func checkFrames(layouts: Int, itemCount: Int) throws(Problem) {
        if layouts * itemCount > limits.maxFrames {
            throw Problem(
                .tooManyFrames,
                "\(layouts) sizes × \(itemCount) views and guides is \(layouts * itemCount) frames; at most \(limits.maxFrames) are allowed",
                pointer: "/sizes")
        }
    }

    /// Only the top-level `points` and `touches`, for a document whose canonical form
    /// (everything else) is known to be valid.
    mutating func decodeHitTestInput() throws(Problem) {
        let top = tape.root
        guard tape.kind(top) == .object else {
            throw Problem(.wrongType, "expected the document to be an object, found \(tape.kind(top).name)", pointer: "")
        }
        try tape.forEachMember(top) { (k, v) throws(Problem) in
            switch MemberName.lookup(tape, k) {
            case .points: _ = try decodePoints(v, pointer: "/points")
            case .touches: _ = try decodeTouches(v, pointer: "/touches")
            default: break
            }
        }
    }

    // MARK: Top-level values

    func decodeSizes(_ v: Int, pointer: String) throws(Problem) -> [Size] {
        try expect(v, .array)
        let count = Int(tape.nodes[v].count)
        guard count >= 1 else {
            throw Problem(.invalidValue, "\"sizes\" needs at least one size", pointer: pointer)
        }
        var sizes: [Size] = []
        sizes.reserveCapacity(count)
        try tape.forEachElement(v) { (i, e) throws(Problem) in
            func p() -> String { JSONPointer.appending(pointer, i) }
            if i == 64 {
                throw Problem(.invalidValue, "at most 64 sizes are allowed", pointer: p())
            }
            var width: Double?
            var height: Double?
            try expect(e, .object)
            try tape.forEachMember(e) { (k, m) throws(Problem) in
                let name = MemberName.lookup(tape, k)
                switch name {
                case .width: width = try nonNegative(m)
                case .height: height = try nonNegative(m)
                default: throw unknownMember(tape.string(k), pointer: JSONPointer.appending(p(), tape.string(k)), expected: "width, height")
                }
            }
            guard let width else { throw missing("width", in: p()) }
            guard let height else { throw missing("height", in: p()) }
            sizes.append(Size(width: width, height: height))
        }
        return sizes
    }

    func decodeScale(_ v: Int, pointer: @autoclosure () -> String) throws(Problem) -> Int {
        let value = try number(v)
        guard value >= 1, value == value.rounded(), let scale = Int(exactly: value) else {
            throw Problem(.invalidValue, "\"scale\" must be a positive integer (1, 2, 3…), not \(NumberFormat.es6(value))", pointer: pointer())
        }
        return scale
    }

    func decodePoints(_ v: Int, pointer: String) throws(Problem) -> [Point] {
        try expect(v, .array)
        var points: [Point] = []
        points.reserveCapacity(min(Int(tape.nodes[v].count), limits.maxPoints))
        try tape.forEachElement(v) { (i, e) throws(Problem) in
            func p() -> String { JSONPointer.appending(pointer, i) }
            if i >= limits.maxPoints {
                throw Problem(.tooManyPoints, "at most \(limits.maxPoints) points are allowed", pointer: p())
            }
            points.append(try decodePoint(e, pointer: p()))
        }
        return points
    }

    func decodeTouches(_ v: Int, pointer: String) throws(Problem) -> [[Point]] {
        try expect(v, .array)
        var touches: [[Point]] = []
        var total = 0
        try tape.forEachElement(v) { (i, path) throws(Problem) in
            let pathPointer = JSONPointer.appending(pointer, i)
            try expect(path, .array)
            guard tape.nodes[path].count > 0 else {
                throw Problem(.invalidValue, "a touch path needs at least one point", pointer: pathPointer)
            }
            var points: [Point] = []
            try tape.forEachElement(path) { (j, e) throws(Problem) in
                func p() -> String { JSONPointer.appending(pathPointer, j) }
                total += 1
                if total > limits.maxPoints {
                    throw Problem(.tooManyPoints, "at most \(limits.maxPoints) touch points are allowed in all", pointer: p())
                }
                points.append(try decodePoint(e, pointer: p()))
            }
            touches.append(points)
        }
        return touches
    }

    func decodePoint(_ v: Int, pointer: @autoclosure () -> String) throws(Problem) -> Point {
        try expect(v, .object)
        var x: Double?
        var y: Double?
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            switch name {
            case .x: x = try number(m)
            case .y: y = try number(m)
            default: throw unknownMember(tape.string(k), pointer: JSONPointer.appending(pointer(), tape.string(k)), expected: "x, y")
            }
        }
        guard let x else { throw missing("x", in: pointer()) }
        guard let y else { throw missing("y", in: pointer()) }
        return Point(x: x, y: y)
    }
}
