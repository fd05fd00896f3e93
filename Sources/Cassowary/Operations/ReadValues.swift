/// Reading many values at once: what a layout does after every solve.
extension Solver {
    /// The values of `variables`, in order, in `out` (made as long as `variables`): what
    /// `value(of:)` gives for each, in one pass on raw buffers. A layout reads every
    /// attribute after every solve, and a call per value from another module, each with
    /// its bounds checks, was half of an extra size on the large benchmark families.
    package func values(of variables: [Variable], into out: inout [Double]) {
        // Zeroed first: an uninitialised array is made through unspecialised generic code
        // whose metadata lookup costs more than zeroing a small one.
        if out.count != variables.count {
            out = [Double](filled: 0, count: variables.count)
        }
        out.withUnsafeMutableBufferPointer { read(variables, into: $0) }
    }

    private func read(_ variables: [Variable], into out: UnsafeMutableBufferPointer<Double>) {
        variables.withUnsafeBufferPointer { variables in
            symbols.varSym.withUnsafeBufferPointer { varSym in
                symbols.entries.withUnsafeBufferPointer { entries in
                    tableau.rows.withUnsafeBufferPointer { rows in
                        for k in 0..<variables.count {
                            // As `value(of:)`: 0 for a variable this solver has not made and
                            // for a parametric (nonbasic) one.
                            let i = Int(variables[k].index)
                            var value = 0.0
                            if i >= 0, i < varSym.count {
                                let r = varSym[i] >= 0 ? entries[Int(varSym[i])].rowOf : -1
                                if r >= 0 { value = rows[Int(r)].constant }
                            }
                            out[k] = value
                        }
                    }
                }
            }
        }
    }
}
