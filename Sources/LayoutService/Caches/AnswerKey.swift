import InterfaceBuilder
import LayoutEngine
import LayoutPipeline

/// What an answer in `AnswerCache` is filed under. Layout answers, imports and lints share
/// the cache's memory but not a key space: each kind of answer is its own case, so a key of
/// one kind can never be spelled to equal another's (they were once all strings, told apart
/// by an "import:" or "lint:" prefix).
package enum AnswerKey: Hashable, Sendable {
    /// A layout answer, by its document's hash.
    case layout(LayoutHash)
    /// `POST /v1/import`'s answer for a file (by the SHA-256 of its bytes) with a text option.
    case imported(file: FileDigest, text: TextSizes)
    /// `POST /v1/lint`'s answer for a file at these devices with these text variants.
    case lint(file: FileDigest, devices: [Placement], variants: [TextVariant])
    /// The PNG of a layout's first size (`Accept: image/png`), by its document's hash: a case
    /// of its own, so the JSON answer of the same hash is never sent for a picture, nor the
    /// picture for JSON.
    case layoutPicture(LayoutHash)
    /// The PNG of the first scene of `POST /v1/import`'s file with a text option, beside
    /// (never in place of) that file's import answer.
    case importPicture(file: FileDigest, text: TextSizes)

    /// The SHA-256 of a request body (a storyboard or XIB), its 32 bytes.
    package struct FileDigest: Hashable, Sendable {
        package var bytes: [UInt8]

        package init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// A device in an orientation, as a lint key names it.
    package struct Placement: Hashable, Sendable {
        package var device: String
        package var orientation: Orientation

        package init(_ choice: DeviceChoice) {
            device = choice.device.id
            orientation = choice.orientation
        }
    }

    /// A byte that spreads keys evenly over shards: the last of a digest, which is random.
    var shardByte: UInt8 {
        switch self {
        case .layout(let hash), .layoutPicture(let hash): return hash.text.utf8.last ?? 0
        case .imported(let file, _), .lint(let file, _, _), .importPicture(let file, _): return file.bytes.last ?? 0
        }
    }

    /// Roughly the bytes the key itself holds, for the cache's bound.
    var cost: Int {
        switch self {
        case .layout(let hash), .layoutPicture(let hash): return hash.text.utf8.count
        case .imported, .importPicture: return 40
        case .lint(_, let devices, let variants): return 40 + 24 * (devices.count + variants.count)
        }
    }
}
