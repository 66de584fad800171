/// One of n parts of every assertion's device matrix, for splitting a large run across CI
/// machines that run the same tests (`LAYOUT_SNAPSHOT_SHARD=i/n`, `render --shard i/n`), as
/// Playwright's and Jest's `--shard=i/n` split test files: numbered from 1, every snapshot in
/// exactly one part.
///
/// The split is per assertion, so it is balanced however the snapshots fall into tests: the
/// k-th target of an assertion's matrix (devices × orientations × categories, in the order the
/// assertion lists them) goes to part `(k + offset) mod n`, where `offset` comes from a stable
/// hash of the assertion's name (FNV-1a of its test file, test and snapshot name, the same on
/// every machine and run). Each part gets ⌊m/n⌋ or ⌈m/n⌉ of an assertion's m targets, and the
/// offset spreads the extra ones over the parts, so a suite of one-device assertions spreads too.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1…count.
    package let index: Int
    package let count: Int

    package init(index: Int, count: Int) throws(ConfigurationError) {
        guard count >= 1, (1...count).contains(index) else {
            throw ConfigurationError("shard \(index)/\(count): expected i/n with 1 ≤ i ≤ n (for example 1/3)")
        }
        self.index = index
        self.count = count
    }

    /// `i/n`, spaces allowed around the parts.
    package init(parsing text: String, source: String) throws(ConfigurationError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw ConfigurationError("\(source)=\"\(text)\" is not a shard; expected i/n with 1 ≤ i ≤ n (for example 1/3)")
        }
        do { try self.init(index: i, count: n) } catch {
            throw ConfigurationError("\(source)=\"\(text)\": expected i/n with 1 ≤ i ≤ n (for example 1/3)")
        }
    }

    /// `LAYOUT_SNAPSHOT_SHARD`, nil when it is not set (or empty).
    package static func resolve(_ environment: [String: String]) throws(ConfigurationError) -> Shard? {
        guard let raw = environment[EnvironmentKey.shard]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        return try Shard(parsing: raw, source: EnvironmentKey.shard)
    }

    package var description: String { "\(index)/\(count)" }

    /// Which targets of an assertion named `key`, `count` of them in order, this part checks.
    package func positions(of targetCount: Int, key: String) -> [Int] {
        let offset = Int(Self.hash(key) % UInt64(count))
        return (0..<targetCount).filter { ($0 + offset) % count == index - 1 }
    }

    /// FNV-1a, 64 bits, of the UTF-8 bytes: stable everywhere (Swift's `Hasher` is seeded per
    /// process).
    package static func hash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h &*= 0x0000_0100_0000_01B3
        }
        return h
    }
}
