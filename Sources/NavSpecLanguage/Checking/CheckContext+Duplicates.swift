/// Names that must differ within one line: a bar's tab titles, a section's tabs, a `customize
/// order` list, a route's item ids.
extension CheckContext {
  /// Most names `rejectDuplicates` compares one by one (our decision: a bar has at most 12
  /// titles; past 16 names hashing costs less than comparing each with those before it).
  static let namesSearchedInOrder = 16

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
    var unique: [Located<String>] = []
    // A short list is searched in order (a bar's titles, a route's few items): hashing every
    // name into a dictionary cost more than comparing them. A long one is hashed, so a route of
    // thousands of items is not quadratic.
    var firstColumn: [String: Int]? = names.count > Self.namesSearchedInOrder ? [:] : nil
    for name in names {
      let column =
        firstColumn.map { $0[name.value] }
        ?? unique.first { $0.value == name.value }?.range.start.column
      if let column {
        error(
          "duplicate \(what) '\(name.value)' (first declared at column \(column)); \(reason)",
          at: name.range)
      } else {
        firstColumn?[name.value] = name.range.start.column
        unique.append(name)
      }
    }
    return unique
  }
}
