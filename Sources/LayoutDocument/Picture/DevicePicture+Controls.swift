#if canImport(Glibc)
import Glibc
#endif
import LayoutEngine

/// Controls as iOS draws them, in their frames: shapes and colours close enough for a
/// reviewer to recognise each one and its state, not Apple's artwork.
extension DevicePicture {
    mutating func drawControl(_ control: ControlAppearance, view: View, in r: Rect, tint: Color) {
        switch control {
        case .button(let style): drawButton(style, view: view, in: r, tint: tint)
        case .toggle(let on, let onTint): drawSwitch(on: on, onTint: onTint, in: r)
        case .slider(let value): drawSlider(value, in: r, tint: tint)
        case .progress(let value): drawProgress(value, in: r, tint: tint)
        case .segmentedControl(let segments, let selected): drawSegments(segments, selected: selected, in: r)
        case .activityIndicator(let large): drawActivity(large: large, in: r)
        case .textField(let border): drawFieldBorder(border, view: view, in: r)
        case .pageControl(let pages, let current): drawPages(pages, current: current, in: r)
        case .stepper: drawStepper(in: r, tint: tint)
        }
    }

    /// UIButton.Configuration's backgrounds: filled in the tint, tinted in a wash of it,
    /// gray in the system fill; plain draws none.
    mutating func drawButton(_ style: ButtonStyle, view: View, in r: Rect, tint: Color) {
        guard view.appearance?.backgroundColor == nil else { return }
        let radius = min(6, r.height / 2)
        switch style {
        case .plain: break
        case .filled: canvas.rect(r, radius: radius, SVGCanvas.fill(tint))
        case .tinted:
            var wash = tint
            wash.alpha = 38
            canvas.rect(r, radius: radius, SVGCanvas.fill(wash))
        case .gray: canvas.rect(r, radius: radius, SVGCanvas.fill(palette.fill))
        }
    }

    /// A capsule track, green (or its on tint) when on, with the white knob at its end.
    mutating func drawSwitch(on: Bool, onTint: Color?, in r: Rect) {
        let track = Rect(x: r.x, y: r.y, width: min(r.width, 51), height: min(r.height, 31))
        canvas.rect(track, radius: track.height / 2, SVGCanvas.fill(on ? (onTint ?? palette.green) : palette.track))
        let knob = track.height / 2 - 2
        let cx = on ? track.x + track.width - 2 - knob : track.x + 2 + knob
        canvas.circle(x: cx, y: track.y + track.height / 2, r: knob, SVGCanvas.fill(.white) + SVGCanvas.stroke(Color(bytes: 0, 0, 0, 20), width: 0.5))
    }

    /// The track across the middle, the tint up to the thumb.
    mutating func drawSlider(_ value: Double, in r: Rect, tint: Color) {
        let mid = r.y + r.height / 2
        let knob = min(14, r.height / 2)
        let left = r.x + knob, right = r.x + r.width - knob
        let x = left + (right - left) * value
        canvas.rect(Rect(x: r.x + 2, y: mid - 2, width: max(0, r.width - 4), height: 4), radius: 2, SVGCanvas.fill(palette.track))
        canvas.rect(Rect(x: r.x + 2, y: mid - 2, width: max(0, x - r.x - 2), height: 4), radius: 2, SVGCanvas.fill(tint))
        canvas.circle(x: x, y: mid, r: knob, SVGCanvas.fill(.white) + SVGCanvas.stroke(Color(bytes: 0, 0, 0, 40), width: 0.5))
    }

    mutating func drawProgress(_ value: Double, in r: Rect, tint: Color) {
        let h = min(4, r.height)
        let bar = Rect(x: r.x, y: r.y + (r.height - h) / 2, width: r.width, height: h)
        canvas.rect(bar, radius: h / 2, SVGCanvas.fill(palette.track))
        canvas.rect(Rect(x: bar.x, y: bar.y, width: bar.width * value, height: h), radius: h / 2, SVGCanvas.fill(tint))
    }

    /// The segments side by side on the system fill, the selected one raised in white.
    mutating func drawSegments(_ segments: [String], selected: Int?, in r: Rect) {
        canvas.rect(r, radius: min(8, r.height / 2), SVGCanvas.fill(palette.fill))
        guard !segments.isEmpty else { return }
        let width = r.width / Double(segments.count)
        for (i, title) in segments.enumerated() {
            let cell = Rect(x: r.x + Double(i) * width, y: r.y, width: width, height: r.height)
            if i == selected {
                canvas.rect(Rect(x: cell.x + 2, y: cell.y + 2, width: cell.width - 4, height: cell.height - 4), radius: min(7, r.height / 2),
                            SVGCanvas.fill(palette.dark ? Color(bytes: 0x63, 0x63, 0x66) : .white) + SVGCanvas.stroke(Color(bytes: 0, 0, 0, 15), width: 0.5))
            } else if i > 0, selected != i - 1 {
                canvas.line(cell.x, cell.y + r.height * 0.25, cell.x, cell.y + r.height * 0.75, SVGCanvas.stroke(palette.separator, width: 1))
            }
            canvas.beginClip(cell)
            canvas.text(title, x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 + 4.5, font: .system(13, weight: i == selected ? 600 : 400),
                        color: palette.label, anchor: "middle")
            canvas.out += "</g>\n"
        }
    }

    /// Eight spokes (large: twelve) fading round the centre.
    mutating func drawActivity(large: Bool, in r: Rect) {
        let spokes = large ? 12 : 8
        let radius = min(r.width, r.height) / 2
        let cx = r.x + r.width / 2, cy = r.y + r.height / 2
        for i in 0..<spokes {
            let angle = Double(i) / Double(spokes) * 2 * Double.pi
            let (c, s) = (cos(angle), sin(angle))
            var color = palette.gray
            color.alpha = UInt8(255 - i * (200 / spokes))
            canvas.line(cx + c * radius * 0.45, cy + s * radius * 0.45, cx + c * radius * 0.9, cy + s * radius * 0.9,
                        SVGCanvas.stroke(color, width: max(1.5, radius * 0.18)) + " stroke-linecap=\"round\"")
        }
    }

    mutating func drawFieldBorder(_ border: FieldBorder, view: View, in r: Rect) {
        switch border {
        case .none: break
        case .roundedRect:
            if view.appearance?.backgroundColor == nil { canvas.rect(r, radius: 5, SVGCanvas.fill(palette.window)) }
            let inset = Rect(x: r.x + 0.25, y: r.y + 0.25, width: r.width - 0.5, height: r.height - 0.5)
            canvas.rect(inset, radius: 5, " fill=\"none\"" + SVGCanvas.stroke(Color(bytes: 0, 0, 0, 51), width: 0.5))
        case .line:
            let inset = Rect(x: r.x + 0.5, y: r.y + 0.5, width: r.width - 1, height: r.height - 1)
            canvas.rect(inset, " fill=\"none\"" + SVGCanvas.stroke(palette.label, width: 1))
        case .bezel:
            let inset = Rect(x: r.x + 1, y: r.y + 1, width: r.width - 2, height: r.height - 2)
            canvas.rect(inset, " fill=\"none\"" + SVGCanvas.stroke(palette.gray, width: 2))
        }
    }

    /// Dots 8 pt apart by their edges, centred; the current one in the label colour.
    mutating func drawPages(_ pages: Int, current: Int, in r: Rect) {
        guard pages > 0 else { return }
        let spacing = 16.0
        let shown = min(pages, max(1, Int(min(r.width / spacing, 1000))))
        let start = r.x + r.width / 2 - Double(shown - 1) * spacing / 2
        for i in 0..<shown {
            var color = palette.label
            if i != current { color.alpha = 77 }
            canvas.circle(x: start + Double(i) * spacing, y: r.y + r.height / 2, r: 3.5, SVGCanvas.fill(color))
        }
    }

    /// Two halves on the system fill, − and + in the tint.
    mutating func drawStepper(in r: Rect, tint: Color) {
        canvas.rect(r, radius: min(8, r.height / 2), SVGCanvas.fill(palette.fill))
        let mid = r.x + r.width / 2, cy = r.y + r.height / 2, arm = min(7, r.height / 4)
        canvas.line(mid, r.y + r.height * 0.25, mid, r.y + r.height * 0.75, SVGCanvas.stroke(palette.separator, width: 1))
        let minus = r.x + r.width / 4, plus = r.x + r.width * 3 / 4
        let paint = SVGCanvas.stroke(tint, width: 2) + " stroke-linecap=\"round\""
        canvas.line(minus - arm, cy, minus + arm, cy, paint)
        canvas.line(plus - arm, cy, plus + arm, cy, paint)
        canvas.line(plus, cy - arm, plus, cy + arm, paint)
    }
}
