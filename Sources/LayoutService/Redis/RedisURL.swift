/// `redis://[[user]:password@]host[:port][/db]`, the form `--redis` takes. With a user,
/// the connection authenticates as that Redis 6 ACL user (`AUTH user password`).
package struct RedisURL: Sendable, Equatable {
    /// A URL from its parts; nothing is checked.
    package init(host: String, port: Int = 6379, database: Int = 0, user: String? = nil, password: String? = nil) {
        self.host = host
        self.port = port
        self.database = database
        self.user = user
        self.password = password
    }

    /// The Redis server's name or address.
    package var host: String
    /// Its TCP port; 6379 when the URL names none.
    package var port: Int
    /// The logical database `SELECT`ed after connecting; 0 by default.
    package var database: Int
    /// The ACL user to authenticate as; nil authenticates with the password alone.
    package var user: String?
    /// The password for `AUTH`; nil skips authentication.
    package var password: String?

    /// The accepted form, for help and error text.
    package static let form = "redis://[[user]:password@]host[:port][/db]"

    /// Why a `--redis` value is not a Redis URL; the URL is quoted without its password.
    package struct Invalid: Error, Sendable {
        /// What is wrong and how it should be written, for the operator.
        package var message: String
    }

    /// Reads a URL of the form `RedisURL.form`.
    /// - Throws: `Invalid` when the scheme is not `redis://`, a user has no password, the
    ///   database or port is not a number in range, or there is no host.
    package init(parsing text: String) throws(Invalid) {
        // Messages quote the URL without its password: they end up on stderr and in logs.
        let shown = RedisURL.redacted(text)
        guard text.hasPrefix("redis://") else {
            throw Invalid(message: "expected \(RedisURL.form), got '\(shown)'")
        }
        var rest = Substring(text.dropFirst("redis://".count))
        user = nil
        password = nil
        if let at = rest.lastIndex(of: "@") {
            let credentials = rest[..<at]
            rest = rest[rest.index(after: at)...]
            guard let colon = credentials.firstIndex(of: ":") else {
                throw Invalid(message: "'\(shown)' names a user without a password; write redis://user:password@host (or redis://:password@host)")
            }
            let name = credentials[..<colon]
            let secret = credentials[credentials.index(after: colon)...]
            if !name.isEmpty && secret.isEmpty {
                throw Invalid(message: "'\(shown)' names the user '\(name)' without a password")
            }
            user = name.isEmpty ? nil : String(name)
            password = secret.isEmpty ? nil : String(secret)
        }
        database = 0
        if let slash = rest.firstIndex(of: "/") {
            let db = rest[rest.index(after: slash)...]
            rest = rest[..<slash]
            if !db.isEmpty {
                guard let n = Int(db), n >= 0 else { throw Invalid(message: "the database in '\(shown)' is not a number") }
                database = n
            }
        }
        port = 6379
        if let colon = rest.lastIndex(of: ":") {
            guard let n = Int(rest[rest.index(after: colon)...]), (1...65_535).contains(n) else {
                throw Invalid(message: "the port in '\(shown)' is not from 1 to 65535")
            }
            port = n
            rest = rest[..<colon]
        }
        guard !rest.isEmpty else { throw Invalid(message: "no host in '\(shown)'") }
        host = String(rest)
    }

    /// `text` with the password, if any, replaced by `***`.
    static func redacted(_ text: String) -> String {
        guard text.hasPrefix("redis://"), let at = text.lastIndex(of: "@") else { return text }
        let start = text.index(text.startIndex, offsetBy: "redis://".count)
        guard start <= at, let colon = text[start..<at].firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}
