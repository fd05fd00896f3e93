import JSON
import LayoutEngine

/// Every member name the request document knows, matched against the tape's bytes
/// without building a String (the decoder looks up several thousand names per request).
/// Which names an object accepts is up to its decoder; the rest are unknown members.
enum MemberName: String, CaseIterable, Sendable {
    case alignment
    case alignmentInsets
    case alpha
    case appearance
    case designFrame
    case autoresizingMask
    case axis
    case baselines
    case bottom
    case children
    case clipsToBounds
    case compressionResistance
    case constant
    case constraints
    case contentEdgeInsets
    case contentSizeCategory
    case customSpacing
    case device
    case directionalLayoutMargins
    case distribution
    case first
    case flexible
    case font
    case frame
    case height
    case hidden
    case horizontal
    case huggingPriority
    case id
    case insetsLayoutMarginsFromSafeArea
    case intrinsicSize
    case italic
    case kind
    case last
    case layoutDirection
    case layoutGuides
    case layoutMargins
    case layoutMarginsRelativeArrangement
    case leading
    case left
    case lineBreakMode
    case multiplier
    case name
    case numberOfLines
    case orientation
    case placeholder
    case points
    case preferredMaxLayoutWidth
    case preservesSuperviewLayoutMargins
    case priorities
    case priority
    case referenceSize
    case relation
    case right
    case root
    case safeAreaInsets
    case scale
    case second
    case size
    case sizes
    case spacing
    case system
    case text
    case textRelease
    case textStyle
    case top
    case touches
    case trailing
    case userInteractionEnabled
    case vertical
    case weight
    case width
    case x
    case y

    /// A switch on the length, then byte comparisons with literals: no table, so no
    /// array retained or indexed per lookup (the decoder looks up several thousand names
    /// per request). Generated from the cases above; keep the two in step.
    static func lookup(_ tape: JSONTape, _ key: Int) -> MemberName? {
        let node = tape.nodes[key]
        return tape.strings.withUnsafeBufferPointer { strings in
            let name = UnsafeBufferPointer(rebasing: strings[Int(node.start)..<Int(node.start + node.length)])
            @inline(__always)
            func eq(_ literal: StaticString) -> Bool {
                let p = literal.utf8Start
                for i in 0..<name.count where name[i] != p[i] { return false }
                return true
            }
            switch name.count {
            case 1:
                if eq("x") { return .x }
                if eq("y") { return .y }
                return nil
            case 2:
                if eq("id") { return .id }
                return nil
            case 3:
                if eq("top") { return .top }
                return nil
            case 4:
                if eq("axis") { return .axis }
                if eq("kind") { return .kind }
                if eq("last") { return .last }
                if eq("left") { return .left }
                if eq("root") { return .root }
                if eq("font") { return .font }
                if eq("name") { return .name }
                if eq("size") { return .size }
                if eq("text") { return .text }
                return nil
            case 5:
                if eq("alpha") { return .alpha }
                if eq("first") { return .first }
                if eq("frame") { return .frame }
                if eq("right") { return .right }
                if eq("scale") { return .scale }
                if eq("sizes") { return .sizes }
                if eq("width") { return .width }
                return nil
            case 6:
                if eq("bottom") { return .bottom }
                if eq("device") { return .device }
                if eq("height") { return .height }
                if eq("hidden") { return .hidden }
                if eq("points") { return .points }
                if eq("second") { return .second }
                if eq("italic") { return .italic }
                if eq("system") { return .system }
                if eq("weight") { return .weight }
                return nil
            case 7:
                if eq("leading") { return .leading }
                if eq("spacing") { return .spacing }
                if eq("touches") { return .touches }
                return nil
            case 8:
                if eq("children") { return .children }
                if eq("constant") { return .constant }
                if eq("priority") { return .priority }
                if eq("relation") { return .relation }
                if eq("trailing") { return .trailing }
                if eq("flexible") { return .flexible }
                if eq("vertical") { return .vertical }
                return nil
            case 9:
                if eq("alignment") { return .alignment }
                if eq("baselines") { return .baselines }
                if eq("textStyle") { return .textStyle }
                return nil
            case 10:
                if eq("horizontal") { return .horizontal }
                if eq("appearance") { return .appearance }
                if eq("multiplier") { return .multiplier }
                if eq("priorities") { return .priorities }
                return nil
            case 11:
                if eq("constraints") { return .constraints }
                if eq("designFrame") { return .designFrame }
                if eq("orientation") { return .orientation }
                if eq("placeholder") { return .placeholder }
                if eq("textRelease") { return .textRelease }
                return nil
            case 12:
                if eq("distribution") { return .distribution }
                if eq("layoutGuides") { return .layoutGuides }
                return nil
            case 13:
                if eq("clipsToBounds") { return .clipsToBounds }
                if eq("customSpacing") { return .customSpacing }
                if eq("intrinsicSize") { return .intrinsicSize }
                if eq("layoutMargins") { return .layoutMargins }
                if eq("referenceSize") { return .referenceSize }
                if eq("lineBreakMode") { return .lineBreakMode }
                if eq("numberOfLines") { return .numberOfLines }
                return nil
            case 14:
                if eq("safeAreaInsets") { return .safeAreaInsets }
                return nil
            case 15:
                if eq("alignmentInsets") { return .alignmentInsets }
                if eq("huggingPriority") { return .huggingPriority }
                if eq("layoutDirection") { return .layoutDirection }
                return nil
            case 16:
                if eq("autoresizingMask") { return .autoresizingMask }
                return nil
            case 17:
                if eq("contentEdgeInsets") { return .contentEdgeInsets }
                return nil
            case 19:
                if eq("contentSizeCategory") { return .contentSizeCategory }
                return nil
            case 21:
                if eq("compressionResistance") { return .compressionResistance }
                return nil
            case 22:
                if eq("userInteractionEnabled") { return .userInteractionEnabled }
                return nil
            case 23:
                if eq("preferredMaxLayoutWidth") { return .preferredMaxLayoutWidth }
                return nil
            case 24:
                if eq("directionalLayoutMargins") { return .directionalLayoutMargins }
                return nil
            case 31:
                if eq("insetsLayoutMarginsFromSafeArea") { return .insetsLayoutMarginsFromSafeArea }
                if eq("preservesSuperviewLayoutMargins") { return .preservesSuperviewLayoutMargins }
                return nil
            case 32:
                if eq("layoutMarginsRelativeArrangement") { return .layoutMarginsRelativeArrangement }
                return nil
            default:
                return nil
            }
        }
    }
}
