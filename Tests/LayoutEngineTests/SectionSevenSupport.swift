@testable import LayoutEngine

/// Solves request JSON the way the service does (reader, then every layout).
func solveJSON(_ json: String) throws(Problem) -> (Document, [Layout]) {
    let document = try DocumentReader.read(Array(json.utf8)).document
    return (document, try LayoutSystem.solve(document))
}

/// The problem reading or solving `json` raises, nil when it solves.
func problemOf(_ json: String) -> Problem? {
    do {
        _ = try solveJSON(json)
        return nil
    } catch {
        return error
    }
}

extension Layout {
    /// The answered frame of `id` (superview space).
    func frame(_ id: String) -> Rect? {
        frames.first { $0.id == id }?.rect
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
