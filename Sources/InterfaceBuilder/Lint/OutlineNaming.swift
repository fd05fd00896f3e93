/// Messages as a person reads them: each view id in a finding's message followed by
/// nothing but itself (`_2I5-jL-jQr extends outside oXk-la-xaY`) becomes the view's name in
/// Xcode's document outline with the id after it (`Label - Settings (_2I5-jL-jQr) extends
/// outside View (oXk-la-xaY)`). Text and GitHub annotations print these; JSON, SARIF and
/// baselines keep the ids alone, so a baseline holds whatever a view is called.
enum OutlineNaming {
    /// `message` with every id that `names` knows replaced by its described name.
    static func named(_ message: String, _ names: [String: OutlineName]) -> String {
        guard !names.isEmpty else { return message }
        var out = ""
        var token = ""
        func flush() {
            if let name = names[token] { out += name.described(id: token) } else { out += token }
            token = ""
        }
        for c in message {
            if c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-") {
                token.append(c)
            } else {
                flush()
                out.append(c)
            }
        }
        flush()
        return out
    }
}
