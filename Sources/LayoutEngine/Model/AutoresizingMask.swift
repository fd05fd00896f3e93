/// UIView.autoresizingMask with the superview size the frame was set at
/// (docs/requests.md#fixed-frames-and-autoresizing-masks): how a view with a fixed `frame` follows its superview.
package struct AutoresizingMask: Sendable, Equatable {
    /// UIKit's flag names, in UIViewAutoresizing's bit order.
    package enum Flexible: String, Sendable, Equatable, CaseIterable {
        case flexibleLeftMargin, flexibleWidth, flexibleRightMargin
        case flexibleTopMargin, flexibleHeight, flexibleBottomMargin
    }

    /// The flexible parts, each once, in `Flexible.allCases` order.
    package var flexible: [Flexible]
    /// The superview's size when the frame was set.
    package var referenceSize: Size

    /// A mask of `flexible` (duplicates and order ignored) set at superview size `referenceSize`.
    package init(flexible: [Flexible], referenceSize: Size) {
        self.flexible = Flexible.allCases.filter(flexible.contains)
        self.referenceSize = referenceSize
    }

    /// One axis of a frame under the mask: the offset and length at a superview length of
    /// `reference + delta` are `origin + originShare × delta` and `length + lengthShare × delta`.
    struct AxisRule: Equatable {
        var originShare: Double
        var lengthShare: Double
    }

    /// As UIKit shares a superview's change among the flexible parts: in proportion to
    /// their lengths at the reference size, equally when those are all 0; fixed parts keep
    /// their length. `leading` and `trailing` are the margins' lengths, `length` the view's.
    static func rule(leading: (Double, Bool), length: (Double, Bool), trailing: (Double, Bool)) -> AxisRule {
        let parts = [leading, length, trailing]
        let flexibleCount = parts.filter(\.1).count
        guard flexibleCount > 0 else { return AxisRule(originShare: 0, lengthShare: 0) }
        let total = parts.filter(\.1).reduce(0) { $0 + $1.0 }
        func share(_ part: (Double, Bool)) -> Double {
            guard part.1 else { return 0 }
            return total != 0 ? part.0 / total : 1 / Double(flexibleCount)
        }
        return AxisRule(originShare: share(leading), lengthShare: share(length))
    }

    func horizontalRule(frame: Rect) -> AxisRule {
        AutoresizingMask.rule(
            leading: (frame.x, flexible.contains(.flexibleLeftMargin)),
            length: (frame.width, flexible.contains(.flexibleWidth)),
            trailing: (referenceSize.width - frame.x - frame.width, flexible.contains(.flexibleRightMargin)))
    }

    func verticalRule(frame: Rect) -> AxisRule {
        AutoresizingMask.rule(
            leading: (frame.y, flexible.contains(.flexibleTopMargin)),
            length: (frame.height, flexible.contains(.flexibleHeight)),
            trailing: (referenceSize.height - frame.y - frame.height, flexible.contains(.flexibleBottomMargin)))
    }
}
