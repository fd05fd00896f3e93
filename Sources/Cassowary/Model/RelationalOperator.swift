/// The relation between a constraint's expression and 0.
package enum RelationalOperator: Sendable {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual
}
