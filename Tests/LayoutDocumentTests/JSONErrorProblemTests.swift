@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// The JSON reader's errors as the engine answers them: the problem kinds, details,
/// pointers and positions of docs/requests.md#errors, exactly as before the reader had
/// an error type of its own.
@Suite struct JSONErrorProblemTests {
    func problem(_ text: String, limits: Limits = .default) -> Problem? {
        do {
            _ = try DocumentReader.scan(Array(text.utf8), limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func errorsAboutValuesAreProblemsAtTheirPointer() throws {
        let number = try #require(problem(#"{"a/b": {"m~n": [0, 1e999]}}"#))
        #expect(number == Problem(.invalidValue, "the number 1e999 is beyond the range of a double", pointer: "/a~1b/m~0n/1"))
        let duplicate = try #require(problem(#"{"a": {"b": [{"c": 1, "d": 2, "c": 3}]}}"#))
        #expect(duplicate == Problem(.duplicateMember, "member \"c\" appears more than once", pointer: "/a/b/0/c"))
        let deep = try #require(problem(#"{"a":{"a":{"a":1}}}"#, limits: Limits(maxDepth: 2)))
        #expect(deep == Problem(.nestingTooDeep, "JSON nested more than 2 levels deep", pointer: "/a/a"))
        let long = try #require(problem(#"{"k": ["abcd"]}"#, limits: Limits(maxStringLength: 3)))
        #expect(long == Problem(.stringTooLong, "a string of 4 characters; at most 3 are allowed", pointer: "/k/0"))
        let name = try #require(problem(#"{"long": 1}"#, limits: Limits(maxStringLength: 3)))
        #expect(name == Problem(.stringTooLong, "a member name of 4 characters; at most 3 are allowed", pointer: "/long"))
    }

    @Test func syntaxErrorsAreMalformedJSONWithTheirByte() throws {
        let p = try #require(problem("{\"é\": nope}"))
        #expect(p == Problem(.malformedJSON, "invalid literal, expected 'null' at byte 7", line: 1, column: 7))
    }
}
