import JSON
import LayoutEngine

extension Problem {
    /// The problem a request document's JSON error is answered with: syntax errors are
    /// 400 malformed-json naming the byte, line and column; errors about a value are
    /// problems of their own kind at the value's pointer.
    package init(_ error: JSONError) {
        switch error.kind {
        case .malformed:
            self.init(.malformedJSON, "\(error.message) at byte \(error.offset)", line: error.line, column: error.column)
        case .duplicateMember:
            self.init(.duplicateMember, error.message, pointer: error.pointer)
        case .nestingTooDeep:
            self.init(.nestingTooDeep, error.message, pointer: error.pointer)
        case .stringTooLong:
            self.init(.stringTooLong, error.message, pointer: error.pointer)
        case .numberOutOfRange:
            self.init(.invalidValue, error.message, pointer: error.pointer)
        }
    }
}
