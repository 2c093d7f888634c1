/// One of N parts of a corpus (`navspec run --shard 2/4`, or Bazel's `TEST_SHARD_INDEX` and
/// `TEST_TOTAL_SHARDS`): the files whose stable hash falls in it. The N shards partition the
/// files, and so the scenarios: every file is in exactly one shard, whole, so the union of all
/// shards is the whole corpus, no scenario runs twice, a file that does not parse is reported by
/// one shard only, a shard's report lists only its own files, and a file's set-up runs on one
/// machine only (our decision: spreading one file's scenarios over machines ran its set-up on
/// each, and every shard reported every file, most with no test).
///
/// A file's identity is its path as given on the command line, hashed with `StableHash`: which
/// shard runs it does not depend on the other files, the order they are found in, `--jobs`, or
/// edits to any file (our decision, over dealing files out in turn, which would move every later
/// file to another shard whenever one is added). The shards are balanced as a hash is: on
/// average, not exactly.
public struct ScenarioShard: Hashable, Sendable {
  /// 0-based.
  public var index: Int
  public var count: Int

  public typealias Failure = OptionFailure

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Reads `K/N`, K from 1 to N.
  public init(parsing text: String) throws(Failure) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1_000_000,
      k >= 1, k <= n
    else {
      throw Failure(
        message:
          "'--shard \(OptionFailure.shown(text))': write the shard as K/N with K from 1 to N, e.g. 2/4"
      )
    }
    self.init(index: k - 1, count: n)
  }

  /// Whether this shard runs `file` (as given on the command line).
  public func contains(file: String) -> Bool {
    count <= 1 || Int(StableHash.fnv1a([file]) % UInt64(count)) == index
  }
}
