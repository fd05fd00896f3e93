/// The UIStackView properties of a `kind: "stack"` view (see docs/stack-views.md).
package struct StackProperties: Sendable, Equatable {
    /// The direction the arranged subviews are laid out along.
    package enum Axis: String, Sendable, Equatable { case horizontal, vertical }

    /// How arranged subviews share the length along the axis (docs/stack-views.md#along-the-axis-distribution).
    package enum Distribution: String, Sendable, Equatable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `top` is stored as `.leading` and `bottom` as `.trailing` (they are the same on
    /// either axis).
    package enum Alignment: String, Sendable, Equatable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    /// The stack's axis.
    package var axis: Axis
    /// Sizing along the axis.
    package var distribution: Distribution
    /// Placement across the axis.
    package var alignment: Alignment
    /// Space between neighbouring visible arranged subviews (a minimum for equalSpacing and equalCentering).
    package var spacing: Double
    /// Space after the child with that id, in document order.
    package var customSpacing: [(id: String, spacing: Double)]
    /// Arranges within the stack's layout margins instead of its bounds.
    package var layoutMarginsRelativeArrangement: Bool

    /// UIStackView's defaults for every property left out.
    package init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, customSpacing: [(id: String, spacing: Double)] = [],
        layoutMarginsRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
    }

    /// Equal when every property is; written out because tuples are not Equatable.
    package static func == (a: StackProperties, b: StackProperties) -> Bool {
        a.axis == b.axis && a.distribution == b.distribution && a.alignment == b.alignment
            && a.spacing == b.spacing
            && a.customSpacing.elementsEqual(b.customSpacing) { $0.id == $1.id && $0.spacing == $1.spacing }
            && a.layoutMarginsRelativeArrangement == b.layoutMarginsRelativeArrangement
    }
}
