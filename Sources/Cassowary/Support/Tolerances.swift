/// Coefficients smaller than this are treated as zero (kiwi's policy).
let coefficientEpsilon = 1e-8
/// A required system whose least residual exceeds this is infeasible (docs/requests.md#conflicts).
let residualTolerance = 1e-6

@inline(__always) func nearZero(_ x: Double) -> Bool { x < coefficientEpsilon && x > -coefficientEpsilon }
