import ArgumentParser
import NavSpecLanguage

/// Which shard of the corpus a command takes, for `run` and `audit` alike: `--shard K/N`, or
/// Bazel's test-sharding protocol
/// ([Bazel's test encyclopedia](https://bazel.build/reference/test-encyclopedia)): with
/// `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` set, the command takes that shard and touches
/// `TEST_SHARD_STATUS_FILE` to tell Bazel it shards (Bazel 7 fails a sharded test that does not).
enum ShardChoice {
  /// `--shard` wins over Bazel's variables; nil takes everything.
  static func shard(option: String?, in environment: ProcessEnvironment) throws -> ScenarioShard? {
    if let option {
      return try readingOption { () throws(OptionFailure) in
        try ScenarioShard(parsing: option)
      }
    }
    guard let total = environment["TEST_TOTAL_SHARDS"], let index = environment["TEST_SHARD_INDEX"]
    else { return nil }
    guard let count = Int(total), let position = Int(index), count >= 1, position >= 0,
      position < count
    else {
      throw ValidationError(
        "TEST_TOTAL_SHARDS=\(OutputWriter.printable(total)) and TEST_SHARD_INDEX="
          + "\(OutputWriter.printable(index)) do not name a shard: the index runs from 0 to the total - 1"
      )
    }
    return ScenarioShard(index: position, count: count)
  }

  /// Tells Bazel that this test shards: it creates (or updates) the file Bazel names.
  static func acknowledge(in environment: ProcessEnvironment) throws {
    guard let status = environment["TEST_SHARD_STATUS_FILE"], !status.isEmpty else { return }
    do throws(OutputWriter.Failure) {
      try OutputWriter.writeFile("", to: status, what: "Bazel's shard status file")
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
  }
}
