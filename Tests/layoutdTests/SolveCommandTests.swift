import LayoutDocument
import Testing
@testable import layoutd

/// SPEC.md section 1 keeps exit 1 for internal errors; an unreadable file is the user's.
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
