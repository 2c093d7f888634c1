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
    try ShardChoice.shard(option: shardOption, in: environment)
  }

  /// Tells Bazel that this test shards.
  func acknowledgeSharding(in environment: ProcessEnvironment) throws {
    try ShardChoice.acknowledge(in: environment)
  }

  /// The report files asked for: `--report` options, and JUnit at Bazel's `XML_OUTPUT_FILE`.
  func reportRequests(in environment: ProcessEnvironment) throws -> [ReportRequest<ReportFormat>] {
    var requests = try readingOption { () throws(OptionFailure) in
      try reports.map { text throws(OptionFailure) in try ReportRequest<ReportFormat>(parsing: text)
      }
    }
    if let xml = environment["XML_OUTPUT_FILE"], !xml.isEmpty {
      requests.append(ReportRequest<ReportFormat>(format: .junit, path: xml))
    }
    return requests
  }
}
