import JSON
import LayoutEngine

extension Limits {
    /// The part of these limits the JSON reader enforces.
    public var json: JSONReader.Limits {
        JSONReader.Limits(maxDepth: maxDepth, maxStringLength: maxStringLength)
    }
}
