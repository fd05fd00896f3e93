import Testing
@testable import HTTPServer

/// `HTTPRequest`: the request-target split into path and query.
@Suite struct HTTPRequestTests {
    @Test func targetSplitsIntoPathAndQuery() {
        #expect(splitTarget("/a/b?x=1&y") == ("/a/b", "x=1&y"))
        #expect(splitTarget("/a") == ("/a", nil))
        #expect(splitTarget("/a?") == ("/a", ""))
        #expect(splitTarget("http://h:1/p?q") == ("/p", "q"))
        #expect(splitTarget("http://h") == ("/", nil))
        #expect(splitTarget("http://h?q") == ("/", "q"))
    }
}
