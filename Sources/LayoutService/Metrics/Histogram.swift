/// A Prometheus histogram: cumulative bucket counts are derived when printed.
struct Histogram {
    static let secondsBuckets: [Double] = [
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
    ]

    let bounds: [Double]
    private(set) var counts: [UInt64]
    private(set) var sum = 0.0
    private(set) var count: UInt64 = 0

    init(bounds: [Double] = Histogram.secondsBuckets) {
        self.bounds = bounds
        counts = Array(repeating: 0, count: bounds.count)
    }

    mutating func observe(_ value: Double) {
        if let index = bounds.firstIndex(where: { value <= $0 }) {
            counts[index] += 1
        }
        sum += value
        count += 1
    }

    mutating func add(_ other: Histogram) {
        for i in counts.indices { counts[i] += other.counts[i] }
        sum += other.sum
        count += other.count
    }

    func render(name: String, labels: String, into out: inout String) {
        let prefix = labels.isEmpty ? "" : labels + ","
        var cumulative: UInt64 = 0
        for (bound, n) in zip(bounds, counts) {
            cumulative += n
            out += "\(name)_bucket{\(prefix)le=\"\(bound)\"} \(cumulative)\n"
        }
        out += "\(name)_bucket{\(prefix)le=\"+Inf\"} \(count)\n"
        let braces = labels.isEmpty ? "" : "{\(labels)}"
        out += "\(name)_sum\(braces) \(sum)\n"
        out += "\(name)_count\(braces) \(count)\n"
    }
}
