import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

/// Which shard of the corpus this run takes: `--shard K/N`, or Bazel's test-sharding protocol
/// ([Bazel's test encyclopedia](https://bazel.build/reference/test-encyclopedia)): with
/// `TEST_TOTAL_SHARDS` and `TEST_SHARD_INDEX` set, the run takes that shard and touches
/// `TEST_SHARD_STATUS_FILE` to tell Bazel it shards; `XML_OUTPUT_FILE` receives the JUnit report.
extension RunInvocation {
  /// The environment a Bazel test runs in, or any other.
  static var environment: ProcessEnvironment { ProcessEnvironment() }

  /// `--shard` wins over Bazel's variables; nil runs everything.
  func shard(in environment: ProcessEnvironment) throws -> ScenarioShard? {
    if let shardOption {
      return try readingOption { () throws(OptionFailure) in
        try ScenarioShard(parsing: shardOption)
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
  func acknowledgeSharding(in environment: ProcessEnvironment) throws {
    guard let status = environment["TEST_SHARD_STATUS_FILE"], !status.isEmpty else { return }
    do throws(OutputWriter.Failure) {
      try OutputWriter.writeFile("", to: status, what: "Bazel's shard status file")
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
  }

  /// The report files asked for: `--report` options, and JUnit at Bazel's `XML_OUTPUT_FILE`.
  func reportRequests(in environment: ProcessEnvironment) throws -> [ReportRequest] {
    var requests = try readingOption { () throws(OptionFailure) in
      try reports.map { text throws(OptionFailure) in try ReportRequest(parsing: text) }
    }
    if let xml = environment["XML_OUTPUT_FILE"], !xml.isEmpty {
      requests.append(ReportRequest(format: .junit, path: xml))
    }
    return requests
  }
}
