import Glibc
import InterfaceBuilder
import Testing
@testable import layoutd

/// `layoutd render`: its flags, and the files it writes.
@Suite struct RenderCommandTests {
    static func parse(_ args: [String]) throws(UsageError) -> Command {
        try CommandLineParser(environment: [:], cores: 2).parse(args)
    }

    static func fixture(_ name: String, file: String = #filePath) -> String {
        file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/") + "/RenderTests/Fixtures/" + name
    }

    @Test func flags() throws {
        #expect(try Self.parse(["render", "a.xib", "--output", "out"]) == .render(RenderOptions(paths: ["a.xib"], output: "out")))
        #expect(try Self.parse(["render", "--output=out", "a.xib", "b.storyboard", "--scene", "Login", "--devices", "all", "--format", "svg", "--appearance", "dark"])
                == .render(RenderOptions(paths: ["a.xib", "b.storyboard"], scene: "Login", devices: "all", format: .svg, appearance: .dark, output: "out")))
        for bad in [["render", "a.xib"], ["render", "--output", "out"], ["render", "a.xib", "--output"], ["render", "a.xib", "--output", "o", "--format", "gif"],
                    ["render", "a.xib", "--output", "o", "--appearance", "dim"], ["render", "a.xib", "--output", "o", "--size", "2"]] {
            #expect(throws: UsageError.self, "\(bad)") { try Self.parse(bad) }
        }
        #expect(try Self.parse(["render", "--help"]) == .help)
    }

    @Test func writesOnePicturePerSceneAndDevice() throws {
        let out = "/tmp/layoutd-render-\(getpid())/a/b"
        defer { _ = system("rm -rf /tmp/layoutd-render-\(getpid())") }
        let options = RenderOptions(paths: [Self.fixture("Tabs.storyboard")], devices: "retina4_7,retina4_7:landscape", output: out)
        #expect(RenderCommand.run(options) == 0)
        for name in ["Tabs-Set-rt-001-retina4_7.png", "Tabs-Set-rt-001-retina4_7-landscape.png", "Tabs-Pro-rt-001-retina4_7.png", "Tabs-Pro-rt-001-retina4_7-landscape.png"] {
            #expect(access(out + "/" + name, R_OK) == 0, "\(name)")
        }
        #expect(RenderCommand.run(RenderOptions(paths: [Self.fixture("Tabs.storyboard")], scene: "Nope", output: out)) == 2)
        #expect(RenderCommand.run(RenderOptions(paths: ["/nonexistent.xib"], output: out)) == 2)
        #expect(RenderCommand.run(RenderOptions(paths: [Self.fixture("Tabs.storyboard")], devices: "retina99", output: out)) == 2)
        #expect(RenderCommand.run(RenderOptions(paths: [Self.fixture("Tabs.storyboard")], output: "/proc/nope")) == 2)
    }
}
