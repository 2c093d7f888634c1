import Foundation
import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

/// A component's statements live in its own language folder (`ComponentStatement`): the core's
/// switches carry them in one case, `StatementKind.component`, and name no component.
@Suite("Component statements")
struct ComponentStatementTests {
  @Test("the bubble statements dump as they did before they moved into their folder")
  func bubbleDump() {
    let (document, diagnostics) = parseFileForTest(
      """
      bubble style uikit
      bubble font "fonts/SF-Pro-Text-Medium.otf"
      bubble font semibold "fonts/SF Pro Semibold.otf"
      bubble width "My Projects" semibold 101.5
      """)
    #expect(diagnostics.isEmpty)
    #expect(
      document.dump() == """
        Document "t.scenario"
          Scenario (unnamed) @1:1
            Bubble Style uikit @1:1
            Bubble Font "fonts/SF-Pro-Text-Medium.otf" @2:1
            Bubble Font semibold "fonts/SF Pro Semibold.otf" @3:1
            Bubble Width "My Projects" semibold 101.5 @4:1

        """)
  }

  @Test("two component statements are equal when they are the same statement")
  func equality() {
    let kind = { (line: String) in parseLineForTest(line).0?.kind }
    #expect(kind("bubble style uikit") == kind("bubble  style uikit"))
    #expect(kind("bubble style uikit") != kind("bubble style swiftui"))
    #expect(kind("bubble width Home medium 45") != kind("bubble width Home semibold 45"))
    #expect(Set([kind("bubble style uikit"), kind("bubble style uikit")]).count == 1)
  }

  @Test("each component statement type is registered once, through its keyword table")
  func registry() {
    let types = StatementVocabulary.componentStatements.map(ObjectIdentifier.init)
    #expect(
      types == [
        ObjectIdentifier(MinimizeSetting.self), ObjectIdentifier(BubbleSetting.self),
        ObjectIdentifier(HeaderSetup.self),
        ObjectIdentifier(ScrollStatement.self), ObjectIdentifier(AuditStatement.self),
        ObjectIdentifier(ContentBackdropStatement.self), ObjectIdentifier(PaletteStatement.self),
        ObjectIdentifier(InvariantStatement.self), ObjectIdentifier(RelationStatement.self),
      ])
  }

  /// The types and the keyword table a component's language folder declares at its top level.
  static func declaredNames(in folder: String) throws -> Set<String> {
    let declaration = try Regex(
      #"(?m)^(?:public )?(?:struct|enum|final class|class|protocol) (\w+)|static let (\w+) = KeywordTable"#
    )
    var names = Set<String>()
    for path in PackageFiles.files(under: folder) where path.hasSuffix(".swift") {
      for match in try PackageFiles.read(path).matches(of: declaration) {
        if let name = match.output[1].substring ?? match.output[2].substring {
          names.insert(String(name))
        }
      }
    }
    return names
  }

  @Test("outside its folder, only the one registration line names the bubble bar's statements")
  func bubbleStatementsStayInTheirFolder() throws {
    try expectStatementsStay(
      in: "Sources/NavSpecLanguage/BubbleBar",
      declaring: ["BubbleSetting", "BubbleTypesetter", "bubbleBar"], registeredAs: ".bubbleBar,")
  }

  @Test("outside its folder, only the one registration line names the minimisation statements")
  func minimizeStatementsStayInTheirFolder() throws {
    try expectStatementsStay(
      in: "Sources/NavSpecLanguage/TabBarMinimize",
      declaring: ["MinimizeSetting", "tabBarMinimize"], registeredAs: ".tabBarMinimize,")
  }

  @Test("outside its folder, only the one registration line names the header's statements")
  func headerStatementsStayInTheirFolder() throws {
    try expectStatementsStay(
      in: "Sources/NavSpecLanguage/CollapsingHeader",
      declaring: ["HeaderSetup", "collapsingHeader"], registeredAs: ".collapsingHeader,")
  }

  @Test("outside its folder, only the one registration line names the scroll view's statements")
  func scrollStatementsStayInTheirFolder() throws {
    try expectStatementsStay(
      in: "Sources/NavSpecLanguage/Scrolling", declaring: ["ScrollStatement", "scrolling"],
      registeredAs: ".scrolling,")
  }

  /// No language file outside `folder` names what it declares, but for the registration line.
  private func expectStatementsStay(
    in folder: String, declaring expected: Set<String>, registeredAs registration: String
  ) throws {
    let names = try Self.declaredNames(in: folder)
    #expect(names.isSuperset(of: expected))
    let word = try Regex(#"\b(\w+)\b"#)
    var uses: [String] = []
    for path in PackageFiles.files(under: "Sources/NavSpecLanguage")
    where path.hasSuffix(".swift") && !path.hasPrefix(folder + "/") {
      for line in try PackageFiles.read(path).split(separator: "\n") {
        let named = line.matches(of: word).map { String($0.output[1].substring ?? "") }
        if named.contains(where: names.contains) {
          uses.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(
      uses == ["Sources/NavSpecLanguage/Statements/StatementVocabulary.swift: \(registration)"],
      "\(uses.joined(separator: "\n"))")
  }
}
