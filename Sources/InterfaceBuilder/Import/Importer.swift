import LayoutEngine
import XML

/// IB XML (`.storyboard`, `.xib`) to request documents, one per scene
/// (docs/interface-builder.md#what-is-accepted, #scenes-and-their-screens).
package enum Importer {
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// Elements layout never reads (colours, outlets, accessibility, ...): left out of the
    /// tree as it is read, which is most of the cost of a large file.
    static let unread: Set<String> = [
        "color", "point", "state", "systemColor", "resources", "textInputTraits",
        "accessibility", "userDefinedRuntimeAttributes", "buttonConfiguration", "attributedString",
        "preferredSymbolConfiguration", "outlet", "action", "outletCollection",
        "fragment", "paragraphStyle", "backgroundConfiguration", "namedColor", "image",
    ]

    /// Imports `bytes` at the file's own device, or at `device` with the current Xcode's
    /// metrics when given. What cannot be modelled inside a scene is a warning, not an error.
    /// - Throws: `ImportError`: `xml-syntax` for malformed or refused XML,
    ///   `unsupported-document` for anything but an iOS Auto Layout document.
    /// - Parameter text: whether labels, buttons and fields keep their saved sizes or are
    ///   measured from their text (docs/text.md#how-close-it-comes).
    /// - Parameter appearance: also read how views look (docs/interface-builder.md#appearance):
    ///   each view's `appearance`, the text labels, buttons and fields draw, outline names
    ///   and the scene's chrome; nil for the layout alone.
    package static func importFile(_ bytes: [UInt8], device: DeviceChoice? = nil, text: TextSizes = .saved,
                                   appearance: AppearanceOptions? = nil) throws(ImportError) -> ImportAnswer {
        let skipping = appearance != nil ? unreadDrawing : text == .measured ? unreadMeasuringText : unread
        let root = try parse(bytes, skipping: skipping)
        let prepared = try PreparedFile(root)
        return prepared.importScenes(device: device, text: text, appearance: appearance.map { prepared.colors($0) })
    }

    /// What a picture reads beyond layout: colours and their resources, button titles and
    /// styles, the layer keys of the runtime attributes.
    static let unreadDrawing = unread.subtracting([
        "color", "state", "systemColor", "resources", "userDefinedRuntimeAttributes", "buttonConfiguration", "namedColor",
    ])

    /// A button's title is in its `state` or `buttonConfiguration`, read only to measure it.
    static let unreadMeasuringText = unread.subtracting(["state", "buttonConfiguration"])

    /// The document element of `bytes`, without the elements of `skipping` (and what they hold).
    /// - Throws: `ImportError` (`xml-syntax`) with the line and column of the error.
    static func parse(_ bytes: [UInt8], skipping: Set<String>) throws(ImportError) -> XMLElement {
        do {
            return try XMLParser.parse(bytes, skipping: skipping)
        } catch {
            throw ImportError(.xmlSyntax, "\(error.message) (line \(error.line), column \(error.column))", line: error.line, column: error.column)
        }
    }

    /// `importFile` on a parsed document.
    static func importTree(_ root: XMLElement, device: DeviceChoice? = nil, text: TextSizes = .saved) throws(ImportError) -> ImportAnswer {
        try PreparedFile(root).importScenes(device: device, text: text)
    }
}

/// A parsed file checked and its scenes found: what every device's import shares, so that
/// lint does it once for all of them.
struct PreparedFile: Sendable {
    let file: FileContext
    let candidates: [SceneCandidate]

    init(_ root: XMLElement) throws(ImportError) {
        file = try FileContext(root)
        candidates = SceneFinder(file: file).scenes()
    }

    /// The colours of this file in `options`' appearance, with its catalogs.
    func colors(_ options: AppearanceOptions) -> ColorResolver {
        ColorResolver(root: file.root, mode: options.mode, assets: options.assets)
    }

    /// Every scene at the file's own device, or at `device` with the current Xcode's metrics.
    /// - Parameter keepingText: with saved sizes, labels and buttons keep their text too
    ///   (`SceneContext.keepsText`).
    /// - Parameter appearance: read how views look too (`SceneInput.colors`).
    /// - Parameter lines: only the scenes whose top view is on one of these lines (lint
    ///   imports again only the scenes it checks); nil for all.
    func importScenes(device: DeviceChoice? = nil, text: TextSizes = .saved, keepingText: Bool = false,
                      appearance: ColorResolver? = nil, lines: Set<Int>? = nil) -> ImportAnswer {
        var screen = file.ownScreen
        if let device {
            screen = Screen(device: device.device, landscape: device.orientation == .landscape)
        }
        var scenes: [ImportedScene] = []
        for candidate in candidates where lines?.contains(candidate.top.line) ?? true {
            guard var input = file.input(for: candidate, at: screen) else { continue }
            input.context.textSizes = text
            input.context.keepsText = keepingText
            input.colors = appearance
            var builder = SceneBuilder(input)
            var scene = builder.build()
            scene.name = candidate.name
            scene.warnings = file.warnings(for: candidate) + scene.warnings
            scenes.append(scene)
        }
        return ImportAnswer(kind: file.kind, screen: screen, scenes: scenes)
    }
}

/// The document element, checked (docs/interface-builder.md#what-is-accepted), and what
/// every scene needs from it.
struct FileContext: Sendable {
    let root: XMLElement
    let kind: ImportAnswer.Kind
    let ownScreen: Screen
    let deviceWarning: ImportWarning?
    var toolsVersion: Int? { ownScreen.toolsVersion }

    init(_ root: XMLElement) throws(ImportError) {
        self.root = root
        guard root.name == "document" else {
            throw ImportError(.unsupportedDocument, "not an Interface Builder document: the root element is <\(root.name)>, not <document>", line: root.line, column: root.column)
        }
        switch root["type"] {
        case Importer.storyboardType: kind = .storyboard
        case Importer.xibType: kind = .xib
        case let type? where type.contains("Cocoa") && !type.contains("CocoaTouch"):
            throw ImportError(.unsupportedDocument, "\(type) is a macOS (Cocoa) file; only iOS storyboards and XIBs (CocoaTouch) are read", line: root.line, column: root.column)
        case let type:
            throw ImportError(.unsupportedDocument, "document type \(type ?? "(none)") is not an iOS storyboard or XIB", line: root.line, column: root.column)
        }
        guard let device = root.child("device") else {
            throw ImportError(.unsupportedDocument, "the file has no <device> element: it is in the format before Xcode 8; open and save it in a recent Xcode", line: root.line, column: root.column)
        }
        guard root["useAutolayout"] == "YES" else {
            throw ImportError(.unsupportedDocument, "Auto Layout is off in this file (useAutolayout is not YES); its views are placed by autoresizing masks only", line: root.line, column: root.column)
        }
        let tools = ToolsVersion.of(root)
        let id = device["id"] ?? ""
        if let d = Device.named(id, toolsVersion: tools) {
            deviceWarning = nil
            ownScreen = Screen(device: d, landscape: device["orientation"] == "landscape", toolsVersion: tools)
        } else {
            deviceWarning = ImportWarning(line: device.line, message: "device \(id) is not in the device table; retina6_12 is used")
            ownScreen = Screen(device: Device.named("retina6_12") ?? Device.all[0], landscape: device["orientation"] == "landscape", toolsVersion: tools)
        }
    }

    func warnings(for candidate: SceneCandidate) -> [ImportWarning] {
        (deviceWarning.map { [$0] } ?? []) + candidate.warnings
    }
}
