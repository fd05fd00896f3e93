import Dispatch
import Testing
@testable import LayoutService

@Test func metricsRenderPrometheusText() {
    let metrics = Metrics()
    metrics.recordRequest(route: "/v1/layout", status: 200, seconds: 0.003)
    metrics.recordRequest(route: "/v1/layout", status: 200, seconds: 0.2)
    metrics.recordRequest(route: "/healthz", status: 200, seconds: 0.0001)
    metrics.recordCache(tier: .memory, hit: true)
    metrics.recordCache(tier: .memory, hit: false)
    metrics.recordCache(tier: .memory, hit: false)
    metrics.recordSolve(seconds: 0.004)
    let text = metrics.render(Metrics.Gauges(
        queueDepth: 3, busyWorkers: 2, workers: 2, queueCapacity: 64, solveTimeoutSeconds: 2,
        openConnections: 5, cacheEntries: 7, cacheBytes: 900, draining: false))
    #expect(text.contains("layoutd_requests_total{route=\"/v1/layout\",status=\"200\"} 2\n"))
    #expect(text.contains("layoutd_request_duration_seconds_bucket{route=\"/v1/layout\",le=\"0.005\"} 1\n"))
    #expect(text.contains("layoutd_request_duration_seconds_bucket{route=\"/v1/layout\",le=\"0.25\"} 2\n"))
    #expect(text.contains("layoutd_request_duration_seconds_count{route=\"/v1/layout\"} 2\n"))
    #expect(text.contains("layoutd_cache_hits_total{tier=\"memory\"} 1\n"))
    #expect(text.contains("layoutd_cache_misses_total{tier=\"memory\"} 2\n"))
    #expect(text.contains("layoutd_solve_duration_seconds_bucket{le=\"+Inf\"} 1\n"))
    #expect(text.contains("layoutd_solver_queue_depth 3\n"))
    #expect(text.contains("layoutd_solver_busy_workers 2\n"))
    #expect(text.contains("layoutd_open_connections 5\n"))
    #expect(text.contains("layoutd_cache_entries 7\n"))
    #expect(text.contains("layoutd_solve_deadline_seconds 2.0\n"))
    // Every sample line belongs to a series declared with # TYPE.
    let declared = Set(text.split(separator: "\n").filter { $0.hasPrefix("# TYPE ") }
        .map { String($0.split(separator: " ")[2]) })
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let name = String(line.prefix { $0 != "{" && $0 != " " })
        let base = ["_bucket", "_sum", "_count"].reduce(name) { n, suffix in
            n.hasSuffix(suffix) && declared.contains(String(n.dropLast(suffix.count))) ? String(n.dropLast(suffix.count)) : n
        }
        #expect(declared.contains(base), "undeclared series \(name)")
    }
}

@Test(arguments: [
    ("/v1/layout", "/v1/layout"),
    ("/v1/layout/sha256:abc", "/v1/layout/{hash}"),
    ("/v1/layout/a/b", "other"),
    ("/v1/layout/", "other"),
    ("/etc/passwd", "other"),
    ("/healthz", "/healthz"),
    ("/", "/"),
    ("/v1/lint", "/v1/lint"),
])
func routeNamesAreTheRouteTablesPatterns(path: String, route: String) {
    let service = LayoutService(configuration: ServiceConfiguration(workers: 1))
    defer { service.pool.stop() }
    #expect((service.makeRouter().pattern(matching: path) ?? "other") == route)
}

@Test func ifNoneMatch() {
    let tag = "\"sha256:ab\""
    #expect(Responses.ifNoneMatch("\"x\", \"sha256:ab\"", matches: tag))
    #expect(Responses.ifNoneMatch("W/\"sha256:ab\"", matches: tag))
    #expect(Responses.ifNoneMatch("*", matches: tag))
    #expect(!Responses.ifNoneMatch("\"sha256:ac\"", matches: tag))
    #expect(!Responses.ifNoneMatch(nil, matches: tag))
}

@Test func metricsRecordedFromManyThreadsAddUp() {
    let metrics = Metrics()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
        for _ in 0..<1_000 {
            metrics.recordRequest(route: "/v1/layout", status: 200, seconds: 0.001)
            metrics.recordCache(tier: .memory, hit: true)
        }
    }
    let text = metrics.render(Metrics.Gauges(
        queueDepth: 0, busyWorkers: 0, workers: 1, queueCapacity: 1, solveTimeoutSeconds: 1,
        openConnections: 0, cacheEntries: 0, cacheBytes: 0, draining: false))
    #expect(text.contains("layoutd_requests_total{route=\"/v1/layout\",status=\"200\"} 8000\n"))
    #expect(text.contains("layoutd_request_duration_seconds_count{route=\"/v1/layout\"} 8000\n"))
    #expect(text.contains("layoutd_cache_hits_total{tier=\"memory\"} 8000\n"))
}

/// The Prometheus text format: each family's HELP, TYPE and samples form one contiguous
/// group; a family that reappears after another began is refused by strict scrapers.
@Test func everyMetricFamilyIsOneContiguousGroup() {
    let metrics = Metrics()
    metrics.recordRequest(route: "/v1/layout", status: 200, seconds: 0.01)
    metrics.recordCache(tier: .memory, hit: true)
    metrics.recordCache(tier: .structure, hit: false)
    metrics.recordCache(tier: .redis, hit: true)
    metrics.recordSolve(seconds: 0.01)
    let text = metrics.render(Metrics.Gauges(
        queueDepth: 0, busyWorkers: 0, workers: 2, queueCapacity: 64, solveTimeoutSeconds: 2,
        openConnections: 0, cacheEntries: 0, cacheBytes: 0, draining: false))
    var families: [String] = []
    var types: [String: String] = [:]
    for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        let family: String
        if line.hasPrefix("# HELP ") || line.hasPrefix("# TYPE ") {
            family = String(words[2])
            if line.hasPrefix("# TYPE ") { types[family] = String(words[3]) }
        } else {
            let name = String(line.prefix { $0 != "{" && $0 != " " })
            let histogramBase = ["_bucket", "_sum", "_count"].first { name.hasSuffix($0) }
                .map { String(name.dropLast($0.count)) }
            family = histogramBase.flatMap { types[$0] == "histogram" ? $0 : nil } ?? name
        }
        if families.last != family {
            #expect(!families.contains(family), "\(family) appears in two groups")
            families.append(family)
        }
    }
    #expect(families.contains("layoutd_cache_hits_total"))
    #expect(families.contains("layoutd_cache_misses_total"))
    // HELP and TYPE precede their family's samples.
    for family in families {
        let lines = text.split(separator: "\n")
        let firstSample = lines.firstIndex { !$0.hasPrefix("#") && $0.hasPrefix(family) }
        let help = lines.firstIndex { $0.hasPrefix("# HELP \(family) ") }
        let type = lines.firstIndex { $0.hasPrefix("# TYPE \(family) ") }
        if let firstSample, let help, let type {
            #expect(help < firstSample && type < firstSample, "\(family) has samples before its HELP/TYPE")
        } else {
            #expect(help != nil && type != nil, "\(family) lacks HELP or TYPE")
        }
    }
}
