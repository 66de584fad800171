import Locking

/// Solutions of parts already solved, keyed by the part's canonical form, so a part met again is
/// not solved again: the cells of a list that share one layout, and across a device matrix every
/// part no screen-dependent constant reaches (a cell's content, a fixed-size box), solve once.
///
/// Exact, not approximate: the key is everything the simplex reads, in the order it reads it
/// (each constraint in addition order with its tier, relation, constant and terms, variables
/// renamed by first appearance, then the values free variables fall back to). The tableau's
/// choices depend only on that sequence (symbols are numbered as terms are met, ties go to the
/// lowest symbol), so a part with the same key gets bit-for-bit the values and ambiguity its own
/// solve would give. Parts with a broken constraint or a pivot-limit stop are not stored (their
/// diagnostics name constraints by index).
package final class ComponentCache: Sendable {
    struct Entry: Sendable {
        /// Per variable, in the key's order of first appearance.
        var values: [Double]
        var isAmbiguous: [Bool]
    }

    /// Stored words (keys and values) past which nothing more is stored: about 64 MB.
    static let capacityWords = 8_000_000

    /// A key's words with their hash, computed once while the words are written: a big part's
    /// key has tens of thousands of words, and hashing them again with `Hasher` on every lookup
    /// and store cost 5 % of a grid's solve. Equal keys are still told apart by their words.
    struct Key: Hashable, Sendable {
        var words: [UInt64]
        var hash: UInt64

        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.words == b.words }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private struct Storage {
        var entries: [Key: Entry] = [:]
        var words = 0
    }

    private let storage = Locked(Storage())

    package init() {}

    func entry(for key: Key) -> Entry? {
        storage.withLock { $0.entries[key] }
    }

    func store(_ entry: Entry, for key: Key) {
        let size = key.words.count + 2 * entry.values.count
        storage.withLock { s in
            guard s.words + size <= Self.capacityWords, s.entries[key] == nil else { return }
            s.entries[key] = entry
            s.words += size
        }
    }

    /// Parts stored (the tests' and benchmarks' view of reuse).
    package var count: Int { storage.withLock { $0.entries.count } }
}

/// Builds a part's key (see `ComponentCache`) and remembers its variables in key order.
struct ComponentKey {
    private(set) var key = ComponentCache.Key(words: [], hash: 0)
    /// The part's variables in order of first appearance.
    private(set) var variables: [Int32] = []
    private var localOf: [Int32] = []

    mutating func make(_ order: AdditionOrder, in system: LinearSystem) {
        var words: [UInt64] = []
        swap(&words, &key.words)
        words.removeAll(keepingCapacity: true)
        for v in variables { localOf[Int(v)] = -1 }
        variables.removeAll(keepingCapacity: true)
        if localOf.count < system.variableCount {
            localOf += Array(repeating: -1, count: system.variableCount - localOf.count)
        }
        for n in 0..<order.indices.count {
            let index = order.indices[n], tier = order.tierOfIndex[n]
            let terms = system.termIndices(of: index)
            let relation: UInt64 = switch system.relations[index] {
            case .equal: 0
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: 2
            }
            words.append(UInt64(bitPattern: Int64(tier)) << 40 | relation << 32 | UInt64(terms.count))
            words.append(system.constants[index].bitPattern)
            for k in terms {
                let t = system.terms[k]
                var local = localOf[Int(t.variable)]
                if local < 0 {
                    local = Int32(variables.count)
                    localOf[Int(t.variable)] = local
                    variables.append(t.variable)
                }
                words.append(UInt64(local))
                words.append(t.coefficient.bitPattern)
            }
        }
        for n in 0..<variables.count { words.append(system.initialValues[Int(variables[n])].bitPattern) }
        key = .init(words: words, hash: Self.hash(words))
    }

    /// A multiply–rotate mix over every word (not cryptographic: keys come from the user's own
    /// layout, and equal hashes are checked word by word).
    private static func hash(_ words: [UInt64]) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(words.count)
        words.withUnsafeBufferPointer { w in
            for x in w {
                h = (h ^ x) &* 0xBF58_476D_1CE4_E5B9
                h = (h << 31) | (h >> 33)
            }
        }
        return h ^ (h >> 29)
    }
}
