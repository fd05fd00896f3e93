/// RFC 6901 JSON Pointers, the "where" of every problem the reader reports.
package enum JSONPointer {
    /// One reference token: `~` becomes `~0` and `/` becomes `~1` (in that order, so a
    /// literal "~1" in a key round-trips as "~01").
    package static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return token
        }
        var out = ""
        out.reserveCapacity(token.utf8.count + 4)
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `base` + "/" + the escaped member name.
    /// (One allocation: `base + "/" + x` made an intermediate string for each pointer.)
    package static func appending(_ base: String, _ member: String) -> String {
        let token = escape(member)
        var out = base
        out.reserveCapacity(base.utf8.count + 1 + token.utf8.count)
        out.append("/")
        out.append(token)
        return out
    }

    /// `base` + "/" + an array index.
    package static func appending(_ base: String, _ index: Int) -> String {
        var out = base
        out.reserveCapacity(base.utf8.count + 21)
        out.append("/")
        out.append(String(index))
        return out
    }
}
