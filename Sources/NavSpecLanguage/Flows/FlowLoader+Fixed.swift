/// Loaders that read no disk: a test's files, and the files the fuzzer's inputs may `use`.
extension FlowLoader {
  /// The files of `files` by path; any other path is "No such file or directory", as the disk
  /// would say.
  public static func fixed(_ files: [String: String]) -> FlowLoader {
    FlowLoader { path in
      files[path].map { .success($0) }
        ?? .failure(SourceFileReader.Failure("No such file or directory"))
    }
  }

  /// What `use` reads under the fuzzer (Fuzz/ScenarioFuzzer) and its corpus's replay: two flow
  /// files, one using the other, so that inputs reach calls, nesting and the checks of a used
  /// file without reading whatever the machine holds (which would make a run depend on it).
  public static let fuzzing = fixed([
    "tabs.flow": """
    flow open-tab TAB
      tap TAB
      settle
    end
    flow check-tab TAB
      open-tab TAB
      expect selection == TAB
    end

    """,
    "more.flow": """
    use "tabs.flow"
    flow twice A B
      check-tab A
      +16ms tap B
    end

    """,
  ])
}
