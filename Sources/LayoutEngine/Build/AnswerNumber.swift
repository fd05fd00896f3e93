import Support

/// Numbers in names are spelled as answers spell them (docs/requests.md#constraint-names), so one
/// function owns that spelling.
enum AnswerNumber {
    static func text(_ v: Double) -> String { NumberFormat.decimal(v) }
}
