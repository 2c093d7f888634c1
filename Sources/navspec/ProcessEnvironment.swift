#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// The process's environment variables, read one name at a time with `getenv`.
///
/// Why not `ProcessInfo.processInfo.environment`: it copies every variable into a dictionary,
/// and a cold start pays for that although navspec reads a handful of names (`NO_COLOR`,
/// `GITHUB_ACTIONS`, Bazel's sharding variables, `TERM`, `COLUMNS`); docs/cli.md#cold-start.
struct ProcessEnvironment {
  /// The variable's value, or nil when it is not set.
  subscript(name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
