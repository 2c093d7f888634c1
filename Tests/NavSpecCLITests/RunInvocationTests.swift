import Foundation
import NavSpecTestSupport
import Testing

// `navspec run` with operands only runs without ArgumentParser (docs/cli.md#cold-start); with
// `--` in front of the same operands ArgumentParser reads them. Both must do the same: same
// output, same errors, same status, in whatever environment CI gives them.

@Test(
  arguments: [
    (["pass"], [:]),
    (["fail", "pass"], [:]),
    (["broken"], [:]),
    (["no-such-folder", "pass"], [:]),
    (["empty"], [:]),
    ([], [:]),
    (["fail"], ["GITHUB_ACTIONS": "true"]),
    (["pass", "fail"], ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1"]),
    (["pass"], ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"]),
    (["pass"], ["NO_COLOR": "1"]),
  ] as [([String], [String: String])])
func operandsAloneRunAsArgumentParserReadsThem(
  operands: [String], environment: [String: String]
) throws {
  let direct = try navspec(["run"] + operands, environment: environment)
  let parsed = try navspec(["run", "--"] + operands, environment: environment)
  #expect(direct.status == parsed.status)
  #expect(direct.stdout == parsed.stdout)
  #expect(direct.stderr == parsed.stderr)
  // Each case says something, so that equal outputs are not two empty ones.
  #expect(!(direct.stdout + direct.stderr).isEmpty)
}

@Test func aCommandLineThatDoesNotValidateGetsArgumentParsersUsage() throws {
  let outcome = try navspec(
    ["run", "pass"], environment: ["TEST_TOTAL_SHARDS": "x", "TEST_SHARD_INDEX": "0"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr.contains("Usage: navspec run [<options>] [<paths> ...]"))
}
