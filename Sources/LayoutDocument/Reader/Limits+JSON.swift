import JSON
import LayoutEngine

extension Limits {
    /// The part of these limits the JSON reader enforces.
    package var json: JSONReader.Limits {
        JSONReader.Limits(maxDepth: maxDepth, maxStringLength: maxStringLength)
    }
}
