import LayoutEngine

/// What importing one IB file gives: the import answer of
/// docs/interface-builder.md#the-import-answer.
package struct ImportAnswer: Sendable {
    /// Which kind of IB file it is, from its document type.
    package enum Kind: String, Sendable { case storyboard, xib }

    /// Storyboard or XIB.
    package var kind: Kind
    /// The file's own device and orientation, read with the metrics of the Xcode that saved it.
    package var screen: Screen
    /// Every scene of the file, in document order.
    package var scenes: [ImportedScene]
}
