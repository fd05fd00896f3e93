import Glibc
import InterfaceBuilder
import Testing
@testable import layoutd

/// `layoutd render`: its flags, and the files it writes.
@Suite struct RenderCommandTests {
    static func fixture(_ name: String, file: String = #filePath) -> String {
        file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/") + "/RenderTests/Fixtures/" + name
    }

    @Test func flags() throws {
        #expect(try parse(["render", "a.xib", "--output", "out"]) as? RenderCommand == RenderCommand(paths: ["a.xib"], output: "out"))
        #expect(try parse(["render", "--output=out", "a.xib", "b.storyboard", "--scene", "Login", "--devices", "all", "--format", "svg", "--appearance", "dark"])
                as? RenderCommand == RenderCommand(paths: ["a.xib", "b.storyboard"], scene: "Login", devices: "all", format: .svg, appearance: .dark, output: "out"))
        for bad in [["render", "a.xib"], ["render", "--output", "out"], ["render", "a.xib", "--output"], ["render", "a.xib", "--output", "o", "--format", "gif"],
                    ["render", "a.xib", "--output", "o", "--appearance", "dim"], ["render", "a.xib", "--output", "o", "--size", "2"],
                    ["render", "a.xib", "--output", "o", "--devices", "retina99"]] {
            #expect(throws: UsageError.self, "\(bad)") { try parse(bad) }
        }
    }

    @Test func writesOnePicturePerSceneAndDevice() throws {
        let out = TestFiles.temporaryFolder("render") + "/a/b"
        let report = RenderCommand(paths: [Self.fixture("Tabs.storyboard")], devices: "retina4_7,retina4_7:landscape", output: out).run()
        #expect(report.status == .success, "\(report.stderr)")
        let names = ["Tabs-Set-rt-001-retina4_7.png", "Tabs-Set-rt-001-retina4_7-landscape.png", "Tabs-Pro-rt-001-retina4_7.png", "Tabs-Pro-rt-001-retina4_7-landscape.png"]
        for name in names { #expect(access(out + "/" + name, R_OK) == 0, "\(name)") }
        #expect(Set(report.stdoutText.split(separator: "\n").map(String.init)) == Set(names.map { out + "/" + $0 }), "each path printed")
        #expect(RenderCommand(paths: [Self.fixture("Tabs.storyboard")], scene: "Nope", output: out).run().status == .badInput)
        #expect(RenderCommand(paths: ["/nonexistent.xib"], output: out).run().status == .badInput)
        #expect(RenderCommand(paths: [Self.fixture("Tabs.storyboard")], output: "/proc/nope").run().status == .badInput)
    }
}
