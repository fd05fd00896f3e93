/// Internal kinds of tableau symbols. Externals are unrestricted; slacks and errors are >= 0;
/// dummies are fixed at 0 (they mark required equalities) and never enter the basis.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}
