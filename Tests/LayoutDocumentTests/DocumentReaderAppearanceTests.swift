@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// A view's `appearance` (docs/requests.md#appearance): what it decodes to, what is
/// refused, and that layout ignores it while the hash includes it.
@Suite struct DocumentReaderAppearanceTests {
    static let refusals: [Refusal] = [
        Refusal(text: doc(root: ##""appearance": 1"##), kind: .wrongType, pointer: "/root/appearance"),
        Refusal(text: doc(root: ##""appearance": {"colour": "#fff"}"##), kind: .unknownMember, pointer: "/root/appearance/colour"),
        Refusal(text: doc(root: ##""appearance": {"backgroundColor": "red"}"##), kind: .invalidValue, pointer: "/root/appearance/backgroundColor"),
        Refusal(text: doc(root: ##""appearance": {"backgroundColor": "#fff"}"##), kind: .invalidValue, pointer: "/root/appearance/backgroundColor"),
        Refusal(text: doc(root: ##""appearance": {"tintColor": "#12345g"}"##), kind: .invalidValue, pointer: "/root/appearance/tintColor"),
        Refusal(text: doc(root: ##""appearance": {"textColor": 255}"##), kind: .wrongType, pointer: "/root/appearance/textColor"),
        Refusal(text: doc(root: ##""appearance": {"cornerRadius": -1}"##), kind: .invalidValue, pointer: "/root/appearance/cornerRadius"),
        Refusal(text: doc(root: ##""appearance": {"borderWidth": "1"}"##), kind: .wrongType, pointer: "/root/appearance/borderWidth"),
        Refusal(text: doc(root: ##""appearance": {"textAlignment": "middle"}"##), kind: .invalidValue, pointer: "/root/appearance/textAlignment"),
        Refusal(text: doc(root: ##""appearance": {"contentMode": "fit"}"##), kind: .invalidValue, pointer: "/root/appearance/contentMode"),
        Refusal(text: doc(root: ##""appearance": {"image": {}}"##), kind: .missingMember, pointer: "/root/appearance/image/name"),
        Refusal(text: doc(root: ##""appearance": {"image": {"name": ""}}"##), kind: .invalidValue, pointer: "/root/appearance/image/name"),
        Refusal(text: doc(root: ##""appearance": {"image": {"name": "a", "tint": 1}}"##), kind: .unknownMember, pointer: "/root/appearance/image/tint"),
        Refusal(text: doc(root: ##""appearance": {"control": {}}"##), kind: .missingMember, pointer: "/root/appearance/control/type"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "dial"}}"##), kind: .invalidValue, pointer: "/root/appearance/control/type"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "slider", "on": true}}"##), kind: .unknownMember, pointer: "/root/appearance/control/on"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "slider", "value": 1.5}}"##), kind: .invalidValue, pointer: "/root/appearance/control/value"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "progressView", "value": -0.1}}"##), kind: .invalidValue, pointer: "/root/appearance/control/value"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "switch", "on": 1}}"##), kind: .wrongType, pointer: "/root/appearance/control/on"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "button", "style": "glass"}}"##), kind: .invalidValue, pointer: "/root/appearance/control/style"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "textField", "borderStyle": "thick"}}"##), kind: .invalidValue, pointer: "/root/appearance/control/borderStyle"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "segmentedControl", "segments": ["A"], "selected": 1}}"##), kind: .invalidValue, pointer: "/root/appearance/control/selected"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "segmentedControl", "selected": 0}}"##), kind: .invalidValue, pointer: "/root/appearance/control/selected"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "segmentedControl", "segments": [1]}}"##), kind: .wrongType, pointer: "/root/appearance/control/segments/0"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "pageControl", "pages": 2, "current": 2}}"##), kind: .invalidValue, pointer: "/root/appearance/control/current"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "pageControl", "pages": 2.5}}"##), kind: .invalidValue, pointer: "/root/appearance/control/pages"),
        Refusal(text: doc(root: ##""appearance": {"control": {"type": "stepper", "value": 1}}"##), kind: .unknownMember, pointer: "/root/appearance/control/value"),
    ]

    @Test(arguments: refusals) func isRefused(_ r: Refusal) {
        let p = problem(r.text)
        #expect(p?.kind == r.kind, "\(p.map { "\($0.kind): \($0.detail)" } ?? "accepted")")
        #expect(p?.pointer == r.pointer)
    }

    @Test func aBadColourSaysHowToWriteOne() {
        let p = problem(doc(root: ##""appearance": {"backgroundColor": "rgb(1,2,3)"}"##))
        #expect(p?.detail.contains("#rrggbb") == true, "\(p?.detail ?? "")")
    }

    @Test func everyMemberDecodes() throws {
        let document = try decode(doc(root: ##""appearance": {"backgroundColor": "#FF8000", "tintColor": "#00000080", "textColor": "#123456", "textAlignment": "center", "cornerRadius": 8, "borderWidth": 1.5, "borderColor": "#ff0000", "image": {"name": "star.fill", "symbol": true}, "contentMode": "scaleAspectFit", "control": {"type": "segmentedControl", "segments": ["One", "Two"], "selected": 1}}"##))
        let a = try #require(document.root.appearance)
        #expect(a.backgroundColor == Color(bytes: 255, 128, 0))
        #expect(a.tintColor == Color(bytes: 0, 0, 0, 128))
        #expect(a.textColor == Color(bytes: 0x12, 0x34, 0x56))
        #expect(a.textAlignment == .center && a.cornerRadius == 8 && a.borderWidth == 1.5 && a.borderColor == Color(bytes: 255, 0, 0))
        #expect(a.image == ImageName(name: "star.fill", symbol: true) && a.contentMode == .scaleAspectFit)
        #expect(a.control == .segmentedControl(segments: ["One", "Two"], selected: 1))
        let controls: [(String, ControlAppearance)] = [
            (##"{"type": "button"}"##, .button(.plain)), (##"{"type": "button", "style": "tinted"}"##, .button(.tinted)),
            (##"{"type": "switch", "on": true, "onTintColor": "#00ff00"}"##, .toggle(on: true, onTint: Color(bytes: 0, 255, 0))),
            (##"{"type": "slider", "value": 0.25}"##, .slider(value: 0.25)), (##"{"type": "progressView"}"##, .progress(value: 0)),
            (##"{"type": "activityIndicator", "style": "large"}"##, .activityIndicator(large: true)),
            (##"{"type": "textField", "borderStyle": "line"}"##, .textField(.line)), (##"{"type": "textField"}"##, .textField(.roundedRect)),
            (##"{"type": "pageControl", "pages": 5, "current": 4}"##, .pageControl(pages: 5, current: 4)), (##"{"type": "stepper"}"##, .stepper),
        ]
        for (json, control) in controls {
            #expect(try decode(doc(root: ##""appearance": {"control": \##(json)}"##)).root.appearance?.control == control, "\(json)")
        }
    }

    @Test func onlyDefaultsSayNothing() throws {
        #expect(try decode(doc(root: ##""appearance": {}"##)).root.appearance == nil)
        #expect(try decode(doc(root: ##""appearance": {"cornerRadius": 0}"##)) == decode(doc()))
    }

    @Test func theWriterReadsBack() throws {
        for members in [
            ##""appearance": {"backgroundColor": "#ff800080", "borderWidth": 2, "image": {"name": "logo"}, "control": {"type": "switch", "on": true}}"##,
            ##""appearance": {"control": {"type": "pageControl", "pages": 3, "current": 1}, "textAlignment": "right"}"##,
            ##""appearance": {"control": {"type": "activityIndicator"}, "textColor": "#000000"}"##,
        ] {
            let document = try decode(doc(root: members))
            #expect(try decode(String(decoding: DocumentWriter.write(document), as: UTF8.self)) == document)
        }
    }

    /// Layout never reads the appearance, and the hash (the canonical form's) includes it.
    @Test func layoutIgnoresItAndTheHashIncludesIt() throws {
        let plain = ##"{"root": {"id": "root", "children": [{"id": "a", "intrinsicSize": {"width": 40, "height": 20}}]}, "constraints": ["a.centerX == root.centerX", "a.top == root.top + 8"], "sizes": [{"width": 100, "height": 50}]}"##
        let painted = plain.replacingOccurrences(
            of: ##""intrinsicSize""##, with: ##""appearance": {"backgroundColor": "#ff0000", "cornerRadius": 4}, "intrinsicSize""##)
        let a = try DocumentReader.read(Array(plain.utf8)), b = try DocumentReader.read(Array(painted.utf8))
        #expect(a.canonicalForm != b.canonicalForm)
        #expect(try LayoutSystem.solve(a.document, deadline: .never) == LayoutSystem.solve(b.document, deadline: .never))
    }
}

private extension String {
    func replacingOccurrences(of a: String, with b: String) -> String {
        split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
    }
}
