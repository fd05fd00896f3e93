import Support
import Dispatch
@testable import HTTPServer
import LayoutDocument
import LayoutEngine
@testable import LayoutService
import Testing

private let xml = [("Content-Type", "application/xml")]

private func post(_ client: RouteClient, _ target: String, headers: [(String, String)] = xml, body: [UInt8]) -> HTTPResponse? {
    let request = HTTPRequest(method: "POST", target: target, headers: HTTPHeaders(headers), body: body)
    guard case .found(let handler, _, let parameters, _) = client.router.match(method: "POST", path: request.path) else { return nil }
    let answer = Locked<HTTPResponse?>(nil)
    let done = DispatchSemaphore(value: 0)
    handler(request, parameters) { response in
        answer.withLock { $0 = response }
        done.signal()
    }
    guard done.wait(timeout: .now() + 20) == .success else { return nil }
    return answer.withLock { $0 }
}

private func text(_ r: HTTPResponse?) -> String { String(decoding: r?.body ?? [], as: UTF8.self) }

private let storyboard = Array("""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="40" width="100" height="100"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="boxLeading"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="boxTop"/>
                            <constraint firstItem="box" firstAttribute="width" constant="100" id="boxWidth"/>
                            <constraint firstItem="box" firstAttribute="height" constant="100" id="boxHeight"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
""".utf8)

@Suite struct ImportRouteTests {
    @Test func importAnswersTheScenesAsDocuments() {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = post(client, "/v1/import", body: storyboard)
        #expect(r?.status == 200)
        #expect(r?.headers["Content-Type"] == "application/json")
        let body = text(r)
        #expect(body.contains("\"kind\":\"storyboard\""))
        #expect(body.contains("\"device\":{\"id\":\"retina4_7\",\"orientation\":\"portrait\",\"width\":375,\"height\":667,\"scale\":2"))
        #expect(body.contains("\"second\":\"top.safeArea.top\""))
        #expect(body.contains("\"lines\":{\"top\":8,\"safe\":16,\"box\":12,\"boxLeading\":18"))
    }

    @Test func lintReportsMisplacedWithSavedAndSolvedAndLine() {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = post(client, "/v1/lint?devices=retina4_0,ipad11%3Alandscape", body: storyboard)
        #expect(r?.status == 200)
        let body = text(r)
        // saved x 10, y 40; solved x 20, y 20 + 20 = 40
        #expect(body.contains("\"kind\":\"misplaced\",\"rule\":\"misplaced\",\"severity\":\"warning\",\"item\":\"box\",\"saved\":{\"x\":10,\"y\":40,\"width\":100,\"height\":100},\"solved\":{\"x\":20,\"y\":40,\"width\":100,\"height\":100},\"markedMisplaced\":false,\"fixed\":{\"x\":20,\"y\":40,\"width\":100,\"height\":100},\"line\":12,\"column\":"))
        #expect(body.contains("\"id\":\"retina4_0\""))
        #expect(body.contains("\"id\":\"ipad11\",\"orientation\":\"landscape\""))
        #expect(body.contains("\"findings\":1"))
    }

    /// A `%` not followed by two hex digits is malformed (RFC 3986), not read as a literal.
    @Test func malformedDevicesEscapeIsA400() {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = post(client, "/v1/lint?devices=ipad11%3", body: storyboard)
        #expect(r?.status == 400)
        #expect(text(r).contains("invalid-devices"))
        #expect(text(r).contains("two hex digits"))
    }

    /// `?text=measured` writes the text members; `?text=` anything else is a 400.
    @Test func importMeasuresTextWhenAsked() {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let label = Array(#"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" toolsVersion="22505" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects><view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews><label translatesAutoresizingMaskIntoConstraints="NO" id="t" text="Hello">
                        <rect key="frame" x="0" y="0" width="38" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label></subviews></view></objects>
            </document>
            """#.utf8)
        let measured = text(post(client, "/v1/import?text=measured", body: label))
        #expect(measured.contains("\"text\":\"Hello\",\"font\":{\"system\":17}"))
        #expect(!measured.contains("\"intrinsicSize\""), "the size is left to be measured")
        // Saved sizes keep the label's size; its text is there for pictures (the appearance,
        // as layoutd import writes it), not measured.
        let saved = text(post(client, "/v1/import", body: label))
        #expect(saved.contains("\"intrinsicSize\":{\"width\":38,\"height\":21}"))
        let bad = post(client, "/v1/import?text=guessed", body: label)
        #expect(bad?.status == 400)
        #expect(text(bad).contains("invalid-text"))
    }

    @Test func lintTextVariantsAreCheckedAndTaken() {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        #expect(post(client, "/v1/lint?pseudoLocalize=true&contentSizes=accessibilityLarge", body: storyboard)?.status == 200)
        let bad = post(client, "/v1/lint?contentSizes=huge", body: storyboard)
        #expect(bad?.status == 400)
        #expect(text(bad).contains("invalid-text-variants"))
        #expect(post(client, "/v1/lint?pseudoLocalize=yes", body: storyboard)?.status == 400)
    }

    @Test func unknownDeviceIsA400() {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = post(client, "/v1/lint?devices=iphone99", body: storyboard)
        #expect(r?.status == 400)
        #expect(text(r).contains("unknown device iphone99"))
    }

    @Test(arguments: ["application/json", "text/plain", ""])
    func otherContentTypesAre415(type: String) {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        for path in ["/v1/import", "/v1/lint"] {
            let r = post(client, path, headers: type.isEmpty ? [] : [("Content-Type", type)], body: storyboard)
            #expect(r?.status == 415)
        }
        #expect(post(client, "/v1/import", headers: [("Content-Type", "text/xml; charset=utf-8")], body: storyboard)?.status == 200)
    }

    static let hostile: [(String, String)] = [
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>", "xml-syntax"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE l [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<l>&b;</l>", "xml-syntax"),
        (String(repeating: "<document>", count: 300), "xml-syntax"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>", "xml-syntax"),
        ("\u{01}\u{02}\u{FF}garbage\u{00}", "xml-syntax"),
        ("", "xml-syntax"),
        ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" useAutolayout=\"YES\"><device id=\"x\"/></document>", "unsupported-document"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" useAutolayout=\"YES\"/>", "unsupported-document"),
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><device id=\"retina4_7\"/></document>", "unsupported-document"),
        ("<plist version=\"1.0\"/>", "unsupported-document"),
    ]

    @Test(arguments: hostile)
    func hostileAndUnsupportedFilesAre422(body: String, type: String) {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        for path in ["/v1/import", "/v1/lint"] {
            let r = post(client, path, body: Array(body.utf8))
            if path == "/v1/lint" && body.contains("retina4_7") {
                // Lint reports a file with Auto Layout off as its finding, not a refusal.
                #expect(r?.status == 200)
                #expect(text(r).contains("\"fileFindings\":[{\"kind\":\"autolayoutDisabled\""))
                continue
            }
            #expect(r?.status == 422)
            #expect(r?.headers["Content-Type"] == "application/problem+json")
            #expect(RouteClient.json(r)["type"] == "https://layoutd.dev/problems/\(type)")
            if type == "xml-syntax" {
                #expect(text(r).contains("\"line\":"))
                #expect(text(r).contains("\"column\":"))
            }
        }
    }
}

@Suite struct ImportRouteCacheTests {
    @Test func sameBytesSameAnswerFromTheCache() {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let first = post(client, "/v1/import", body: storyboard)
        let second = post(client, "/v1/import", body: storyboard)
        #expect(first?.headers["X-Cache"] == "miss")
        #expect(second?.headers["X-Cache"] == "hit")
        #expect(first?.body == second?.body)
        // Lint answers are cached per device list.
        #expect(post(client, "/v1/lint", body: storyboard)?.headers["X-Cache"] == "miss")
        #expect(post(client, "/v1/lint?devices=retina4_0", body: storyboard)?.headers["X-Cache"] == "miss")
        #expect(post(client, "/v1/lint?devices=retina4_0", body: storyboard)?.headers["X-Cache"] == "hit")
    }
}
