/// The UIStackView properties of a `kind: "stack"` view (see docs/stack-views.md).
public struct StackProperties: Sendable, Equatable {
    public enum Axis: String, Sendable, Equatable { case horizontal, vertical }

    public enum Distribution: String, Sendable, Equatable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `top` is stored as `.leading` and `bottom` as `.trailing` (they are the same on
    /// either axis).
    public enum Alignment: String, Sendable, Equatable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// Space after the child with that id, in document order.
    public var customSpacing: [(id: String, spacing: Double)]
    public var layoutMarginsRelativeArrangement: Bool

    public init(
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

    public static func == (a: StackProperties, b: StackProperties) -> Bool {
        a.axis == b.axis && a.distribution == b.distribution && a.alignment == b.alignment
            && a.spacing == b.spacing
            && a.customSpacing.elementsEqual(b.customSpacing) { $0.id == $1.id && $0.spacing == $1.spacing }
            && a.layoutMarginsRelativeArrangement == b.layoutMarginsRelativeArrangement
    }
}
