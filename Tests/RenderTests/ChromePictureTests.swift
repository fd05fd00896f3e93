import InterfaceBuilder
import LayoutDocument
import LayoutEngine
import Raster
import Testing

/// Tabs.storyboard: a tab bar controller over a navigation controller, on a 3x phone with
/// the Dynamic Island. The scene's picture is the screen with its bars.
@Suite struct ChromePictureTests {
    @Test func barsStatusBarAndHomeIndicator() throws {
        let image = try RenderFixture.image("Tabs.storyboard", scene: "SettingsViewController")
        #expect(image.width == 1179 && image.height == 2556)
        let p = Picture(image: image, scale: 3)
        let bar = pixel("#f9f9f9")
        #expect(p.at(20, 80).isClose(to: bar, tolerance: 3), "the navigation bar, below the status bar: \(p.at(20, 80))")
        #expect(p.at(20, 5).isClose(to: bar, tolerance: 3), "which reaches under the status bar")
        #expect(p.at(196.5, 30).isClose(to: pixel("#000000")), "the Dynamic Island")
        #expect(p.at(200, 400).isClose(to: pixel("#0080ff")), "the view between the bars")
        #expect(p.at(5, 800).isClose(to: bar, tolerance: 3), "the tab bar: \(p.at(5, 800))")
        #expect(p.at(196.5, 852 - 10.5).isClose(to: pixel("#000000")), "the home indicator")
        // The navigation bar's title, centred, and the selected tab's icon in the tint.
        #expect(p.dark(in: Rect(x: 150, y: 80, width: 93, height: 20)) > 100)
        #expect(p.at(98.25, 786).isClose(to: pixel("#007aff")), "the first tab, selected: \(p.at(98.25, 786))")
        #expect(p.at(294.75, 786).isClose(to: pixel("#8e8e93")), "the second tab")
    }

    /// An opaque tab bar shortens the view; the picture is still the screen, the view above the bar.
    @Test func theSceneAtAnotherDevice() throws {
        let pictures = try RenderFixture.render("Tabs.storyboard", devices: [DeviceChoice(device: Device.named("retina4_7")!, orientation: .portrait)])
        #expect(pictures.count == 2)
        for picture in pictures {
            #expect(picture.problem == nil && picture.width == 750 && picture.height == 1334, "\(picture.sceneId)")
            #expect(picture.deviceName == "retina4_7")
        }
    }

    @Test func aSceneTheFileLacksIsRefusedWithItsScenes() {
        #expect(throws: RenderError.self) { try RenderFixture.render("Tabs.storyboard", scene: "Nope") }
        do {
            _ = try RenderFixture.render("Tabs.storyboard", scene: "Nope")
        } catch let error as RenderError {
            #expect(error.message.contains("Set-rt-001 (SettingsViewController)") && error.message.contains("Pro-rt-001 (Profile)"))
        } catch {
            Issue.record("\(error)")
        }
    }
}
