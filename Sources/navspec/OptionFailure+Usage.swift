import ArgumentParser
import NavSpecLanguage

/// Reads a command-line value with the library (`--set`, `--matrix`, `--shard`, `--report`); a
/// value it cannot use is a usage error, status 2, with the library's message and its fix.
func readingOption<Value>(_ read: () throws(OptionFailure) -> Value) throws -> Value {
  do throws(OptionFailure) {
    return try read()
  } catch {
    throw ValidationError(error.message)
  }
}
