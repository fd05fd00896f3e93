// swift-tools-version:6.0
import PackageDescription

// Layers, each depending only on the ones below it (docs/architecture.md draws them):
//   Cassowary (solver, no Foundation), Typesetting (text to sizes, HarfBuzz)  <-  LayoutEngine (documents as values)
//   LayoutEngine  <-  LayoutDocument (the JSON wire format)  <-  LayoutPipeline  <-  LayoutService  <-  layoutd
//   LayoutEngine, LayoutDocument, Typesetting, XML  <-  InterfaceBuilder (storyboards to documents, lint)  <-  LayoutService, layoutd
//   HTTPServer (sockets, TLS, gzip; knows nothing of layout)  <-  LayoutService, layoutd
//   YAML (bytes to a value tree, libyaml; knows nothing of layout)  <-  layoutd (the lint config file)
//   Support (number spellings, pointers, hex, locks, the clock) under every layer but Cassowary, XML and YAML
//   JSON (bytes to a tape and back, on Support) under LayoutDocument, InterfaceBuilder, HTTPServer and what uses
//   them; LayoutEngine and Typesetting know no JSON
//   layoutd-bench (the scripts/bench-* drivers) sits beside layoutd, on LayoutPipeline, InterfaceBuilder and
//   TestSupport (what the tests share)
// Release executables take their malloc from mimalloc (Debian's libmimalloc-dev), which
// then serves the Swift runtime and every library too: a cold layout is mostly small
// arrays made and freed, and mimalloc is faster at that than glibc's malloc
// (BENCHMARKS.md, "2026-12-01 evening: mimalloc, ..."). Debug builds, the tests and the sanitizers keep glibc's.
let releaseAllocator: [LinkerSetting] = [.linkedLibrary("mimalloc", .when(configuration: .release))]

let package = Package(
    name: "layoutd",
    products: [
        .executable(name: "layoutd", targets: ["layoutd"]),
    ],
    targets: [
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Linux headers Swift's Glibc module leaves out (epoll, eventfd, accept4, pthread_setname_np).
        .systemLibrary(name: "CLinux"),
        // hiredis without pkg-config: its .pc file adds -D_FILE_OFFSET_BITS=64, which SwiftPM
        // refuses with a warning on every build; the shim includes <hiredis/hiredis.h> from the
        // default include path and the module map links libhiredis (Debian: libhiredis-dev).
        .systemLibrary(name: "CHiredis"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // librsvg and cairo: SVG to PNG (pictures of scenes). Without pkg-config, as hiredis
        // (librsvg's .pc adds -pthread, which SwiftPM refuses with a warning): the shim says why.
        .systemLibrary(name: "CRSVG"),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // What several layers share and none owns: number spellings, the byte sink their
        // writers fill, hex and percent decoding, the monotonic clock, `Locked`, the
        // condition variable and detached threads. Glibc only, no Foundation.
        .target(name: "Support", dependencies: ["CLinux"]),
        .target(name: "Cassowary"),
        // Text to sizes: fonts (Inter standing in for San Francisco, and the user's own),
        // HarfBuzz shaping, SF's tracking, line breaking and truncation (docs/text.md). Knows
        // nothing of views.
        .target(name: "Typesetting", dependencies: ["CHarfBuzz", "Support"]),
        // JSON bytes to a tape and back: reader, writer, canonical form, number spellings,
        // the string escaper and the problem+json writer. Depends on nothing of ours.
        .target(name: "JSON", dependencies: ["Support"]),
        // XML bytes to an element tree (libxml2 SAX); knows nothing of layout.
        .target(name: "XML", dependencies: ["CLibXML2"]),
        // SVG bytes to PNG bytes (librsvg onto cairo, deflated by zlib), and PNG bytes back to
        // pixels for tests; knows nothing of layout.
        .target(name: "Raster", dependencies: ["CRSVG", "CZlib"]),
        // YAML bytes to a value tree (libyaml's event parser), for the lint config file.
        .target(name: "YAML", dependencies: ["CYAML"]),
        // Storyboards and XIBs to request documents, and their lint.
        .target(name: "InterfaceBuilder", dependencies: ["XML", "JSON", "Support", "LayoutEngine", "LayoutDocument", "Typesetting", "Raster"]),
        // Document values to layouts: constraint building, stack views, VFL, solving,
        // diagnostics, hit testing. Knows neither JSON nor HTTP.
        .target(name: "LayoutEngine", dependencies: ["Cassowary", "Typesetting", "Support"]),
        // The wire format of documents and answers: the request reader and decoder, the
        // document writer, the answer, hit-test and SVG writers.
        .target(name: "LayoutDocument", dependencies: ["LayoutEngine", "JSON", "Support", "Typesetting", "Raster"]),
        // Request bytes to answer bytes, the same for every route and the command line:
        // scan, hash, cache lookups, build or resize, solve, write.
        .target(name: "LayoutPipeline", dependencies: ["Support", "LayoutEngine", "LayoutDocument", "JSON", "Typesetting", "COpenSSL", "Raster"]),
        .target(name: "HTTPServer", dependencies: ["Support", "JSON", "CLinux", "COpenSSL", "CZlib"]),
        .target(
            name: "LayoutService", dependencies: ["Support", "LayoutPipeline", "LayoutEngine", "Typesetting", "LayoutDocument", "JSON", "InterfaceBuilder", "HTTPServer", "COpenSSL", "CZlib", "CHiredis"],
            // A link to the top-level openapi.yaml, so the server serves exactly that file.
            resources: [.embedInCode("Resources/openapi.yaml"), .embedInCode("Resources/playground.html")]
        ),
        .executableTarget(
            name: "layoutd", dependencies: ["LayoutService", "LayoutPipeline", "HTTPServer", "LayoutEngine", "Typesetting", "LayoutDocument", "JSON", "InterfaceBuilder", "YAML", "Support"],
            linkerSettings: releaseAllocator),
        // Benchmark drivers that scripts/bench-* run (release builds only; not a product).
        // TestSupport for the generated benchmark documents the tests check.
        // Linked like layoutd (releaseAllocator), so it measures what the server runs.
        .executableTarget(
            name: "layoutd-bench", dependencies: ["LayoutPipeline", "LayoutEngine", "LayoutDocument", "JSON", "Support", "Cassowary", "InterfaceBuilder", "XML", "TestSupport"],
            linkerSettings: releaseAllocator),
        // What the test targets (and layoutd-bench) share: the seeded random generator, random
        // JSON values, the generated benchmark documents.
        .target(name: "TestSupport", dependencies: ["JSON", "Support", "Cassowary", "LayoutEngine", "LayoutDocument", "Typesetting"], path: "Tests/TestSupport"),
        .testTarget(name: "SupportTests", dependencies: ["Support", "TestSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "Support", "TestSupport"]),
        // The engine's tests write their documents as requests do, so they read them with LayoutDocument.
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutDocument", "JSON", "Support", "TestSupport", "Typesetting"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "Support", "JSON", "TestSupport"]),
        .testTarget(name: "XMLTests", dependencies: ["XML"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "LayoutDocumentTests", dependencies: ["LayoutDocument", "LayoutEngine", "JSON", "Support", "TestSupport", "Typesetting"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "XML", "JSON", "LayoutEngine", "LayoutDocument", "TestSupport", "Typesetting"], exclude: ["Fixtures"]),
        .testTarget(name: "layoutdTests", dependencies: ["layoutd", "HTTPServer", "Typesetting"]),
        .testTarget(name: "LayoutPipelineTests", dependencies: ["LayoutPipeline", "Support", "LayoutEngine", "LayoutDocument", "JSON"]),
        // Pictures of scenes checked by their pixels, on fixtures of its own (and their catalog).
        .testTarget(name: "RenderTests", dependencies: ["InterfaceBuilder", "LayoutDocument", "LayoutEngine", "LayoutPipeline", "Raster"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutServiceTests", dependencies: ["LayoutService", "Support", "LayoutPipeline", "HTTPServer", "JSON", "LayoutEngine", "LayoutDocument", "TestSupport", "Typesetting", "InterfaceBuilder"]),
    ],
    swiftLanguageModes: [.v6]
)
