import JSON
import LayoutEngine
import Support

/// A view's `appearance` (docs/requests.md#appearance): what pictures draw. Layout never
/// reads it, so every refusal here is about the value alone. Its members are looked up by
/// their text, not `MemberName`: few documents carry one, and those few views.
extension DocumentDecoder {
    static let appearanceMembers =
        "backgroundColor, tintColor, textColor, textAlignment, cornerRadius, borderWidth, borderColor, image, contentMode, control"

    func decodeAppearance(_ v: Int) throws(Problem) -> Appearance? {
        try expect(v, .object)
        var a = Appearance()
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            switch tape.string(k) {
            case "backgroundColor": a.backgroundColor = try color(m)
            case "tintColor": a.tintColor = try color(m)
            case "textColor": a.textColor = try color(m)
            case "borderColor": a.borderColor = try color(m)
            case "textAlignment": a.textAlignment = try decodeEnum(m, pointer: pointer(m), TextAlignment.allCases)
            case "cornerRadius": a.cornerRadius = try nonNegative(m)
            case "borderWidth": a.borderWidth = try nonNegative(m)
            case "contentMode": a.contentMode = try decodeEnum(m, pointer: pointer(m), ContentMode.allCases)
            case "image": a.image = try decodeImageName(m)
            case "control": a.control = try decodeControl(m)
            default: throw unknownMember(tape.string(k), pointer: pointer(k), expected: Self.appearanceMembers)
            }
        }
        // An appearance that says only defaults says nothing, as text members do.
        return a.isEmpty ? nil : a
    }

    /// `#rrggbb` or `#rrggbbaa` (sRGB).
    func color(_ v: Int) throws(Problem) -> Color {
        let text = try string(v)
        guard let c = Color(hex: text) else {
            throw Problem(
                .invalidValue, "\"\(text)\" is not a colour; write sRGB as \"#rrggbb\" or \"#rrggbbaa\" (hex digits, alpha last)",
                pointer: pointer(v))
        }
        return c
    }

    /// `{"name", "symbol"}`.
    func decodeImageName(_ v: Int) throws(Problem) -> ImageName {
        try expect(v, .object)
        var name: String?
        var symbol = false
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            switch tape.string(k) {
            case "name":
                let text = try string(m)
                guard !text.isEmpty else { throw Problem(.invalidValue, "an image name cannot be empty", pointer: pointer(m)) }
                name = text
            case "symbol": symbol = try bool(m)
            default: throw unknownMember(tape.string(k), pointer: pointer(k), expected: "name, symbol")
            }
        }
        guard let name else { throw missing("name", in: pointer(v)) }
        return ImageName(name: name, symbol: symbol)
    }

    /// `{"type", ...}`: the members each type takes are in `controlMembers`.
    func decodeControl(_ v: Int) throws(Problem) -> ControlAppearance {
        try expect(v, .object)
        guard let t = tape.member(v, "type") else { throw missing("type", in: pointer(v)) }
        let type = try string(t)
        guard let allowed = Self.controlMembers[type] else {
            throw Problem(
                .invalidValue,
                "\"\(type)\" is not a control type; the types are \(ControlAppearance.types.map { "\"\($0)\"" }.joined(separator: ", "))",
                pointer: pointer(t))
        }
        var numbers: [String: (value: Double, node: Int)] = [:]
        var style: String?
        var on = false
        var onTint: Color?
        var segments: [String] = []
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = tape.string(k)
            if name == "type" { return }
            guard allowed.contains(name) else {
                let list = allowed.isEmpty ? "no other member" : allowed.joined(separator: ", ")
                throw Problem(
                    .unknownMember, "\"\(name)\" is not a member of a control of type \"\(type)\", which takes \(list)",
                    pointer: pointer(k))
            }
            switch name {
            case "style", "borderStyle": style = try string(m)
            case "on": on = try bool(m)
            case "onTintColor": onTint = try color(m)
            case "segments":
                try expect(m, .array)
                try tape.forEachElement(m) { (_, e) throws(Problem) in segments.append(try string(e)) }
            default: numbers[name] = (try number(m), m)
            }
        }
        func fraction(_ name: String) throws(Problem) -> Double {
            guard let (value, node) = numbers[name] else { return 0 }
            guard value >= 0, value <= 1 else {
                throw Problem(.invalidValue, "\(name) is a fraction from 0 to 1, not \(NumberFormat.es6(value))", pointer: pointer(node))
            }
            return value
        }
        func whole(_ name: String, in range: ClosedRange<Int>, fallback: Int?) throws(Problem) -> Int? {
            guard let (value, node) = numbers[name] else { return fallback }
            guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
                throw Problem(
                    .invalidValue, "\(name) is a whole number from \(range.lowerBound) to \(range.upperBound), not \(NumberFormat.es6(value))",
                    pointer: pointer(node))
            }
            return Int(value)
        }
        func option<E: RawRepresentable>(_ cases: [E], default d: E) throws(Problem) -> E where E.RawValue == String {
            guard let style else { return d }
            guard let value = E(rawValue: style) else {
                let node = tape.member(v, "style") ?? tape.member(v, "borderStyle") ?? v
                throw Problem(
                    .invalidValue, "\"\(style)\" is not one of \(cases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))",
                    pointer: pointer(node))
            }
            return value
        }
        switch type {
        case "button": return .button(try option(ButtonStyle.allCases, default: .plain))
        case "switch": return .toggle(on: on, onTint: onTint)
        case "slider": return .slider(value: try fraction("value"))
        case "progressView": return .progress(value: try fraction("value"))
        case "segmentedControl":
            if segments.isEmpty, let node = numbers["selected"]?.node {
                throw Problem(.invalidValue, "selected names a segment, and there are none", pointer: pointer(node))
            }
            let selected = try whole("selected", in: 0...max(segments.count - 1, 0), fallback: nil)
            return .segmentedControl(segments: segments, selected: selected)
        case "activityIndicator":
            let size = try option(["medium", "large"].compactMap(ActivitySize.init(rawValue:)), default: .medium)
            return .activityIndicator(large: size == .large)
        case "textField": return .textField(try option(FieldBorder.allCases, default: .roundedRect))
        case "pageControl":
            let pages = try whole("pages", in: 0...1000, fallback: 3) ?? 3
            let current = try whole("current", in: 0...max(pages - 1, 0), fallback: 0) ?? 0
            return .pageControl(pages: pages, current: current)
        default: return .stepper
        }
    }

    /// The members each control type takes besides `type`.
    static let controlMembers: [String: [String]] = [
        "button": ["style"], "switch": ["on", "onTintColor"], "slider": ["value"], "progressView": ["value"],
        "segmentedControl": ["segments", "selected"], "activityIndicator": ["style"], "textField": ["borderStyle"],
        "pageControl": ["pages", "current"], "stepper": [],
    ]

    private enum ActivitySize: String { case medium, large }
}
