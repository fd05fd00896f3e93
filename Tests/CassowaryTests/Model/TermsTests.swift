import Testing
@testable import Cassowary

private func pairs(_ terms: Terms) -> [String] {
    terms.map { "\($0.variable.index):\($0.coefficient)" }
}

@Test func termsKeepOrderInlineAndPastFour() {
    var terms = Terms()
    for k: Int32 in 0..<4 { terms.append(Term(Variable(index: k), Double(k) + 0.5)) }
    #expect(terms.count == 4 && terms.heapBytes == 0)       // four inline, nothing on the heap
    terms.append(Term(Variable(index: 9), -1))
    #expect(terms.count == 5 && terms.heapBytes > 0)        // the fifth moves them to an array
    #expect(pairs(terms) == ["0:0.5", "1:1.5", "2:2.5", "3:3.5", "9:-1.0"])
    terms[4].coefficient = 2
    #expect(terms[4].coefficient == 2)
    #expect(pairs(Terms([Term(Variable(index: 1)), Term(Variable(index: 2), 3)])) == ["1:1.0", "2:3.0"])
}

@Test func termsDropExactZerosAndFindTheirFirstVariable() {
    var inline: Terms = [Term(Variable(index: 1), 0), Term(Variable(index: 2), 1e-300), Term(Variable(index: 1), 2)]
    #expect(inline.firstIndex(of: Variable(index: 1)) == 0 && inline.firstIndex(of: Variable(index: 7)) == nil)
    inline.removeZeroCoefficients()
    #expect(pairs(inline) == ["2:1e-300", "1:2.0"])
    var spilled = Terms((0..<6).map { Term(Variable(index: Int32($0)), Double($0 % 2)) })
    spilled.removeZeroCoefficients()
    #expect(pairs(spilled) == ["1:1.0", "3:1.0", "5:1.0"])
}

/// The reason for keeping coefficients and variables apart (see `Terms`): a constraint of
/// at most 128 bytes is copied in a few moves, without a call to memcpy.
@Test func aConstraintFitsIn128Bytes() {
    #expect(MemoryLayout<Constraint>.size <= 128)
}
