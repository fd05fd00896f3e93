import Glibc
@testable import InterfaceBuilder
import Testing
@testable import layoutd

/// `.layoutd-lint.yml`: what it sets, and an error naming every mistake in it.
@Suite struct LintConfigFileTests {
    private func parse(_ text: String) throws(LintConfigFile.Error) -> LintConfigFile {
        try LintConfigFile.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> LintConfigFile.Error? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyKeyIsRead() throws {
        let config = try parse("""
            # the team's lint settings
            disabled_rules: [misplaced]
            opt_in_rules:
              - small-touch-target
              - offscreen
            excluded: [Legacy, ./App/Old.xib]
            included: [App]
            devices: [retina4_0, "retina6_12:landscape"]
            ambiguous:
              severity: error
            """)
        #expect(config.rules.disabledRules == [.misplaced])
        #expect(config.rules.optInRules == [.smallTouchTarget, .offscreen])
        #expect(config.rules.severities == [.ambiguous: .error])
        #expect(config.devices == "retina4_0,retina6_12:landscape")
        #expect(config.rules.enabledRules.contains(.offscreen) && !config.rules.enabledRules.contains(.misplaced))
        #expect(config.admits("App/Main.storyboard"))
        #expect(config.admits("./App/Views/Cell.xib"))
        #expect(!config.admits("App/Old.xib"))
        #expect(!config.admits("Legacy/A.xib"))
        #expect(!config.admits("Other/B.xib"), "not under an included path")
        #expect(!config.admits("AppKit/C.xib"), "a prefix of a name is not a folder")
        #expect(try parse("devices: all").devices == "all")
        #expect(try parse("content_sizes: [extraSmall, accessibilityLarge]").contentSizes == "extraSmall,accessibilityLarge")
        #expect(try parse("") == LintConfigFile())
    }

    @Test(arguments: [
        ("disabled_rule: [misplaced]", 1, "unknown key disabled_rule; did you mean 'disabled_rules'?"),
        ("disabled_rules: [misplaced, ambigous]", 1, "disabled_rules: unknown rule ambigous; did you mean 'ambiguous'?"),
        ("opt_in_rules: [ambiguous]", 1, "opt_in_rules: ambiguous is on by default"),
        ("excluded: Pods", 1, "excluded is a list"),
        ("devices: [nokia3310]", 1, "devices: unknown device nokia3310"),
        ("content_sizes: [large, acessibilityLarge]", 1, "content_sizes: unknown content size acessibilityLarge; did you mean 'accessibilityLarge'?"),
        ("devices: [retina4_0]\nambiguous:\n  severity: fatal", 3, "ambiguous: severity is error, warning or note"),
        ("ambiguous:\n  level: error", 2, "ambiguous: unknown setting level"),
        // libyaml finds the missing ] at the end of the input.
        ("disabled_rules: [a, b", 2, "did not find expected"),
        ("- just\n- a list", 1, "the configuration is a mapping"),
    ])
    func mistakesAreNamedWhereTheyAre(text: String, line: Int, message: String) {
        let e = error(text)
        #expect(e?.message.hasPrefix(message) == true, "\(e?.message ?? "accepted")")
        #expect(e?.line == line)
    }

    /// The command reads the file given, and a configuration it cannot obey is exit 2, with
    /// the mistake at its line and column.
    @Test func theCommandObeysTheFile() throws {
        let dir = TestFiles.temporaryFolder("lint-config")
        let fixtures = TestFiles.fixture("")
        let conflict = fixtures + "Conflict.storyboard"
        #expect(run(["lint", conflict]).status == .findings)
        // Every rule the fixture breaks turned off: nothing left to report.
        let quiet = TestFiles.write("disabled_rules: [unsatisfiable, misplaced, ambiguous, outside-superview, negative-size, duplicate-constraint, approximation]\n", to: dir + "/quiet.yml")
        #expect(run(["lint", conflict, "--config", quiet]) == CommandReport())
        let excluded = TestFiles.write("excluded: [\(fixtures)]\n", to: dir + "/excluded.yml")
        #expect(run(["lint", conflict, "--config", excluded])
            == CommandReport(stderr: ["layoutd lint: no .storyboard or .xib file to lint in \(conflict)"], status: .badInput), "nothing left to lint")
        let bad = TestFiles.write("disabled_rules: [nonsense]\n", to: dir + "/bad.yml")
        #expect(run(["lint", conflict, "--config", bad])
            == CommandReport(stderr: ["\(bad):1:18: error: disabled_rules: unknown rule nonsense; `layoutd lint --list-rules` lists them"], status: .badInput))
        #expect(run(["lint", conflict, "--config", dir + "/missing.yml"])
            == CommandReport(stderr: ["layoutd lint: --config: cannot open \(dir)/missing.yml: No such file or directory"], status: .badInput))
    }
}

/// `image-resource` and `color-resource` against the asset catalogs of the folder linted.
@Test func assetNamesAreLookedUpInTheCatalogsOfTheFolder() throws {
    let root = "/tmp/layoutd-lint-assets-\(getpid())"
    for dir in ["", "/App", "/App/Assets.xcassets", "/App/Assets.xcassets/logo.imageset", "/App/Assets.xcassets/Brand.colorset",
                "/App/Assets.xcassets/Icons", "/App/Assets.xcassets/Icons/star.imageset", "/Pods", "/Pods/Lib.xcassets",
                "/Pods/Lib.xcassets/gone.imageset"] {
        mkdir(root + dir, 0o755)
    }
    func write(_ path: String, _ text: String) {
        let fd = open(root + path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
    write("/App/Assets.xcassets/Icons/Contents.json", "{\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n")
    let catalog = try #require(LintPaths.assetCatalog([root], in: WorkingDirectory(TestFiles.neutralFolder)))
    #expect(catalog.images == ["logo", "Icons/star"], "Pods is skipped; a namespace folder prefixes")
    #expect(catalog.colors == ["Brand"])
    let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="22505" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <imageView image="logo" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
                        <imageView image="gone" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
                        <imageView image="Icons/star" id="c"><rect key="frame" x="0" y="0" width="10" height="10"/>
                            <color key="tintColor" name="Gone"/>
                        </imageView>
                    </subviews>
                </view>
            </objects>
            <resources>
                <image name="logo" width="10" height="10"/>
                <image name="gone" width="10" height="10"/>
                <image name="Icons/star" width="10" height="10"/>
                <image name="xmark" catalog="system" width="10" height="10"/>
                <namedColor name="Brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                <namedColor name="Gone"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            </resources>
        </document>
        """
    var configuration = LintConfiguration()
    configuration.optInRules = [.imageResource, .colorResource]
    let report = try Linter.lint(Array(storyboard.utf8), configuration: configuration, assets: catalog)
    let found = report.fileFindings.filter { $0.rule == .imageResource || $0.rule == .colorResource }
    #expect(found.map(\.subject) == ["gone", "Gone"])
    #expect(found.map(\.line) == [7, 9], "at the first use, not the resources entry")
    // Off by default; without a catalog the rules do not run.
    #expect(try Linter.lint(Array(storyboard.utf8), assets: catalog).fileFindings.allSatisfy { $0.rule != .imageResource })
    #expect(try Linter.lint(Array(storyboard.utf8), configuration: configuration).fileFindings.allSatisfy { $0.rule != .imageResource })
    write("/App/Main.xib", storyboard)
    write("/.layoutd-lint.yml", "opt_in_rules: [image-resource, color-resource]\n")
    let linted = run(["lint", root, "--config", root + "/.layoutd-lint.yml"])
    #expect(linted.status == .findings)
    #expect(linted.stdoutText.contains("\(root)/App/Main.xib:7:") && linted.stdoutText.contains("[image-resource]"))
    #expect(linted.stderr.isEmpty)
    let noCatalog = run(["lint", root + "/App/Main.xib", "--config", root + "/.layoutd-lint.yml"])
    #expect(noCatalog.stderr == ["layoutd lint: image-resource and color-resource look names up in the .xcassets of the folders linted, and there is none in \(root)/App/Main.xib"])
}

/// `lint --fix` rewrites the file in place, then reports what is left.
@Test func fixRewritesTheFileAndReportsWhatIsLeft() throws {
    let fixtures = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/") + "/InterfaceBuilderTests/Fixtures/"
    let edited = TestFiles.read(fixtures + "EditedConstants.storyboard").replacingAll(
        #"secondAttribute="bottom" constant="8" id="Edt-l2-001""#, with: #"secondAttribute="bottom" constant="21" id="Edt-l2-001""#)
    let path = TestFiles.write(edited, to: TestFiles.temporaryFolder("lint-fix") + "/Edited.storyboard")
    #expect(run(["lint", path]).status == .findings, "misplaced before the fix")
    #expect(run(["lint", path, "--fix"]) == CommandReport(stderr: ["layoutd lint: \(path): updated 2 saved frames"]), "nothing left after it")
    let fixed = TestFiles.read(path)
    #expect(fixed.contains(#"y="141" width="200" height="30""#))
    #expect(fixed != edited)
    #expect(run(["lint", path]) == CommandReport())
}

private extension String {
    func replacingAll(_ a: String, with b: String) -> String {
        split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
    }
}
