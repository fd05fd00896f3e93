import InterfaceBuilder
import LayoutDocument
import LayoutEngine
import Raster
import Testing

/// `layoutd diff` on edits of Form.storyboard, each checked against the solved frames of
/// both versions: every view whose frame (or visibility) differs between them is listed,
/// with exactly those frames, and nothing else.
@Suite struct DiffTests {
    static let form = String(decoding: RenderFixture.bytes("Edits/Form.storyboard"), as: UTF8.self)

    /// The base with each (find, replace) applied; each must find its text once.
    static func edit(_ replacements: [(String, String)]) -> [UInt8] {
        var text = form
        for (find, replace) in replacements {
            let parts = text.split(separator: find, omittingEmptySubsequences: false)
            precondition(parts.count == 2, "the edit's text \(find) is not in the fixture once")
            text = parts.joined(separator: replace)
        }
        return Array(text.utf8)
    }

    /// Every view's solved frame, its own `hidden` and whether it is off screen (it or an
    /// ancestor hidden) in the file's only scene, by the plain import.
    static func solved(_ bytes: [UInt8]) throws -> [String: (frame: Rect, hidden: Bool, offScreen: Bool)] {
        let scene = try #require(try Importer.importFile(bytes).scenes.first)
        let layout = try #require(try LayoutSystem.solve(scene.document, deadline: .never).first)
        var flags: [String: (Bool, Bool)] = [:]
        func walk(_ v: View, _ above: Bool) {
            flags[v.id] = (v.hidden, above || v.hidden)
            for c in v.children { walk(c, above || v.hidden) }
        }
        walk(scene.document.root, false)
        var out: [String: (Rect, Bool, Bool)] = [:]
        for f in layout.frames { if let (hidden, off) = flags[f.id] { out[f.id] = (f.rect, hidden, off) } }
        return out
    }

    static func diff(_ old: [UInt8], _ new: [UInt8]) throws -> FileDiff {
        try FileDiff.compare(old: old, new: new, options: FileDiff.Options())
    }

    /// The changes agree with the two solves: before and after are the solved frames, and a
    /// view is listed exactly when its `hidden` differs, or its frame (in its superview's
    /// space) differs while it is on screen in both.
    static func checkAgainstSolves(_ old: [UInt8], _ new: [UInt8], _ diff: FileDiff) throws {
        let a = try solved(old), b = try solved(new)
        for c in diff.changes {
            #expect(c.before == a[c.view]?.frame, "\(c.view) \(c.change): before")
            #expect(c.after == b[c.view]?.frame, "\(c.view) \(c.change): after")
        }
        let listed = Set(diff.changes.map(\.view))
        for id in Set(a.keys).union(b.keys) {
            let onScreen = a[id]?.offScreen == false && b[id]?.offScreen == false
            let differs = a[id] == nil || b[id] == nil || a[id]?.hidden != b[id]?.hidden || (onScreen && a[id]?.frame != b[id]?.frame)
            #expect(differs == listed.contains(id), "\(id): differs \(differs), listed \(listed.contains(id))")
        }
    }

    @Test func noEditNoChange() throws {
        // Attributes reordered and an id-free comment added: the same views on screen.
        let same = Self.edit([("<!--Form-->", "<!--The form, reformatted-->"),
                              (#"contentMode="scaleToFill" axis="vertical" spacing="8""#, #"axis="vertical" spacing="8" contentMode="scaleToFill""#)])
        let diff = try Self.diff(Array(Self.form.utf8), same)
        #expect(diff.changes.isEmpty)
        #expect(DiffWriter.text(diff, path: "Form.storyboard").isEmpty)
        #expect(String(decoding: DiffWriter.json(diff), as: UTF8.self) == "[]")
    }

    /// A constraint's constant: the title moves, and the stack under it.
    @Test func aConstantMovesViews() throws {
        let old = Array(Self.form.utf8)
        let new = Self.edit([(#"constant="20" id="Frm-c01-001""#, #"constant="40" id="Frm-c01-001""#)])
        let diff = try Self.diff(old, new)
        #expect(diff.changes.map { "\($0.view) \($0.change)" } == ["Frm-ttl-001 moved", "Frm-stk-001 moved"])
        #expect(diff.changes.first?.before == Rect(x: 20, y: 79, width: 97, height: 29))
        #expect(diff.changes.first?.after == Rect(x: 20, y: 99, width: 97, height: 29))
        #expect(diff.changes.allSatisfy { $0.scene == "Frm-rt-001" && $0.device == "retina6_12" })
        try Self.checkAgainstSolves(old, new, diff)
        let text = DiffWriter.text(diff, path: "Form.storyboard")
        #expect(text.contains("Form.storyboard: FormViewController (Frm-rt-001) @ retina6_12: 2 changes"))
        #expect(text.contains("  moved             Label - Settings (Frm-ttl-001): (20, 79, 97, 29) → (20, 99, 97, 29)"), "\(text)")
        #expect(text.contains("Stack View (Frm-stk-001)"))
    }

    /// Hiding an arranged subview: it is hidden, the stack closes up and shrinks.
    @Test func hidingCollapsesTheStack() throws {
        let old = Array(Self.form.utf8)
        let new = Self.edit([(#"translatesAutoresizingMaskIntoConstraints="NO" id="Frm-nam-001""#,
                              #"hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Frm-nam-001""#)])
        let diff = try Self.diff(old, new)
        let kinds = Dictionary(grouping: diff.changes, by: \.view).mapValues { $0.map(\.change) }
        #expect(kinds["Frm-nam-001"] == [.hidden], "its collapsed frame is not on screen")
        #expect(kinds["Frm-stk-001"] == [.resized])
        #expect(kinds["Frm-fld-001"] == [.moved] && kinds["Frm-sav-001"] == [.moved])
        try Self.checkAgainstSolves(old, new, diff)
        // And back: shown.
        #expect(try Self.diff(new, old).changes.contains { $0.view == "Frm-nam-001" && $0.change == .shown })
    }

    /// A text edit counts by what it does to frames: the title's new text, saved wider as
    /// Xcode saves it, resizes it.
    @Test func aTextEditResizes() throws {
        let old = Array(Self.form.utf8)
        let new = Self.edit([(#"text="Settings""#, #"text="Preferences""#),
                             (#"<rect key="frame" x="20" y="79" width="97" height="29"/>"#, #"<rect key="frame" x="20" y="79" width="143" height="29"/>"#)])
        let diff = try Self.diff(old, new)
        #expect(diff.changes.map(\.change) == [.resized])
        #expect(diff.changes.first?.viewName.text == "Label - Preferences", "named as the new version names it")
        try Self.checkAgainstSolves(old, new, diff)
    }

    /// A view removed with its constraints, and another added.
    @Test func viewsAppearAndDisappear() throws {
        let old = Array(Self.form.utf8)
        let footer = Self.form.split(separator: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Frm-ftr-001""#)[1]
            .split(separator: "</view>")[0]
        let new = Self.edit([
            (#"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Frm-ftr-001""# + footer + "</view>",
             #"<view contentMode="scaleToFill" id="Frm-new-001"><rect key="frame" x="300" y="79" width="73" height="29"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/></view>"#),
            (#"<constraint firstItem="Frm-ftr-001" firstAttribute="leading" secondItem="Frm-rt-001" secondAttribute="leading" id="Frm-c06-001"/>"#, ""),
            (#"<constraint firstAttribute="trailing" secondItem="Frm-ftr-001" secondAttribute="trailing" id="Frm-c07-001"/>"#, ""),
            (#"<constraint firstItem="Frm-sa-001" firstAttribute="bottom" secondItem="Frm-ftr-001" secondAttribute="bottom" id="Frm-c08-001"/>"#, ""),
        ])
        let diff = try Self.diff(old, new)
        #expect(diff.changes.map { "\($0.view) \($0.change)" } == ["Frm-new-001 appeared", "Frm-ftr-001 disappeared"])
        #expect(diff.changes[0].before == nil && diff.changes[0].after == Rect(x: 300, y: 79, width: 73, height: 29))
        #expect(diff.changes[1].viewName.text == "Footer" && diff.changes[1].after == nil)
        try Self.checkAgainstSolves(old, new, diff)
        let json = String(decoding: DiffWriter.json(diff), as: UTF8.self)
        #expect(json.hasPrefix(#"[{"scene":"Frm-rt-001","device":"retina6_12","view":"Frm-new-001","change":"appeared","before":null,"after":{"x":300,"y":79,"width":73,"height":29}}"#), "\(json)")
    }

    /// At another device the same edit is compared there; the markdown lists it beside pictures.
    @Test func otherDevicesMarkdownAndPictures() throws {
        let old = Array(Self.form.utf8)
        let new = Self.edit([(#"constant="20" id="Frm-c01-001""#, #"constant="40" id="Frm-c01-001""#)])
        let se = DeviceChoice(device: Device.named("retina4_7")!, orientation: .landscape)
        let diff = try FileDiff.compare(old: old, new: new, options: FileDiff.Options(devices: [se]))
        #expect(Set(diff.changes.map(\.device)) == ["retina4_7-landscape"])
        let scene = try #require(diff.scenes.first)
        let pictures = try DiffPictures.make(scene, appearance: AppearanceOptions())
        let changes = try PNGImage.decode(try #require(pictures.changes))
        #expect(changes.width == 1334 && changes.height == 750)
        // The title's new place is outlined in orange (2 pt inside its frame), its old one dashed.
        let title = try #require(scene.changes.first { $0.view == "Frm-ttl-001" }?.after)
        let edge = changes.pixel(Int((title.x + title.width / 2) * 2), Int((title.y + 1) * 2))
        #expect(edge.isClose(to: PNGImage.Pixel(red: 255, green: 140, blue: 0), tolerance: 8), "\(edge)")
        #expect(pictures.before != nil && pictures.after != nil)
        let markdown = DiffMarkdown.write(diff, path: "App/Form.storyboard", pictures: [
            DiffMarkdown.key(scene.scene, scene.device): DiffMarkdown.Pictures(before: "p/b.png", after: "p/a.png", changes: "p/c.png"),
        ])
        #expect(markdown.hasPrefix("### `App/Form.storyboard`: 2 changes on screen"))
        #expect(markdown.contains("| moved | Label - Settings `Frm-ttl-001` |"))
        #expect(markdown.contains(#"<img src="p/c.png" alt="changes outlined" width="240">"#))
        #expect(DiffMarkdown.write(FileDiff(scenes: []), path: "a.xib", pictures: [:]) == "### `a.xib`: no change on screen\n")
    }

    /// A file saved for another device: each version at its own, and the output says so.
    @Test func theDeviceChanged() throws {
        let old = Array(Self.form.utf8)
        let new = Self.edit([(#"<device id="retina6_12""#, #"<device id="retina4_7""#)])
        let diff = try Self.diff(old, new)
        #expect(diff.deviceChange?.old == "retina6_12" && diff.deviceChange?.new == "retina4_7")
        #expect(DiffWriter.text(diff, path: "Form.storyboard").hasPrefix("Form.storyboard: the file's device changed from retina6_12 to retina4_7"))
        #expect(try Self.diff(old, old).deviceChange == nil)
    }

    @Test func aRefusedVersionSaysWhich() {
        do {
            _ = try Self.diff(Array(Self.form.utf8), Array("<document>".utf8))
            Issue.record("accepted")
        } catch let error as DiffError {
            #expect(error.side == .new)
        } catch {
            Issue.record("\(error)")
        }
    }
}
