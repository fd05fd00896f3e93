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

    /// The command reads the file given, and a configuration it cannot obey is exit 2.
    @Test func theCommandObeysTheFile() throws {
        let dir = "/tmp/layoutd-lint-config-\(getpid())"
        mkdir(dir, 0o755)
        func write(_ name: String, _ text: String) -> String {
            let path = dir + "/" + name
            let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
            _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
            return path
        }
        let fixtures = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/") + "/InterfaceBuilderTests/Fixtures/"
        let conflict = fixtures + "Conflict.storyboard"
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict])) == 3)
        // Every rule the fixture breaks turned off: nothing left to report.
        let quiet = write("quiet.yml", "disabled_rules: [unsatisfiable, misplaced, ambiguous, outside-superview, negative-size, duplicate-constraint, approximation]\n")
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], config: quiet)) == 0)
        let excluded = write("excluded.yml", "excluded: [\(fixtures)]\n")
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], config: excluded)) == 2, "nothing left to lint")
        let bad = write("bad.yml", "disabled_rules: [nonsense]\n")
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], config: bad)) == 2)
        #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [conflict], config: dir + "/missing.yml")) == 2)
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
    let catalog = try #require(LintPaths.assetCatalog([root]))
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
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [root], config: root + "/.layoutd-lint.yml")) == 3)
}

/// `lint --fix` rewrites the file in place, then reports what is left.
@Test func fixRewritesTheFileAndReportsWhatIsLeft() throws {
    let fixtures = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/") + "/InterfaceBuilderTests/Fixtures/"
    let clean = try InputFile.read(fixtures + "EditedConstants.storyboard")
    let edited = String(decoding: clean, as: UTF8.self).replacingAll(
        #"secondAttribute="bottom" constant="8" id="Edt-l2-001""#, with: #"secondAttribute="bottom" constant="21" id="Edt-l2-001""#)
    let path = "/tmp/layoutd-lint-fix-\(getpid()).storyboard"
    #expect(OutputFile.write(Array(edited.utf8), to: path))
    defer { unlink(path) }
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [path])) == 3, "misplaced before the fix")
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [path], fix: true)) == 0, "nothing left after it")
    let fixed = String(decoding: try InputFile.read(path), as: UTF8.self)
    #expect(fixed.contains(#"y="141" width="200" height="30""#))
    #expect(fixed != edited)
    #expect(InterfaceBuilderCommands.lint(LintOptions(paths: [path])) == 0)
    #expect(throws: UsageError.self) { try CommandLineParser(environment: [:], cores: 2).parse(["lint", "-", "--fix"]) }
}

private extension String {
    func replacingAll(_ a: String, with b: String) -> String {
        split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
    }
}
