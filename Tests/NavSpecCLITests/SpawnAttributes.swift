import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `body` with posix_spawn attributes that give the child default signal handlers and an
/// empty mask, whatever the test runner set up for itself: a REPL started under them must get
/// SIGINT from Ctrl-C and SIGWINCH from a resize. `flags` adds to POSIX_SPAWN_SETSIGDEF and
/// POSIX_SPAWN_SETSIGMASK (POSIX_SPAWN_SETSID for a pseudo-terminal's session leader).
func withDefaultSignals<Result>(
  flags: Int16 = 0, _ body: (inout posix_spawnattr_t) throws -> Result
) rethrows -> Result {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var defaults = sigset_t()
  sigemptyset(&defaults)
  for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP] {
    sigaddset(&defaults, signal)
  }
  var mask = sigset_t()
  sigemptyset(&mask)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setsigmask(&attributes, &mask)
  posix_spawnattr_setflags(
    &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | flags)
  return try body(&attributes)
}
