import Support

/// Measures text with real fonts as UIKit does (docs/text.md#measuring): Inter standing in for San
/// Francisco, with SF's tracking and vertical metrics, and the user's own fonts by name.
///
/// The fonts are loaded once and never change, so one typesetter serves every thread; what
/// it has measured is kept in a bounded cache, keyed by the whole request.
package final class Typesetter: TextMeasuring {
    /// What `GET /v1/fonts` lists: the stand-in's faces, then the user's, in path order.
    package let fonts: [FontInfo]
    /// A hex digest of every loaded file's bytes: it scopes every cache of answers, so that
    /// two servers with different fonts never share one.
    package let digest: String

    private let system: SystemFont
    private let user: FontSet
    private let cache = Locked<[TextRequest: TextMeasurement]>([:])

    /// The most measurements kept; past it the cache starts over. A screen of labels at a
    /// few content sizes and widths is a few hundred; this bounds a server measuring
    /// arbitrary strings to some megabytes.
    static let cacheCapacity = 20_000

    /// Loads Inter from `standInDirectory` for the system font (Debian's fonts-inter), and
    /// every `.ttf`, `.otf` and `.ttc` under each of `fontDirectories`.
    ///
    /// - Throws: `FontError` for a font directory that is missing or cannot be listed, a font
    ///   file that cannot be read or is not a font, or Inter missing while the user's fonts
    ///   hold no San Francisco to serve as the system font instead.
    package init(fontDirectories: [String] = [], standInDirectory: String = "/usr/share/fonts/opentype/inter") throws(FontError) {
        var userFiles: [FontFile] = []
        var seen: Set<String> = []
        for directory in fontDirectories {
            for path in try FontDirectory.fontFiles(under: directory) where seen.insert(path).inserted {
                userFiles.append(try FontFile.load(path))
            }
        }
        let user = FontSet(faces: userFiles.flatMap(\.faces))
        let sanFrancisco = user.sanFrancisco

        var standIns: [FontFile]?
        do throws(FontError) {
            standIns = try SystemFont.loadStandIns(from: standInDirectory)
        } catch where error.kind == .standInMissing && !sanFrancisco.isEmpty {
            // The user's San Francisco serves every slot; Inter is not needed.
            standIns = nil
        }
        guard let system = SystemFont(standIns: standIns?.flatMap { $0.faces.prefix(1) }, sanFrancisco: sanFrancisco) else {
            throw .standInMissing(directory: standInDirectory, file: "a face for every weight")
        }
        self.system = system
        self.user = user

        var infos: [FontInfo] = []
        for face in (standIns ?? []).flatMap(\.faces) {
            infos.append(face.info(source: .standIn, isSystemFont: system.servingFaces.contains(ObjectIdentifier(face))))
        }
        for face in user.faces {
            infos.append(face.info(source: .user, isSystemFont: system.servingFaces.contains(ObjectIdentifier(face))))
        }
        fonts = infos

        // Keyed by role and path: Inter's own directory given as --fonts is loaded twice, once
        // as the user's (found by name) and once as the stand-in, and measures otherwise than
        // the stand-in alone, so it must not digest the same. (Stand-ins alone keep their digest.)
        var files: [String: (hash: UInt64, size: Int)] = [:]
        for file in userFiles { files["user:" + file.path] = (file.hash, file.size) }
        for file in standIns ?? [] { files["standIn:" + file.path] = (file.hash, file.size) }
        digest = FontDigest.of(files.map { (path: $0.key, hash: $0.value.hash, size: $0.value.size) })
    }

    package func measure(_ request: TextRequest) -> TextMeasurement {
        if let known = cache.withLock({ $0[request] }) { return known }
        let measured = measureUncached(request)
        cache.withLock { cache in
            if cache.count >= Self.cacheCapacity { cache.removeAll(keepingCapacity: true) }
            cache[request] = measured
        }
        return measured
    }

    /// Text to lines to a rounded size.
    ///
    /// Empty text measures 0 × 0 with no lines, as an empty UILabel's intrinsic size is
    /// zero (its baselines are reported at 0 too). A negative `numberOfLines` means no
    /// limit, as 0 does.
    func measureUncached(_ request: TextRequest) -> TextMeasurement {
        let font = ResolvedFont.resolve(request.font, category: request.contentSize, release: request.release,
                                        system: system, user: user)
        guard !request.text.isEmpty else {
            return TextMeasurement(width: 0, height: 0, lines: 0, truncated: false, firstBaseline: 0, lastBaseline: 0,
                                   substitutedFont: font.substituted)
        }
        let maximumLines = max(0, request.numberOfLines)
        var shaped: [Double] = []
        shaped.reserveCapacity(request.text.utf8.count)
        let clusters = font.clusters(of: request.text, oneLine: maximumLines == 1, shaped: &shaped)
        let breaker = LineBreaker(width: request.width, maximumLines: maximumLines, mode: request.lineBreakMode,
                                  ellipsisAdvance: font.ellipsisAdvance)
        let layout = breaker.layout(clusters)
        let lines = layout.lines.count
        // Clusters are the text's characters one for one (a newline is a cluster too).
        let characters = Array(request.text)
        let lineTexts = layout.lines.map { line -> String in
            func text(_ range: Range<Int>) -> String {
                let clamped = range.clamped(to: 0..<characters.count)
                return String(characters[clamped].map { $0.isNewline ? " " : $0 })
            }
            return text(line.leading) + (line.ellipsis ? "…" : "") + text(line.trailing)
        }
        // What each drawn character needs beyond the face's own advance for the line to
        // come out as wide as measured, spread evenly (SVG's letter-spacing).
        let lineSpacing = layout.lines.map { line -> Double in
            var extra = 0.0, count = 0
            for range in [line.leading, line.trailing] {
                for i in range.clamped(to: 0..<clusters.count) { extra += clusters[i].advance - shaped[i]; count += 1 }
            }
            if line.ellipsis { extra += breaker.ellipsisAdvance - font.shapedEllipsisAdvance; count += 1 }
            return count > 0 ? extra / Double(count) : 0
        }
        return TextMeasurement(
            width: PixelGrid.roundUp(layout.width, scale: request.scale),
            height: PixelGrid.roundUp(Double(lines) * font.lineHeight, scale: request.release.heightGrid(scale: request.scale)),
            lines: lines, truncated: layout.truncated,
            firstBaseline: font.ascender,
            lastBaseline: Double(max(lines, 1) - 1) * font.lineHeight + font.ascender,
            substitutedFont: font.substituted, lineTexts: lineTexts, lineSpacing: lineSpacing, pointSize: font.size)
    }

    /// How many measurements the cache holds (for tests of its bound).
    var cachedCount: Int { cache.withLock { $0.count } }
}
