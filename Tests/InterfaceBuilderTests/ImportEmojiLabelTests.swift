import LayoutDocument
import LayoutEngine
import Testing
import Typesetting
@testable import InterfaceBuilder

/// An emoji label imported with its text measured takes Apple Color Emoji's width for its
/// size (`EmojiWidths`, docs/text.md#how-the-stand-in-measures), whatever its release.
@Suite struct ImportEmojiLabelTests {
    /// A XIB of Xcode 15.0 as some of its builds write it (the placeholder toolsVersion, the
    /// Cocoa Touch plug-in's 22684 beside it: iOS 17) with a 14-pt "📱" and a 17-pt "🐶",
    /// their saved widths those the development half's labels of these emoji were saved at
    /// (20 and 23, by Xcode 11 and 12). This file is written for the test, not taken from the
    /// collection.
    func xib() -> [UInt8] {
        Array("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="32700.99.1234" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22684"/>
                </dependencies>
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="393" height="852"/>
                        <subviews>
                            <label translatesAutoresizingMaskIntoConstraints="NO" id="phone" text="📱">
                                <rect key="frame" x="16" y="20" width="20" height="17"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </label>
                            <label translatesAutoresizingMaskIntoConstraints="NO" id="dog" text="🐶">
                                <rect key="frame" x="16" y="60" width="23" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="phone" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="phone" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                            <constraint firstItem="dog" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                            <constraint firstItem="dog" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    @Test func emojiLabelsMeasureAsSaved() throws {
        let scene = try #require(try Importer.importFile(xib(), text: .measured).scenes.first)
        #expect(scene.document.textRelease == .iOS17)
        let layout = try #require(try LayoutSystem.solve(scene.document).first)
        let phone = try #require(layout.frames.first { $0.id == "phone" }?.rect)
        let dog = try #require(layout.frames.first { $0.id == "dog" }?.rect)
        // Read as Inter's .notdef, one em and San Francisco's tracking (main at f04df27), they
        // came out 14 and 16.5.
        #expect(phone.width == 20)
        #expect(dog.width == 23)
    }
}
