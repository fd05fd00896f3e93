import LayoutEngine
import Testing
import Typesetting
@testable import InterfaceBuilder

/// `--text measured`: labels, buttons and fields carry their text and font instead of their
/// saved sizes (docs/text.md#how-close-it-comes); `saved`, the default, keeps the saved sizes.
@Suite struct ImportTextTests {
    let xib = Array("""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="22505" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <label translatesAutoresizingMaskIntoConstraints="NO" id="title" text="Welcome" numberOfLines="0" lineBreakMode="wordWrap">
                            <rect key="frame" x="16" y="20" width="100" height="24"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        </label>
                        <label translatesAutoresizingMaskIntoConstraints="NO" id="body" text="Body">
                            <rect key="frame" x="16" y="50" width="40" height="21"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                        </label>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="go" buttonType="system">
                            <rect key="frame" x="16" y="80" width="60" height="30"/>
                            <inset key="contentEdgeInsets" minX="8" minY="2" maxX="8" maxY="2"/>
                            <state key="normal" title="Go on"/>
                        </button>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="name" borderStyle="roundedRect" placeholder="Your name">
                            <rect key="frame" x="16" y="120" width="200" height="34"/>
                            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>
                        </textField>
                        <label translatesAutoresizingMaskIntoConstraints="NO" id="fit" text="Shrinks" adjustsFontSizeToFit="YES">
                            <rect key="frame" x="16" y="160" width="40" height="21"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.utf8)

    func views(_ text: TextSizes) throws -> [String: View] {
        let document = try #require(try Importer.importFile(xib, text: text).scenes.first).document
        var out: [String: View] = [:]
        var pending = [document.root]
        while let v = pending.popLast() {
            out[v.id] = v
            pending += v.children
        }
        return out
    }

    @Test func measuredWritesTextAndFontAndDropsTheSavedSize() throws {
        let v = try views(.measured)
        #expect(v["title"]?.text == TextContent(text: "Welcome", font: .system(size: 20, weight: .bold, italic: false),
                                                 numberOfLines: 0, lineBreakMode: .wordWrapping))
        #expect(v["title"]?.intrinsicSize == nil)
        #expect(v["body"]?.text?.font == .textStyle(.subheadline))
        #expect(v["go"]?.text == TextContent(text: "Go on", font: .system(size: 15, weight: .regular, italic: false),
                                              contentEdgeInsets: Insets(top: 2, left: 8, bottom: 2, right: 8)))
        #expect(v["name"]?.kind == .textField)
        #expect(v["name"]?.text?.placeholder == "Your name")
        #expect(v["name"]?.text?.font == .system(size: 14, weight: .medium, italic: false))
        // Text that shrinks to fit takes whatever width it gets: its saved size stays.
        #expect(v["fit"]?.text == nil)
        #expect(v["fit"]?.intrinsicSize == IntrinsicSize(width: 40, height: 21))
    }

    @Test func savedKeepsTheSavedSizesAndNoText() throws {
        let v = try views(.saved)
        #expect(v.values.allSatisfy { $0.text == nil })
        #expect(v["title"]?.intrinsicSize == IntrinsicSize(width: 100, height: 24))
        #expect(v["name"]?.kind == .control)
    }

    @Test func aMeasuredSceneSolvesWithItsTextSizes() throws {
        let scene = try #require(try Importer.importFile(xib, text: .measured).scenes.first)
        let layout = try #require(try LayoutSystem.solve(scene.document).first)
        let title = try #require(layout.frames.first { $0.id == "title" }?.rect)
        let measured = try Typesetter().measure(TextRequest(text: "Welcome", font: .system(size: 20, weight: .bold, italic: false), numberOfLines: 0))
        #expect(title.width == measured.width && title.height == measured.height)
        #expect(layout.texts.map(\.answered).contains(TextLayout(id: "title", lines: 1, truncated: false)))
    }
}

extension TextLayout {
    /// What the answer's JSON says of it: the picture's `drawn` left out.
    var answered: TextLayout { TextLayout(id: id, lines: lines, truncated: truncated) }
}
