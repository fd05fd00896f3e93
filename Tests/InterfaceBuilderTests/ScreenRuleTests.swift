import InterfaceBuilder
import LayoutDocument
import LayoutEngine
import Testing

/// Scenes' screens (docs/interface-builder.md#scenes-and-their-screens) and views' margins
/// (docs/interface-builder.md#views), each worked out by hand.
@Suite struct ScreenRuleTests {
    /// A large-title bar (96) inherited from the navigation controller; a container's embedded
    /// controller has no insets; a sheet (presentation, not full screen) has no status bar; a
    /// storyboard view outside any controller has the status bar only; segues are found on
    /// buttons and container views as well as on the controller.
    @Test func barsEmbeddingSheetsAndLooseViews() throws {
        let scenes = try Solve.scenes("Presentation.storyboard")
        #expect(scenes.map(\.scene.name) == ["Home", "Banner", "Child", "SheetViewController"])
        for s in scenes { #expect(s.layout.diagnostics.isEmpty, "\(s.scene.name)") }
        // 59 + 96
        #expect(Solve.close(scenes[0].frame("Hom-bx-001"), rect(0, 155, 393, 40)))
        #expect(Solve.close(scenes[1].frame("Lse-bx-001"), rect(0, 59, 240, 20)))
        #expect(scenes[2].scene.size == Size(width: 393, height: 200))
        #expect(Solve.close(scenes[2].frame("Chd-bx-001"), rect(0, 0, 393, 30)))
        // no status bar, and from Xcode 13.2 no home indicator either: 842 - 50 (an Xcode 11
        // sheet keeps its 34: CanvasFidelityTests.sheetNavigationBarIs56FromXcode11)
        #expect(Solve.close(scenes[3].frame("Sht-tp-001"), rect(0, 0, 393, 50)))
        #expect(Solve.close(scenes[3].frame("Sht-bt-001"), rect(0, 792, 393, 50)))
    }

    /// An embedded controller saved at the whole device's size is drawn as a screen of its
    /// own (the status bar's 59); a smaller one has no insets.
    @Test func aFullSizeEmbeddedControllerHasTheDevicesInsets() throws {
        let scenes = try Solve.scenes("EmbeddedFullScreen.storyboard")
        #expect(scenes.count == 3)
        #expect(scenes.map(\.scene.document.safeAreaInsets.top) == [59, 59, 0])
        #expect(Solve.close(scenes[1].frame("Efl-bx-001"), rect(0, 59, 393, 30)))
        #expect(Solve.close(scenes[2].frame("Esm-bx-001"), rect(0, 0, 393, 30)))
        #expect(try Linter.lint(Fixture.bytes("EmbeddedFullScreen.storyboard")).findingCount == 0)
    }

    /// A XIB's top-level view at the device's size takes the translucent bars its own
    /// simulated metrics set as a controller does: they inset its safe area and margins
    /// (20 + 44 at the top, the tab bar's 49 at the bottom). A smaller one has none.
    @Test func aXibViewsOwnTranslucentBarsInsetItsSafeArea() throws {
        let scenes = try Solve.scenes("XibBars.xib")
        #expect(scenes.map(\.scene.name) == ["Form", "Panel"])
        #expect(scenes[0].scene.document.safeAreaInsets == Insets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(Solve.close(scenes[0].frame("Xbr-tp-001"), rect(18, 92, 339, 15)))
        #expect(Solve.close(scenes[0].frame("Xbr-bt-001"), rect(18, 578, 339, 40)))
        #expect(scenes[1].scene.document.safeAreaInsets == .zero)
        #expect(Solve.close(scenes[1].frame("Xbr-tp-002"), rect(18, 28, 339, 15)))
        #expect(try Linter.lint(Fixture.bytes("XibBars.xib")).findingCount == 0)
    }

    /// A popover presentation adapts to a sheet on a phone: the presented scene has no status
    /// bar, where the presenting one has the device's 59 pt.
    @Test func aPopoverOnAPhoneIsDrawnAsASheet() throws {
        let scenes = try Solve.scenes("Popover.storyboard")
        #expect(scenes.map(\.scene.name) == ["AnchorViewController", "LogViewController"])
        #expect(scenes.map(\.scene.document.safeAreaInsets.top) == [59, 0])
        #expect(Solve.close(scenes[0].frame("Pop-bt-001"), rect(20, 59, 60, 30)))
        #expect(Solve.close(scenes[1].frame("Pov-bx-001"), rect(0, 0, 393, 40)))
    }

    /// Top Bar "None" (`<nil key="simulatedTopBarMetrics"/>`) on a navigation controller's
    /// root: no navigation bar there, nor on the controller it shows; the root of another
    /// navigation controller keeps its bar (59 + 44).
    @Test func topBarNoneIsInheritedAlongShowSegues() throws {
        let scenes = try Solve.scenes("TopBarNone.storyboard")
        #expect(scenes.map(\.scene.name) == ["Top Bar None", "Pushed", "Kept"])
        #expect(scenes.map(\.scene.document.safeAreaInsets.top) == [59, 59, 103])
        #expect(Solve.close(scenes[0].frame("Hid-bx-001"), rect(0, 59, 393, 40)))
        #expect(Solve.close(scenes[1].frame("Psh-bx-001"), rect(0, 59, 393, 40)))
        #expect(Solve.close(scenes[2].frame("Kpt-bx-001"), rect(0, 103, 393, 40)))
    }

    /// Bottom Bar None (`<nil key="simulatedBottomBarMetrics"/>`) on a tab bar controller's
    /// child: no tab bar there (34, the home indicator), where its sibling keeps one (34 + 49).
    @Test func bottomBarNoneDropsTheTabBar() throws {
        let scenes = try Solve.scenes("BottomBarNone.storyboard")
        #expect(scenes.map(\.scene.name) == ["Bottom Bar None", "Tab Kept"])
        #expect(scenes.map(\.scene.document.safeAreaInsets.bottom) == [34, 83])
        #expect(Solve.close(scenes[0].frame("Bnn-bx-001"), rect(0, 778, 393, 40)))
        #expect(Solve.close(scenes[1].frame("Bkp-bx-001"), rect(0, 729, 393, 40)))
    }

    /// A root at least 400 wide has 20-pt side margins, raised to the file's own where
    /// larger; a stack view with margins in the file arranges inside them; a controller that
    /// drops the system minimum keeps the file's margins (directional ones too).
    @Test func rootMarginsOnAnIPad() throws {
        let scenes = try Solve.scenes("Margins.storyboard")
        let wide = scenes[0]
        #expect(wide.layout.diagnostics.isEmpty)
        // margins (10, 40, 10, 20) from a safe area inset 24 at the top
        #expect(Solve.close(wide.frame("Mrg-bx-001"), rect(40, 34, 774, 40)))
        #expect(Solve.close(wide.frame("Mrg-sk-001"), rect(40, 84, 110, 60)))
        #expect(Solve.close(wide.frame("Mrg-it-001"), rect(5, 5, 100, 50)))
        #expect(Solve.close(wide.frame("Mrg-tv-001"), rect(40, 300, 200, 33)))
        #expect(Solve.close(wide.frame("Mrg-im-001"), rect(40, 400, 64, 48)))
        let narrow = scenes[1]
        #expect(narrow.layout.diagnostics.isEmpty)
        #expect(Solve.close(narrow.frame("Nom-bx-001"), rect(4, 24, 826, 40)))
    }

    /// hidden, alpha, userInteractionEnabled, clipsSubviews; a subview excluded by a
    /// size-class mask is not in the scene; constraints that cannot be kept are warnings
    /// with their lines, and the rest of the scene still comes back.
    @Test func viewPropertiesMasksAndWarnings() throws {
        let scene = try #require(try Importer.importFile(Fixture.bytes("Margins.storyboard")).scenes.first)
        let json = Solve.json(scene.document)
        #expect(json.contains("\"hidden\":true,\"alpha\":0.5,\"userInteractionEnabled\":true,\"clipsToBounds\":true"))
        #expect(json.contains("\"layoutMarginsRelativeArrangement\":true"))
        #expect(!json.contains("Mrg-ex-001"))
        #expect(scene.warnings.map(\.line) == [60, 61, 62])
        #expect(scene.warnings[0].message.contains("Nowhere-01 is not in this scene"))
        #expect(scene.warnings[2].message.contains("a position with a size"))
    }
}

@Suite struct XibScreenTests {
    /// A XIB's top-level view smaller than the screen of a home-button phone has no
    /// safe-area insets but keeps the root's 16-pt side margins (on notched phones real
    /// files show the device's insets: CanvasFidelityTests); a XIB's collection cell's
    /// content view keeps 8-pt margins.
    @Test func smallTopLevelViewAndCollectionCell() throws {
        let scenes = try Solve.scenes("SmallViews.xib")
        #expect(scenes.map(\.scene.name) == ["BadgeView", "TileCell (cell)"])
        #expect(scenes[0].scene.document.safeAreaInsets == .zero)
        #expect(Solve.close(scenes[0].frame("Sml-bx-001"), rect(16, 0, 268, 80)))
        #expect(scenes[1].layout.diagnostics.isEmpty)
        #expect(Solve.close(scenes[1].frame("Til-bx-001"), rect(8, 8, 84, 84)))
    }
}

@Suite struct VisualEffectViewTests {
    /// A visual effect view's content view is its child (a fixed frame), and the views
    /// inside it are laid out by their constraints like any others.
    @Test func contentViewChildrenAreLaidOut() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="Vev-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Vev-ev-001">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Vev-cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Vev-bx-001">
                                            <rect key="frame" x="10" y="10" width="50" height="20"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Vev-bx-001" firstAttribute="leading" secondItem="Vev-cv-001" secondAttribute="leading" constant="10" id="Vev-c1-001"/>
                                        <constraint firstItem="Vev-bx-001" firstAttribute="top" secondItem="Vev-cv-001" secondAttribute="top" constant="10" id="Vev-c2-001"/>
                                        <constraint firstItem="Vev-bx-001" firstAttribute="width" constant="50" id="Vev-c3-001"/>
                                        <constraint firstItem="Vev-bx-001" firstAttribute="height" constant="20" id="Vev-c4-001"/>
                                    </constraints>
                                </view>
                                <blurEffect style="regular"/>
                            </visualEffectView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Vev-ev-001" firstAttribute="leading" secondItem="Vev-rt-001" secondAttribute="leading" id="Vev-d1-001"/>
                            <constraint firstItem="Vev-ev-001" firstAttribute="top" secondItem="Vev-rt-001" secondAttribute="top" id="Vev-d2-001"/>
                            <constraint firstAttribute="trailing" secondItem="Vev-ev-001" secondAttribute="trailing" id="Vev-d3-001"/>
                            <constraint firstAttribute="bottom" secondItem="Vev-ev-001" secondAttribute="bottom" id="Vev-d4-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let scene = try #require(try Importer.importFile(Array(xib.utf8)).scenes.first)
        #expect(scene.warnings.isEmpty)
        var system = try LayoutSystem(document: scene.document)
        let layout = try system.layout(for: scene.size)
        #expect(layout.diagnostics.isEmpty)
        #expect(Solve.close(layout.frames.first { $0.id == "Vev-cv-001" }?.rect, rect(0, 0, 200, 100)))
        #expect(Solve.close(layout.frames.first { $0.id == "Vev-bx-001" }?.rect, rect(10, 10, 50, 20)))
    }
}

@Suite struct PriorityRangeTests {
    /// A hand-edited file's hugging priority of 0 (or 2000) would make the engine refuse the
    /// whole scene: it is clamped into 1...1000 with a warning on the view's line.
    @Test func outOfRangeContentPrioritiesAreClamped() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="Pri-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" horizontalHuggingPriority="0" verticalCompressionResistancePriority="2000" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="Pri-lb-001">
                                <rect key="frame" x="10" y="10" width="40" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Pri-lb-001" firstAttribute="leading" secondItem="Pri-rt-001" secondAttribute="leading" constant="10" id="Pri-c1-001"/>
                            <constraint firstItem="Pri-lb-001" firstAttribute="top" secondItem="Pri-rt-001" secondAttribute="top" constant="10" id="Pri-c2-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let scene = try #require(try Importer.importFile(Array(xib.utf8)).scenes.first)
        #expect(scene.warnings.count == 1)
        #expect(scene.warnings.first?.line == 9)  // the <label> line
        #expect(scene.warnings.first?.message.contains("horizontalHuggingPriority 0 → 1") == true)
        #expect(scene.warnings.first?.message.contains("verticalCompressionResistancePriority 2000 → 1000") == true)
        let document = scene.document
        let label = try #require(document.root.children.first)
        #expect(label.huggingPriority.horizontal == 1 && label.compressionResistance.vertical == 1000)
        var system = try LayoutSystem(document: document)
        // The label keeps its saved (intrinsic) size at its pinned origin.
        #expect(Solve.close(try system.layout(for: scene.size).frames.first { $0.id == "Pri-lb-001" }?.rect, rect(10, 10, 40, 20)))
    }
}

@Suite struct HostileNumberTests {
    /// Xcode never saves a negative size or a non-finite number; a hand-edited file that
    /// does still gives a scene the engine accepts (sizes read as 0).
    @Test func negativeAndNonFiniteSavedSizesReadAsZero() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="Pri-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="Pri-lb-001">
                                <rect key="frame" x="10" y="10" width="-40" height="1e400"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="-5" translatesAutoresizingMaskIntoConstraints="NO" id="Pri-sk-001">
                                <rect key="frame" x="0" y="50" width="-10" height="20"/>
                            </stackView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let scene = try #require(try Importer.importFile(Array(xib.utf8)).scenes.first)
        let document = scene.document
        let label = try #require(document.root.children.first)
        #expect(label.intrinsicSize?.width == 0 && label.intrinsicSize?.height == 0)
        #expect(scene.savedFrames.first { $0.id == "Pri-sk-001" }?.rect.width == 0)
        var system = try LayoutSystem(document: document)
        _ = try system.layout(for: scene.size)
    }
}
