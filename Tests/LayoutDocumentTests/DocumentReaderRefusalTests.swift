@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// One document the reader must refuse, with the problem it must answer.
struct Refusal: CustomTestStringConvertible, Sendable {
    var text: String
    var kind: ProblemKind
    var pointer: String
    var offset: Int? = nil
    var testDescription: String { "\(kind.rawValue) at \(pointer)" }
}

@Suite struct DocumentReaderRefusalTests {
    static let refusals: [Refusal] = [
        // The document's shape.
        Refusal(text: "[]", kind: .wrongType, pointer: ""),
        Refusal(text: doc(top: #""colour": 1"#), kind: .unknownMember, pointer: "/colour"),
        Refusal(text: #"{"sizes": [{"width": 1, "height": 1}]}"#, kind: .missingMember, pointer: "/root"),
        Refusal(text: doc(root: #""children": [{"id": "a", "colour": "red"}]"#), kind: .unknownMember, pointer: "/root/children/0/colour"),
        Refusal(text: doc(root: #""hidden": 1"#), kind: .wrongType, pointer: "/root/hidden"),
        Refusal(text: doc(root: #""alpha": "1""#), kind: .wrongType, pointer: "/root/alpha"),
        Refusal(text: doc(root: #""children": {}"#), kind: .wrongType, pointer: "/root/children"),
        Refusal(text: doc(root: #""children": [1]"#), kind: .wrongType, pointer: "/root/children/0"),
        Refusal(text: doc(root: #""kind": "slider""#), kind: .invalidValue, pointer: "/root/kind"),
        Refusal(text: doc(root: #""children": [{"kind": "view"}]"#), kind: .missingMember, pointer: "/root/children/0/id"),
        Refusal(text: doc(root: #""layoutGuides": [{}]"#), kind: .missingMember, pointer: "/root/layoutGuides/0/id"),
        Refusal(text: doc(root: #""layoutGuides": [{"id": "g", "frame": {}}]"#), kind: .unknownMember, pointer: "/root/layoutGuides/0/frame"),
        // Ids.
        Refusal(text: doc(root: #""children": [{"id": "1a"}]"#), kind: .invalidId, pointer: "/root/children/0/id", offset: 0),
        Refusal(text: doc(root: #""children": [{"id": "a.b"}]"#), kind: .invalidId, pointer: "/root/children/0/id", offset: 1),
        Refusal(text: doc(root: #""children": [{"id": ""}]"#), kind: .invalidId, pointer: "/root/children/0/id"),
        // A long id of non-ASCII letters is refused for its first bad character, at offset 1.
        Refusal(text: doc(root: #""children": [{"id": "a\#(String(repeating: "é", count: 200))"}]"#), kind: .invalidId, pointer: "/root/children/0/id", offset: 1),
        Refusal(text: doc(root: #""children": [{"id": "\#(String(repeating: "a", count: 128))"}, {"id": "\#(String(repeating: "b", count: 129))"}]"#), kind: .invalidId, pointer: "/root/children/1/id"),
        Refusal(text: doc(root: #""children": [{"id": "\#(String(repeating: "a", count: 129))"}]"#), kind: .invalidId, pointer: "/root/children/0/id"),
        Refusal(text: doc(root: #""children": [{"id": "a"}], "layoutGuides": [{"id": "a"}]"#), kind: .duplicateId, pointer: "/root/layoutGuides/0/id"),
        Refusal(text: doc(root: #""children": [{"id": "root"}]"#), kind: .duplicateId, pointer: "/root/children/0/id"),
        // Views and guides keep no pointer: theirs is worked out from where the decoder is.
        Refusal(text: doc(root: #""children": [{"id": "a"}, {"id": "b", "children": [{"id": "c"}, {"id": "d", "alpha": "x"}]}]"#),
                kind: .wrongType, pointer: "/root/children/1/children/1/alpha"),
        Refusal(text: doc(root: #""children": [{"id": "a", "children": [{"id": "c", "children": [{"kind": "view"}]}]}]"#),
                kind: .missingMember, pointer: "/root/children/0/children/0/children/0/id"),
        Refusal(text: doc(root: #""children": [{"id": "a", "children": [{"id": "b"}]}, {"id": "c", "layoutGuides": [{"id": "g"}, {"id": "b"}]}]"#),
                kind: .duplicateId, pointer: "/root/children/1/layoutGuides/1/id"),
        Refusal(text: doc(root: #""children": [{"id": "a", "children": [{"id": "b", "constraints": ["b.width == 1", 2]}]}]"#),
                kind: .wrongType, pointer: "/root/children/0/children/0/constraints/1"),
        Refusal(text: doc(top: #""constraints": [{"id": "c", "first": "a.top", "relation": "=="}, {"id": "c", "first": "a.top", "relation": "=="}]"#),
                kind: .duplicateId, pointer: "/constraints/1/id"),
        Refusal(text: doc(root: #""constraints": [{"id": "c", "first": "a.top", "relation": "=="}]"#, top: #""constraints": [{"id": "c", "first": "a.top", "relation": "=="}]"#),
                kind: .duplicateId, pointer: "/constraints/0/id"),
        // Constraints.
        Refusal(text: doc(top: #""constraints": [3]"#), kind: .wrongType, pointer: "/constraints/0"),
        Refusal(text: doc(top: #""constraints": [{"first": "a.top"}]"#), kind: .missingMember, pointer: "/constraints/0/relation"),
        Refusal(text: doc(top: #""constraints": [{"relation": "=="}]"#), kind: .missingMember, pointer: "/constraints/0/first"),
        Refusal(text: doc(top: #""constraints": [{"first": "a.top", "relation": "="}]"#), kind: .invalidValue, pointer: "/constraints/0/relation"),
        Refusal(text: doc(top: #""constraints": [{"first": "a.top", "relation": "==", "priority": 0}]"#), kind: .invalidValue, pointer: "/constraints/0/priority"),
        Refusal(text: doc(top: #""constraints": [{"first": "a.top", "relation": "==", "priority": 1000.5}]"#), kind: .invalidValue, pointer: "/constraints/0/priority"),
        Refusal(text: doc(top: #""constraints": [{"first": "a.top", "relation": "==", "const": 1}]"#), kind: .unknownMember, pointer: "/constraints/0/const"),
        Refusal(text: doc(root: #""children": [{"id": "a", "constraints": ["a.width == 1", {"first": 1}]}]"#), kind: .wrongType, pointer: "/root/children/0/constraints/1/first"),
        // Frames, sizes, intrinsic sizes.
        Refusal(text: doc(root: #""kind": "stack", "children": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]"#),
                kind: .invalidValue, pointer: "/root/children/0/frame"),
        Refusal(text: doc(root: #""kind": "stack", "intrinsicSize": {"width": 1}"#), kind: .invalidValue, pointer: "/root/intrinsicSize"),
        Refusal(text: doc(root: #""frame": {"x": 0, "y": 0, "width": -1, "height": 1}"#), kind: .invalidValue, pointer: "/root/frame/width"),
        Refusal(text: doc(root: #""frame": {"x": 0, "y": 0, "width": 1}"#), kind: .missingMember, pointer: "/root/frame/height"),
        Refusal(text: doc(root: #""intrinsicSize": {"width": -2}"#), kind: .invalidValue, pointer: "/root/intrinsicSize/width"),
        Refusal(text: doc(root: #""intrinsicSize": {"width": "wide"}"#), kind: .wrongType, pointer: "/root/intrinsicSize/width"),
        Refusal(text: #"{"root": {"id": "r"}, "sizes": [{"width": 1, "height": -0.5}]}"#, kind: .invalidValue, pointer: "/sizes/0/height"),
        Refusal(text: #"{"root": {"id": "r"}, "sizes": [{"width": 1}]}"#, kind: .missingMember, pointer: "/sizes/0/height"),
        Refusal(text: #"{"root": {"id": "r"}, "sizes": []}"#, kind: .invalidValue, pointer: "/sizes"),
        Refusal(text: #"{"root": {"id": "r"}, "sizes": [\#(Array(repeating: #"{"width": 1, "height": 1}"#, count: 65).joined(separator: ","))]}"#,
                kind: .invalidValue, pointer: "/sizes/64"),
        Refusal(text: #"{"root": {"id": "r"}}"#, kind: .missingSize, pointer: "/sizes"),
        Refusal(text: doc(top: #""scale": 0"#), kind: .invalidValue, pointer: "/scale"),
        Refusal(text: doc(top: #""scale": 1.5"#), kind: .invalidValue, pointer: "/scale"),
        Refusal(text: doc(top: #""scale": -2"#), kind: .invalidValue, pointer: "/scale"),
        Refusal(text: doc(top: #""scale": 1e300"#), kind: .invalidValue, pointer: "/scale"),
        Refusal(text: doc(top: #""layoutDirection": "rtl""#), kind: .invalidValue, pointer: "/layoutDirection"),
        Refusal(text: doc(top: #""safeAreaInsets": {"top": 1, "leading": 2}"#), kind: .unknownMember, pointer: "/safeAreaInsets/leading"),
        // Priorities and margins.
        Refusal(text: doc(root: #""huggingPriority": {"horizontal": 1001}"#), kind: .invalidValue, pointer: "/root/huggingPriority/horizontal"),
        Refusal(text: doc(root: #""compressionResistance": {"depth": 1}"#), kind: .unknownMember, pointer: "/root/compressionResistance/depth"),
        Refusal(text: doc(root: #""layoutMargins": {"top": 1}, "directionalLayoutMargins": {"top": 1}"#), kind: .invalidValue, pointer: "/root/directionalLayoutMargins"),
        Refusal(text: doc(root: #""directionalLayoutMargins": {"left": 1}"#), kind: .unknownMember, pointer: "/root/directionalLayoutMargins/left"),
        Refusal(text: doc(root: #""baselines": {"first": "top"}"#), kind: .wrongType, pointer: "/root/baselines/first"),
        // Stacks.
        Refusal(text: doc(root: #""axis": "vertical""#), kind: .unknownMember, pointer: "/root/axis"),
        Refusal(text: doc(root: #""kind": "label", "spacing": 8"#), kind: .unknownMember, pointer: "/root/spacing"),
        Refusal(text: doc(root: #""kind": "stack", "axis": "diagonal""#), kind: .invalidValue, pointer: "/root/axis"),
        Refusal(text: doc(root: #""kind": "stack", "distribution": "fillEvenly""#), kind: .invalidValue, pointer: "/root/distribution"),
        Refusal(text: doc(root: #""kind": "stack", "alignment": "middle""#), kind: .invalidValue, pointer: "/root/alignment"),
        // The axis comes after the alignment: judged when the stack closes.
        Refusal(text: doc(root: #""kind": "stack", "alignment": "firstBaseline", "axis": "vertical""#), kind: .invalidValue, pointer: "/root/alignment"),
        Refusal(text: doc(root: #""kind": "stack", "axis": "vertical", "alignment": "lastBaseline""#), kind: .invalidValue, pointer: "/root/alignment"),
        Refusal(text: doc(root: #""kind": "stack", "children": [{"id": "a"}], "customSpacing": {"a": 4, "b/c": 2}"#), kind: .unknownItem, pointer: "/root/customSpacing/b~1c"),
        Refusal(text: doc(root: #""kind": "stack", "customSpacing": {"a": "4"}"#), kind: .wrongType, pointer: "/root/customSpacing/a"),
        // Hit-test input.
        Refusal(text: doc(top: #""points": [{"x": 1}]"#), kind: .missingMember, pointer: "/points/0/y"),
        Refusal(text: doc(top: #""points": [{"x": 1, "y": 2, "z": 3}]"#), kind: .unknownMember, pointer: "/points/0/z"),
        Refusal(text: doc(top: #""touches": [[{"x": 1, "y": 2}], []]"#), kind: .invalidValue, pointer: "/touches/1"),
        Refusal(text: doc(top: #""touches": [{"x": 1, "y": 2}]"#), kind: .wrongType, pointer: "/touches/0"),
        // JSON problems come through unchanged.
        Refusal(text: #"{"root": {"id": "r", "id": "s"}}"#, kind: .duplicateMember, pointer: "/root/id"),
        Refusal(text: doc(root: #""alpha": 1e400"#), kind: .invalidValue, pointer: "/root/alpha"),
        // Numbers within a double but beyond Limits.maxMagnitude (1e9), wherever they are.
        Refusal(text: #"{"root": {"id": "r"}, "sizes": [{"width": 1e308, "height": 50}]}"#, kind: .invalidValue, pointer: "/sizes/0/width"),
        Refusal(text: doc(root: #""frame": {"x": -1000000001, "y": 0, "width": 1, "height": 1}"#), kind: .invalidValue, pointer: "/root/frame/x"),
        Refusal(text: doc(top: #""constraints": [{"first": "a.top", "relation": "==", "constant": 2e9}]"#), kind: .invalidValue, pointer: "/constraints/0/constant"),
        Refusal(text: doc(top: #""points": [{"x": 0, "y": -1.5e10}]"#), kind: .invalidValue, pointer: "/points/0/y"),
        Refusal(text: doc(root: #""kind": "stack", "spacing": 1e100"#), kind: .invalidValue, pointer: "/root/spacing"),
    ]

    @Test(arguments: refusals)
    func refuses(_ r: Refusal) {
        let p = problem(r.text)
        #expect(p?.kind == r.kind, "\(p.map { "\($0.kind.rawValue) at \($0.pointer ?? "-"): \($0.detail)" } ?? "accepted")")
        #expect(p?.pointer == r.pointer)
        #expect(p?.location.offset == r.offset)
        #expect(p.map { !$0.detail.isEmpty } == true)
    }

    @Test func malformedJSONIsA400WithoutPointer() {
        // The member name expected after the comma at byte 19 finds "}" at byte 20.
        let p = problem(#"{"root": {"id": "r",}}"#)
        #expect(p?.kind == .malformedJSON)
        #expect(p?.detail.hasSuffix("at byte 20") == true)
    }

    @Test func theFirstErrorInDocumentOrderWins() {
        // Two errors: an unknown member inside the root, and a wrong-typed constraint
        // after it; then the same two with the constraints first.
        let rootFirst = #"{"root": {"id": "r", "x": 1}, "constraints": [1], "sizes": [{"width": 1, "height": 1}]}"#
        #expect(problem(rootFirst)?.pointer == "/root/x")
        let constraintsFirst = #"{"constraints": [1], "root": {"id": "r", "x": 1}, "sizes": [{"width": 1, "height": 1}]}"#
        #expect(problem(constraintsFirst)?.pointer == "/constraints/0")
        // A duplicate id is reported at the later occurrence, in document order: here the
        // child's id is read before the root's own "id", so the root's is the duplicate.
        let childFirst = #"{"root": {"children": [{"id": "a"}], "id": "a"}, "sizes": [{"width": 1, "height": 1}]}"#
        #expect(problem(childFirst)?.pointer == "/root/id")
    }

    @Test func itemLimitCountsViewsAndGuidesInDocumentOrder() {
        let limits = Limits(maxItems: 3)
        // root, a, g (a guide of a), b: the fourth item is b.
        let text = doc(root: #""children": [{"id": "a", "layoutGuides": [{"id": "g"}]}, {"id": "b"}]"#)
        let p = problem(text, limits: limits)
        #expect(p?.kind == .tooManyItems)
        #expect(p?.pointer == "/root/children/1")
        #expect(problem(doc(root: #""children": [{"id": "a"}, {"id": "b"}]"#), limits: limits) == nil)
    }

    @Test func frameLimitIsSizesTimesItems() {
        // 3 items (root, a, b) × 2 sizes = 6 frames.
        let text = #"{"root": {"id": "r", "children": [{"id": "a"}, {"id": "b"}]}, "sizes": [{"width": 1, "height": 1}, {"width": 2, "height": 2}]}"#
        #expect(problem(text, limits: Limits(maxFrames: 6)) == nil)
        let p = problem(text, limits: Limits(maxFrames: 5))
        #expect(p?.kind == .tooManyFrames)
        #expect(p?.pointer == "/sizes")
    }

    @Test func pointLimitsCountPointsAndAllTouchPoints() {
        let limits = Limits(maxPoints: 2)
        #expect(problem(doc(top: #""points": [{"x": 0, "y": 0}, {"x": 1, "y": 1}]"#), limits: limits) == nil)
        let p = problem(doc(top: #""points": [{"x": 0, "y": 0}, {"x": 1, "y": 1}, {"x": 2, "y": 2}]"#), limits: limits)
        #expect(p?.kind == .tooManyPoints)
        #expect(p?.pointer == "/points/2")
        // Two paths of two points: the third touch point overall is one too many.
        let q = problem(doc(top: #""touches": [[{"x": 0, "y": 0}, {"x": 1, "y": 1}], [{"x": 2, "y": 2}, {"x": 3, "y": 3}]]"#), limits: limits)
        #expect(q?.kind == .tooManyPoints)
        #expect(q?.pointer == "/touches/1/0")
    }

    @Test func constraintLimitCountsEveryWrittenConstraint() {
        let limits = Limits(maxConstraints: 2)
        let text = doc(root: #""constraints": ["a.width == 1"]"#, top: #""constraints": ["H:|[a]|", "a.height == 2"]"#)
        let p = problem(text, limits: limits)
        #expect(p?.kind == .tooManyConstraints)
        #expect(p?.pointer == "/constraints/1")
    }

    @Test func magnitudeLimitIsInclusiveAndConfigurable() {
        // ±1e9 itself is allowed, the next double past it is not.
        #expect(problem(doc(root: #""frame": {"x": -1e9, "y": 1000000000, "width": 1e9, "height": 0}"#)) == nil)
        let p = problem(doc(root: #""frame": {"x": 0, "y": 1000000000.0000001, "width": 1, "height": 1}"#))
        #expect(p?.kind == .invalidValue)
        #expect(p?.pointer == "/root/frame/y")
        #expect(p?.detail.contains("between -1000000000 and 1000000000") == true)
        // A stricter limit applies to every number, the scale included (doc's sizes are
        // 100 × 50, within it).
        let q = problem(doc(top: #""scale": 101"#), limits: Limits(maxMagnitude: 100))
        #expect(q?.kind == .invalidValue)
        #expect(q?.pointer == "/scale")
        #expect(q?.detail.contains("between -100 and 100") == true)
    }

    @Test func depthAndStringLimitsApplyToDocuments() {
        let deep = doc(top: #""points": [[[[1]]]]"#)
        #expect(problem(deep, limits: Limits(maxDepth: 4))?.kind == .nestingTooDeep)
        let long = doc(root: #""children": [{"id": "abcdefghi"}]"#)
        let p = problem(long, limits: Limits(maxStringLength: 8))
        #expect(p?.kind == .stringTooLong)
        #expect(p?.pointer == "/root/children/0/id")
    }
}
