@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing
import Typesetting

/// The text members (docs/text.md#members): what they decode to and what is refused.
@Suite struct DocumentReaderTextTests {
    static let refusals: [Refusal] = [
        // Text is for labels, buttons and fields only; some members for one kind only.
        Refusal(text: doc(root: #""text": "Hi""#), kind: .unknownMember, pointer: "/root/text"),
        Refusal(text: doc(root: #""kind": "button", "numberOfLines": 2"#), kind: .unknownMember, pointer: "/root/numberOfLines"),
        Refusal(text: doc(root: #""kind": "label", "placeholder": "x""#), kind: .unknownMember, pointer: "/root/placeholder"),
        Refusal(text: doc(root: #""kind": "label", "contentEdgeInsets": {}"#), kind: .unknownMember, pointer: "/root/contentEdgeInsets"),
        Refusal(text: doc(root: #""kind": "textField", "preferredMaxLayoutWidth": 10"#), kind: .unknownMember, pointer: "/root/preferredMaxLayoutWidth"),
        // Values.
        Refusal(text: doc(root: #""kind": "label", "text": 5"#), kind: .wrongType, pointer: "/root/text"),
        Refusal(text: doc(root: #""kind": "label", "numberOfLines": -1"#), kind: .invalidValue, pointer: "/root/numberOfLines"),
        Refusal(text: doc(root: #""kind": "label", "numberOfLines": 1.5"#), kind: .invalidValue, pointer: "/root/numberOfLines"),
        Refusal(text: doc(root: #""kind": "label", "lineBreakMode": "wrap""#), kind: .invalidValue, pointer: "/root/lineBreakMode"),
        Refusal(text: doc(root: #""kind": "label", "preferredMaxLayoutWidth": -1"#), kind: .invalidValue, pointer: "/root/preferredMaxLayoutWidth"),
        // Fonts.
        Refusal(text: doc(root: #""kind": "label", "font": {}"#), kind: .missingMember, pointer: "/root/font"),
        Refusal(text: doc(root: #""kind": "label", "font": {"system": 17, "textStyle": "body"}"#), kind: .invalidValue, pointer: "/root/font"),
        Refusal(text: doc(root: #""kind": "label", "font": {"textStyle": "huge"}"#), kind: .invalidValue, pointer: "/root/font/textStyle"),
        Refusal(text: doc(root: #""kind": "label", "font": {"system": 0}"#), kind: .invalidValue, pointer: "/root/font/system"),
        Refusal(text: doc(root: #""kind": "label", "font": {"system": 17, "weight": "fat"}"#), kind: .invalidValue, pointer: "/root/font/weight"),
        Refusal(text: doc(root: #""kind": "label", "font": {"textStyle": "body", "weight": "bold"}"#), kind: .invalidValue, pointer: "/root/font"),
        Refusal(text: doc(root: #""kind": "label", "font": {"name": "Avenir"}"#), kind: .missingMember, pointer: "/root/font"),
        Refusal(text: doc(root: #""kind": "label", "font": {"name": ""}"#), kind: .invalidValue, pointer: "/root/font/name"),
        Refusal(text: doc(root: #""kind": "label", "font": {"system": 17, "size": 17}"#), kind: .invalidValue, pointer: "/root/font"),
        Refusal(text: doc(root: #""kind": "label", "font": {"colour": 1}"#), kind: .unknownMember, pointer: "/root/font/colour"),
        Refusal(text: doc(top: #""contentSizeCategory": "huge""#), kind: .invalidValue, pointer: "/contentSizeCategory"),
        // The release is spelled as UIKit's "iOS 17"; an unknown one, a bare number or another
        // spelling is refused rather than read as the newest.
        Refusal(text: doc(top: #""textRelease": "iOS 19""#), kind: .invalidValue, pointer: "/textRelease"),
        Refusal(text: doc(top: #""textRelease": "ios 17""#), kind: .invalidValue, pointer: "/textRelease"),
        Refusal(text: doc(top: #""textRelease": "iOS 017""#), kind: .invalidValue, pointer: "/textRelease"),
        Refusal(text: doc(top: #""textRelease": 17"#), kind: .wrongType, pointer: "/textRelease"),
    ]

    @Test(arguments: refusals) func isRefused(_ r: Refusal) {
        let p = problem(r.text)
        #expect(p?.kind == r.kind, "\(p.map { "\($0.kind): \($0.detail)" } ?? "accepted")")
        #expect(p?.pointer == r.pointer)
    }

    @Test func everyMemberDecodes() throws {
        let label = try decode(doc(root: #""kind": "label", "text": "Hi", "font": {"system": 20, "weight": "bold", "italic": true}, "numberOfLines": 0, "lineBreakMode": "wordWrapping", "preferredMaxLayoutWidth": 200"#, top: #""contentSizeCategory": "accessibilityLarge""#))
        #expect(label.root.text == TextContent(text: "Hi", font: .system(size: 20, weight: .bold, italic: true), numberOfLines: 0,
                                               lineBreakMode: .wordWrapping, preferredMaxLayoutWidth: 200))
        #expect(label.contentSizeCategory == .accessibilityLarge)
        let button = try decode(doc(root: #""kind": "button", "text": "OK", "font": {"textStyle": "headline"}, "contentEdgeInsets": {"left": 8, "right": 8}"#))
        #expect(button.root.text == TextContent(text: "OK", font: .textStyle(.headline), contentEdgeInsets: Insets(top: 0, left: 8, bottom: 0, right: 8)))
        let field = try decode(doc(root: #""kind": "textField", "placeholder": "Name", "font": {"name": "Avenir-Book", "size": 14}"#))
        #expect(field.root.text == TextContent(font: .named("Avenir-Book", size: 14), placeholder: "Name"))
        #expect(field.root.kind == .textField && field.root.userInteractionEnabled)
    }

    @Test func textReleaseDecodesAndSaysWhatItTakes() throws {
        #expect(try decode(doc(root: #""kind": "label", "text": "Hi""#)).textRelease == .iOS26)
        #expect(try decode(doc(root: #""kind": "label", "text": "Hi""#, top: #""textRelease": "iOS 13""#)).textRelease == .iOS13)
        #expect(try decode(doc(root: #""kind": "label", "text": "Hi""#, top: #""textRelease": "iOS 26""#)).textRelease == .iOS26)
        let refused = try #require(problem(doc(top: #""textRelease": "iOS 19""#)))
        #expect(refused.detail.contains("\"iOS 10\"") && refused.detail.contains("\"iOS 26\""), "\(refused.detail)")
    }

    @Test func textReleaseIsPartOfTheHashAndWrittenWhenNotTheNewest() throws {
        let newest = doc(root: #""kind": "label", "text": "Hi""#)
        let older = doc(root: #""kind": "label", "text": "Hi""#, top: #""textRelease": "iOS 13""#)
        let spelledOut = doc(root: #""kind": "label", "text": "Hi""#, top: #""textRelease": "iOS 26""#)
        #expect(try DocumentReader.scan(Array(newest.utf8)).structureForm != DocumentReader.scan(Array(older.utf8)).structureForm)
        let document = try decode(older)
        let written = String(decoding: DocumentWriter.write(document), as: UTF8.self)
        #expect(written.contains(#""textRelease":"iOS 13""#), "\(written)")
        #expect(try decode(written) == document)
        // The newest is the default: the writer leaves it out, as it leaves out every default.
        #expect(!String(decoding: DocumentWriter.write(try decode(spelledOut)), as: UTF8.self).contains("textRelease"))
    }

    @Test func theWriterReadsBack() throws {
        let text = doc(root: #""kind": "label", "text": "Hi\n\"there\"", "font": {"name": "Avenir-Book", "size": 14}, "numberOfLines": 3, "lineBreakMode": "truncatingMiddle""#, top: #""contentSizeCategory": "extraSmall""#)
        let document = try decode(text)
        #expect(try decode(String(decoding: DocumentWriter.write(document), as: UTF8.self)) == document)
    }
}
