import LayoutDocument
import LayoutEngine
import Testing
import Typesetting
@testable import InterfaceBuilder

/// Measured text is measured as the Xcode that wrote the file drew it: the import names the
/// iOS release of that Xcode's SDK as the document's `textRelease` (docs/text.md#releases).
@Suite struct ImportTextReleaseTests {
    @Test func eachXcodesToolsVersionsReadAsItsIOSRelease() {
        // toolsVersions as the collected files write them, by the Xcode that wrote them:
        // 8.0 11542, 8.3 12121, 9.4 13771, 10.1 14460, 10.2 14490, 11.3 15705, 11.4 16096,
        // 12.0 17156, 12.5 18122, 13.0 19162, 13.3 20037, 14.0 21225, 14.3 21701, 15.0 22155,
        // 15.3 23727, 26 24127 (its betas 24093.7); and the weekly builds' 32700.
        let cases: [(Int?, TextRelease)] = [
            (11542, .iOS10), (12121, .iOS10), (13771, .iOS11), (14460, .iOS12), (14490, .iOS12),
            (15705, .iOS13), (16096, .iOS13), (17156, .iOS14), (18122, .iOS14), (19162, .iOS15),
            (20037, .iOS15), (21225, .iOS16), (21701, .iOS16), (22155, .iOS17), (23727, .iOS17),
            (24093, .iOS26), (24127, .iOS26), (32700, .iOS26), (nil, .iOS26),
        ]
        for (version, release) in cases {
            #expect(TextRelease.drawn(byToolsVersion: version) == release, "\(String(describing: version))")
        }
    }

    func storyboard(toolsVersion: String) -> [UInt8] {
        Array("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="\(toolsVersion)" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <label translatesAutoresizingMaskIntoConstraints="NO" id="title" text="Settings">
                                <rect key="frame" x="16" y="20" width="64" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
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
    }

    @Test func anImportOfAnOldFileNamesItsRelease() throws {
        // Xcode 9 (13771) drew with iOS 11's SF Pro Text: the answer says so, and the label
        // measures as iOS 11 measures it (SF Pro Text's −24/1000 em at 17 pt, not −26).
        let scene = try #require(try Importer.importFile(storyboard(toolsVersion: "13771"), text: .measured).scenes.first)
        #expect(scene.document.textRelease == .iOS11)
        #expect(Solve.json(scene.document).contains(#""textRelease":"iOS 11""#))
        let layout = try #require(try LayoutSystem.solve(scene.document).first)
        let title = try #require(layout.frames.first { $0.id == "title" }?.rect)
        let iOS11 = try Typesetter().measure(TextRequest(text: "Settings", font: .system(size: 17, weight: .regular, italic: false),
                                                         release: .iOS11))
        #expect(title.width == iOS11.width)
    }

    @Test func theNewestReleaseAndSavedSizesSayNothing() throws {
        // Xcode 26 draws with the newest release, the default: nothing is written.
        let new = try #require(try Importer.importFile(storyboard(toolsVersion: "24127"), text: .measured).scenes.first)
        #expect(new.document.textRelease == .newest)
        #expect(!Solve.json(new.document).contains("textRelease"))
        // Saved sizes have no text to measure: the old file's document keeps the default too.
        let saved = try #require(try Importer.importFile(storyboard(toolsVersion: "13771"), text: .saved).scenes.first)
        #expect(!Solve.json(saved.document).contains("textRelease"))
    }
}
