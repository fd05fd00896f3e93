import Support

/// The layout passes that settle wrapping labels' heights (docs/text.md#measuring): a
/// label's height depends on the width the solve gives it, and the solve on its height,
/// so a layout is solved with the heights the last solve's widths measure until they
/// repeat, up to `maxPasses`. Each cold layout starts from unbroken lines, so a layout does
/// not depend on the sizes before it.
struct TextPasses: Sendable {
    /// The document's measured text; some label of it wraps.
    let text: TextSizing
    /// Whether the last layout's passes settled (`textUnsettled` otherwise).
    private(set) var settled = true
    /// The heights the wrapping labels had in the last build made.
    private var builtHeights: [Double] = []
    /// The document with every wrapping label on unbroken lines, kept warm across sizes
    /// (none or one; an array, as a struct cannot hold an optional of its own type): its
    /// layout at a size is the first pass of a cold layout there.
    private var unbroken: [LayoutSystem] = []

    /// How many passes wrapping labels get; UIKit's second pass is the usual end.
    static let maxPasses = 4

    init(text: TextSizing) {
        self.text = text
    }

    /// A cold layout of `document` at `size`: built with every label on unbroken lines,
    /// then again with the heights the solved widths measure until they settle.
    mutating func cold(_ document: Document, at size: Size, builder: inout ColdBuilder) throws(Problem) -> SolvedBuild {
        let widths = [Double?](filled: nil, count: text.wrapping.count)
        let heights = text.heights(at: widths)
        let build = try builder.build(text.sized(document, widths: widths), at: size)
        builtHeights = heights
        return try settle(build, document, at: size, heights: heights, passesDone: 1, builder: &builder)
    }

    /// `current` (nil when there is none to trust) moved to `size`, answering what `cold`
    /// answers there with as few cold builds as that allows:
    /// - the first pass is `unbroken`, moved warm to the size, which answers what a cold
    ///   build there does;
    /// - the second pass is `current` moved warm when it was built with the heights the
    ///   first pass measures (as after a resize that changes no label's lines);
    /// - any pass after that, and a second pass with other heights, is built cold.
    /// `current` is moved in place (taken, never copied: a copy of a solver's tableau is
    /// what a resize avoids).
    mutating func move(_ current: inout SolvedBuild?, _ document: Document, to size: Size,
                       builder: inout ColdBuilder) throws(Problem) -> SolvedBuild {
        let widths = try unbrokenWidths(document, at: size, builder: builder)
        let heights = text.heights(at: widths)
        let build: SolvedBuild
        if heights == builtHeights, current?.refused.isEmpty == true {
            // Built cold instead, it has made every pass already.
            guard try current?.resize(to: size) == true, let moved = current.take() else {
                current = nil
                return try cold(document, at: size, builder: &builder)
            }
            build = moved
        } else {
            current = nil
            build = try builder.build(text.sized(document, widths: widths), at: size)
            builtHeights = heights
        }
        return try settle(build, document, at: size, heights: heights, passesDone: 2, builder: &builder)
    }

    /// After a pass built with `heights`: done when the solved widths measure the same
    /// heights, else the next pass, up to `maxPasses` in all.
    private mutating func settle(_ first: SolvedBuild, _ document: Document, at size: Size, heights built: [Double],
                                 passesDone: Int, builder: inout ColdBuilder) throws(Problem) -> SolvedBuild {
        var build = first
        var heights = built
        var done = passesDone
        while true {
            let widths = build.solvedWidths(of: text)
            let measured = text.heights(at: widths)
            if measured == heights {
                settled = true
                return build
            }
            guard done < Self.maxPasses else {
                settled = false
                return build
            }
            build = try builder.build(text.sized(document, widths: widths), at: size)
            builtHeights = measured
            heights = measured
            done += 1
        }
    }

    /// The wrapping labels' widths in the first pass at `size`.
    private mutating func unbrokenWidths(_ document: Document, at size: Size, builder: ColdBuilder) throws(Problem) -> [Double?] {
        if unbroken.isEmpty {
            let first = text.sized(document, widths: [], keepingText: false)
            unbroken = [try LayoutSystem(document: first, limits: builder.limits, deadline: builder.deadline, order: builder.order)]
        }
        unbroken[0].deadline = builder.deadline
        _ = try unbroken[0].layout(for: size)
        return unbroken[0].solvedWidths(of: text)
    }
}
