import ArgumentParser
import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns the paths given on the command line into the scenario files to run.
///
/// A file named explicitly is always run, whatever its extension: the user asked for it.
/// A folder is searched recursively for regular `*.scenario` files (or the extensions a command
/// asks for: `navspec fmt` also takes `*.setup`), skipping hidden entries (`.git`, `.build`,
/// editor swap folders) and following symbolic links.
///
/// Each real file runs once, however many names reach it (a file named and inside a named
/// folder, a chain of linked folders): files and folders are told apart by device and inode,
/// which is what identifies a file on a POSIX system, and a folder already searched is not
/// searched again, which also ends symbolic-link loops.
///
/// The order is fixed by the tree, not by the file system: entries are visited in byte order
/// of their names, and each folder's files are sorted by path in byte order, so the run order,
/// and therefore every report, is the same on every machine (readdir's own order is not).
///
/// A folder or file that cannot be read is reported for its path and the walk goes on; the
/// command then exits with status 2 after running the rest.
enum ScenarioDiscovery {
  struct Failure: Error {
    /// Printed after "error: " on stderr.
    var message: String
  }

  /// What a walk found.
  struct Walk {
    /// The scenario files, each path spelled as the user spelled its root
    /// (`scenarios/tabs/tap.scenario` for `scenarios`), since reports print it verbatim.
    var files: [String] = []
    /// One message per path that could not be read: "cannot read folder 'x': Permission denied".
    var problems: [String] = []
    /// The files' identities, so that no report is written over one (`InputFiles`).
    var inputs = InputFiles()
  }

  /// A file's identity: the same pair means the same file, whatever the name.
  struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  /// What a folder walk picks up when a command does not say: scenarios.
  static let scenarioExtensions = [".scenario"]

  /// The scenario files under `paths`, folders expanded: in a folder, the files whose names end
  /// in one of `extensions`. A path that does not exist is a usage error (a typo on the command
  /// line: nothing runs); anything unreadable is a problem.
  static func files(in paths: [String], extensions: [String] = scenarioExtensions) throws(Failure)
    -> Walk
  {
    var walk = Walk()
    var runFiles: Set<FileID> = []
    var searchedFolders: Set<FileID> = []
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        if errno == ENOENT, let bytes = CommandLineBytes.notUTF8(path) {
          // The name the user typed is not UTF-8: Swift's arguments replaced its bad bytes,
          // so the name looked up is not the file's.
          guard CommandLineBytes.exists(bytes) else {
            throw Failure(
              message: "no such file or folder '\(PrintableText.escaping(bytes: bytes))'")
          }
          walk.problems.append(CommandLineBytes.unreadable(bytes))
          continue
        }
        guard errno != ENOENT else {
          throw Failure(message: "no such file or folder \(OutputWriter.printable(path))")
        }
        walk.problems.append(
          "cannot read \(OutputWriter.printable(path)): \(OutputWriter.systemMessage(errno))")
        continue
      }
      let candidates =
        isFolder(info)
        ? scenarios(
          inFolder: path, id: FileID(info), extensions: extensions, searched: &searchedFolders,
          problems: &walk.problems)
        : [(path, FileID(info))]
      for (file, id) in candidates where runFiles.insert(id).inserted {
        walk.files.append(file)
        walk.inputs.add(id, named: file)
      }
    }
    return walk
  }

  /// Reads a scenario as UTF-8. Invalid bytes become U+FFFD rather than failing the whole run:
  /// the parser then reports a readable error at the right line. A leading byte-order mark is
  /// dropped so it does not become part of the first statement.
  /// Only a regular file is read, and at most 4 MiB of it (`SourceFileReader`): a named pipe or
  /// `/dev/zero` would otherwise hang the run or fill memory.
  static func contents(of path: String) throws(Failure) -> String {
    switch SourceFileReader.read(path) {
    case .success(let text):
      return text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
    case .failure(let problem):
      if let bytes = CommandLineBytes.notUTF8(path), CommandLineBytes.exists(bytes) {
        throw Failure(message: CommandLineBytes.unreadable(bytes))
      }
      throw Failure(message: "cannot read \(OutputWriter.printable(path)): \(problem.message)")
    }
  }

  /// `contents(of:)` for a command that reads one named file before anything else: the error on
  /// standard error and an exit with the invalid-input status (`navspec explore`, `check`,
  /// `render`).
  static func contentsOrExit(of path: String) throws -> String {
    do throws(Failure) {
      return try contents(of: path)
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
  }

  /// The walk of one named folder, depth first, entries in byte order of their names.
  private static func scenarios(
    inFolder root: String, id rootID: FileID, extensions: [String], searched: inout Set<FileID>,
    problems: inout [String]
  ) -> [(String, FileID)] {
    var found: [Found] = []
    var pending = [(root, rootID)]
    while let (folder, folderID) = pending.popLast() {
      guard searched.insert(folderID).inserted else { continue }
      let names: [String]
      switch entries(of: folder, extensions: extensions) {
      case .success(let list):
        names = list.names
        problems += list.notUTF8.map(CommandLineBytes.unreadable)
      case .failure(let reason):
        problems.append("cannot read folder \(OutputWriter.printable(folder)): \(reason.text)")
        continue
      }
      var subfolders: [(String, FileID)] = []
      var linkedSubfolders: [(String, FileID)] = []
      for name in names where !name.hasPrefix(".") {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var info = stat()
        guard stat(path, &info) == 0 else {
          // A dangling symbolic link has nothing to run; any other failure (a link loop, a
          // permission) is worth saying.
          if errno != ENOENT {
            problems.append(
              "cannot read \(OutputWriter.printable(path)): \(OutputWriter.systemMessage(errno))")
          }
          continue
        }
        if isFolder(info) {
          if isLink(path) {
            linkedSubfolders.append((path, FileID(info)))
          } else {
            subfolders.append((path, FileID(info)))
          }
        } else if info.st_mode & S_IFMT == S_IFREG, extensions.contains(where: name.hasSuffix) {
          found.append(Found(path: path, id: FileID(info), isLink: isLink(path)))
        }
      }
      // A stack: the last pushed is searched first. Real folders go before linked ones, so a
      // folder reached both ways is searched, and its files named, under its real path; within
      // each kind, the first name in byte order goes first.
      pending += linkedSubfolders.reversed() + subfolders.reversed()
    }
    // One name per file: a real name before a symbolic link, then the first in byte order.
    var chosen: [FileID: Found] = [:]
    for file in found {
      if let current = chosen[file.id], !file.isPreferred(over: current) { continue }
      chosen[file.id] = file
    }
    return chosen.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
      .map { ($0.path, $0.id) }
  }

  /// A scenario file met in a walk.
  private struct Found {
    var path: String
    var id: FileID
    /// The entry itself is a symbolic link.
    var isLink: Bool

    func isPreferred(over other: Found) -> Bool {
      if isLink != other.isLink { return !isLink }
      return path.utf8.lexicographicallyPrecedes(other.path.utf8)
    }
  }

  /// Whether the entry at `path` is itself a symbolic link.
  private static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  private struct Reason: Error {
    var text: String
  }

  /// What a folder lists.
  private struct Entries {
    /// The names, in byte order, without `.` and `..`.
    var names: [String] = []
    /// The paths (as bytes) of the entries a walk would use, a folder or a `.scenario` file
    /// (or one of the walk's extensions) not hidden, whose names are not UTF-8.
    var notUTF8: [[UInt8]] = []
  }

  /// The names in `folder` in byte order (not `String <`, which compares Unicode canonical
  /// forms and could order differently from `ls` and between platforms), without `.` and `..`.
  ///
  /// A name that is not UTF-8 cannot be spelled as a Swift string, so it cannot be opened by
  /// name: it is set apart, to be reported alone when the walk would have used it (a folder, a
  /// `.scenario` file, not hidden), and skipped otherwise; the folder's other entries are read.
  private static func entries(of folder: String, extensions: [String]) -> Result<Entries, Reason> {
    guard let stream = opendir(folder) else {
      return .failure(Reason(text: OutputWriter.systemMessage(errno)))
    }
    defer { closedir(stream) }
    var entries = Entries()
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { return .failure(Reason(text: OutputWriter.systemMessage(errno))) }
        break
      }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        let path = Array(folder.utf8) + (folder.hasSuffix("/") ? [] : [UInt8(ascii: "/")]) + bytes
        if bytes.first != UInt8(ascii: "."),
          wouldBeWalked(path, name: bytes, extensions: extensions)
        {
          entries.notUTF8.append(path)
        }
        continue
      }
      if name != "." && name != ".." { entries.names.append(name) }
    }
    entries.names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return .success(entries)
  }

  /// Whether the entry at `path` (bytes) is a folder or a regular file with one of `extensions`.
  private static func wouldBeWalked(_ path: [UInt8], name: [UInt8], extensions: [String]) -> Bool {
    var info = stat()
    // An array passed to a C pointer parameter is handed over as a pointer to its elements.
    let terminated = (path + [0]).map { CChar(bitPattern: $0) }
    guard stat(terminated, &info) == 0 else { return false }
    return isFolder(info)
      || (info.st_mode & S_IFMT == S_IFREG
        && extensions.contains { name.reversed().starts(with: $0.utf8.reversed()) })
  }

  private static func isFolder(_ info: stat) -> Bool {
    info.st_mode & S_IFMT == S_IFDIR
  }
}

extension ScenarioDiscovery {
  /// What `run` and `audit` do first: find the files, print each path that cannot be read (the
  /// rest still runs), and stop with status 2 when nothing is left to run, unless
  /// `allowingNothing` (the audit still writes a report that says why it audited nothing).
  /// `problems` are the messages printed.
  static func walk(
    _ paths: [String], extensions: [String] = scenarioExtensions, allowingNothing: Bool = false
  ) throws -> (files: [String], hasProblems: Bool, inputs: InputFiles, problems: [String]) {
    var walk: Walk
    do throws(Failure) {
      walk = try files(in: paths, extensions: extensions)
    } catch {
      OutputWriter.writeError(error.message)
      guard allowingNothing else { throw ExitCode(ExitStatus.invalidInput.rawValue) }
      return ([], true, InputFiles(), [error.message])
    }
    walk.problems.forEach(OutputWriter.writeError)
    if walk.files.isEmpty {
      if walk.problems.isEmpty {
        let searched = paths.map(OutputWriter.printable).joined(separator: ", ")
        let message = "no scenario files found in \(searched)"
        OutputWriter.writeError(message)
        walk.problems.append(message)
      }
      guard allowingNothing else { throw ExitCode(ExitStatus.invalidInput.rawValue) }
    }
    return (walk.files, !walk.problems.isEmpty, walk.inputs, walk.problems)
  }
}
