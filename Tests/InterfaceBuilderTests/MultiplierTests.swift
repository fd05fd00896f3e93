@testable import InterfaceBuilder
import Testing

@Suite struct MultiplierTests {
    @Test(arguments: [("0.5", 0.5), ("2:3", 2.0 / 3), ("2/3", 2.0 / 3), ("35%", 0.35), ("1", 1.0), ("1: 1", 1.0), (" 16 / 9 ", 16.0 / 9)])
    func spellings(text: String, value: Double) {
        #expect(SceneBuilder.multiplier(text) == value)
    }

    @Test(arguments: ["1:0", "a/b", "0", "0%", "%", "nan", "1:", ":2", " ", "1 : 0"])
    func refused(text: String) {
        #expect(SceneBuilder.multiplier(text) == nil)
    }
}
