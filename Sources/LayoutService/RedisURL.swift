/// `redis://[:password@]host[:port][/db]`, the form `--redis` takes.
public struct RedisURL: Sendable, Equatable {
    public init(host: String, port: Int = 6379, database: Int = 0, password: String? = nil) {
        self.host = host
        self.port = port
        self.database = database
        self.password = password
    }

    public var host: String
    public var port: Int
    public var database: Int
    public var password: String?

    /// The accepted form, for help and error text.
    public static let form = "redis://[:password@]host[:port][/db]"

    public struct Invalid: Error, Sendable {
        public var message: String
    }

    public init(parsing text: String) throws(Invalid) {
        guard text.hasPrefix("redis://") else {
            throw Invalid(message: "expected \(RedisURL.form), got '\(text)'")
        }
        var rest = Substring(text.dropFirst("redis://".count))
        password = nil
        if let at = rest.lastIndex(of: "@") {
            let credentials = rest[..<at]
            rest = rest[rest.index(after: at)...]
            let secret = credentials.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).last ?? ""
            password = secret.isEmpty ? nil : String(secret)
        }
        database = 0
        if let slash = rest.firstIndex(of: "/") {
            let db = rest[rest.index(after: slash)...]
            rest = rest[..<slash]
            if !db.isEmpty {
                guard let n = Int(db), n >= 0 else { throw Invalid(message: "the database in '\(text)' is not a number") }
                database = n
            }
        }
        port = 6379
        if let colon = rest.lastIndex(of: ":") {
            guard let n = Int(rest[rest.index(after: colon)...]), (1...65_535).contains(n) else {
                throw Invalid(message: "the port in '\(text)' is not from 1 to 65535")
            }
            port = n
            rest = rest[..<colon]
        }
        guard !rest.isEmpty else { throw Invalid(message: "no host in '\(text)'") }
        host = String(rest)
    }
}
