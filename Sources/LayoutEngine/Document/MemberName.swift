/// Every member name the request document knows, matched against the tape's bytes
/// without building a String (the decoder looks up several thousand names per request).
/// Which names an object accepts is up to its decoder; the rest are unknown members.
enum MemberName: String, CaseIterable, Sendable {
    case alignment
    case alpha
    case axis
    case baselines
    case bottom
    case children
    case clipsToBounds
    case compressionResistance
    case constant
    case constraints
    case customSpacing
    case directionalLayoutMargins
    case distribution
    case first
    case frame
    case height
    case hidden
    case horizontal
    case huggingPriority
    case id
    case intrinsicSize
    case kind
    case last
    case layoutDirection
    case layoutGuides
    case layoutMargins
    case layoutMarginsRelativeArrangement
    case leading
    case left
    case multiplier
    case points
    case priority
    case relation
    case right
    case root
    case safeAreaInsets
    case scale
    case second
    case sizes
    case spacing
    case top
    case touches
    case trailing
    case userInteractionEnabled
    case vertical
    case width
    case x
    case y

    /// Candidates by name length, so a lookup compares a handful of names at most.
    private static let byLength: [[(utf8: [UInt8], name: MemberName)]] = {
        var table: [[(utf8: [UInt8], name: MemberName)]] = Array(repeating: [], count: 33)
        for name in allCases {
            let utf8 = Array(name.rawValue.utf8)
            table[utf8.count].append((utf8, name))
        }
        return table
    }()

    static func lookup(_ tape: JSONTape, _ key: Int) -> MemberName? {
        let node = tape.nodes[key]
        let length = Int(node.length)
        guard length < byLength.count else { return nil }
        let start = Int(node.start)
        return tape.strings.withUnsafeBufferPointer { strings in
            candidates: for candidate in byLength[length] {
                for i in 0..<length where strings[start + i] != candidate.utf8[i] { continue candidates }
                return candidate.name
            }
            return nil
        }
    }
}
