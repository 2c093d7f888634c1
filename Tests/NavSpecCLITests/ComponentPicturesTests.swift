import Foundation
import NavSpecTestSupport
import Testing

/// The components' pictures in docs/components/ are what `navspec render` draws today: each line
/// of docs/components/pictures.txt is run against the built executable and its output compared
/// with the committed file (`make pictures` writes them). Every component page shows at least one
/// picture, every picture is shown somewhere in docs/, and no picture lies there unlisted.
struct ComponentPicturesTests {
  static let folder = "docs/components"

  /// (picture, arguments of `navspec render`) for each line of the manifest.
  static func manifest() throws -> [(name: String, arguments: [String])] {
    try PackageFiles.read("\(folder)/pictures.txt").split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let words = line.split(separator: " ").map(String.init)
      guard let name = words.first else { return nil }
      return (name, Array(words.dropFirst()))
    }
  }

  @Test func eachPictureIsWhatItsLineDraws() throws {
    let pictures = try Self.manifest()
    #expect(pictures.count >= 7)
    for (name, arguments) in pictures {
      let drawn = try navspec(["render"] + arguments, in: PackageFiles.root)
      #expect(drawn.status == 0, "\(name): \(drawn.stderr)")
      #expect(drawn.stdout.hasPrefix("<svg xmlns="), "\(name)")
      let committed = try PackageFiles.read("\(Self.folder)/\(name)")
      #expect(
        committed == drawn.stdout,
        "\(Self.folder)/\(name) is not what `navspec render \(arguments.joined(separator: " "))` draws: run 'make pictures'"
      )
    }
  }

  @Test func everyPageShowsAPictureAndEveryPictureIsShown() throws {
    let root = PackageFiles.root
    let listed = Set(try Self.manifest().map(\.name))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(Self.folder).path)
    #expect(Set(files.filter { $0.hasSuffix(".svg") }) == listed, "a picture not in pictures.txt")
    var shown: Set<String> = []
    for page in files.filter({ $0.hasSuffix(".md") }) {
      let text = try PackageFiles.read("\(Self.folder)/\(page)")
      let here = listed.filter { text.contains("src=\"\($0)\"") }
      #expect(!here.isEmpty, "\(page) shows no picture of its component")
      shown.formUnion(here)
    }
    // The glass bar has no page of its own: the model's specification shows it.
    let model = try PackageFiles.read("docs/model.md")
    shown.formUnion(listed.filter { model.contains("src=\"components/\($0)\"") })
    #expect(shown == listed, "pictures shown nowhere: \(listed.subtracting(shown).sorted())")
  }

  @Test func theDropletIsAFilmstrip() throws {
    let droplet = try PackageFiles.read("\(Self.folder)/gooey-droplet.svg")
    #expect(droplet.contains("data-frames=\"9\""))
    // The ball at the droplet's landing overshoot, 2.35 s: 1.469869 × 4 pt (the scenario's
    // expected scale; the ball is 8 pt across).
    #expect(droplet.contains("data-time=\"2.350s\""))
    #expect(droplet.contains("r=\"5.879478\""))
  }
}
