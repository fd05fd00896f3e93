#if canImport(Glibc)
import Glibc
#endif
@testable import InterfaceBuilder
import LayoutDocument
import LayoutEngine
import Testing

/// How views look, read from the file (docs/interface-builder.md#appearance): colours in
/// every space a file writes them, system and named colours in both appearances, the layer
/// keys, images, controls; and that reading it changes no frame.
@Suite struct AppearanceImportTests {
    /// A 300 × 200 freeform XIB of `subviews`, with `resources` in its `<resources>`.
    static func xib(_ subviews: String, resources: String = "") -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
        \(resources)
            </resources>
        </document>
        """.utf8)
    }

    /// A view of `element` named `id` at a fixed frame, holding `inner`.
    static func view(_ id: String, _ element: String = "view", attributes: String = "", _ inner: String = "") -> String {
        """
        <\(element) contentMode="scaleToFill" \(attributes) id="\(id)">
            <rect key="frame" x="10" y="10" width="100" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            \(inner)
        </\(element)>
        """
    }

    static func scene(_ bytes: [UInt8], _ options: AppearanceOptions = AppearanceOptions()) throws -> ImportedScene {
        try #require(try Importer.importFile(bytes, appearance: options).scenes.first)
    }

    static func find(_ id: String, in v: View) -> View? {
        if v.id == id { return v }
        for c in v.children { if let f = find(id, in: c) { return f } }
        return nil
    }

    static func appearance(_ id: String, _ scene: ImportedScene) -> Appearance? {
        find(id, in: scene.document.root)?.appearance
    }

    @Test func coloursInEverySpace() throws {
        let colors = [
            ("srgb", #"<color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, Color(bytes: 255, 128, 0)),
            ("device", #"<color key="backgroundColor" red="0" green="0" blue="1" alpha="0.5" colorSpace="deviceRGB"/>"#, Color(bytes: 0, 0, 255, 128)),
            ("white", #"<color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#, Color(bytes: 128, 128, 128)),
            ("gray22", #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, Color(bytes: 255, 255, 255)),
            // Generic RGB: gamma 1.8, so 0.5 is sRGB 0.57; P3 to sRGB by the D65 matrix.
            ("calibrated", #"<color key="backgroundColor" red="0.5" green="0" blue="1" alpha="1" colorSpace="calibratedRGB"/>"#, Color(bytes: 146, 0, 255)),
            ("p3", #"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#, Color(bytes: 255, 0, 0)),
            ("p3green", #"<color key="backgroundColor" red="0.4" green="0.7" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#, Color(bytes: 70, 181, 58)),
            ("system", #"<color key="backgroundColor" systemColor="systemRedColor"/>"#, Color(bytes: 255, 59, 48)),
            ("old", #"<color key="backgroundColor" cocoaTouchSystemColor="darkTextColor"/>"#, Color(bytes: 0, 0, 0)),
        ]
        let scene = try Self.scene(Self.xib(colors.map { Self.view($0.0, "view", $0.1) }.joined(separator: "\n")))
        for (id, _, expected) in colors {
            let found = Self.appearance(id, scene)?.backgroundColor
            if let found {
                #expect(abs(Int(found.red) - Int(expected.red)) <= 1 && abs(Int(found.green) - Int(expected.green)) <= 1
                        && abs(Int(found.blue) - Int(expected.blue)) <= 1 && found.alpha == expected.alpha, "\(id): \(found.hex), expected \(expected.hex)")
            } else {
                Issue.record("\(id): no colour")
            }
        }
        #expect(scene.document.root.appearance?.backgroundColor == .white, "the file's saved light value")
    }

    @Test func systemColoursInDarkMode() throws {
        let bytes = Self.xib(Self.view("label", "label", attributes: #"text="Hi""#,
                                       #"<color key="textColor" systemColor="labelColor"/><fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        let dark = try Self.scene(bytes, AppearanceOptions(mode: .dark))
        #expect(dark.document.root.appearance?.backgroundColor == .black)
        #expect(Self.appearance("label", dark)?.textColor == .white)
        #expect(dark.chrome?.dark == true)
        let light = try Self.scene(bytes)
        #expect(Self.appearance("label", light)?.textColor == .black)
    }

    /// A named colour from the colour set beside the file, in each appearance; the value the
    /// file saved when no catalog has it.
    @Test func namedColoursFromTheCatalog() throws {
        let root = "/tmp/layoutd-appearance-\(getpid())"
        let set = root + "/Assets.xcassets/Brand.colorset"
        for dir in [root, root + "/Assets.xcassets", set] { mkdir(dir, 0o755) }
        defer { _ = system("rm -rf '\(root)'") }
        write(set + "/Contents.json", """
            {"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x00", "green": "128", "red": "1.000"}}, "idiom": "universal"},
                        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
                         "color": {"color-space": "display-p3", "components": {"alpha": "0.500", "blue": "1.000", "green": "0.000", "red": "0.000"}}, "idiom": "universal"}],
             "info": {"author": "xcode", "version": 1}}
            """)
        let assets = AssetLibrary.beside(root + "/Main.xib")
        #expect(assets.catalogs == [root + "/Assets.xcassets"])
        let bytes = Self.xib(Self.view("a", "view", #"<color key="backgroundColor" name="Brand"/>"#) + Self.view("b", "view", #"<color key="backgroundColor" name="Saved"/>"#),
                             resources: #"<namedColor name="Saved"><color red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#)
        let light = try Self.scene(bytes, AppearanceOptions(mode: .light, assets: assets))
        #expect(Self.appearance("a", light)?.backgroundColor == Color(bytes: 255, 128, 0))
        #expect(Self.appearance("b", light)?.backgroundColor == Color(bytes: 0, 255, 0))
        let dark = try Self.scene(bytes, AppearanceOptions(mode: .dark, assets: assets))
        let blue = try #require(Self.appearance("a", dark)?.backgroundColor)
        #expect(blue.red == 0 && blue.blue == 255 && blue.alpha == 128, "P3 blue, clamped to sRGB: \(blue.hex)")
    }

    @Test func layerKeysImagesAndControls() throws {
        let layer = Self.view("card", "view", """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="12"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="borderWidth"><real key="value" value="1.5"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """)
        let image = Self.view("logo", "imageView", attributes: #"image="logo""#) + Self.view("star", "imageView", #"<imageReference key="image" image="star.fill" catalog="system"/>"#)
        let controls = [
            Self.view("sw", "switch", attributes: #"on="YES""#),
            Self.view("sl", "slider", attributes: #"value="15" minValue="10" maxValue="30""#),
            Self.view("pr", "progressView", attributes: #"progress="0.75""#),
            Self.view("sg", "segmentedControl", attributes: #"selectedSegmentIndex="1""#, #"<segments><segment title="Day"/><segment title="Week"/></segments>"#),
            Self.view("ai", "activityIndicatorView", attributes: #"style="large""#),
            Self.view("pc", "pageControl", attributes: #"numberOfPages="5" currentPage="2""#),
            Self.view("st", "stepper"),
            Self.view("bt", "button", attributes: #"buttonType="system""#, #"<buttonConfiguration key="configuration" style="tinted" title="Go"/>"#),
            Self.view("tf", "textField", attributes: #"borderStyle="line" placeholder="Email""#, #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#),
        ].joined(separator: "\n")
        let scene = try Self.scene(Self.xib(layer + image + controls))
        let card = try #require(Self.appearance("card", scene))
        #expect(card.cornerRadius == 12 && card.borderWidth == 1.5 && card.borderColor == Color(bytes: 0, 0, 255))
        #expect(Self.appearance("logo", scene)?.image == ImageName(name: "logo"))
        #expect(Self.appearance("logo", scene)?.contentMode == .scaleToFill)
        #expect(Self.appearance("star", scene)?.image == ImageName(name: "star.fill", symbol: true))
        #expect(Self.appearance("sw", scene)?.control == .toggle(on: true, onTint: nil))
        #expect(Self.appearance("sl", scene)?.control == .slider(value: 0.25))
        #expect(Self.appearance("pr", scene)?.control == .progress(value: 0.75))
        #expect(Self.appearance("sg", scene)?.control == .segmentedControl(segments: ["Day", "Week"], selected: 1))
        #expect(Self.appearance("ai", scene)?.control == .activityIndicator(large: true))
        #expect(Self.appearance("pc", scene)?.control == .pageControl(pages: 5, current: 2))
        #expect(Self.appearance("st", scene)?.control == .stepper)
        #expect(Self.appearance("bt", scene)?.control == .button(.tinted))
        let field = try #require(Self.find("tf", in: scene.document.root))
        #expect(field.appearance?.control == .textField(.line))
        #expect(field.kind == .textField && field.text?.placeholder == "Email", "the field draws its placeholder")
        #expect(Self.find("bt", in: scene.document.root)?.text?.text == "Go", "the configuration's title")
        // Every document with its appearance reads back as written.
        let json = DocumentWriter.write(scene.document)
        #expect(try DocumentReader.read(json).document == scene.document)
    }

    /// Reading how views look changes no frame: the text drawn is sized by the saved size.
    @Test func appearanceChangesNoFrame() throws {
        let bytes = Self.xib("""
            <label opaque="NO" text="A long label that is cut off" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="20" y="20" width="80" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """)
        let plain = try #require(try Importer.importFile(bytes).scenes.first)
        let drawn = try Self.scene(bytes)
        var a = try LayoutSystem(document: plain.document)
        var b = try LayoutSystem(document: drawn.document)
        #expect(try a.layout(for: plain.size).frames == b.layout(for: drawn.size).frames)
        #expect(drawn.outlineNames["lbl"]?.text == "Label - A long label that is cut off")
    }

    private func write(_ path: String, _ text: String) {
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
}
