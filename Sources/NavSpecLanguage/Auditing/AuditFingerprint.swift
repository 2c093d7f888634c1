/// What identifies a finding across runs, for code scanning's `partialFingerprints`: the file as
/// given on the command line, the scenario, the component, the rule, the check and the element,
/// and nothing that moves when a scenario is edited (lines, the message's measured values) or
/// when the matrix changes.
///
/// The hash is FNV-1a, 64 bits, over the six fields joined by U+001F (a separator no field can
/// contain unescaped), as 16 lower-case hex digits. Why not a cryptographic hash: a fingerprint
/// tells findings apart, it guards nothing, and Foundation on Linux has no SHA-2 without a
/// further package.
public enum AuditFingerprint {
  public static func of(
    file: String, scenario: String, component: String, rule: String, check: String,
    element: String
  ) -> String {
    let digits = String(
      StableHash.fnv1a([file, scenario, component, rule, check, element]), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
