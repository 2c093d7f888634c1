/// NavSpec's version, as `navspec --version` prints it and SARIF's `tool.driver` states it
/// (`version` and `semanticVersion`, which must be Semantic Versioning 2.0.0).
public enum NavSpecVersion {
  public static let current = "0.1.0"
}
