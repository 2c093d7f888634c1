/// Names that must differ within one line: a bar's tab titles, a section's tabs, a `customize
/// order` list, a route's item ids.
extension CheckContext {
  /// Reports every name written a second time, naming the column of its first occurrence, and
  /// returns the names without their repeats (in order), so no later check or reference model
  /// ever sees a duplicate.
  ///
  /// Names compare with Swift's `String ==`, which is canonical equivalence: `Café` typed with a
  /// precomposed `é` and with `e` + U+0301 are one name, as they are to every dictionary the
  /// model keys by title, so they must be one name here too.
  mutating func rejectDuplicates(
    _ names: [Located<String>], what: String, reason: String
  ) -> [Located<String>] {
    var firstColumn: [String: Int] = [:]
    var unique: [Located<String>] = []
    for name in names {
      if let column = firstColumn[name.value] {
        error(
          "duplicate \(what) '\(name.value)' (first declared at column \(column)); \(reason)",
          at: name.range)
      } else {
        firstColumn[name.value] = name.range.start.column
        unique.append(name)
      }
    }
    return unique
  }
}
