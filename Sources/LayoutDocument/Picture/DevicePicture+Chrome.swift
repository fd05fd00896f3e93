import LayoutEngine

/// The status bar, the bars and the home indicator, over the views as the device draws
/// them. Bars reach under the status bar (a navigation bar's background starts at the
/// screen's top) and down over the home indicator's strip (a tab bar's).
extension DevicePicture {
    mutating func drawChrome() {
        let size = chrome.size
        for bar in chrome.bars {
            var area = bar.rect
            if bar.kind == .navigation {
                area = Rect(x: 0, y: 0, width: bar.rect.width, height: bar.rect.y + bar.rect.height)
            } else if bar.rect.y + bar.rect.height >= size.height - chrome.homeIndicator - 0.5 {
                area.height = size.height - bar.rect.y
            }
            canvas.out += "<g class=\"bar\" data-bar=\"\(bar.kind.rawValue)\">\n"
            canvas.rect(area, SVGCanvas.fill(palette.bar))
            let edge = bar.kind == .navigation ? bar.rect.y + bar.rect.height : bar.rect.y
            canvas.rect(Rect(x: 0, y: bar.kind == .navigation ? edge - 0.33 : edge, width: area.width, height: 0.33), SVGCanvas.fill(palette.separator))
            switch bar.kind {
            case .navigation: drawNavigationBar(bar)
            case .tab: drawTabBar(bar)
            case .toolbar: drawToolbar(bar)
            }
            canvas.out += "</g>\n"
        }
        if chrome.statusBar > 0 { drawStatusBar() }
        if chrome.homeIndicator > 0 {
            let width = min(134, size.width * 0.36)
            canvas.rect(Rect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5), radius: 2.5,
                        SVGCanvas.fill(palette.label))
        }
    }

    mutating func drawNavigationBar(_ bar: SceneChrome.Bar) {
        let r = bar.rect
        let tint = palette.tint
        let itemsY = bar.largeTitle ? r.y + 22 + 6 : r.y + r.height / 2 + 6
        if let title = bar.title, !title.isEmpty {
            if bar.largeTitle {
                canvas.text(title, x: 16, y: r.y + r.height - 12, font: .system(34, weight: 700), color: palette.label)
            } else {
                canvas.text(title, x: r.width / 2, y: itemsY, font: .system(17, weight: 600), color: palette.label, anchor: "middle")
            }
        }
        var x = 16.0
        for item in bar.leadingItems {
            canvas.text(item, x: x, y: itemsY, font: .system(17), color: tint)
            x += Double(item.count) * 9 + 16
        }
        x = r.width - 16
        for item in bar.trailingItems {
            canvas.text(item, x: x, y: itemsY, font: .system(17), color: tint, anchor: "end")
            x -= Double(item.count) * 9 + 16
        }
    }

    /// Each item an icon's square over its title, the selected one in the tint.
    mutating func drawTabBar(_ bar: SceneChrome.Bar) {
        let r = bar.rect
        guard !bar.items.isEmpty else { return }
        let width = r.width / Double(bar.items.count)
        for (i, title) in bar.items.enumerated() {
            let color = i == bar.selected ? palette.tint : palette.gray
            let cx = r.x + width * (Double(i) + 0.5)
            canvas.rect(Rect(x: cx - 12, y: r.y + 5, width: 24, height: 24), radius: 6, SVGCanvas.fill(color))
            canvas.text(title, x: cx, y: r.y + r.height - 6, font: .system(10, weight: 500), color: color, anchor: "middle")
        }
    }

    mutating func drawToolbar(_ bar: SceneChrome.Bar) {
        let r = bar.rect
        guard !bar.items.isEmpty else { return }
        let width = r.width / Double(bar.items.count)
        for (i, title) in bar.items.enumerated() {
            canvas.text(title, x: r.x + width * (Double(i) + 0.5), y: r.y + r.height / 2 + 6, font: .system(17),
                        color: palette.tint, anchor: "middle")
        }
    }

    /// 9:41 and a battery; a notch or the Dynamic Island on phones whose status bar is
    /// their sensor housing's depth.
    mutating func drawStatusBar() {
        let h = chrome.statusBar
        let w = chrome.size.width
        let color = palette.label
        if h < 30 {
            // A home-button phone or an iPad: the time in the middle.
            canvas.text("9:41", x: w / 2, y: h / 2 + 4.5, font: .system(12, weight: 600), color: color, anchor: "middle")
            drawBattery(right: w - 6, centreY: h / 2, color: color, scale: 0.8)
            return
        }
        let centreY = min(h / 2 + 2, 32)
        canvas.text("9:41", x: w * 0.18, y: centreY + 6, font: .system(17, weight: 600), color: color, anchor: "middle")
        drawBattery(right: w * 0.82 + 14, centreY: centreY, color: color, scale: 1)
        if h >= 54 {
            // The Dynamic Island.
            canvas.rect(Rect(x: w / 2 - 62.5, y: 11, width: 125, height: 37), radius: 18.5, SVGCanvas.fill(.black))
        } else if w < 500 {
            canvas.rect(Rect(x: w / 2 - 81, y: -15, width: 162, height: 45), radius: 15, SVGCanvas.fill(.black))
        }
    }

    mutating func drawBattery(right: Double, centreY: Double, color: Color, scale s: Double) {
        let body = Rect(x: right - 27 * s, y: centreY - 6 * s, width: 25 * s, height: 12 * s)
        var faint = color
        faint.alpha = 90
        canvas.rect(body, radius: 3.5 * s, " fill=\"none\"" + SVGCanvas.stroke(faint, width: 1))
        canvas.rect(Rect(x: body.x + 2 * s, y: body.y + 2 * s, width: body.width - 4 * s, height: body.height - 4 * s), radius: 2 * s,
                    SVGCanvas.fill(color))
        canvas.rect(Rect(x: body.x + body.width + 1, y: centreY - 2 * s, width: 1.5 * s, height: 4 * s), radius: 0.75 * s, SVGCanvas.fill(faint))
    }
}
