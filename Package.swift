// swift-tools-version: 6.0
import PackageDescription

// Dependencies flow one way: navspec (CLI) -> NavSpecREPL -> NavSpecLanguage -> NavSpecModel;
// LineEditing (the only code that calls libedit) sits beside NavSpecREPL, under the CLI;
// TextMeasurement (the only code that calls HarfBuzz) sits under NavSpecLanguage.
// The model knows nothing of the language; the language knows nothing of the terminal.

// Every Swift module under Sources: a deprecated declaration used is an error, so the shadows of
// `Int(_: Double)` and its kin in each module's IntegerConversionGuard.swift keep a conversion
// that can trap from building (IntegerConversionLintTests checks every module has both).
let guardedConversions: [SwiftSetting] = [.unsafeFlags(["-Werror", "DeprecatedDeclaration"])]

let package = Package(
  name: "NavSpec",
  products: [
    .library(name: "NavSpecModel", targets: ["NavSpecModel"]),
    .library(name: "NavSpecLanguage", targets: ["NavSpecLanguage"]),
    .executable(name: "navspec", targets: ["navspec"]),
    // `swift package navspec run scenarios` in a team's package that depends on NavSpec.
    .plugin(name: "NavSpecPlugin", targets: ["NavSpecPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // Pure Swift model: geometry, virtual clock, animation engine, gestures, the glass tab bar,
    // accessibility and settings. No I/O, no wall clock, no printing.
    .target(name: "NavSpecModel", swiftSettings: guardedConversions),
    // Scenario language: source text -> diagnostics or a program; runs programs; reports results.
    .target(
      name: "NavSpecLanguage", dependencies: ["NavSpecModel", "TextMeasurement"],
      swiftSettings: guardedConversions),
    // The system's HarfBuzz, for measuring titles with a real font (apt: libharfbuzz-dev): the
    // bubble bar's bubble is as wide as its selected title. Opened on first use, not linked, so
    // that a run that measures nothing does not load it (docs/cli.md#cold-start).
    .target(name: "CHarfBuzz", linkerSettings: [.linkedLibrary("dl")]),
    // Text widths and line heights from font bytes, through HarfBuzz; no I/O, no model.
    .target(
      name: "TextMeasurement", dependencies: ["CHarfBuzz"], swiftSettings: guardedConversions),
    // The system's libedit, for the REPL's line editing (apt: libedit-dev). Opened on first use,
    // not linked, so that a run that edits no line does not load it (docs/cli.md#cold-start).
    .target(name: "CLibedit", linkerSettings: [.linkedLibrary("dl")]),
    // The REPL's session, completion, rendering and history: no terminal, no libedit.
    .target(
      name: "NavSpecREPL", dependencies: ["NavSpecLanguage", "NavSpecModel"],
      swiftSettings: guardedConversions),
    // The one Swift type that calls libedit.
    .target(
      name: "LineEditing", dependencies: ["CLibedit"], swiftSettings: guardedConversions),
    // The Language Server (`navspec lsp`): JSON-RPC over two descriptors, answered from the
    // language's analysis of each open document; no terminal.
    .target(
      name: "NavSpecLanguageServer", dependencies: ["NavSpecLanguage", "NavSpecREPL"],
      swiftSettings: guardedConversions),
    // Thin command-line front end.
    .executableTarget(
      name: "navspec",
      dependencies: [
        "NavSpecLanguage",
        "NavSpecREPL",
        "NavSpecLanguageServer",
        "LineEditing",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: guardedConversions
    ),
    // The command plugin: SwiftPM builds navspec and the plugin runs it in the package's folder
    // (docs/cli.md#swiftpm-plugin).
    .plugin(
      name: "NavSpecPlugin",
      capability: .command(
        intent: .custom(
          verb: "navspec", description: "Replay, audit or explore NavSpec scenario files")),
      dependencies: ["navspec"]
    ),
    // Speed and memory targets (`make bench`); reads the wall clock, unlike everything else.
    .executableTarget(
      name: "navspec-bench",
      dependencies: ["NavSpecLanguage", "NavSpecREPL"],
      swiftSettings: guardedConversions
    ),
    // The yardstick for the cold-start benchmark: a hello world built the same way.
    .executableTarget(name: "navspec-hello"),
    // What several test targets share: the package's own files (scenarios, docs, fixtures).
    .target(name: "NavSpecTestSupport", path: "Tests/NavSpecTestSupport"),
    .testTarget(name: "NavSpecModelTests", dependencies: ["NavSpecModel"]),
    .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement"]),
    .testTarget(
      name: "NavSpecLanguageTests",
      dependencies: ["NavSpecLanguage", "NavSpecModel", "NavSpecTestSupport"]
    ),
    .testTarget(
      name: "NavSpecREPLTests",
      dependencies: ["NavSpecREPL", "NavSpecLanguage", "LineEditing", "NavSpecTestSupport"]),
    .testTarget(
      name: "NavSpecLanguageServerTests",
      dependencies: ["NavSpecLanguageServer", "NavSpecLanguage", "NavSpecModel"]),
    .testTarget(
      name: "NavSpecCLITests",
      dependencies: ["NavSpecLanguage", "NavSpecTestSupport"],
      exclude: ["Fixtures"]
    ),
  ]
)
