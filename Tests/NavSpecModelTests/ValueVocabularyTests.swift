import NavSpecModel
import Testing

/// What a domain accepts, case by case: the parts of a value the checker relies on.
struct ValueVocabularyTests {
  var vocabulary: ValueVocabulary {
    var vocabulary = ValueVocabulary()
    vocabulary.tabTitles = ["Home", "A, B", "Library"]
    vocabulary.routeTypes = ["category", "recipe"]
    vocabulary.routeIDs = ["category": ["desserts"], "recipe": ["apple-pie", "a/b", "a"]]
    return vocabulary
  }

  @Test func routePathsMatchWholeIdsEvenWithASlash() {
    let path = ValueDomain.routePath
    #expect(vocabulary.rejection(of: "", in: path) == nil)
    #expect(vocabulary.rejection(of: "category/desserts/recipe/apple-pie", in: path) == nil)
    // An id may hold a slash (`Route(spelled:)`): `a/b` is one id, `a` another.
    #expect(vocabulary.rejection(of: "recipe/a/b", in: path) == nil)
    #expect(vocabulary.rejection(of: "recipe/a/recipe/a/b", in: path) == nil)
    #expect(vocabulary.rejection(of: "recipe/apple-pi", in: path)?.word == "apple-pi")
    #expect(vocabulary.rejection(of: "recpe/apple-pie", in: path)?.word == "recpe")
    #expect(vocabulary.rejection(of: "recipe/apple-pie/recipe", in: path)?.word == "recipe")
    #expect(vocabulary.rejection(of: "recipe/apple-pie/", in: path) != nil)
  }

  @Test func routesAreATypeAndOneOfItsIds() {
    #expect(vocabulary.rejection(of: "recipe/a/b", in: .route) == nil)
    #expect(vocabulary.rejection(of: "category/apple-pie", in: .route)?.noun == "category")
    #expect(vocabulary.rejection(of: "recipe", in: .route) != nil)
    #expect(vocabulary.rejection(of: "none", in: .orNone(.route)) == nil)
    #expect(vocabulary.rejection(of: "none", in: .route) != nil)
  }

  @Test func titleListsSplitIntoTitlesWhicheverWay() {
    let list = ValueDomain.tabTitleList
    #expect(vocabulary.rejection(of: "Home, A, B, Library", in: list) == nil)
    #expect(vocabulary.rejection(of: "Library", in: list) == nil)
    #expect(vocabulary.rejection(of: "Home, Libary", in: list)?.word == "Libary")
    #expect(vocabulary.rejection(ofFragment: "Home, A", in: list) == nil)
    #expect(vocabulary.rejection(ofFragment: "me, Lib", in: list) == nil)
    #expect(vocabulary.rejection(ofFragment: "Home, Lx", in: list)?.word == "Lx")
  }

  @Test func fragmentsArePartsOfAValue() {
    #expect(vocabulary.rejection(ofFragment: "ibr", in: .tabTitle) == nil)
    #expect(vocabulary.rejection(ofFragment: "Sxar", in: .tabTitle)?.noun == "tab")
    #expect(vocabulary.rejection(ofFragment: "pie/recipe/a", in: .routePath) == nil)
    #expect(vocabulary.rejection(ofFragment: "pie/recpe/a", in: .routePath)?.word == "recpe")
    #expect(vocabulary.rejection(ofFragment: "anything", in: .text) == nil)
  }

  @Test func coloursAreUpperCaseHex() {
    #expect(vocabulary.rejection(of: "#1A2B3C", in: .colour) == nil)
    #expect(vocabulary.rejection(of: "#1A2B3C80", in: .colour) == nil)
    #expect(vocabulary.rejection(of: "#1a2b3c", in: .colour) != nil)
    #expect(vocabulary.rejection(of: "#1A2B3", in: .colour) != nil)
    #expect(vocabulary.rejection(ofFragment: "#1A", in: .colour) == nil)
    #expect(vocabulary.rejection(ofFragment: "#1G", in: .colour) != nil)
  }

  @Test func settingValuesAreEverySettingsWords() {
    #expect(Settings.allValues.contains("on"))
    #expect(Settings.allValues.contains("rtl"))
    #expect(Settings.allValues.count == Set(Settings.allValues).count)
  }
}
