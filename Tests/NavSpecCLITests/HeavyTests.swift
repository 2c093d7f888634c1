import Testing

/// The tests that build NavSpec again (the plugin's consumer package, pre-commit's clone, the
/// action's release build) or start Chromium, run one at a time: each wants both cores for
/// minutes, and Chromium started beside two such builds on a two-core machine took over the
/// browser test's ten minutes. The rest of the suite still runs beside whichever runs.
@Suite(.serialized) enum HeavyTests {}
