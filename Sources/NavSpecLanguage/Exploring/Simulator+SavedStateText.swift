import NavSpecModel

extension Simulator {
  /// What `save state as …` would save now, as text, leaving the model as it is.
  func savedStateText() -> String {
    var copy = self
    try? copy.saveState(as: "relation")
    return copy.savedStates["relation"]?.text ?? ""
  }
}
