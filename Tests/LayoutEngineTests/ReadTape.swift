import JSON
import LayoutEngine

/// `JSONReader.read` under the engine's limits, its errors as the engine answers them:
/// for tests whose other steps throw `Problem` too.
func readTape(_ bytes: [UInt8], limits: Limits = .default) throws(Problem) -> JSONTape {
    do {
        return try JSONReader.read(bytes, limits: limits.json)
    } catch {
        throw Problem(error)
    }
}
