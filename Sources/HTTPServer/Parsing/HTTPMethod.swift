/// A request method (RFC 9110 section 9). Methods are case-sensitive tokens (`get` is not
/// `GET`), and any token is one, so the set is open: the methods of RFC 9110 and PATCH are
/// cases, compared without a string comparison, and every other token is `.other`, which
/// never holds one of their names (`init` sees to that), so equal methods are equal values.
package enum HTTPMethod: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    case get, head, post, put, delete, options, patch, connect, trace
    /// A method named by any other token.
    case other(String)

    /// The method `name` spells (case-sensitively).
    package init(_ name: String) {
        switch name {
        case "GET": self = .get
        case "HEAD": self = .head
        case "POST": self = .post
        case "PUT": self = .put
        case "DELETE": self = .delete
        case "OPTIONS": self = .options
        case "PATCH": self = .patch
        case "CONNECT": self = .connect
        case "TRACE": self = .trace
        default: self = .other(name)
        }
    }

    package init(stringLiteral name: String) { self.init(name) }

    /// The method of a request line's token, read from its bytes: a request's method is read
    /// on every request, and the common ones need no string made.
    init(token: Slice<UnsafeBufferPointer<UInt8>>) {
        let b = UnsafeBufferPointer(rebasing: token)
        switch b.count {
        case 3 where b[0] == 0x47 && b[1] == 0x45 && b[2] == 0x54: self = .get  // GET
        case 4 where b[0] == 0x50 && b[1] == 0x4F && b[2] == 0x53 && b[3] == 0x54: self = .post  // POST
        case 4 where b[0] == 0x48 && b[1] == 0x45 && b[2] == 0x41 && b[3] == 0x44: self = .head  // HEAD
        default: self.init(String(decoding: b, as: UTF8.self))
        }
    }

    /// The token as a request line spells it.
    package var name: String {
        switch self {
        case .get: return "GET"
        case .head: return "HEAD"
        case .post: return "POST"
        case .put: return "PUT"
        case .delete: return "DELETE"
        case .options: return "OPTIONS"
        case .patch: return "PATCH"
        case .connect: return "CONNECT"
        case .trace: return "TRACE"
        case .other(let name): return name
        }
    }

    package var description: String { name }
}
