/// Two columns of help: the left padded to one width, or on a line of its own when longer.
enum HelpColumns {
    static let width = 36

    static func line(_ left: String, _ right: String) -> String {
        let indented = "  " + left
        if indented.count < width - 1 {
            return indented + String(repeating: " ", count: width - indented.count) + right
        }
        return indented + "\n" + String(repeating: " ", count: width) + right
    }
}
