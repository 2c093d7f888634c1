import Foundation

/// A cold start: the whole process, from `exec` to exit, as CI pays it once per `navspec run`.
extension Benchmarks {
  /// Target: a cold `navspec run` of one typical scenario takes at most 2x a hello-world Swift
  /// binary built the same way (`navspec-hello`, same package and configuration). Both are
  /// started alternately, 200 times each, and the medians compared, so that the machine's
  /// noise falls on both alike.
  static func coldStart() -> Outcome {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let navspec = folder.appendingPathComponent("navspec").path
    let hello = folder.appendingPathComponent("navspec-hello").path
    let scenario = FileManager.default.temporaryDirectory
      .appendingPathComponent("navspec-bench-cold-\(getpid()).scenario").path
    guard FileManager.default.createFile(atPath: scenario, contents: Data(typicalScenario.utf8))
    else { fatalError("cannot write \(scenario)") }
    defer { try? FileManager.default.removeItem(atPath: scenario) }
    for binary in [navspec, hello] where !FileManager.default.isExecutableFile(atPath: binary) {
      return Outcome(
        name: "cold navspec run of one scenario against hello world",
        measured: "\(binary) is missing (make bench builds it)", target: "at most 2x",
        met: false)
    }
    var runs: [[Double]] = [[], []]
    let commands = [[navspec, "run", scenario], [hello]]
    for _ in 0..<200 {
      for (index, command) in commands.enumerated() {
        runs[index].append(measure(rounds: 1) { spawnAndWait(command) })
      }
    }
    let (run, base) = (median(runs[0]), median(runs[1]))
    let ratio = run / base
    return Outcome(
      name: "cold navspec run of one scenario against hello world",
      measured: String(format: "%.2fx (%.2f ms against %.2f ms)", ratio, run * 1e3, base * 1e3),
      target: "at most 2x", met: ratio <= 2)
  }

  private static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }

  /// Runs `command` with its output thrown away and waits for it; a failure to start or a
  /// status other than 0 stops the benchmark (a broken build would time nothing).
  private static func spawnAndWait(_ command: [String]) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let arguments = command.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    var child = pid_t()
    guard posix_spawn(&child, command[0], &actions, nil, arguments, environ) == 0 else {
      fatalError("cannot start \(command[0])")
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    guard status == 0 else { fatalError("\(command.joined(separator: " ")) exited with \(status)") }
  }
}
