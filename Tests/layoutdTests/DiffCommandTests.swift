import Glibc
import InterfaceBuilder
import Testing
@testable import layoutd

/// `layoutd diff`: its flags, exit codes, and the pictures it writes.
@Suite struct DiffCommandTests {
    static let form = RenderCommandTests.fixture("Edits/Form.storyboard")

    @Test func flags() throws {
        #expect(try parse(["diff", "old.xib", "new.xib"]) as? DiffCommand == DiffCommand(old: "old.xib", new: "new.xib"))
        #expect(try parse(["diff", "-", "new.xib", "--format=markdown", "--pictures", "p", "--devices", "all", "--appearance", "dark"]) as? DiffCommand
                == DiffCommand(old: "-", new: "new.xib", devices: "all", format: .markdown, pictures: "p", appearance: .dark))
        for bad in [["diff", "a.xib"], ["diff", "a", "b", "c"], ["diff", "-", "-"], ["diff", "a", "b", "--format", "html"],
                    ["diff", "a", "b", "--pictures"], ["diff", "a", "b", "--scene", "x"]] {
            #expect(throws: UsageError.self, "\(bad)") { try parse(bad) }
        }
    }

    @Test func exitCodesAndPictures() throws {
        let dir = TestFiles.temporaryFolder("diff")
        let old = String(decoding: try InputFile.read(Self.form), as: UTF8.self)
        let new = TestFiles.write(old.split(separator: #"constant="20" id="Frm-c01-001""#, omittingEmptySubsequences: false)
            .joined(separator: #"constant="40" id="Frm-c01-001""#), to: dir + "/Form.storyboard")
        #expect(DiffCommand(old: Self.form, new: Self.form).run().status == .success, "nothing changed")
        let json = DiffCommand(old: Self.form, new: new, format: .json).run()
        #expect(json.status == .changed && json.status.rawValue == 1, "something did")
        #expect(json.stdoutText.hasPrefix(#"[{"scene":"Frm-rt-001","device":"retina6_12","view":"Frm-ttl-001","change":"moved""#))
        let markdown = DiffCommand(old: Self.form, new: new, format: .markdown, pictures: dir + "/pictures").run()
        #expect(markdown.status == .changed)
        for suffix in ["before", "after", "changes"] {
            let picture = "\(dir)/pictures/Form-Frm-rt-001-retina6_12-\(suffix).png"
            #expect(access(picture, R_OK) == 0 && markdown.stdoutText.contains(picture), "\(suffix)")
        }
        #expect(DiffCommand(old: "/nonexistent.storyboard", new: new).run().status == .badInput)
        let bad = TestFiles.write("<document/>", to: dir + "/bad.xib")
        let refused = DiffCommand(old: Self.form, new: bad).run()
        #expect(refused.status == .badInput && refused.stderr.first?.hasPrefix(bad + ":1:1: error:") == true, "\(refused.stderr)")
    }
}
