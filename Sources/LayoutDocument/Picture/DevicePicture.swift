import LayoutEngine
import Support
import Typesetting

/// A picture of one layout as the device shows it (docs/requests.md#pictures-of-scenes):
/// every visible view with its appearance (background, corners, border, image, control,
/// text in its measured lines), clipped where the view clips, under the scene's chrome
/// (status bar, bars, home indicator). Hidden views and their subviews are left out.
///
/// The SVG's user space is in points and its size in pixels: the picture is exactly the
/// scene's size at the document's scale, with no margin or legend, so that two pictures of
/// one scene compare pixel for pixel. `SVGRenderer` is the other picture, of the frames
/// themselves, for debugging a layout.
package struct DevicePicture {
    let document: Document
    let layout: Layout
    let chrome: SceneChrome
    let images: [String: PictureImage]
    let outlines: [PictureOutline]
    let scale: Double
    var canvas = SVGCanvas()
    /// The frames of the layout by id, in their superview's space.
    var frames: [String: Rect] = [:]
    var texts: [String: DrawnText] = [:]
    /// Views whose font the measurer lacked: drawn with the system font that measured them.
    var substituted: Set<String> = []
    /// Embedded images by name, each once, as the id of its `<image>` in `<defs>`.
    var imageIds: [String: String] = [:]

    /// The picture's size in pixels: its size in points at `scale`, rounded. A side past a
    /// billion pixels (a hand-edited file's frame can be any finite number) is held there,
    /// which the rasterizer then refuses by name instead of the conversion trapping.
    package static func pixelSize(_ size: Size, scale: Int) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let v = (points * Double(scale)).rounded()
            guard v.isFinite else { return 1 }
            return max(1, Int(min(v, 1e9)))
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// The SVG of `layout`, one of `document`'s layouts, with `chrome` around it (nil: the
    /// root alone, at the layout's size), `images` by the names views give, and `outlines`
    /// over everything.
    package static func svg(_ document: Document, _ layout: Layout, chrome: SceneChrome? = nil,
                            images: [String: PictureImage] = [:], outlines: [PictureOutline] = []) -> [UInt8] {
        var picture = DevicePicture(document: document, layout: layout, chrome: chrome ?? .bare(layout.size),
                                    images: images, outlines: outlines, scale: Double(document.scale ?? 1))
        return Array(picture.draw().utf8)
    }

    /// The scale a document is drawn at: its own, else 1.
    package static func scale(of document: Document) -> Int { document.scale ?? 1 }

    init(document: Document, layout: Layout, chrome: SceneChrome, images: [String: PictureImage],
         outlines: [PictureOutline] = [], scale: Double) {
        self.document = document
        self.layout = layout
        self.chrome = chrome
        self.images = images
        self.outlines = outlines
        self.scale = scale
        frames.reserveCapacity(layout.frames.count)
        for f in layout.frames { frames[f.id] = f.rect }
        for t in layout.texts { if let d = t.drawn { texts[t.id] = d } }
        for d in layout.diagnostics { if case .fontSubstituted(let item, _, _) = d { substituted.insert(item) } }
    }

    mutating func draw() -> String {
        let size = chrome.size
        let (pw, ph) = Self.pixelSize(size, scale: Int(scale))
        canvas.out.reserveCapacity(4096 + layout.frames.count * 160)
        canvas.out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        canvas.out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        canvas.out += " width=\"\(pw)\" height=\"\(ph)\" viewBox=\"0 0 \(SVGCanvas.n(size.width)) \(SVGCanvas.n(size.height))\">\n"
        appendImageDefinitions()
        // The window behind every view: what a clear view shows.
        canvas.rect(Rect(x: 0, y: 0, width: size.width, height: size.height), SVGCanvas.fill(palette.window))
        let root = frames[document.root.id] ?? Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
        drawView(document.root, rect: Rect(x: chrome.origin.x, y: chrome.origin.y, width: root.width, height: root.height),
                 tint: palette.tint)
        drawChrome()
        drawOutlines()
        canvas.out += "</svg>\n"
        return canvas.out
    }

    var palette: Palette { Palette(dark: chrome.dark) }

    /// The outlines over everything, 2 pt wide, drawn inside each rectangle so that one
    /// along the picture's edge still shows.
    mutating func drawOutlines() {
        guard !outlines.isEmpty else { return }
        canvas.out += "<g class=\"outlines\">\n"
        for o in outlines {
            let r = Self.normalized(o.rect)
            let inset = Rect(x: chrome.origin.x + r.x + 1, y: chrome.origin.y + r.y + 1, width: max(0, r.width - 2), height: max(0, r.height - 2))
            canvas.rect(inset, " fill=\"none\"" + SVGCanvas.stroke(o.color, width: 2) + (o.dashed ? " stroke-dasharray=\"5 3\"" : ""))
        }
        canvas.out += "</g>\n"
    }

    /// A view and its subviews, back to front; `rect` in the picture's space.
    mutating func drawView(_ view: View, rect r: Rect, tint inherited: Color) {
        guard !view.hidden, view.alpha >= 0.01 else { return }
        let a = view.appearance
        let tint = a?.tintColor ?? inherited
        canvas.out += "<g data-id=\"\(XMLEscape.escaped(view.id))\""
        if view.alpha < 1 { canvas.out += " opacity=\"\(SVGCanvas.n(view.alpha))\"" }
        canvas.out += ">\n"
        let bounds = Self.normalized(r)
        let radius = a?.cornerRadius ?? 0
        if let background = a?.backgroundColor {
            canvas.rect(bounds, radius: radius, SVGCanvas.fill(background))
        }
        drawContent(view, in: bounds, tint: tint)
        let clips = view.clipsToBounds && !view.children.isEmpty
        if clips { canvas.beginClip(bounds, radius: radius) }
        for child in view.children {
            let f = frames[child.id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            drawView(child, rect: Rect(x: r.x + f.x, y: r.y + f.y, width: f.width, height: f.height), tint: tint)
        }
        if clips { canvas.out += "</g>\n" }
        if let a, a.borderWidth > 0 {
            // Core Animation draws the border inside the bounds, above the subviews.
            let w = min(a.borderWidth, bounds.width / 2, bounds.height / 2)
            let inset = Rect(x: bounds.x + w / 2, y: bounds.y + w / 2, width: bounds.width - w, height: bounds.height - w)
            canvas.rect(inset, radius: max(0, radius - w / 2), " fill=\"none\"" + SVGCanvas.stroke(a.borderColor ?? .black, width: w))
        }
        canvas.out += "</g>\n"
    }

    /// SVG refuses negative sizes; a negative-size view spans the area it covers.
    static func normalized(_ r: Rect) -> Rect {
        Rect(x: r.width < 0 ? r.x + r.width : r.x, y: r.height < 0 ? r.y + r.height : r.y,
             width: r.width.magnitude, height: r.height.magnitude)
    }

    /// Every image views name, once each, in `<defs>` as a 1 × 1 `<image>` that `<use>`
    /// scales into place: a picture with an icon in every cell embeds it once.
    mutating func appendImageDefinitions() {
        var names: [String] = []
        var pending = [document.root]
        var seen: Set<String> = []
        while let v = pending.popLast() {
            if !v.hidden, let image = v.appearance?.image, !image.symbol, images[image.name] != nil, seen.insert(image.name).inserted {
                names.append(image.name)
            }
            pending.append(contentsOf: v.children)
        }
        guard !names.isEmpty else { return }
        canvas.out += "<defs>\n"
        for name in names.sorted() {
            guard let image = images[name] else { continue }
            let id = canvas.newId("image")
            imageIds[name] = id
            canvas.out += "<image id=\"\(id)\" width=\"1\" height=\"1\" preserveAspectRatio=\"none\" xlink:href=\"data:\(image.format.rawValue);base64,"
            canvas.out += Base64.encode(image.bytes)
            canvas.out += "\"/>\n"
        }
        canvas.out += "</defs>\n"
    }
}

/// The colours UIKit gives what a view leaves to it, in the light or dark appearance.
struct Palette {
    let dark: Bool

    var window: Color { dark ? .black : .white }
    var label: Color { dark ? .white : .black }
    var placeholder: Color { dark ? Color(bytes: 0xeb, 0xeb, 0xf5, 77) : Color(bytes: 0x3c, 0x3c, 0x43, 77) }
    var tint: Color { dark ? Color(bytes: 0x0a, 0x84, 0xff) : .systemBlue }
    var fill: Color { dark ? Color(bytes: 0x76, 0x76, 0x80, 61) : Color(bytes: 0x76, 0x76, 0x80, 31) }
    var track: Color { dark ? Color(bytes: 0x39, 0x39, 0x3d) : Color(bytes: 0xe9, 0xe9, 0xea) }
    var separator: Color { dark ? Color(bytes: 0x54, 0x54, 0x58, 153) : Color(bytes: 0x3c, 0x3c, 0x43, 74) }
    var secondaryLabel: Color { dark ? Color(bytes: 0xeb, 0xeb, 0xf5, 153) : Color(bytes: 0x3c, 0x3c, 0x43, 153) }
    var bar: Color { dark ? Color(bytes: 0x1c, 0x1c, 0x1e, 240) : Color(bytes: 0xf9, 0xf9, 0xf9, 240) }
    var green: Color { dark ? Color(bytes: 0x30, 0xd1, 0x58) : Color(bytes: 0x34, 0xc7, 0x59) }
    var gray: Color { Color(bytes: 0x8e, 0x8e, 0x93) }
}
