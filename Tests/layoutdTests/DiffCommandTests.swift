import Glibc
import InterfaceBuilder
import Testing
@testable import layoutd

/// `layoutd diff`: its flags, exit codes, and the pictures it writes.
@Suite struct DiffCommandTests {
    static func parse(_ args: [String]) throws(UsageError) -> Command {
        try CommandLineParser(environment: [:], cores: 2).parse(args)
    }

    static let form = RenderCommandTests.fixture("Edits/Form.storyboard")

    @Test func flags() throws {
        #expect(try Self.parse(["diff", "old.xib", "new.xib"]) == .diff(DiffOptions(old: "old.xib", new: "new.xib")))
        #expect(try Self.parse(["diff", "-", "new.xib", "--format=markdown", "--pictures", "p", "--devices", "all", "--appearance", "dark"])
                == .diff(DiffOptions(old: "-", new: "new.xib", devices: "all", format: .markdown, pictures: "p", appearance: .dark)))
        for bad in [["diff", "a.xib"], ["diff", "a", "b", "c"], ["diff", "-", "-"], ["diff", "a", "b", "--format", "html"],
                    ["diff", "a", "b", "--pictures"], ["diff", "a", "b", "--scene", "x"]] {
            #expect(throws: UsageError.self, "\(bad)") { try Self.parse(bad) }
        }
    }

    @Test func exitCodesAndPictures() throws {
        let dir = "/tmp/layoutd-diff-\(getpid())"
        mkdir(dir, 0o755)
        defer { _ = system("rm -rf \(dir)") }
        let old = try InputFile.read(Self.form)
        let edited = String(decoding: old, as: UTF8.self).split(separator: #"constant="20" id="Frm-c01-001""#, omittingEmptySubsequences: false)
            .joined(separator: #"constant="40" id="Frm-c01-001""#)
        let new = dir + "/Form.storyboard"
        #expect(OutputFile.write(Array(edited.utf8), to: new))
        #expect(DiffCommand.run(DiffOptions(old: Self.form, new: Self.form)) == 0, "nothing changed")
        #expect(DiffCommand.run(DiffOptions(old: Self.form, new: new, format: .json)) == 1, "something did")
        #expect(DiffCommand.run(DiffOptions(old: Self.form, new: new, format: .markdown, pictures: dir + "/pictures")) == 1)
        for suffix in ["before", "after", "changes"] {
            #expect(access("\(dir)/pictures/Form-Frm-rt-001-retina6_12-\(suffix).png", R_OK) == 0, "\(suffix)")
        }
        #expect(DiffCommand.run(DiffOptions(old: "/nonexistent.storyboard", new: new)) == 2)
        #expect(DiffCommand.run(DiffOptions(old: Self.form, new: new, devices: "nope")) == 2)
        #expect(OutputFile.write(Array("<document/>".utf8), to: dir + "/bad.xib"))
        #expect(DiffCommand.run(DiffOptions(old: Self.form, new: dir + "/bad.xib")) == 2)
    }
}
