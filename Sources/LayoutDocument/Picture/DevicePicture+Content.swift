import LayoutEngine
import Typesetting

/// What a view draws inside its bounds: its image, its control, its text.
extension DevicePicture {
    mutating func drawContent(_ view: View, in r: Rect, tint: Color) {
        guard r.width > 0, r.height > 0 else { return }
        let a = view.appearance
        if let control = a?.control { drawControl(control, view: view, in: r, tint: tint) }
        if let image = a?.image, view.text == nil || texts[view.id]?.lines.isEmpty != false {
            drawImage(image, mode: a?.contentMode ?? (view.kind == .button ? .center : .scaleToFill), in: r, tint: tint)
        }
        if let drawn = texts[view.id] { drawText(view, drawn, in: r, tint: tint) }
    }

    /// The text's lines where the measure put them: the first baseline from the frame's
    /// top, one line height apart, across as the view aligns them, each spaced to its
    /// measured width (the stand-in's letters are not San Francisco's), clipped to the frame.
    mutating func drawText(_ view: View, _ drawn: DrawnText, in r: Rect, tint: Color) {
        guard !drawn.lines.isEmpty, let content = view.text else { return }
        let a = view.appearance
        var style = fontStyle(view, content, drawn)
        let isPlaceholder = view.kind == .textField && (content.text ?? "").isEmpty
        var color = a?.textColor ?? (view.kind == .button ? tint : palette.label)
        if isPlaceholder { color = palette.placeholder }
        if case .button(let buttonStyle) = a?.control {
            if buttonStyle == .filled && a?.textColor == nil { color = .white }
            if buttonStyle != .plain { style.weight = max(style.weight, 500) }
        }
        let alignment = a?.textAlignment ?? (drawn.centred ? .center : .natural)
        let (x, anchor): (Double, String)
        switch alignment {
        case .center: (x, anchor) = (r.x + r.width / 2, "middle")
        case .right: (x, anchor) = (r.x + r.width - drawn.left, "end")
        case .natural, .left, .justified:
            (x, anchor) = document.layoutDirection == .rightToLeft && alignment == .natural
                ? (r.x + r.width - drawn.left, "end") : (r.x + drawn.left, "start")
        }
        canvas.beginClip(r)
        for (i, line) in drawn.lines.enumerated() {
            if i < drawn.spacing.count { style.tracking = drawn.spacing[i] }
            canvas.text(line, x: x, y: r.y + drawn.firstBaseline + Double(i) * drawn.lineHeight, font: style, color: color, anchor: anchor)
        }
        canvas.out += "</g>\n"
    }

    /// The face the text was measured with, as fontconfig names it.
    func fontStyle(_ view: View, _ content: TextContent, _ drawn: DrawnText) -> DrawingFontStyle {
        var descriptor = content.font ?? TextContent.defaultFont(for: view.kind)
        if substituted.contains(view.id), case .named(_, let size) = descriptor {
            descriptor = .system(size: size, weight: .regular, italic: false)
        }
        let f = DrawingFont(descriptor, category: document.contentSizeCategory)
        // A named font the server lacks falls back to Inter.
        let family = f.family == "Inter" ? "Inter" : "\(f.family), Inter"
        return DrawingFontStyle(family: family, size: drawn.pointSize > 0 ? drawn.pointSize : f.size, weight: f.weight,
                                italic: f.italic, tracking: f.tracking)
    }

    /// An image fitted as UIKit's content modes fit it; an SF Symbol, or an image the
    /// asset catalogs beside the file lack, as a labelled placeholder.
    mutating func drawImage(_ image: ImageName, mode: ContentMode, in r: Rect, tint: Color) {
        guard !image.symbol, let id = imageIds[image.name], let found = images[image.name] else {
            drawPlaceholder(image, in: r, tint: tint)
            return
        }
        let placed = Self.place(found.size, in: r, mode: mode)
        guard placed.width > 0, placed.height > 0 else { return }
        canvas.out += "<use xlink:href=\"#\(id)\" transform=\"translate(\(SVGCanvas.n(placed.x)) \(SVGCanvas.n(placed.y))) scale(\(SVGCanvas.n(placed.width)) \(SVGCanvas.n(placed.height)))\"/>\n"
    }

    /// Where an image of `size` (points) lies in `r` for a content mode.
    static func place(_ size: Size, in r: Rect, mode: ContentMode) -> Rect {
        guard size.width > 0, size.height > 0 else { return r }
        switch mode {
        case .scaleToFill, .redraw:
            return r
        case .scaleAspectFit, .scaleAspectFill:
            let sx = r.width / size.width, sy = r.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: r.x + (r.width - w) / 2, y: r.y + (r.height - h) / 2, width: w, height: h)
        default:
            let name = mode.rawValue.lowercased()
            let x = name.contains("left") ? r.x : name.contains("right") ? r.x + r.width - size.width : r.x + (r.width - size.width) / 2
            let y = name.hasPrefix("top") ? r.y : name.hasPrefix("bottom") ? r.y + r.height - size.height : r.y + (r.height - size.height) / 2
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// A rounded frame with the image's name inside: an SF Symbol in the tint, a missing
    /// image in grey with a cross.
    mutating func drawPlaceholder(_ image: ImageName, in r: Rect, tint: Color) {
        let color = image.symbol ? tint : palette.gray
        var faint = color
        faint.alpha = 40
        canvas.rect(r, radius: min(6, min(r.width, r.height) / 4), SVGCanvas.fill(faint) + SVGCanvas.stroke(color, width: 1))
        if !image.symbol {
            canvas.line(r.x, r.y, r.x + r.width, r.y + r.height, SVGCanvas.stroke(faint, width: 1))
            canvas.line(r.x + r.width, r.y, r.x, r.y + r.height, SVGCanvas.stroke(faint, width: 1))
        }
        let size = min(10, max(5, r.height / 3))
        guard r.width >= size * 2 else { return }
        canvas.beginClip(r)
        canvas.text(image.name, x: r.x + r.width / 2, y: r.y + r.height / 2 + size * 0.35, font: .system(size, weight: 500),
                    color: color, anchor: "middle")
        canvas.out += "</g>\n"
    }
}
