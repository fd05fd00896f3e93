import InterfaceBuilder
import LayoutEngine
import Testing

/// What is accepted (docs/interface-builder.md#what-is-accepted), and how refusals read.
@Suite struct AcceptanceTests {
    private func refusal(_ text: String) -> ImportError? {
        do {
            _ = try Importer.importFile(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedXMLHasLineAndColumn() {
        let e = refusal("<?xml version=\"1.0\"?>\n<document>\n  <objects>\n</document>")
        #expect(e?.kind == .xmlSyntax)
        #expect(e?.line == 4)
        #expect((e?.column ?? 0) > 0)
    }

    @Test(arguments: [
        ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" useAutolayout=\"YES\"><device id=\"x\"/></document>", "macOS"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" useAutolayout=\"YES\"/>", "before Xcode 8"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><device id=\"retina4_7\"/></document>", "Auto Layout is off"),
        ("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>", "not an Interface Builder document"),
        ("<document type=\"com.apple.InterfaceBuilder3.AppleTV.Storyboard\" useAutolayout=\"YES\"><device id=\"x\"/></document>", "not an iOS storyboard"),
    ])
    func unsupportedDocumentsSayWhy(text: String, reason: String) {
        let e = refusal(text)
        #expect(e?.kind == .unsupportedDocument)
        #expect(e?.detail.contains(reason) == true)
    }

    @Test func hostileXMLIsRefusedNotExpanded() {
        #expect(refusal("<!DOCTYPE d [<!ENTITY a \"x\">]><document/>")?.kind == .xmlSyntax)
        #expect(refusal(String(repeating: "<document>", count: 5_000))?.kind == .xmlSyntax)
        let garbage = String(decoding: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }, as: UTF8.self)
        #expect(refusal(garbage)?.kind == .xmlSyntax)
    }

    /// Found by the ib-import fuzzer: `pointSize="0"` made a label's line height 0 and its
    /// first baseline NaN, which the document writer spells `null`.
    @Test func aFontSizeOfZeroGivesFiniteBaselines() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="22505" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects><view id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                            <rect key="frame" x="0" y="0" width="343" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="0"/>
                        </label>
                    </subviews>
                </view></objects>
            </document>
            """
        let answer = try Importer.importFile(Array(text.utf8))
        let label = try #require(answer.scenes.first?.document.root.children.first)
        let baselines = try #require(label.baselines)
        #expect(baselines.first?.isFinite == true)
        #expect(baselines.last?.isFinite == true)
        // At the default 17 pt: one line, so both baselines are the same.
        #expect(baselines.first == baselines.last)
    }

    @Test func unknownDeviceFallsBackWithAWarning() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="22505" useAutolayout="YES">
                <device id="watch44" orientation="portrait"/>
                <objects><view id="v"><rect key="frame" x="0" y="0" width="100" height="50"/></view></objects>
            </document>
            """
        let answer = try Importer.importFile(Array(text.utf8))
        #expect(answer.screen.device.id == "retina6_12")
        #expect(answer.scenes.first?.warnings.first?.line == 2)
    }

    @Test func toolsVersionQuirks() throws {
        let d61 = try #require(Device.named("retina6_1"))
        #expect(Screen(device: d61, landscape: false, toolsVersion: 20000).insets.top == 44)
        #expect(Screen(device: d61, landscape: false, toolsVersion: 22000).insets.top == 48)
        // Xcode 14.0's betas (21208) still draw the 48-pt notch as 44; 14.0 (21225) does not.
        #expect(Screen(device: d61, landscape: false, toolsVersion: 21208).insets.top == 44)
        #expect(Screen(device: d61, landscape: false, toolsVersion: 21225).insets.top == 48)
        #expect(Screen(device: d61, landscape: false, toolsVersion: 21507).insets.top == 48)
        // Frames of a retina6_0 landscape file of toolsVersion 19162: 44 at the sides, and a
        // compact (32-pt) navigation bar in landscape.
        let d60 = try #require(Device.named("retina6_0"))
        #expect(Screen(device: d60, landscape: true, toolsVersion: 19162).insets == Insets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(Screen(device: d60, landscape: true, toolsVersion: 22505).insets.left == 47)
        #expect(Screen(device: d60, landscape: true).navigationBarHeight == 32)
        #expect(Screen(device: d60, landscape: false).navigationBarHeight == 44)
        let d59 = try #require(Device.named("retina5_9"))
        #expect(Screen(device: d59, landscape: false, toolsVersion: 22505).insets.top == 50)
        #expect(Screen(device: d59, landscape: false, toolsVersion: 19455).insets.top == 44)
        // Xcode 26 too draws retina5_9's 50-pt top, doubled (Blockstream Green's SendFlow and
        // Threema's CreateID, toolsVersion 24128 and 24506, save their safe areas 100 down).
        #expect(Screen(device: d59, landscape: false, toolsVersion: 24128).insets.top == 100)
        // Xcode 26's betas wrote 24093.x and drew as Xcode 26 (GoMap's Changeset.storyboard
        // saves its 54-pt navigation bar 96 down on retina6_1); Xcode 16's 23504 did not.
        let beta = Screen(device: d61, landscape: false, toolsVersion: 24093)
        #expect(beta.insets.top == 96 && beta.navigationBarHeight == 54 && beta.tabBarHeight == 31)
        let xcode16 = Screen(device: d61, landscape: false, toolsVersion: 23504)
        #expect(xcode16.insets.top == 48 && xcode16.navigationBarHeight == 44)
        let d47 = try #require(Device.named("retina4_7"))
        // Xcode 11 to 14.2 draw a home-button phone without its status bar; 10 and 14.3 with it.
        #expect(Screen(device: d47, landscape: false, toolsVersion: 14490).insets.top == 20)
        #expect(Screen(device: d47, landscape: false, toolsVersion: 15400).insets.top == 0)
        #expect(Screen(device: d47, landscape: false, toolsVersion: 17156).insets.top == 0)
        #expect(Screen(device: d47, landscape: false, toolsVersion: 21507).insets.top == 0)
        #expect(Screen(device: d47, landscape: false, toolsVersion: 21701).insets.top == 20)
        let d612 = try #require(Device.named("retina6_12"))
        let xcode26 = Screen(device: d612, landscape: true, toolsVersion: 24400)
        #expect(xcode26.insets == Insets(top: 59, left: 59, bottom: 55, right: 59))
        #expect(xcode26.navigationBarHeight == 54 && xcode26.tabBarHeight == 31)
        #expect(Screen(device: d612, landscape: true).widthClass == "compact")
        #expect(Screen(device: try #require(Device.named("retina6_5")), landscape: true).widthClass == "regular")
    }

    @Test func devicesListParses() throws {
        let list = try Linter.parseDevices("retina4_0,retina6_12:landscape,ipad11:portrait")
        #expect(list.map(\.device.id) == ["retina4_0", "retina6_12", "ipad11"])
        #expect(list.map(\.orientation) == [.portrait, .landscape, .portrait])
        #expect(throws: LintOptionError.self) { try Linter.parseDevices("retina4_0:sideways") }
        #expect(throws: LintOptionError.self) { try Linter.parseDevices("nokia3310") }
    }
}

/// Some Xcode 15 builds write `toolsVersion="32700.99.1234"`; the Cocoa Touch plug-in's
/// version beside it says which Xcode drew the canvas (every such file of the collection
/// of 2026-12-06 has 22684 or 22685 there). Read as 32700, the file would fall past every
/// toolsVersion bound, to the current Xcode's canvas: a retina5_9 phone's 50-pt status bar
/// (Xcode 14 to 16) would be 44.
@Suite struct PlaceholderToolsVersionTests {
    func document(tools: String, plugIn: String?) -> [UInt8] {
        let dependencies = plugIn.map {
            "<dependencies><plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"\($0)\"/><capability name=\"documents saved in the Xcode 8 format\" minToolsVersion=\"8.0\"/></dependencies>"
        } ?? ""
        return Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
                <device id="retina5_9" orientation="portrait" appearance="light"/>
                \(dependencies)
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/></view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """.utf8)
    }

    @Test func thePlugInsVersionStandsInForThePlaceholder() throws {
        let placeholder = try Importer.importFile(document(tools: "32700.99.1234", plugIn: "22685"))
        #expect(placeholder.screen.toolsVersion == 22685)
        #expect(placeholder.screen.insets.top == 50)
        // A real version is read as written, the plug-in's aside.
        #expect(try Importer.importFile(document(tools: "22505", plugIn: "22504")).screen.toolsVersion == 22505)
        // The placeholder without a plug-in stays what it says.
        #expect(try Importer.importFile(document(tools: "32700.99.1234", plugIn: nil)).screen.toolsVersion == 32700)
    }
}
