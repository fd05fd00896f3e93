/// One term of a row: `coef × sym`.
struct RowTerm {
    var sym: Int32
    var coef: Double
}
