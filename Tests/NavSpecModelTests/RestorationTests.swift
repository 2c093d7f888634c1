import Testing

@testable import NavSpecModel

/// Saving and restoring navigation state: canonical JSON, the round trip, dropped items, and
/// every way saved text can be bad (each rejected with its reason, changing nothing).
struct RestorationTests {
  static func makeSimulator() throws -> Simulator { try ModelFixtures.recipeSimulator() }

  @Test func stateIsCanonicalJSON() throws {
    var simulator = try Self.makeSimulator()
    try simulator.open("myapp://category/desserts/recipe/pancakes")
    #expect(
      simulator.stateJSON
        == #"{"paths":{"Home":[],"Library":["category/desserts","recipe/pancakes"]},"selectedTab":"Library","version":1}"#
    )
  }

  @Test func roundTripGivesIdenticalJSON() throws {
    var first = try Self.makeSimulator()
    try first.open("myapp://category/desserts/recipe/apple-pie")
    try first.saveState(as: "s1")
    let saved = try #require(first.savedStates["s1"]?.text)
    var fresh = try Self.makeSimulator()
    try fresh.restoreState(named: nil, json: saved)
    #expect(fresh.stateJSON == saved)
    #expect(fresh.selectedTab == "Library")
    #expect(
      fresh.selectedStack?.path.map(\.description) == ["category/desserts", "recipe/apple-pie"])
    #expect(fresh.selectedStack?.topTitle == "Apple Pie")
  }

  @Test func deletedItemsAreDroppedAndReported() throws {
    var simulator = try Self.makeSimulator()
    try simulator.open("myapp://category/desserts/recipe/pancakes")
    try simulator.saveState(as: "s1")
    try simulator.delete(Route(type: "recipe", id: "pancakes"))
    try simulator.restoreState(named: "s1", json: nil)
    #expect(simulator.selectedStack?.path.map(\.description) == ["category/desserts"])
    let event = try #require(simulator.events.last)
    #expect(event.kind == .stateRestored)
    #expect(event.argument("dropped") == .string("recipe/pancakes"))
    #expect(event.argument("name") == .string("s1"))
  }

  static let rejected: [(String, String)] = [
    ("", "malformed JSON: the text is empty; expected a JSON object at character 1"),
    (
      #"{"paths":{"Home":[]"#,
      "malformed JSON: the text ends early (truncated?); expected ',' or '}' at character 20"
    ),
    (#"{"version":1,}"#, "malformed JSON: unexpected '}'; expected a key at character 14"),
    (
      #"{"version":1} x"#,
      "malformed JSON: unexpected 'x' after the end of the document at character 15"
    ),
    (#"{"version":1,"version":1}"#, "malformed JSON: duplicate key \"version\" at character 14"),
    ("[1]", "expected a JSON object at the top"),
    (#"{"selectedTab":"Home","paths":{}}"#, "missing key \"version\""),
    (#"{"version":"1","selectedTab":"Home","paths":{}}"#, "\"version\" must be a whole number"),
    (
      #"{"version":2,"selectedTab":"Home","paths":{}}"#,
      "unsupported version 2; this model reads version 1"
    ),
    (#"{"version":1,"paths":{}}"#, "missing key \"selectedTab\""),
    (#"{"version":1,"selectedTab":3,"paths":{}}"#, "\"selectedTab\" must be a string"),
    (#"{"version":1,"selectedTab":"Home"}"#, "missing key \"paths\""),
    (#"{"version":1,"selectedTab":"Home","paths":[]}"#, "\"paths\" must be an object"),
    (
      #"{"version":1,"selectedTab":"Home","paths":{"Home":"x"}}"#, "\"paths\".Home must be an array"
    ),
    (
      #"{"version":1,"selectedTab":"Home","paths":{"Home":["desserts"]}}"#,
      "\"paths\".Home[0] must be a string \"type/id\", not \"desserts\""
    ),
    (
      #"{"version":1,"selectedTab":"Search","paths":{}}"#, "unknown tab 'Search' in \"selectedTab\""
    ),
    (
      #"{"version":1,"selectedTab":"Home","paths":{"Search":[]}}"#,
      "unknown tab 'Search' in \"paths\""
    ),
    (
      #"{"version":1,"selectedTab":"Home","paths":{"Home":["dish/x"]}}"#,
      "unknown route 'dish' in \"paths\".Home"
    ),
    (
      #"{"version":1,"selectedTab":"Home","paths":{"Home":["recipe/apple-pie"]}}"#,
      "route 'recipe' does not belong to tab 'Home'"
    ),
  ]

  @Test(arguments: rejected)
  func badTextIsRejectedAndChangesNothing(_ json: String, reason: String) throws {
    var simulator = try Self.makeSimulator()
    try simulator.open("myapp://recipe/apple-pie")
    let before = (simulator.router, simulator.selectedTab, simulator.stateJSON)
    try simulator.restoreState(named: nil, json: json)
    #expect(simulator.router == before.0)
    #expect(simulator.selectedTab == before.1)
    #expect(simulator.stateJSON == before.2)
    let event = try #require(simulator.events.last)
    #expect(event.kind == .stateRestoreRejected)
    #expect(event.argument("reason") == .string(reason))
  }

  @Test func unknownKeysAreIgnored() throws {
    var simulator = try Self.makeSimulator()
    try simulator.restoreState(
      named: nil,
      json:
        #"{"version":1,"selectedTab":"Library","paths":{"Library":["recipe/pancakes"]},"note":"x"}"#
    )
    #expect(simulator.selectedTab == "Library")
    #expect(simulator.selectedStack?.depth == 1)
  }

  @Test func restoringDoesNotAnimate() throws {
    var simulator = try Self.makeSimulator()
    try simulator.restoreState(
      named: nil,
      json: #"{"version":1,"selectedTab":"Home","paths":{"Home":["category/desserts"]}}"#)
    // The path did change ...
    #expect(simulator.selectedStack?.depth == 1)
    // ... without a transition.
    #expect(simulator.selectedStack?.transition == nil)
    #expect(!simulator.events.contains { $0.kind == .transitionBegan })
  }
}

/// The JSON reader and writer the restoration uses.
struct JSONTests {
  @Test func canonicalTextSortsKeysAndEscapes() {
    let value = JSONValue.object([
      "b": .array([.number(1), .number(0.5), .bool(true), .null]),
      "a": .string("q\"\\/\n\u{1}é"),
    ])
    #expect(value.canonicalText == #"{"a":"q\"\\/\n\u0001é","b":[1,0.5,true,null]}"#)
  }

  /// One escaper for saved JSON and the JSON report: lower-case hex, and the characters that would
  /// act on a terminal (DEL, C1, separators, bidirectional controls) escaped too.
  @Test func savedJSONEscapesWhatWouldActOnATerminal() {
    let text = "\u{1B}[31m\u{7F}\u{85}\u{2028}\u{202E}\u{2066}é/"
    #expect(
      JSONValue.string(text).canonicalText
        == #""\u001b[31m\u007f\u0085\u2028\u202e\u2066é/""#)
    #expect(JSONValue.stringLiteral(text) == JSONValue.string(text).canonicalText)
  }

  @Test func parsingAndWritingRoundTrip() throws {
    let text = #"{"a":[1,-2.5,1e2,true,false,null,"\u00e9\ud83d\ude00"],"b":{}}"#
    let value = try JSONParser.parse(text)
    #expect(value.canonicalText == #"{"a":[1,-2.5,100,true,false,null,"é😀"],"b":{}}"#)
    #expect(try JSONParser.parse(value.canonicalText) == value)
  }

  @Test(arguments: [
    ("01", "unexpected '1' after the end of the document at character 2"),
    ("-", "the text ends early (truncated?); expected a digit at character 2"),
    ("1.", "the text ends early (truncated?); expected a digit at character 3"),
    ("\"a", "the text ends early (truncated?); expected a closing '\"' at character 3"),
    ("\"\\x\"", "unknown escape '\\x' at character 3"),
    ("\"\\ud800\"", "unpaired surrogate in an escape at character 2"),
    ("tru", "the text ends early (truncated?); expected 'true' at character 4"),
    ("[1 2]", "unexpected '2'; expected ',' or ']' at character 4"),
    ("1e999", "number 1e999 is out of range at character 1"),
    ("\"\u{1}\"", "control character U+0001 in a string; escape it at character 2"),
  ])
  func malformedTextNamesWhereAndWhy(_ text: String, message: String) {
    do throws(JSONParser.Failure) {
      _ = try JSONParser.parse(text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func deepNestingIsRefused() {
    let text = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }
}
