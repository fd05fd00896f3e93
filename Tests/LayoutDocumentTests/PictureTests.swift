import Foundation
@testable import LayoutDocument
import TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import LayoutEngine

/// The SVG read back with a real XML parser: each element with its attributes, the
/// data-ids of the view groups around it, and the text directly inside it.
private final class SVGOutline: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var enclosingViews: [String]
        var text = ""
        var parentName: String?
    }

    var elements: [Element] = []
    private var stack: [Int] = []
    var error: Error?

    init(_ bytes: [UInt8]) {
        super.init()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let views = stack.compactMap { i -> String? in
            elements[i].name == "g" && elements[i].attributes["class"] == "view" ? elements[i].attributes["data-id"] : nil
        }
        elements.append(Element(name: name, attributes: attributes, enclosingViews: views,
                                parentName: stack.last.map { elements[$0].name }))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = stack.last { elements[last].text += string }
    }

    func rect(_ id: String) -> Element? {
        elements.first { $0.name == "rect" && $0.attributes["data-id"] == id }
    }

    func group(_ id: String) -> Element? {
        elements.first { $0.name == "g" && $0.attributes["data-id"] == id }
    }

    func titles(inside parent: String) -> [String] {
        elements.filter { $0.name == "title" && $0.parentName == parent }.map(\.text)
    }
}

private func number(_ e: SVGOutline.Element?, _ name: String) -> Double? {
    e?.attributes[name].flatMap(Double.init)
}

@Suite struct PictureTests {
    @Test func viewsAreNestedRectanglesInRootSpace() throws {
        let document = Document(root: View(id: "root", children: [
            View(id: "a", children: [View(id: "b")], layoutGuides: [LayoutGuide(id: "g")]),
            View(id: "c", hidden: true),
        ]))
        let layout = Layout(size: Size(width: 200, height: 100), frames: [
            Frame(id: "root", rect: Rect(x: 0, y: 0, width: 200, height: 100)),
            Frame(id: "a", rect: Rect(x: 10, y: 20, width: 100, height: 50)),
            Frame(id: "g", rect: Rect(x: 0, y: 10, width: 100, height: 5)),
            Frame(id: "b", rect: Rect(x: 5, y: 6, width: 10.25, height: 1.0 / 3)),
            Frame(id: "c", rect: Rect(x: 150, y: 0, width: 50, height: 50)),
        ], diagnostics: [])
        let svg = SVGOutline(SVGRenderer.render(document, layout))
        try #require(svg.error == nil)
        #expect(svg.elements.first?.name == "svg")
        #expect(svg.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")

        let b = try #require(svg.rect("b"))
        // Root space: (10 + 5, 20 + 6); the height 1/3 printed with 6 decimals.
        #expect(number(b, "x") == 15)
        #expect(number(b, "y") == 26)
        #expect(number(b, "width") == 10.25)
        #expect(b.attributes["height"] == "0.333333")
        // Nested as the hierarchy: b's rect sits in b's group, inside a's, inside root's.
        #expect(b.enclosingViews == ["root", "a", "b"])
        #expect(svg.rect("c")?.enclosingViews == ["root", "c"])

        // Labels: each view's id as text in its own group.
        let labels = svg.elements.filter { $0.name == "text" }.map { ($0.enclosingViews.last ?? "", $0.text) }
        #expect(labels.map(\.0) == ["root", "a", "b", "c"])
        #expect(labels.map(\.1) == ["root", "a", "b", "c"])

        // The guide is dashed, unfilled and in its owner's group at (10 + 0, 20 + 10).
        let g = try #require(svg.rect("g"))
        #expect(g.attributes["stroke-dasharray"] != nil)
        #expect(g.attributes["class"] == "guide")
        #expect(number(g, "x") == 10)
        #expect(number(g, "y") == 30)
        #expect(g.enclosingViews == ["root", "a"])
        #expect(svg.rect("a")?.attributes["stroke-dasharray"] == nil)

        // The hidden view is faint; the others are not.
        #expect(number(svg.group("c"), "opacity").map { $0 < 0.5 } == true)
        #expect(svg.group("a")?.attributes["opacity"] == nil)
        // The picture covers the root with a margin on each side: 200 + 2·10, 100 + 2·10.
        #expect(number(svg.elements.first, "width") == 220)
        #expect(number(svg.elements.first, "height") == 120)
    }

    @Test func diagnosticsAreRedWithTheirMessageOnHover() throws {
        let document = try exampleDocument("titleview-zero-size.json")
        let layout = try #require(try LayoutSystem.solve(document).first)
        let svg = SVGOutline(SVGRenderer.render(document, layout))
        try #require(svg.error == nil)
        let button = try #require(svg.rect("titleButton"))
        #expect(button.attributes["class"]?.split(separator: " ").contains("diagnostic") == true)
        // The button sticks out of the 0x0 title view at (187.5 − 60, 20 + 22 − 15).
        #expect(number(button, "x") == 127.5)
        #expect(number(button, "y") == 27)
        let hover = try #require(svg.titles(inside: "rect").first)
        #expect(hover.contains("titleButton") && hover.contains("titleView"))
        // Listed under the picture too, in red.
        let listed = svg.elements.filter { $0.name == "text" && $0.attributes["class"] == "diagnostic" }
        #expect(listed.map { $0.attributes["data-kind"] } == ["outsideSuperview"])
        #expect(svg.rect("navBar")?.attributes["class"] == "view")
    }

    @Test func unsatisfiableConstraintsAreListedUnderThePicture() throws {
        let document = try exampleDocument("conflicting.json")
        let layout = try #require(try LayoutSystem.solve(document).first)
        let text = SVGRenderer.renderString(document, layout)
        let svg = SVGOutline(Array(text.utf8))
        try #require(svg.error == nil)
        let listed = svg.elements.filter { $0.name == "text" && $0.attributes["class"] == "diagnostic" }
        #expect(listed.count == layout.diagnostics.count)
        #expect(listed.first?.attributes["data-kind"] == "unsatisfiable")
        // The broken constraint is named in the listed message and its hover title.
        #expect(listed.first.map { $0.text.contains("a.width == 200") } == true)
        #expect(svg.titles(inside: "text").first.map { $0.contains("a.width == 200") } == true)
        // The style sheet says red for both marks.
        #expect(text.contains("#d00000"))
    }

    @Test func idsAndMessagesAreEscaped() throws {
        // Not ids a document could carry, but the renderer must not trust that.
        let nasty = "a<b>&\"c'"
        let message = "x <= y & \"z\" > 'w' \u{1}"
        let document = Document(root: View(id: "root", children: [View(id: nasty)]))
        let layout = Layout(size: Size(width: 10, height: 10), frames: [
            Frame(id: "root", rect: Rect(x: 0, y: 0, width: 10, height: 10)),
            Frame(id: nasty, rect: Rect(x: 1, y: 1, width: -4, height: 2)),
        ], diagnostics: [.negativeSize(item: nasty, attributes: [.width], message: message)])
        let svg = SVGOutline(SVGRenderer.render(document, layout))
        try #require(svg.error == nil)
        let rect = try #require(svg.rect(nasty))
        // A negative width is drawn over the span it covers: x = 1 − 4, width 4.
        #expect(number(rect, "x") == -3)
        #expect(number(rect, "width") == 4)
        // The control character cannot be carried by XML and becomes U+FFFD.
        #expect(svg.titles(inside: "rect") == ["x <= y & \"z\" > 'w' \u{FFFD}"])
        #expect(svg.elements.contains { $0.name == "text" && $0.text == nasty })
    }

    @Test func equalLayoutsGiveEqualBytes() throws {
        let document = try exampleDocument("spacer-guides.json")
        let layout = try #require(try LayoutSystem.solve(document).first)
        #expect(SVGRenderer.render(document, layout) == SVGRenderer.render(document, layout))
        let svg = SVGOutline(SVGRenderer.render(document, layout))
        try #require(svg.error == nil)
        // Three spacer guides dashed; four button rectangles.
        #expect(svg.elements.filter { $0.name == "rect" && $0.attributes["class"] == "guide" }.count == 3)
        #expect(svg.elements.filter { $0.name == "rect" && $0.attributes["class"] == "view" }.count == 5)
    }

    @Test func thePictureNeverPrintsNullNanOrInf() {
        // Frames near the top of the double range: each is finite, their root-space sums
        // are not.
        let big = Double.greatestFiniteMagnitude
        let document = Document(root: View(id: "root", children: [View(id: "a", children: [View(id: "b")])]))
        let layout = Layout(size: Size(width: 10, height: 10), frames: [
            Frame(id: "root", rect: Rect(x: 0, y: 0, width: 10, height: 10)),
            Frame(id: "a", rect: Rect(x: big, y: -big, width: big, height: 1)),
            Frame(id: "b", rect: Rect(x: big, y: -big, width: 1, height: .nan)),
        ], diagnostics: [])
        let svg = SVGRenderer.renderString(document, layout)
        for bad in ["null", "nan", "inf"] {
            #expect(!svg.lowercased().contains(bad), "\(bad) in \(svg)")
        }
        #expect(SVGRenderer.n(.infinity) == SVGRenderer.n(big))
        #expect(SVGRenderer.n(-.infinity) == "-" + SVGRenderer.n(big))
        #expect(SVGRenderer.n(.nan) == "0")
    }
}

/// The picture draws a view's text in its measured lines, from the layout's `texts`.
@Suite struct PictureTextTests {
    @Test func labelsAndButtonsDrawTheirLines() throws {
        let document = try decode(#"{"root": {"id": "root", "children": [{"id": "body", "kind": "label", "text": "aaaa bbbb cccc", "numberOfLines": 0}, {"id": "ok", "kind": "button", "text": "OK"}]}, "constraints": ["body.leading == root.leading", "body.trailing == root.trailing", "body.top == root.top", "ok.top == body.bottom", "ok.leading == root.leading"], "sizes": [{"width": 100, "height": 200}]}"#)
        let layout = try #require(try LayoutSystem.solve(document).first)
        let svg = SVGRenderer.renderString(document, layout)
        let lines = layout.texts.first { $0.id == "body" }?.drawn?.lines ?? []
        #expect(lines.count == layout.texts.first { $0.id == "body" }?.lines)
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == "aaaa bbbb cccc")
        for line in lines { #expect(svg.contains(">\(line)</text>")) }
        #expect(svg.contains("text-anchor=\"middle\">OK</text>"))
    }
}
