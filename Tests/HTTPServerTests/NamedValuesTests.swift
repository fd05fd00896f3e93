import HTTPServer
import Testing

/// `NamedValues` behaves as the dictionary it stands in for: set, replace, remove, look up,
/// and compare without regard to order.
@Test func namedValuesActAsADictionaryOfStrings() {
    var values = NamedValues()
    #expect(values["hash"] == nil && values.count == 0 && values == [:])
    values["hash"] = "abc"
    values["cache"] = "hit"
    values["other"] = "x"
    #expect(values["hash"] == "abc" && values["cache"] == "hit" && values["other"] == "x" && values.count == 3)
    values["cache"] = "miss"
    values["hash"] = "def"
    #expect(values == ["other": "x", "cache": "miss", "hash": "def"], "order does not matter")
    #expect(values != ["other": "x", "cache": "miss", "hash": "abc"] && values != ["other": "x", "cache": "miss"])
    values["hash"] = nil
    #expect(values["hash"] == nil && values["cache"] == "miss" && values.count == 2)
    values["other"] = nil
    values["cache"] = nil
    #expect(values.count == 0 && values == NamedValues())
    let literal: NamedValues = ["a": "1", "a": "2"]
    #expect(literal["a"] == "2" && literal.count == 1, "a repeated name keeps its last value")
}
