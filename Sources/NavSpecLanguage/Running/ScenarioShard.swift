/// One of N parts of a corpus (`navspec run --shard 2/4`, or Bazel's `TEST_SHARD_INDEX` and
/// `TEST_TOTAL_SHARDS`): the scenarios whose stable hash falls in it. The N shards partition the
/// scenarios, not the files: every scenario is in exactly one, so the union of all shards is the
/// whole corpus and none runs twice, and a file's scenarios spread over the machines.
///
/// A scenario's identity is its file as given on the command line, its name, and how many
/// scenarios of the same name come before it in that file, hashed with `StableHash`: which shard
/// runs it does not depend on the other files, the order they are found in, `--jobs`, or edits
/// elsewhere in the file (our decision, over dealing scenarios out in turn, which would move
/// every later scenario to another shard whenever one is added). The shards are balanced as a
/// hash is: on average, not exactly.
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

  /// Whether this shard runs the scenario `name`, the `ordinal`th (from 0) of that name in `file`.
  public func contains(file: String, name: String, ordinal: Int) -> Bool {
    count <= 1 || Int(StableHash.fnv1a([file, name, String(ordinal)]) % UInt64(count)) == index
  }
}
