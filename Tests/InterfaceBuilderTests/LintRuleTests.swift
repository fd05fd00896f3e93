import Foundation
import LayoutEngine
import Testing
import Typesetting
@testable import InterfaceBuilder

/// The rules read from the file and the screen rules, each on a file that breaks it and
/// one that does not, and the configuration that turns them on and off.
@Suite struct LintRuleTests {
    /// A XIB of one 375 × 667 view holding `subviews` and `constraints`.
    private func xib(_ subviews: String, constraints: String = "", autolayout: Bool = true) -> [UInt8] {
        Array("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="22505" useAutolayout="\(autolayout ? "YES" : "NO")">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(constraints)</constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    private func box(_ id: String, _ kind: String = "view", y: Double = 100, extra: String = "", inner: String = "") -> String {
        """
        <\(kind) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra)>
            <rect key="frame" x="10" y="\(y)" width="100" height="50"/>\(inner)
        </\(kind)>
        """
    }

    /// Constraints that place `id` where `box` saved it (10, y, 100, 50) in the root.
    private func pin(_ id: String, y: Double = 100) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
        <constraint firstItem="\(id)" firstAttribute="width" constant="100" id="\(id)-w"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="50" id="\(id)-h"/>
        """
    }

    private func rules(_ report: LintReport) -> [String] {
        LintOccurrence.all(report).map(\.rule.id.rawValue).filter { $0 != "approximation" }
    }

    /// A top view saved 75.666664123535156 tall (75⅔ in single precision, as Xcode writes
    /// some cell heights) holding two labels of equal vertical hugging, pinned end to end:
    /// read onto the pixel grid, the labels' saved heights fill it exactly and nothing is
    /// ambiguous; read as written, the 2.5e-6-pt shortfall was split between them and
    /// both heights were reported ambiguous.
    @Test func aSizeSavedInSinglePrecisionIsReadOnThePixelGrid() throws {
        #expect(ViewAttributes.onGrid(75.666664123535156) == 454.0 / 6)
        #expect(ViewAttributes.onGrid(25.333333333333329) == 25.333333333333329, "a double is read as written")
        #expect(ViewAttributes.onGrid(Double(Float(10.1))) == Double(Float(10.1)), "far from the grid")
        let labels = """
            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="la"><rect key="frame" x="0" y="0" width="100" height="40.333333333333336"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="lb"><rect key="frame" x="0" y="40.333333333333336" width="100" height="35.333333333333336"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """
        let constraints = """
            <constraint firstItem="la" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="lb" firstAttribute="top" secondItem="la" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="root" firstAttribute="bottom" secondItem="lb" secondAttribute="bottom" id="c3"/>
            <constraint firstItem="la" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="lb" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            """
        let text = String(decoding: xib(labels, constraints: constraints), as: UTF8.self)
            .replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"375\" height=\"75.666664123535156\"")
        let report = try Linter.lint(Array(text.utf8))
        let findings = report.scenes.flatMap { $0.layouts.flatMap(\.findings) }
        #expect(!findings.contains { $0.rule.id == .ambiguous }, "\(findings.map(\.message))")
    }

    @Test func aConstraintSaidTwiceIsFoundEitherWayRound() throws {
        let twice = pin("a") + """
            <constraint firstItem="root" firstAttribute="leading" secondItem="a" secondAttribute="leading" constant="-10" id="again"/>
            <constraint firstAttribute="height" secondItem="a" secondAttribute="height" id="other"/>
            """
        let bytes = xib(box("a"), constraints: twice)
        let report = try Linter.lint(bytes)
        let found = report.fileFindings.filter { $0.rule == .duplicateConstraint }
        #expect(found.map(\.subject) == ["again"])
        #expect(found.first?.message.contains("a-l") == true)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("id=\"again\"") })
        let column = try #require(lines[line].range(of: "<constraint firstItem=\"root\""))
        #expect(found.first?.line == line + 1, "at the repeating constraint's element")
        #expect(found.first?.column == lines[line].distance(from: lines[line].startIndex, to: column.lowerBound) + 1)
        // A different priority, or a size class of its own, is not the same constraint.
        let variants = pin("a") + """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" priority="750" id="soft"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="compact"/>
            """
        let withVariation = String(decoding: xib(box("a"), constraints: variants), as: UTF8.self).replacingOccurrences(
            of: "</constraints>", with: "</constraints><variation key=\"heightClass=compact\"><mask key=\"constraints\"><include reference=\"compact\"/></mask></variation>")
        let clean = try Linter.lint(Array(withVariation.utf8))
        #expect(clean.fileFindings.filter { $0.rule == .duplicateConstraint }.isEmpty)
    }

    /// A one-line label held at 100 pt with a 17-pt text Inter measures near 300 pt wide is
    /// cut off; the same text free to take its width, IB's placeholder "Label" and a text
    /// under the stand-in's error margin are not reported.
    @Test func aLabelTooNarrowForItsTextIsTruncated() throws {
        func label(_ id: String, _ text: String, y: Double) -> String {
            box(id, "label", y: y, extra: #"text="\#(text)" lineBreakMode="tailTruncation""#,
                inner: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        }
        let long = "A title far too long for this label"
        let bytes = xib(label("cut", long, y: 100) + label("ph", "Label", y: 200) + label("fits", "Short", y: 300),
                        constraints: pin("cut", y: 100) + pin("ph", y: 200) + pin("fits", y: 300))
        let report = try Linter.lint(bytes)
        let found = LintOccurrence.all(report).filter { $0.rule == .truncated }
        #expect(found.map(\.subject) == ["cut"])
        let message = try #require(found.first?.message)
        #expect(message.contains(long) && message.contains("Inter standing in for San Francisco"))
        // The width named is what the typesetter measures the text, not the 100 pt frame.
        let needed = try Typesetter().measure(TextRequest(text: long, font: .system(size: 17, weight: .regular, italic: false))).width
        #expect(needed > 200)
        #expect(message.contains("about \(Int(needed.rounded())) pt"))
        var off = LintConfiguration.default
        off.disabledRules = [LintRule.truncated.id]
        #expect(LintOccurrence.all(try Linter.lint(bytes, configuration: off)).allSatisfy { $0.rule != .truncated })
    }

    /// Pseudo-localized, a label held at its text's width is cut off, one free to grow is
    /// not; at a larger content size, a text style's label held at its width is cut off.
    @Test func textVariantsFindWhatLongerStringsAndLargerTextCutOff() throws {
        #expect(TextVariant.pseudoLocalized("Sign in") == "Sígñ íñSíg")
        let body = try Typesetter().measure(TextRequest(text: "Sign in", font: .textStyle(.body)))
        func label(_ id: String, y: Double) -> String {
            box(id, "label", y: y, extra: #"text="Sign in" lineBreakMode="tailTruncation""#,
                inner: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#)
        }
        // `held` is 1 pt wider than its text and pinned at that width; `free` has no width.
        let constraints = pin("held", y: 100).replacingOccurrences(of: "constant=\"100\" id=\"held-w\"", with: "constant=\"\(body.width + 1)\" id=\"held-w\"")
            + """
            <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="free-l"/>
            <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="free-t"/>
            """
        let bytes = xib(label("held", y: 100) + label("free", y: 200), constraints: constraints)
        #expect(LintOccurrence.all(try Linter.lint(bytes)).allSatisfy { $0.rule != .truncated })
        let pseudo = LintOccurrence.all(try Linter.lint(bytes, variants: [.pseudoLocalized])).filter { $0.rule == .truncated }
        #expect(pseudo.map(\.subject) == ["held"])
        #expect(pseudo.first?.message.contains("\"Sign in\" is wider than its frame when pseudo-localized") == true)
        let larger = LintOccurrence.all(try Linter.lint(bytes, variants: try TextVariant.contentSizes("accessibilityExtraExtraExtraLarge")))
            .filter { $0.rule == .truncated }
        #expect(larger.map(\.subject) == ["held"])
        #expect(larger.first?.message.contains("at content size accessibilityExtraExtraExtraLarge") == true)
        #expect(throws: LintOptionError.self) { try TextVariant.contentSizes("huge") }
    }

    @Test func anIdUsedTwiceIsAnError() throws {
        let report = try Linter.lint(xib(box("a") + box("a", "label", y: 200), constraints: pin("a")))
        let found = try #require(report.fileFindings.first { $0.rule == .duplicateId })
        #expect(found.subject == "a")
        #expect(found.rule.severity == .error)
        #expect(found.message.contains("<label>") && found.message.contains("<view>"))
    }

    @Test func imageOnlyButtonsNeedALabel() throws {
        let bare = box("b", "button", inner: "<state key=\"normal\" image=\"close\"/>")
        let titled = box("t", "button", y: 200, inner: "<state key=\"normal\" title=\"Close\" image=\"close\"/>")
        let labelled = box("l", "button", y: 300, inner: "<state key=\"normal\" image=\"close\"/><accessibility key=\"accessibilityConfiguration\" label=\"Close\"/>")
        let off = box("o", "button", y: 400, inner: "<state key=\"normal\" image=\"close\"/><accessibility key=\"accessibilityConfiguration\"><bool key=\"isElement\" value=\"NO\"/></accessibility>")
        let symbol = box("s", "button", y: 500, inner: "<state key=\"normal\" image=\"xmark\" catalog=\"system\"/>")
        let image = box("i", "imageView", y: 550, inner: "<accessibility key=\"accessibilityConfiguration\"><bool key=\"isElement\" value=\"YES\"/></accessibility>")
        let plainImage = box("p", "imageView", y: 600)
        let views = [bare, titled, labelled, off, symbol, image, plainImage].joined()
        let constraints = ["b", "t", "l", "o", "s", "i", "p"].map { pin($0, y: 0) }.joined()
        let report = try Linter.lint(xib(views, constraints: constraints))
        let found = report.fileFindings.filter { $0.rule == .missingAccessibilityLabel }
        #expect(found.map(\.subject) == ["b", "i"])
        #expect(found.first?.message.contains("close") == true)
    }

    @Test func autoLayoutOffIsAFindingNotARefusal() throws {
        let report = try Linter.lint(xib(box("a"), autolayout: false))
        #expect(rules(report) == ["autolayout-disabled"])
        #expect(report.scenes.isEmpty)
        #expect(report.findingCount == 1)
        // The import itself still refuses it: there is nothing to lay out.
        #expect(throws: ImportError.self) { try Importer.importFile(xib(box("a"), autolayout: false)) }
    }

    @Test func optInRulesRunOnlyWhenAsked() throws {
        // A 30-pt-tall button, above the screen's top edge, pinned to a margin.
        let button = box("b", "button", y: -80, inner: "<state key=\"normal\" title=\"Go\"/>")
        let constraints = pin("b", y: -80) + """
            <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" priority="250" id="m"/>
            """
        let bytes = xib(button, constraints: constraints)
        let byDefault = try Linter.lint(bytes)
        #expect(!rules(byDefault).contains("offscreen") && !rules(byDefault).contains("small-touch-target") && !rules(byDefault).contains("relative-to-margin"))
        var configuration = LintConfiguration()
        configuration.optInRules = [.offscreen, .smallTouchTarget, .relativeToMargin]
        let asked = try Linter.lint(bytes, configuration: configuration)
        let found = rules(asked)
        #expect(found.contains("offscreen"))
        #expect(found.contains("relative-to-margin"))
        // 100 × 50: wide and tall enough.
        #expect(!found.contains("small-touch-target"))
        let small = try Linter.lint(xib(button, constraints: pin("b", y: 100).replacingOccurrences(of: "constant=\"50\"", with: "constant=\"30\"")),
                                    configuration: configuration)
        let target = try #require(small.scenes.first?.layouts.first?.findings.first { $0.rule.id == .smallTouchTarget })
        #expect(target.message.contains("100 × 30"))
    }

    @Test func theConfigurationTurnsRulesOffAndSetsSeverities() throws {
        let bytes = xib(box("a") + box("a", "label", y: 200), constraints: pin("a"))
        var configuration = LintConfiguration()
        configuration.severities = [.duplicateId: .note]
        let noted = try Linter.lint(bytes, configuration: configuration)
        #expect(noted.fileFindings.first { $0.rule.id == .duplicateId }?.rule.severity == .note)
        configuration.disabledRules = [.duplicateId, .approximation]
        let off = try Linter.lint(bytes, configuration: configuration)
        #expect(!rules(off).contains("duplicate-id"))
        #expect(LintOccurrence.all(off).allSatisfy { $0.rule != .approximation })
    }

    @Test func conventionsOfNames() throws {
        let cells = box("c", "tableViewCell", extra: "reuseIdentifier=\"Cell\" customClass=\"ProfileCell\"")
            + box("d", "tableViewCell", y: 200, extra: "reuseIdentifier=\"ProfileCell\" customClass=\"ProfileCell\"")
        var configuration = LintConfiguration()
        configuration.optInRules = [.reuseIdentifier]
        let report = try Linter.lint(xib(cells, constraints: pin("c") + pin("d", y: 200)), configuration: configuration)
        #expect(report.fileFindings.filter { $0.rule == .reuseIdentifier }.map(\.subject) == ["c"])
        let storyboard = Array("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="22505" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" customClass="ProfileController" sceneMemberID="viewController">
                        <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """.utf8)
        configuration.optInRules = [.customClassName, .hasInitialViewController]
        let named = try Linter.lint(storyboard, fileName: "Settings.storyboard", configuration: configuration)
        #expect(Set(named.fileFindings.map(\.rule.id)) == [.customClassName, .hasInitialViewController])
        let right = try Linter.lint(storyboard, fileName: "ProfileController.storyboard", configuration: configuration)
        #expect(right.fileFindings.map(\.rule.id) == [.hasInitialViewController])
    }

    @Test func allIsEveryDeviceInBothOrientations() throws {
        let all = try Linter.parseDevices("all")
        #expect(all.count == Device.all.count * 2)
        #expect(Set(all.map { "\($0.device.id):\($0.orientation)" }).count == all.count)
    }

    @Test func fileFindingsKeyTheBaselineAndPrintWithoutADevice() throws {
        let report = try Linter.lint(xib(box("a") + box("a", "label", y: 200), constraints: pin("a")))
        let text = LintWriter.text(report, path: "A.xib")
        let line = try #require(text.split(separator: "\n").first { $0.hasSuffix("[duplicate-id]") })
        #expect(line.hasPrefix("A.xib:") && !line.contains(" @ "))
        var baseline = LintBaseline()
        baseline.record(report, path: "A.xib")
        #expect(baseline.filter(report, path: "A.xib").findingCount == 0)
        #expect(String(decoding: LintWriter.json(report), as: UTF8.self).contains("\"fileFindings\":[{\"kind\":\"duplicateId\""))
    }
}
