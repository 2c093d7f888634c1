/// Something per finger on the glass, by finger id, kept in id order: what the simulator knows of
/// the fingers down and of who follows each.
///
/// Why not a dictionary: there is nearly always one finger down, rarely two, and a dictionary
/// hashed the finger's id at every look-up, several times for each touch sample (half a percent
/// of the typical scenario). A short array in id order is read by a scan of one or two entries,
/// and compares and hashes the same whatever order the fingers landed in.
public struct FingerTable<Value: Hashable & Sendable>: Hashable, Sendable {
  private var entries: [(finger: Int, value: Value)] = []

  public init() {}

  /// The fingers, in id order.
  public var fingers: [Int] { entries.map(\.finger) }
  public var count: Int { entries.count }
  public var isEmpty: Bool { entries.isEmpty }

  /// Where `finger` is in the table, nil when it is not there.
  func index(of finger: Int) -> Int? {
    entries.firstIndex { $0.finger == finger }
  }

  public subscript(finger: Int) -> Value? {
    get { index(of: finger).map { entries[$0].value } }
    set {
      if let index = index(of: finger) {
        if let newValue {
          entries[index].value = newValue
        } else {
          entries.remove(at: index)
        }
      } else if let newValue {
        let place = entries.firstIndex { $0.finger > finger } ?? entries.count
        entries.insert((finger, newValue), at: place)
      }
    }
  }

  /// Changes the value at `index` (found by `index(of:)`).
  mutating func setValue(_ value: Value, at index: Int) {
    entries[index].value = value
  }

  /// Removes the entry at `index` (found by `index(of:)`).
  mutating func remove(at index: Int) {
    entries.remove(at: index)
  }

  /// Removes `finger` and returns its value, nil when it was not there.
  @discardableResult
  mutating func removeValue(forFinger finger: Int) -> Value? {
    guard let index = index(of: finger) else { return nil }
    return entries.remove(at: index).value
  }

  mutating func removeAll() {
    entries.removeAll()
  }

  public static func == (lhs: FingerTable, rhs: FingerTable) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.finger == $1.finger && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries.count)
    for entry in entries {
      hasher.combine(entry.finger)
      hasher.combine(entry.value)
    }
  }
}
