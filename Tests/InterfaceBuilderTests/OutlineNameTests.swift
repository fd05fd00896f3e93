@testable import InterfaceBuilder
import Testing
import XML

/// Views named as Xcode's document outline names them.
@Suite struct OutlineNameTests {
    func element(_ name: String, _ attributes: [(String, String)] = [], children: [XMLElement] = []) -> XMLElement {
        XMLElement(name: name, attributes: attributes.map { XMLAttribute(name: $0.0, value: $0.1) }, children: children)
    }

    @Test func byClassAndWhatItShows() {
        #expect(OutlineName(element("label", [("text", "Settings")])).text == "Label - Settings")
        #expect(OutlineName(element("label")).text == "Label")
        let title = element("state", [("key", "normal"), ("title", "Sign In")])
        #expect(OutlineName(element("button", children: [title])).text == "Button - Sign In")
        let configured = element("buttonConfiguration", [("key", "configuration"), ("title", "Go")])
        #expect(OutlineName(element("button", children: [configured])).text == "Button - Go")
        #expect(OutlineName(element("textField", [("placeholder", "Email")])).text == "Text Field - Email")
        #expect(OutlineName(element("textField", [("placeholder", "Email"), ("text", "me@example.com")])).text == "Text Field - me@example.com")
        #expect(OutlineName(element("stackView")).text == "Stack View")
        #expect(OutlineName(element("view")).text == "View")
        #expect(OutlineName(element("activityIndicatorView")).text == "Activity Indicator View")
        #expect(OutlineName(element("view", [("key", "contentView")])).text == "Content View")
        #expect(OutlineName(element("mysteryWidget")).text == "Mystery Widget")
    }

    @Test func userLabelAndCustomClass() {
        #expect(OutlineName(element("label", [("text", "Hi"), ("userLabel", "Greeting")])).text == "Greeting")
        #expect(OutlineName(element("view", [("customClass", "CardView")])).text == "Card View")
        #expect(OutlineName(element("view", [("customClass", "HTMLPreviewView")])).text == "HTML Preview View")
        #expect(OutlineName(element("label", [("customClass", "BadgeLabel"), ("text", "3")])).text == "Badge Label - 3")
    }

    @Test func longAndMultilineTextIsShortened() {
        let long = String(repeating: "word ", count: 20)
        let name = OutlineName(element("label", [("text", long)])).text
        #expect(name.count == "Label - ".count + 40 && name.hasSuffix("…"))
        #expect(OutlineName(element("label", [("text", "two\nlines")])).text == "Label - two lines")
    }

    @Test func describedAddsTheId() {
        #expect(OutlineName("Label - Settings").described(id: "abc-12-xyz") == "Label - Settings (abc-12-xyz)")
    }
}
