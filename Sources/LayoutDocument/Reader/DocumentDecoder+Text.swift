import JSON
import LayoutEngine
import Typesetting

/// The text members of labels, buttons and fields (docs/text.md#members).
extension DocumentDecoder {
    static let textMembers = "text, font, numberOfLines, lineBreakMode, preferredMaxLayoutWidth"

    /// The members `kind` takes beyond every view's, for an unknown member's message.
    static func textMembers(for kind: ViewKind) -> String {
        switch kind {
        case .label: return textMembers
        case .button: return textMembers + ", contentEdgeInsets"
        case .textField: return textMembers + ", placeholder"
        default: return ""
        }
    }

    /// Whether `name` is a text member; the caller decodes it with `decodeTextMember`.
    static func isTextMember(_ name: MemberName?) -> Bool {
        switch name {
        case .text, .font, .numberOfLines, .lineBreakMode, .preferredMaxLayoutWidth, .contentEdgeInsets, .placeholder:
            return true
        default:
            return false
        }
    }

    /// One text member of the view in `draft`; refused on a kind without text.
    func decodeTextMember(_ name: MemberName?, _ k: Int, _ m: Int, into draft: inout ViewDraft) throws(Problem) {
        let kind = draft.view.kind
        guard TextContent.isAllowed(on: kind) else {
            throw Problem(
                .unknownMember,
                "\"\(tape.string(k))\" is for views of kind \"label\", \"button\" or \"textField\"; this view's kind is \"\(kind.rawValue)\"",
                pointer: pointer(k))
        }
        var content = draft.view.text ?? TextContent()
        switch name {
        case .text:
            content.text = try string(m)
        case .font:
            content.font = try decodeFont(m)
        case .numberOfLines:
            guard kind == .label else { throw onlyOn("label", k) }
            let n = try number(m)
            guard n >= 0, n <= 1_000_000, n == n.rounded() else {
                throw Problem(.invalidValue, "numberOfLines is a whole number of 0 (no limit) or more", pointer: pointer(m))
            }
            content.numberOfLines = Int(n)
        case .lineBreakMode:
            content.lineBreakMode = try decodeEnum(m, pointer: pointer(m), LineBreakMode.allCases)
        case .preferredMaxLayoutWidth:
            guard kind == .label else { throw onlyOn("label", k) }
            content.preferredMaxLayoutWidth = try nonNegative(m)
        case .contentEdgeInsets:
            guard kind == .button else { throw onlyOn("button", k) }
            content.contentEdgeInsets = try decodeInsets(m, pointer: pointer(m), default: 0)
        default:
            guard kind == .textField else { throw onlyOn("textField", k) }
            content.placeholder = try string(m)
        }
        draft.view.text = content
    }

    private func onlyOn(_ kind: String, _ k: Int) -> Problem {
        Problem(.unknownMember, "\"\(tape.string(k))\" is only for views of kind \"\(kind)\"", pointer: pointer(k))
    }

    /// `{"textStyle"}`, `{"system", "weight", "italic"}` or `{"name", "size"}`.
    func decodeFont(_ v: Int) throws(Problem) -> FontDescriptor {
        try expect(v, .object)
        var style: TextStyle?
        var system: Double?
        var weight: FontWeight?
        var italic: Bool?
        var name: String?
        var size: Double?
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            switch MemberName.lookup(tape, k) {
            case .textStyle: style = try decodeEnum(m, pointer: pointer(m), TextStyle.allCases)
            case .system: system = try fontSize(m)
            case .weight: weight = try decodeEnum(m, pointer: pointer(m), FontWeight.allCases)
            case .italic: italic = try bool(m)
            case .name:
                let text = try string(m)
                guard !text.isEmpty else { throw Problem(.invalidValue, "a font name cannot be empty", pointer: pointer(m)) }
                name = text
            case .size: size = try fontSize(m)
            default:
                throw unknownMember(tape.string(k), pointer: pointer(k), expected: "textStyle; system, weight, italic; or name, size")
            }
        }
        let kinds = (style != nil ? 1 : 0) + (system != nil ? 1 : 0) + (name != nil ? 1 : 0)
        if kinds == 0 {
            throw Problem(.missingMember, "a font gives \"textStyle\", \"system\" (a size) or \"name\"", pointer: pointer(v))
        }
        if kinds > 1 {
            throw Problem(.invalidValue, "a font gives one of \"textStyle\", \"system\" and \"name\", not several", pointer: pointer(v))
        }
        if system == nil, weight != nil || italic != nil {
            throw Problem(.invalidValue, "\"weight\" and \"italic\" go with \"system\"", pointer: pointer(v))
        }
        if name == nil, size != nil {
            throw Problem(.invalidValue, "\"size\" goes with \"name\"; a system font gives its size as \"system\"", pointer: pointer(v))
        }
        if let style { return .textStyle(style) }
        if let system { return .system(size: system, weight: weight ?? .regular, italic: italic ?? false) }
        guard let size, let name else {
            throw Problem(.missingMember, "a named font needs its \"size\"", pointer: pointer(v))
        }
        return .named(name, size: size)
    }

    /// A point size above 0 and at most 1000 (UIKit's fonts stop long before).
    private func fontSize(_ v: Int) throws(Problem) -> Double {
        let size = try number(v)
        guard size > 0, size <= 1000 else {
            throw Problem(.invalidValue, "a font size is above 0 and at most 1000 points", pointer: pointer(v))
        }
        return size
    }
}

extension DocumentDecoder {
    /// `"textRelease": "iOS 17"`: one of the releases `TextRelease` knows (docs/text.md#releases).
    func decodeTextRelease(_ v: Int) throws(Problem) -> TextRelease {
        let text = try string(v)
        guard let release = TextRelease(name: text) else {
            let known = TextRelease.allCases.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw Problem(.invalidValue, "\"\(text)\" is not an iOS release layoutd measures text as: one of \(known)",
                          pointer: "/textRelease")
        }
        return release
    }
}
