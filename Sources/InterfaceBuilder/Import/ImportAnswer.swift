import LayoutEngine

/// What importing one IB file gives: the import answer of
/// docs/interface-builder.md#the-import-answer.
public struct ImportAnswer: Sendable {
    /// Which kind of IB file it is, from its document type.
    public enum Kind: String, Sendable { case storyboard, xib }

    /// Storyboard or XIB.
    public var kind: Kind
    /// The file's own device and orientation, read with the metrics of the Xcode that saved it.
    public var screen: Screen
    /// Every scene of the file, in document order.
    public var scenes: [ImportedScene]
}
