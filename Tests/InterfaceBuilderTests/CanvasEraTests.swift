import InterfaceBuilder
import LayoutEngine
import Testing

/// Bars and margins as the Xcode that saved a file drew them
/// (docs/interface-builder.md#scenes-and-their-screens); each fixture's comment holds the
/// evidence, and each frame here is worked out by hand.
@Suite struct CanvasEraTests {
    /// hidesBottomBarWhenPushed hides the tab bar under the pushed controller and what it
    /// pushes; a never-large-title item gets the 44-pt bar, and so does what it pushes
    /// (automatic inherits); Status Bar "None" on a home-button phone leaves no top inset.
    @Test func pushedBarsFollowTheNavigationItemAndTheStatusBarSetting() throws {
        let scenes = try Solve.scenes("BarsInPushes.storyboard")
        #expect(scenes.map(\.scene.name) == ["List", "Detail", "More", "Panel"])
        #expect(scenes.map(\.scene.document.safeAreaInsets.top) == [116, 64, 64, 0])
        #expect(scenes.map(\.scene.document.safeAreaInsets.bottom) == [49, 0, 0, 0])
        #expect(Solve.close(scenes[0].frame("Bip-lsb-001"), rect(0, 116, 375, 10)))
        #expect(Solve.close(scenes[2].frame("Bip-mrb-001"), rect(0, 64, 375, 10)))
        #expect(Solve.close(scenes[3].frame("Bip-pnb-001"), rect(0, 0, 375, 10)))
    }

    /// A tab bar controller that is a navigation controller's root: the navigation bar lies
    /// over its children too (20 + 44 over First, the tab bar's 49 under it).
    @Test func aNavigationBarOverATabBarControllerCoversItsChildren() throws {
        let scenes = try Solve.scenes("TabsInNavigation.storyboard")
        let first = try #require(scenes.first { $0.scene.name == "First" })
        #expect(first.scene.document.safeAreaInsets.top == 64)
        #expect(first.scene.document.safeAreaInsets.bottom == 49)
        #expect(Solve.close(first.frame("Tin-top-001"), rect(0, 64, 375, 10)))
        #expect(Solve.close(first.frame("Tin-bot-001"), rect(0, 608, 375, 10)))
        #expect(try Linter.lint(Fixture.bytes("TabsInNavigation.storyboard")).findingCount == 0)
    }

    /// Xcode 10.2 (14810) already drew a home-button phone without its status bar.
    @Test func xcode10Point2DrawsAHomeButtonPhoneWithoutItsStatusBar() throws {
        let top = try #require(try Solve.scenes("Xcode10Point2.storyboard").first)
        #expect(top.scene.document.safeAreaInsets.top == 0)
        #expect(Solve.close(top.frame("X12-vcb-001"), rect(0, 0, 375, 10)))
        // Xcode 10.1 (14460) still drew it.
        #expect(Screen(device: try #require(Device.named("retina4_7")), landscape: false, toolsVersion: 14460).insets.top == 20)
    }

    /// Xcode 14.0 (21225) draws retina6_0's real 47-pt status bar: under a navigation bar
    /// the safe area starts at 47 + 44, and a box 20 below it at 111.
    @Test func xcode14DrawsTheRealNotch() throws {
        let banner = try #require(try Solve.scenes("NotchXcode14.storyboard").first { $0.scene.name == "Banner" })
        #expect(banner.scene.document.safeAreaInsets.top == 91)
        #expect(Solve.close(banner.frame("N14-bx-001"), rect(0, 111, 390, 18)))
        #expect(try Linter.lint(Fixture.bytes("NotchXcode14.storyboard")).findingCount == 0)
    }

    /// An iPad file of Xcode 10.1 has a 44-pt navigation bar: 20 + 44.
    @Test func anIPadBarBeforeXcode11Is44() throws {
        let root = try #require(try Solve.scenes("IPadBarXcode10.storyboard").first)
        #expect(root.scene.document.safeAreaInsets.top == 64)
        #expect(Solve.close(root.frame("Ipn-vcb-001"), rect(0, 64, 768, 10)))
        #expect(Screen(device: try #require(Device.named("ipad9_7")), landscape: false, toolsVersion: 15000).navigationBarHeight == 50)
    }

    /// Xcode 8: the root's top margin is not inset by the 20-pt status bar: 0 + 8.
    @Test func xcode8RootMarginsAreNotInsetByTheBars() throws {
        let root = try #require(try Solve.scenes("Xcode8RootMargins.storyboard").first)
        #expect(root.scene.document.safeAreaInsets.top == 20)
        #expect(Solve.close(root.frame("X8m-bx-001"), rect(16, 8, 343, 40)))
    }

    /// Xcode 26: a slider pinned edge to edge fills its container's width, and what is
    /// pinned below it starts at its frame's bottom (no 1-pt outset there either).
    @Test func anXcode26SliderHasNoOutset() throws {
        let view = try #require(try Solve.scenes("SliderXcode26.xib").first)
        #expect(Solve.close(view.frame("S26-sl-001"), rect(0, 10, 300, 34)))
        #expect(Solve.close(view.frame("S26-lb-001"), rect(0, 52, 34, 21)))
    }
}
