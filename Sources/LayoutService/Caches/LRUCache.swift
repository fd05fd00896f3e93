/// A least-recently-used map bounded by the bytes of its values. Not thread-safe on its
/// own; `AnswerCache` shards it behind locks. Entries live in flat arrays linked by index,
/// so a hit moves two integers and allocates nothing.
struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        /// nil once the entry is evicted or taken out: a freed slot must not keep its value
        /// alive (an answer's bytes past the byte bound; a warm solver's rows shared with the
        /// copy handed out, which then copied every row on its first change).
        var value: Value?
        var cost: Int
        var newer: Int
        var older: Int
    }

    let capacity: Int
    private(set) var totalCost = 0
    private var index: [Key: Int] = [:]
    private var entries: [Entry] = []
    private var free: [Int] = []
    private var newest = -1
    private var oldest = -1

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    var count: Int { index.count }

    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return entries[slot].value
    }

    /// Takes the entry out, for a caller that needs it to itself for a while.
    mutating func removeValue(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        let value = entries[slot].value
        evict(slot)
        return value
    }

    /// Stores `value`; one larger than the whole capacity is not kept at all.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        if let slot = index[key] {
            evict(slot)
        }
        guard cost <= capacity else { return }
        while totalCost + cost > capacity, oldest >= 0 {
            evict(oldest)
        }
        let entry = Entry(key: key, value: value, cost: cost, newer: -1, older: -1)
        let slot: Int
        if let reused = free.popLast() {
            entries[reused] = entry
            slot = reused
        } else {
            entries.append(entry)
            slot = entries.count - 1
        }
        index[key] = slot
        totalCost += cost
        linkAtFront(slot)
    }

    private mutating func evict(_ slot: Int) {
        unlink(slot)
        totalCost -= entries[slot].cost
        index[entries[slot].key] = nil
        entries[slot].value = nil
        free.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let newer = entries[slot].newer
        let older = entries[slot].older
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        entries[slot].newer = -1
        entries[slot].older = -1
    }

    private mutating func linkAtFront(_ slot: Int) {
        entries[slot].older = newest
        entries[slot].newer = -1
        if newest >= 0 { entries[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
