import Foundation

/// Turns the paths given on the command line into the scenario files to run.
///
/// A file named explicitly is always run, whatever its extension: the user asked for it.
/// A folder is searched recursively for `*.scenario` files, skipping hidden entries (`.git`,
/// `.build`, editor swap folders), and its files are sorted by path in byte order so the run
/// order, and therefore every report, is the same on every machine and file system.
enum ScenarioDiscovery {
  struct Failure: Error {
    /// Printed after "error: " on stderr.
    var message: String
  }

  /// The scenario files under `paths`, folders expanded, each path spelled as the user spelled
  /// its root (`scenarios/tabs/tap.scenario` for `scenarios`), since reports print it verbatim.
  /// A file reached twice (named and inside a named folder) runs once, at its first place.
  static func files(in paths: [String]) throws(Failure) -> [String] {
    var found: [String] = []
    var seen: Set<String> = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw Failure(message: "no such file or folder '\(path)'")
      }
      let files = isFolder.boolValue ? try scenarios(inFolder: path) : [path]
      for file in files where seen.insert(canonical(file)).inserted {
        found.append(file)
      }
    }
    return found
  }

  /// Reads a scenario as UTF-8. Invalid bytes become U+FFFD rather than failing the whole run:
  /// the parser then reports a readable error at the right line. A leading byte-order mark is
  /// dropped so it does not become part of the first statement.
  static func read(_ path: String) throws(Failure) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(message: "cannot read '\(path)'")
    }
    let text = String(decoding: data, as: UTF8.self)
    return text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
  }

  private static func scenarios(inFolder root: String) throws(Failure) -> [String] {
    var found: [String] = []
    // Folders already searched, by resolved path, so a symbolic link loop cannot recurse forever.
    var visited: Set<String> = []
    var pending = [root]
    while let folder = pending.popLast() {
      guard visited.insert(canonical(folder)).inserted else { continue }
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: folder)
      } catch {
        throw Failure(message: "cannot read folder '\(folder)'")
      }
      for name in names where !name.hasPrefix(".") {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
          continue  // A dangling symbolic link: nothing to run.
        }
        if isFolder.boolValue {
          pending.append(path)
        } else if name.hasSuffix(".scenario") {
          found.append(path)
        }
      }
    }
    // Byte order, not `String <`, which compares Unicode canonical forms and could order
    // differently from `ls` and between platforms.
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The path with symbolic links and `.`/`..` resolved, to recognise one file by two names.
  private static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
  }
}
