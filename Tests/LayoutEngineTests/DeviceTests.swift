import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// `device` and `orientation` (docs/interface-builder.md#devices): the device's metrics stand
/// in for `sizes`, `safeAreaInsets` and `scale` when those are left out.
@Suite struct DeviceTests {
    @Test func aDeviceSetsSizeSafeAreaAndScale() throws {
        let (document, layouts) = try solveJSON("""
            {"root": {"id": "root", "children": [{"id": "a"}]}, "device": "retina6_12",
             "constraints": ["a.top == root.safeArea.top", "a.bottom == root.safeArea.bottom",
                             "a.leading == root.leading", "a.trailing == root.trailing"]}
            """)
        #expect(document.sizes == [Size(width: 393, height: 852)])
        #expect(document.safeAreaInsets == Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(document.scale == 3)
        #expect(layouts[0].frame("a") == rect(0, 59, 393, 852 - 59 - 34))
    }

    @Test func landscapeSwapsTheSizeAndTakesTheSideInsets() throws {
        let (document, layouts) = try solveJSON("""
            {"root": {"id": "root", "children": [{"id": "a"}]}, "device": "retina6_0", "orientation": "landscape",
             "constraints": ["a.top == root.safeArea.top", "a.bottom == root.safeArea.bottom",
                             "a.leading == root.safeArea.leading", "a.trailing == root.safeArea.trailing"]}
            """)
        #expect(document.sizes == [Size(width: 844, height: 390)])
        #expect(document.safeAreaInsets == Insets(top: 0, left: 47, bottom: 21, right: 47))
        // 844 − 47 − 47 wide, 390 − 21 high.
        #expect(layouts[0].frame("a") == rect(47, 0, 750, 369))
    }

    @Test func homeButtonPhonesAndIPadsInLandscape() throws {
        let phone = try solveJSON("""
            {"root": {"id": "root"}, "device": "retina4_7", "orientation": "landscape"}
            """).0
        #expect(phone.sizes == [Size(width: 667, height: 375)])
        #expect(phone.safeAreaInsets == .zero)
        #expect(phone.scale == 2)
        let pad = try solveJSON("""
            {"root": {"id": "root"}, "device": "ipad11", "orientation": "landscape"}
            """).0
        #expect(pad.sizes == [Size(width: 1194, height: 834)])
        #expect(pad.safeAreaInsets == Insets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// Explicit members win, each on its own: the device fills only what is missing.
    @Test func explicitMembersWin() throws {
        let document = try solveJSON("""
            {"root": {"id": "root"}, "device": "retina6_12", "sizes": [{"width": 300, "height": 400}],
             "scale": 1}
            """).0
        #expect(document.sizes == [Size(width: 300, height: 400)])
        #expect(document.scale == 1)
        #expect(document.safeAreaInsets == Insets(top: 59, left: 0, bottom: 34, right: 0))
        let insets = try solveJSON("""
            {"root": {"id": "root"}, "device": "retina6_12", "safeAreaInsets": {"top": 0}}
            """).0
        #expect(insets.safeAreaInsets == .zero)
        #expect(insets.sizes == [Size(width: 393, height: 852)])
    }

    @Test func everyDeviceOfTheTableIsKnown() {
        let ids = ["retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina5_4", "retina6_1",
                   "retina6_5", "retina6_0", "retina6_7", "retina6_12", "retina6_72", "retina6_3", "retina6_9",
                   "ipad9_7", "ipad10_2", "ipad10_5", "ipad12_9", "ipad11", "ipad11_0rounded", "ipad10_9rounded",
                   "ipad12_9rounded"]
        #expect(Device.knownIds == ids)
        #expect(Device.named("retina6_1")?.portraitInsets == Insets(top: 48, left: 0, bottom: 34, right: 0))
        #expect(Device.named("retina6_1")?.scale == 2)
        #expect(Device.named("ipad12_9rounded")?.portrait == Size(width: 1024, height: 1366))
    }

    @Test func unknownDevicesAndLoneOrientationsAreRefused() {
        let unknown = problemOf("""
            {"root": {"id": "root"}, "device": "iphone15"}
            """)
        #expect(unknown?.kind == .invalidValue)
        #expect(unknown?.pointer == "/device")
        #expect(unknown?.detail.contains("retina6_12") == true)
        let lone = problemOf("""
            {"root": {"id": "root"}, "orientation": "landscape", "sizes": [{"width": 1, "height": 1}]}
            """)
        #expect(lone?.kind == .invalidValue)
        #expect(lone?.pointer == "/orientation")
        let bad = problemOf("""
            {"root": {"id": "root"}, "device": "retina4_0", "orientation": "upsideDown"}
            """)
        #expect(bad?.pointer == "/orientation")
        let wrongType = problemOf("""
            {"root": {"id": "root"}, "device": 7}
            """)
        #expect(wrongType?.kind == .wrongType)
    }

    /// The new names join the lists an unknown member is told about; near misses stay unknown.
    @Test func unknownMembersAreStillRefused() {
        let top = problemOf(#"{"root": {"id": "root"}, "devices": "retina4_0"}"#)
        #expect(top?.kind == .unknownMember)
        #expect(top?.pointer == "/devices")
        #expect(top?.detail.contains("device, orientation") == true)
        let view = problemOf(#"{"root": {"id": "root", "children": [{"id": "a", "alignmentInset": {}}]}, "sizes": [{"width": 1, "height": 1}]}"#)
        #expect(view?.kind == .unknownMember)
        #expect(view?.detail.contains("alignmentInsets") == true)
    }

    /// Every view member the Interface Builder import needs (alignment insets, autoresizing
/// masks, …: docs/requests.md#views) is part of the hash.
    @Test func theNewViewMembersAreHashed() throws {
        let base = #"{"root": {"id": "r", "children": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}MEMBER}]}, "sizes": [{"width": 1, "height": 1}]}"#
        let members = [
            "",
            #", "autoresizingMask": {"flexible": ["flexibleWidth"], "referenceSize": {"width": 1, "height": 1}}"#,
            #", "autoresizingMask": {"flexible": ["flexibleHeight"], "referenceSize": {"width": 1, "height": 1}}"#,
            #", "alignmentInsets": {"left": 2}"#,
            #", "insetsLayoutMarginsFromSafeArea": false"#,
            #", "preservesSuperviewLayoutMargins": true"#,
        ]
        var forms: Set<[UInt8]> = []
        for member in members {
            let json = base.replacingOccurrences(of: "MEMBER", with: member)
            forms.insert(try DocumentReader.read(Array(json.utf8)).canonicalForm)
        }
        #expect(forms.count == members.count)
    }

    /// The device is part of the hash: the same root on two devices is two documents.
    @Test func theDeviceIsHashed() throws {
        let a = try DocumentReader.read(Array(#"{"root": {"id": "r"}, "device": "retina4_0"}"#.utf8))
        let b = try DocumentReader.read(Array(#"{"root": {"id": "r"}, "device": "retina4_7"}"#.utf8))
        #expect(a.canonicalForm != b.canonicalForm)
    }
}
