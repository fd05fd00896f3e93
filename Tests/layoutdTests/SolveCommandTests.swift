import LayoutDocument
import Testing
@testable import layoutd

/// Exit 1 is kept for internal errors (docs/server.md#running); an unreadable file is the user's.
@Test(arguments: [false, true])
func anUnreadableFileExitsTwo(picture: Bool) {
    #expect(SolveCommand.run(path: "/nonexistent/layoutd-test.json", picture: picture) == 2)
}

@Test(arguments: [(false, "layoutd solve: cannot open /x: "), (true, "layoutd svg: cannot open /x: ")])
func readFailuresNameTheCommandRun(picture: Bool, prefix: String) {
    do {
        _ = try InputFile.read("/x")
        Issue.record("read /x")
    } catch {
        #expect(SolveCommand.readFailure(error, picture: picture).hasPrefix(prefix))
    }
}
