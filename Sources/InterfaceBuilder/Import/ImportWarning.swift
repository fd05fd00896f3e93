/// Something approximated or left out, at a line of the file.
package struct ImportWarning: Sendable, Equatable {
    /// 1-based line of the element the warning concerns.
    package var line: Int
    /// What was approximated or left out, and why.
    package var message: String
    /// The view it concerns, by its id in the document, when it concerns one view (lint's
    /// notes on guessed sizes): what a tool matches it to, where the line is for people.
    package var item: String?

    /// A warning at `line` saying `message`, about `item` when given.
    package init(line: Int, message: String, item: String? = nil) {
        self.line = line
        self.message = message
        self.item = item
    }
}
