import Support
import HTTPServer

/// The series of docs/server.md#metrics, kept in memory and printed in Prometheus text format.
/// Gauges that other parts own (queue depth, open connections) are read when printed.
package final class Metrics: Sendable {
    private struct State {
        var requests: [RequestKey: UInt64] = [:]
        var requestDurations: [String: Histogram] = [:]
        var solveDurations = Histogram()
        var cacheHits: [CacheTier: UInt64] = [:]
        var cacheMisses: [CacheTier: UInt64] = [:]
        var solveTimeouts: UInt64 = 0
        var redisErrors: UInt64 = 0
    }

    private struct RequestKey: Hashable, Comparable {
        var route: String
        var status: HTTPStatus

        static func < (a: RequestKey, b: RequestKey) -> Bool {
            (a.route, a.status) < (b.route, b.status)
        }
    }

    /// Values sampled at print time from the parts that own them.
    package struct Gauges: Sendable {
        /// Requests admitted and waiting for a worker.
        package var queueDepth: Int
        /// Workers solving now.
        package var busyWorkers: Int
        /// Solver threads.
        package var workers: Int
        /// How many requests may wait for a worker.
        package var queueCapacity: Int
        /// The budget of one solve.
        package var solveTimeoutSeconds: Double
        /// Connections the server has open.
        package var openConnections: Int
        /// Answers in the in-process cache.
        package var cacheEntries: Int
        /// Reckoned bytes of those answers.
        package var cacheBytes: Int
        /// True once shutdown has begun.
        package var draining: Bool
    }

    /// Recording happens on every request from every thread; printing is rare. So each
    /// thread records into one of several shards, and printing adds them up.
    private let shards = (0..<16).map { _ in Locked(State()) }

    /// Every counter at zero.
    package init() {}

    private func record(_ body: (inout State) -> Void) {
        shards[ThreadShard.index(count: shards.count)].withLock(body)
    }

    private func merged() -> State {
        var total = State()
        for shard in shards {
            shard.withLock { s in
                total.requests.merge(s.requests, uniquingKeysWith: +)
                for (route, h) in s.requestDurations { total.requestDurations[route, default: Histogram()].add(h) }
                total.solveDurations.add(s.solveDurations)
                total.cacheHits.merge(s.cacheHits, uniquingKeysWith: +)
                total.cacheMisses.merge(s.cacheMisses, uniquingKeysWith: +)
                total.solveTimeouts += s.solveTimeouts
                total.redisErrors += s.redisErrors
            }
        }
        return total
    }

    /// Counts an answered request under its route pattern and status, and times it.
    package func recordRequest(route: String, status: HTTPStatus, seconds: Double) {
        record { s in
            s.requests[RequestKey(route: route, status: status), default: 0] += 1
            s.requestDurations[route, default: Histogram()].observe(seconds)
        }
    }

    /// Times one solve.
    package func recordSolve(seconds: Double) {
        record { $0.solveDurations.observe(seconds) }
    }

    /// Counts a solve that ran past its budget.
    package func recordSolveTimeout() {
        record { $0.solveTimeouts += 1 }
    }

    /// Counts a lookup in a cache tier as a hit or a miss.
    package func recordCache(tier: CacheTier, hit: Bool) {
        record { s in
            if hit { s.cacheHits[tier, default: 0] += 1 } else { s.cacheMisses[tier, default: 0] += 1 }
        }
    }

    /// Counts a failed Redis command (connect, timeout, protocol).
    package func recordRedisError() {
        record { $0.redisErrors += 1 }
    }

    /// The series of docs/server.md#metrics with `gauges`, in Prometheus text format 0.0.4.
    package func render(_ gauges: Gauges) -> String {
        let s = merged()
        do {
            var out = ""
            out += "# HELP layoutd_requests_total HTTP requests answered, by route and status.\n"
            out += "# TYPE layoutd_requests_total counter\n"
            for key in s.requests.keys.sorted() {
                out += "layoutd_requests_total{route=\"\(key.route)\",status=\"\(key.status)\"} \(s.requests[key] ?? 0)\n"
            }
            out += "# HELP layoutd_request_duration_seconds Time from a request's last byte to its answer's.\n"
            out += "# TYPE layoutd_request_duration_seconds histogram\n"
            for route in s.requestDurations.keys.sorted() {
                s.requestDurations[route]?.render(
                    name: "layoutd_request_duration_seconds", labels: "route=\"\(route)\"", into: &out)
            }
            out += "# HELP layoutd_solve_duration_seconds Time spent parsing and solving a document on a worker.\n"
            out += "# TYPE layoutd_solve_duration_seconds histogram\n"
            s.solveDurations.render(name: "layoutd_solve_duration_seconds", labels: "", into: &out)
            out += "# HELP layoutd_solve_timeouts_total Solves stopped at the deadline.\n"
            out += "# TYPE layoutd_solve_timeouts_total counter\n"
            out += "layoutd_solve_timeouts_total \(s.solveTimeouts)\n"
            // The text format wants each family's HELP, TYPE and samples together, so hits
            // and misses are two passes over the tiers, not one interleaved pass.
            let tiers = [CacheTier.memory] + Set(s.cacheHits.keys).union(s.cacheMisses.keys).subtracting([.memory])
                .sorted { $0.rawValue < $1.rawValue }
            out += "# HELP layoutd_cache_hits_total Answers served from a cache tier.\n"
            out += "# TYPE layoutd_cache_hits_total counter\n"
            for tier in tiers {
                out += "layoutd_cache_hits_total{tier=\"\(tier.rawValue)\"} \(s.cacheHits[tier] ?? 0)\n"
            }
            out += "# HELP layoutd_cache_misses_total Lookups a cache tier could not answer.\n"
            out += "# TYPE layoutd_cache_misses_total counter\n"
            for tier in tiers {
                out += "layoutd_cache_misses_total{tier=\"\(tier.rawValue)\"} \(s.cacheMisses[tier] ?? 0)\n"
            }
            out += "# HELP layoutd_cache_entries Answers held in the in-process cache.\n"
            out += "# TYPE layoutd_cache_entries gauge\n"
            out += "layoutd_cache_entries \(gauges.cacheEntries)\n"
            out += "# HELP layoutd_cache_bytes Bytes held in the in-process cache.\n"
            out += "# TYPE layoutd_cache_bytes gauge\n"
            out += "layoutd_cache_bytes \(gauges.cacheBytes)\n"
            out += "# HELP layoutd_solver_queue_depth Solves admitted and waiting for a worker.\n"
            out += "# TYPE layoutd_solver_queue_depth gauge\n"
            out += "layoutd_solver_queue_depth \(gauges.queueDepth)\n"
            out += "# HELP layoutd_solver_queue_capacity Solves that may wait before requests get 503.\n"
            out += "# TYPE layoutd_solver_queue_capacity gauge\n"
            out += "layoutd_solver_queue_capacity \(gauges.queueCapacity)\n"
            out += "# HELP layoutd_solver_busy_workers Workers solving right now.\n"
            out += "# TYPE layoutd_solver_busy_workers gauge\n"
            out += "layoutd_solver_busy_workers \(gauges.busyWorkers)\n"
            out += "# HELP layoutd_solver_workers Worker threads.\n"
            out += "# TYPE layoutd_solver_workers gauge\n"
            out += "layoutd_solver_workers \(gauges.workers)\n"
            out += "# HELP layoutd_solve_deadline_seconds The solve deadline (--solve-timeout-ms).\n"
            out += "# TYPE layoutd_solve_deadline_seconds gauge\n"
            out += "layoutd_solve_deadline_seconds \(gauges.solveTimeoutSeconds)\n"
            out += "# HELP layoutd_open_connections Client connections open now.\n"
            out += "# TYPE layoutd_open_connections gauge\n"
            out += "layoutd_open_connections \(gauges.openConnections)\n"
            out += "# HELP layoutd_draining 1 while shutting down.\n"
            out += "# TYPE layoutd_draining gauge\n"
            out += "layoutd_draining \(gauges.draining ? 1 : 0)\n"
            out += "# HELP layoutd_redis_errors_total Redis calls that failed or timed out.\n"
            out += "# TYPE layoutd_redis_errors_total counter\n"
            out += "layoutd_redis_errors_total \(s.redisErrors)\n"
            return out
        }
    }
}
