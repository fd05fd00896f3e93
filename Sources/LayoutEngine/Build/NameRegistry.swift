/// Hands out unique names: the second use of a name becomes `name#2`, and so on.
struct NameRegistry: Sendable {
    private var uses: [String: Int] = [:]

    mutating func unique(_ name: String) -> String {
        let n = (uses[name] ?? 0) + 1
        uses[name] = n
        return n == 1 ? name : name + "#" + String(n)
    }
}
