/// The terms of an `Expression`: up to four held inline, more in an array.
///
/// A layout constraint has two to four terms (an edge minus another, or two centres each
/// an edge plus half a length). As an array, each constraint's terms were a heap block of
/// their own, made by the builder, copied into the solver's record and freed with the
/// system: for a 106-view screen about 700 of a cold request's 1,160 allocations. Inline,
/// a constraint is a plain value until it has a fifth term. Coefficients and variables
/// are kept apart so that a constraint stays within 128 bytes, which the compiler copies
/// with a few moves instead of a call to memcpy.
package struct Terms: Sendable {
    @usableFromInline static let inlineCapacity = 4

    @usableFromInline var coefficients = InlineArray<4, Double>(repeating: 0)
    @usableFromInline var variables = InlineArray<4, Int32>(repeating: -1)
    /// Every term once there are more than `inlineCapacity` (the inline ones then unused).
    @usableFromInline var spill: [Term]? = nil
    @usableFromInline var inlineCount: UInt8 = 0

    /// No terms.
    @inlinable package init() {}

    /// The terms of `array`, in order.
    package init(_ array: [Term]) {
        if array.count > Terms.inlineCapacity {
            spill = array
        } else {
            for k in array.indices { append(array[k]) }
        }
    }

    /// Appends `term`, moving every term to an array when it is the fifth.
    @inlinable package mutating func append(_ term: Term) {
        let n = Int(inlineCount)
        if spill == nil && n < Terms.inlineCapacity {
            coefficients[n] = term.coefficient
            variables[n] = term.variable.index
            inlineCount += 1
        } else {
            appendSpilling(term)
        }
    }

    /// `append` past the inline terms: the array, made on the fifth term.
    @usableFromInline mutating func appendSpilling(_ term: Term) {
        if spill == nil { spillInline(reserving: 2 * Terms.inlineCapacity) }
        spill!.append(term)
    }

    /// Moves the inline terms into the array, made with room for `capacity`.
    private mutating func spillInline(reserving capacity: Int) {
        var all: [Term] = []
        all.reserveCapacity(capacity)
        for k in 0..<Int(inlineCount) { all.append(self[k]) }
        spill = all
        inlineCount = 0
    }

    /// Appends every term of `other`, in order.
    @inlinable package mutating func append(contentsOf other: Terms) {
        for k in 0..<other.count { append(other[k]) }
    }

    /// Room for `count` terms: only a count above the inline four makes the array.
    package mutating func reserveCapacity(_ count: Int) {
        guard count > Terms.inlineCapacity else { return }
        if spill == nil {
            spillInline(reserving: count)
        } else {
            spill!.reserveCapacity(count)
        }
    }

    /// Removes the terms whose coefficient is exactly zero, keeping the others' order.
    @inlinable package mutating func removeZeroCoefficients() {
        if spill != nil {
            spill!.removeAll { $0.coefficient == 0 }
            return
        }
        var kept = 0
        for k in 0..<Int(inlineCount) where coefficients[k] != 0 {
            coefficients[kept] = coefficients[k]
            variables[kept] = variables[k]
            kept += 1
        }
        inlineCount = UInt8(kept)
    }

    /// The index of the first term on `v`, or nil.
    @inlinable package func firstIndex(of v: Variable) -> Int? {
        for k in 0..<count where self[k].variable == v { return k }
        return nil
    }

    /// Bytes on the heap: the array's, once there is one (a 32-byte header and the terms).
    package var heapBytes: Int {
        guard let spill else { return 0 }
        return 32 + spill.capacity * MemoryLayout<Term>.stride
    }
}

extension Terms: RandomAccessCollection, MutableCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { spill?.count ?? Int(inlineCount) }

    @inlinable package subscript(position: Int) -> Term {
        @inline(__always) get {
            if let spill { return spill[position] }
            precondition(position >= 0 && position < Int(inlineCount), "Terms index out of range")
            return Term(Variable(index: variables[position]), coefficients[position])
        }
        @inline(__always) set {
            if spill != nil {
                spill![position] = newValue
                return
            }
            precondition(position >= 0 && position < Int(inlineCount), "Terms index out of range")
            coefficients[position] = newValue.coefficient
            variables[position] = newValue.variable.index
        }
    }
}

extension Terms: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: Term...) { self.init(elements) }
}
