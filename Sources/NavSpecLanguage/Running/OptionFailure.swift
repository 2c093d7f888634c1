/// Why a command-line value cannot be used (`--set`, `--matrix`, `--shard`, `--report`), in a
/// sentence with the fix where there is one. One type for them all: the CLI turns any of them
/// into the same usage error.
public struct OptionFailure: Error, Hashable, Sendable {
  public var message: String

  public init(message: String) {
    self.message = message
  }

  /// What a message shows of the user's text: escaped, and cut at 60 characters, so that an
  /// argument of any length gives a message of bounded length.
  static func shown(_ text: String) -> String {
    let limit = 60
    return text.count <= limit
      ? PrintableText.escaping(text) : PrintableText.escaping(text.prefix(limit)) + "…"
  }
}
