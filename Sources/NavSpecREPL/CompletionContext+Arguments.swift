import NavSpecLanguage
import NavSpecModel

// Completion of a statement's arguments, from the grammar its keyword table declares: the words
// it offers, and the model's names (tabs, parts, settings, route types and items) that fit.

extension CompletionContext {
  /// What `grammar` offers after the `arguments` already written.
  func offers(_ grammar: ArgumentGrammar, after arguments: [String]) -> [String] {
    switch walk(grammar, arguments[...], previous: nil) {
    case .offer(let options): options
    case .finished: []
    }
  }

  private enum Walk {
    /// The next argument is being written: these fit.
    case offer([String])
    /// The grammar is done with the arguments before these.
    case finished(rest: ArraySlice<String>, previous: String?)
  }

  private func walk(_ grammar: ArgumentGrammar, _ arguments: ArraySlice<String>, previous: String?)
    -> Walk
  {
    switch grammar {
    case .end, .expectation:
      return .finished(rest: arguments, previous: previous)
    case .argument(let slot, let then):
      guard let first = arguments.first else { return .offer(options(slot, previous: previous)) }
      return walk(then, arguments.dropFirst(), previous: first)
    case .branch(let branches):
      guard let first = arguments.first else { return .offer(branches.map(\.word)) }
      guard let branch = branches.first(where: { $0.word == first }) else { return .offer([]) }
      return walk(branch.then, arguments.dropFirst(), previous: first)
    case .repeating(let body):
      var rest = arguments
      var previous = previous
      while true {
        switch walk(body, rest, previous: previous) {
        case .offer(let options):
          return .offer(options)
        case .finished(let left, let last):
          // A body that takes nothing would repeat for ever.
          guard left.count < rest.count else { return .offer([]) }
          (rest, previous) = (left, last)
        }
      }
    }
  }

  /// The parts of the installed tab container a gesture can aim at (`pill`), in the shared
  /// vocabulary's order.
  private var parts: [String] {
    TabContainerPart.allCases.filter { (try? simulator.centre(of: $0)) != nil }.map(\.rawValue)
  }

  /// What fits `slot`; `previous` is the argument written just before it.
  private func options(_ slot: ArgumentSlot, previous: String?) -> [String] {
    switch slot {
    case .words(let words): words
    case .tab, .element: titles
    case .target: titles + parts + (simulator.tabView?.hasMoreItem == true ? ["more"] : [])
    case .tabBarStyle: StatementVocabulary.tabBarStyles
    case .setting: Settings.names
    case .settingValue: previous.flatMap { Settings.descriptor(named: $0)?.values } ?? []
    case .routeType: simulator.router?.catalog.types.map { Spelling.name($0.name) } ?? []
    case .routeItem:
      previous.flatMap { type in
        simulator.router?.catalog.type(named: unquoted(type))?.items.map { Spelling.name($0.id) }
      } ?? []
    case .text: []
    }
  }
}
