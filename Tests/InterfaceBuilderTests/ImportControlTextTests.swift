import LayoutEngine
import Testing
import Typesetting
@testable import InterfaceBuilder

/// Buttons and fields with measured text, as the saved frames of the collected files size
/// them (docs/text.md#measuring): configured buttons, background images, field borders, and
/// the rounded-rect field's least height by release.
@Suite struct ImportControlTextTests {
    /// `views` in a XIB's top view, each placed at its saved origin by constraints (a view no
    /// constraint names keeps its whole saved frame, text or not).
    func file(toolsVersion: String, _ views: String, placing ids: [String] = ["name"]) -> [UInt8] {
        let pins = ids.map { id in
            "<constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"16\" id=\"\(id)-x\"/>"
                + "<constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"20\" id=\"\(id)-y\"/>"
        }.joined()
        return Array("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="\(toolsVersion)" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>\(views)</subviews>
                        <constraints>\(pins)</constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    func views(_ bytes: [UInt8]) throws -> (document: Document, views: [String: View]) {
        let document = try #require(try Importer.importFile(bytes, text: .measured).scenes.first).document
        var out: [String: View] = [:]
        var pending = [document.root]
        while let v = pending.popLast() {
            out[v.id] = v
            pending += v.children
        }
        return (document, out)
    }

    @Test func aConfiguredButtonTitlesAndPadsByItsConfiguration() throws {
        let v = try views(file(toolsVersion: "21701", """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="save" buttonType="system">
                <rect key="frame" x="16" y="20" width="62" height="34.5"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Save"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="small" buttonType="system">
                <rect key="frame" x="16" y="60" width="60" height="31"/>
                <buttonConfiguration key="configuration" style="gray" title="More">
                    <fontDescription key="titleFontDescription" type="system" pointSize="13"/>
                    <directionalEdgeInsets key="contentInsets" top="5" leading="10" bottom="5" trailing="10"/>
                </buttonConfiguration>
            </button>
            """)).views
        // The configuration's title, not the normal state's "Button"; the body style; 7 above
        // and below, 12 either side: configured buttons of the development half with a body
        // title were saved 34.33 and 34.5 tall (20.29 + 2 × 7) and 24 wider than their title.
        #expect(v["save"]?.text == TextContent(text: "Save", font: .textStyle(.body),
                                                contentEdgeInsets: Insets(top: 7, left: 12, bottom: 7, right: 12)))
        #expect(v["small"]?.text == TextContent(text: "More", font: .system(size: 13, weight: .regular, italic: false),
                                                 contentEdgeInsets: Insets(top: 5, left: 10, bottom: 5, right: 10)))
    }

    @Test func aBackgroundImageAndABorderlessFieldKeepTheirSavedSizes() throws {
        let v = try views(file(toolsVersion: "21701", """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="image" buttonType="system">
                <rect key="frame" x="16" y="20" width="300" height="40"/>
                <state key="normal" title="Library" backgroundImage="btn"/>
            </button>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="plain" placeholder="Name">
                <rect key="frame" x="16" y="70" width="200" height="22"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            """)).views
        // A background image sizes the button (saved 40 tall around a 15-pt title); a field
        // without `borderStyle` has no border, and its saved height is its line's, not 34.
        #expect(v["image"]?.text == nil)
        #expect(v["image"]?.intrinsicSize == IntrinsicSize(width: 300, height: 40))
        #expect(v["plain"]?.text == nil)
    }

    @Test func aCustomButtonWithoutAFontTitlesIn18PointSystem() throws {
        let v = try views(file(toolsVersion: "14490", """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="16" y="20" width="54" height="34"/>
                <state key="normal" title="Button"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="system" buttonType="system">
                <rect key="frame" x="16" y="60" width="46" height="30"/>
                <state key="normal" title="Button"/>
            </button>
            """, placing: ["custom", "system"])).views
        // IB writes no `buttonType` for a custom button, nor a font when it keeps UIKit's:
        // the development half's such buttons are saved 34 tall ("Button" 54 × 34), a
        // system button's 15-pt "Button" 46 × 30.
        #expect(v["custom"]?.text?.font == .system(size: 18, weight: .regular, italic: false))
        #expect(v["system"]?.text?.font == .system(size: 15, weight: .regular, italic: false))
    }

    func fieldHeight(toolsVersion: String) throws -> Double {
        let (document, _) = try views(file(toolsVersion: toolsVersion, """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="name" borderStyle="roundedRect" placeholder="Name">
                <rect key="frame" x="16" y="20" width="200" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """))
        let layout = try #require(try LayoutSystem.solve(document).first)
        return try #require(layout.frames.first { $0.id == "name" }?.rect.height)
    }

    @Test func aRoundedRectFieldIsAtLeast30TallUntilIOS12And34After() throws {
        // A 14-pt line is 16.71, 17 at @2x, and 6 above and below: 29, so the least height
        // decides. Xcode 9 (13771, iOS 11) saved such fields 30 tall, Xcode 11 and later 34.
        #expect(try fieldHeight(toolsVersion: "13771") == 30)
        #expect(try fieldHeight(toolsVersion: "14490") == 30)
        #expect(try fieldHeight(toolsVersion: "15705") == 34)
        #expect(try fieldHeight(toolsVersion: "22505") == 34)
    }
}
