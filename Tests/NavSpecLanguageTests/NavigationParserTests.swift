import NavSpecModel
import Testing

@testable import NavSpecLanguage

/// The router's and the system TabView's statements: every form parses to the tree shown, and
/// every way to get one wrong is reported with its place and a fix.
@Suite("Navigation and TabView parsing")
struct NavigationParserTests {
  static let lines: [(String, String)] = [
    (
      "route category desserts \"Desserts\" breakfast \"Breakfast\"",
      """
      Route @1:1
        Type category @1:7
        Item desserts Desserts @1:16
        Item breakfast Breakfast @1:36
      """
    ),
    (
      "route recipe apple-pie \"Apple Pie\" pancakes \"Pancakes\" in Library",
      """
      Route @1:1
        Type recipe @1:7
        Item apple-pie "Apple Pie" @1:14
        Item pancakes Pancakes @1:36
        In Library @1:59
      """
    ),
    (
      "route recipe \"in\" Inn in \"My Library\"",
      """
      Route @1:1
        Type recipe @1:7
        Item in Inn @1:14
        In "My Library" @1:26
      """
    ),
    (
      "url-scheme myapp",
      """
      URLScheme @1:1
        Scheme myapp @1:12
      """
    ),
    (
      "push recipe apple-pie",
      """
      Push @1:1
        Route recipe/apple-pie @1:6
      """
    ),
    (
      "pop",
      """
      Pop @1:1
      """
    ),
    (
      "pop to root",
      """
      PopToRoot @1:1
      """
    ),
    (
      "replace path category desserts recipe apple-pie",
      """
      ReplacePath (2) @1:1
        Route category/desserts @1:14
        Route recipe/apple-pie @1:32
      """
    ),
    (
      "replace path",
      """
      ReplacePath (0) @1:1
      """
    ),
    (
      "select Library",
      """
      Select @1:1
        Tab Library @1:8
      """
    ),
    (
      "open myapp://category/desserts/recipe/apple-pie?ref=mail # comment",
      """
      Open @1:1
        URL "myapp://category/desserts/recipe/apple-pie?ref=mail" @1:6
      """
    ),
    (
      "open \"myapp://recipe/apple pie#top\"",
      """
      Open @1:1
        URL "myapp://recipe/apple pie#top" @1:6
      """
    ),
    (
      "delete recipe pancakes",
      """
      Delete @1:1
        Route recipe/pancakes @1:8
      """
    ),
    (
      "save state as s1",
      """
      Save state @1:1
        Name s1 @1:15
      """
    ),
    (
      "save customization as c1",
      """
      Save customization @1:1
        Name c1 @1:23
      """
    ),
    (
      "restore state s1",
      """
      Restore state @1:1
        Name s1 @1:15
      """
    ),
    (
      "restore state from \"{\\\"version\\\":1}\"",
      """
      Restore state @1:1
        JSON "{\\"version\\":1}" @1:20
      """
    ),
    (
      "restore customization c1",
      """
      Restore customization @1:1
        Name c1 @1:23
      """
    ),
    (
      "customize hide Library",
      """
      CustomizeHide @1:1
        Tab Library @1:16
      """
    ),
    (
      "customize show Optional",
      """
      CustomizeShow @1:1
        Tab Optional @1:16
      """
    ),
    (
      "customize order Library \"Forest Life\"",
      """
      CustomizeOrder @1:1
        Tab Library @1:17
        Tab "Forest Life" @1:25
      """
    ),
    (
      "hide Library",
      """
      Hide @1:1
        Tab Library @1:6
      """
    ),
    (
      "show Library",
      """
      Show @1:1
        Tab Library @1:6
      """
    ),
    (
      "section Collections \"Cinematic Shots\" \"Forest Life\"",
      """
      Section @1:1
        Name Collections @1:9
        Tab "Cinematic Shots" @1:21
        Tab "Forest Life" @1:39
      """
    ),
    (
      "role Search search",
      """
      Role @1:1
        Tab Search @1:6
        Role search @1:13
      """
    ),
    (
      "default-visibility Optional hidden",
      """
      DefaultVisibility hidden @1:1
        Tab Optional @1:20
      """
    ),
    (
      "customization-behavior \"Watch Now\" disabled",
      """
      CustomizationBehavior disabled @1:1
        Tab "Watch Now" @1:24
      """
    ),
    (
      "size-class regular",
      """
      SizeClass regular @1:1
      """
    ),
    (
      "columns detail-only",
      """
      Columns detail-only @1:1
      """
    ),
    (
      "accessory on",
      """
      Accessory on @1:1
      """
    ),
    (
      "tap back",
      """
      Tap @1:1
        Target back @1:5
      """
    ),
    (
      "tap \"back\"",
      """
      Tap @1:1
        Target tab back @1:5
      """
    ),
    (
      "expect event deepLinkOpened(url: myapp://recipe/apple-pie, tab: Library)",
      """
      ExpectEvent @1:1
        Event deepLinkOpened @1:14
          Argument url: "myapp://recipe/apple-pie" @1:29
          Argument tab: Library @1:60
      """
    ),
  ]

  @Test(arguments: lines)
  func lineParses(_ line: String, expectedDump: String) {
    let (statement, diagnostics) = parseLineForTest(line)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(statement?.dump() == expectedDump + "\n")
  }

  typealias Case = ParserDiagnosticsTests.Case

  static let errors: [Case] = [
    Case(
      "rout recipe a A", "unknown statement 'rout'", column: 1, length: 4, "did you mean 'route'?"),
    Case("route", "expected a route type such as 'recipe' after 'route'", column: 6),
    Case(
      "route recipe", "expected at least one item after 'route recipe'", column: 13,
      "write ids and titles: 'route recipe apple-pie \"Apple Pie\"'"),
    Case(
      "route recipe apple-pie", "expected a title for 'apple-pie' such as \"Apple Pie\"",
      column: 23, "each item is an id and a title: 'route recipe apple-pie \"Title\"'"),
    Case(
      "route recipe apple-pie in Library",
      "expected a title for 'apple-pie' such as \"Apple Pie\"", column: 24, length: 2,
      "each item is an id and a title: 'route recipe apple-pie \"Title\"'"),
    Case("push recipe", "expected an item id such as 'apple-pie' after 'recipe'", column: 12),
    Case(
      "push \"recipe\" x", "expected a route type such as 'recipe' after 'push'", column: 6,
      length: 8),
    Case("push recipe a b", "unexpected 'b'; expected end of line", column: 15),
    Case(
      "pop to top", "unknown pop target 'top'; expected 'root'", column: 8, length: 3),
    Case("pop now", "unexpected 'now'; expected 'to root' or end of line", column: 5, length: 3),
    Case(
      "replace route x y", "unknown thing to replace 'route'; expected 'path'", column: 9,
      length: 5),
    Case(
      "replace path recipe", "expected an item id such as 'apple-pie' after 'recipe'", column: 20),
    Case(
      "open", "expected a URL such as 'myapp://recipe/apple-pie' after 'open'", column: 5),
    Case(
      "open recipe",
      "expected a URL such as 'myapp://recipe/apple-pie' after 'open', found 'recipe'",
      column: 6, length: 6, "quote a URL that is not 'scheme://…': \"recipe\""),
    Case(
      "open myapp://x y", "unexpected 'y'; expected end of line", column: 16),
    Case(
      "save stat as s1", "unknown thing to save 'stat'; expected 'state' or 'customization'",
      column: 6, length: 4, "did you mean 'state'?"),
    Case(
      "save state s1", "expected 'as' and a name after 'save state'", column: 12, length: 2,
      "write 'save state as s1'"),
    Case(
      "restore state from s1", "expected the saved text as a quoted string after 'from'",
      column: 20, length: 2),
    Case(
      "restore state",
      "expected a saved name such as 's1', or 'from' and quoted JSON after 'restore state'",
      column: 14),
    Case(
      "customize move Library",
      "unknown customisation 'move'; expected 'hide', 'show' or 'order'", column: 11, length: 4),
    Case(
      "customize order", "expected the tabs in their new order after 'customize order'", column: 16),
    Case(
      "size-class large", "unknown size class 'large'; expected 'compact' or 'regular'",
      column: 12, length: 5),
    Case(
      "columns detail",
      "unknown column visibility 'detail'; expected 'automatic', 'all', 'double-column' or 'detail-only'",
      column: 9, length: 6),
    Case("accessory yes", "unknown value 'yes'; expected 'on' or 'off'", column: 11, length: 3),
    Case("role Search find", "unknown tab role 'find'; expected 'search'", column: 13, length: 4),
    Case(
      "default-visibility Optional gone",
      "unknown visibility 'gone'; expected 'visible' or 'hidden'", column: 29, length: 4),
    Case(
      "customization-behavior A off",
      "unknown customisation behaviour 'off'; expected 'automatic' or 'disabled'", column: 26,
      length: 3),
    Case(
      "section Collections", "expected the section's tabs after 'section Collections'", column: 20),
    Case(
      "at 1s route recipe x",
      "'route' cannot be timed; only inputs such as 'tap', 'touch', 'set' or 'push' can follow 'at 1000ms'",
      column: 7, length: 5, "move the time to its own line before it: 'at T' or 'wait D'"),
    Case(
      "hide My Library", "unexpected 'Library'; expected end of line", column: 9, length: 7,
      "quote names that contain spaces: \"My Library\""),
  ]

  @Test(arguments: errors)
  func reportsTheError(_ testCase: Case) {
    let (statement, diagnostics) = parseLineForTest(testCase.line)
    #expect(statement == nil)
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics.first
    #expect(diagnostic?.message == testCase.message)
    #expect(
      diagnostic?.location == SourceLocation(file: "t.scenario", line: 1, column: testCase.column))
    #expect(diagnostic?.range.length == testCase.length)
    #expect(diagnostic?.suggestion == testCase.suggestion)
  }

  @Test func aBareURLIsOneToken() {
    let tokens = Lexer.lex("open myapp://a/b?c=d#e", line: 1, file: "t").tokens
    #expect(tokens.map(\.text) == ["open", "myapp://a/b?c=d"])
    let pattern = Lexer.lex("x(url: my-app://a/b, c: d)", line: 1, file: "t").tokens
    #expect(pattern.map(\.text) == ["x", "(", "url", ":", "my-app://a/b", ",", "c", ":", "d", ")"])
  }
}
