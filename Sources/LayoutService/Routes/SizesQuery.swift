/// The `sizes` of a resize by reference, as its query writes them: root sizes separated by
/// commas, each a width, `x` and a height, non-negative decimal numbers
/// (`sizes=390x844,844x390`, `sizes=320.5x480`). Read into the JSON text of the `sizes`
/// value a request document would carry (`[{"width":390,"height":844},…]`), so that the
/// document's own reader checks and hashes it as it would a POSTed one.
enum SizesQuery {
    /// The `sizes` value for `text`; nil when `text` is not a list of sizes so written.
    static func json(_ text: String) -> [UInt8]? {
        var out: [UInt8] = [UInt8(ascii: "[")]
        var entries = 0
        for entry in Array(text.utf8).split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let parts = entry.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
            guard parts.count == 2, isNumber(parts[0]), isNumber(parts[1]) else { return nil }
            if entries > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"width":"#.utf8)
            out.append(contentsOf: parts[0])
            out.append(contentsOf: #","height":"#.utf8)
            out.append(contentsOf: parts[1])
            out.append(UInt8(ascii: "}"))
            entries += 1
        }
        out.append(UInt8(ascii: "]"))
        return entries > 0 ? out : nil
    }

    /// Digits, optionally a point and more digits: a JSON number without sign or exponent.
    private static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        guard let first = bytes.first, isDigit(first) else { return false }
        var sawPoint = false
        var digitsAfterPoint = 0
        for (i, b) in bytes.enumerated() {
            if isDigit(b) {
                if sawPoint { digitsAfterPoint += 1 }
            } else if b == UInt8(ascii: "."), !sawPoint, i > 0 {
                sawPoint = true
            } else {
                return false
            }
        }
        // JSON has no leading zeros ("05"): such a size is not a size as a document writes it.
        let leadingZero = first == UInt8(ascii: "0") && bytes.count > 1 && bytes.dropFirst().first != UInt8(ascii: ".")
        return !leadingZero && (!sawPoint || digitsAfterPoint > 0)
    }
}
