import Foundation
import NavSpecModel

/// Validates a JSON document against a JSON Schema (draft-04), for the SARIF test: the keywords
/// the published SARIF 2.1.0 schema uses and nothing more.
///
/// Why by hand: no JSON Schema library is among the packages this project may depend on, and the
/// SARIF schema needs 15 keywords, about 150 lines. A keyword the validator does not know is an
/// error of its own (`unknownKeywords`), so a schema that needs more cannot pass by being
/// half-read. `format` checks `uri` (a scheme), `uri-reference` and `date-time` (RFC 3339).
struct JSONSchemaValidator {
  let root: JSONValue

  /// The keywords understood; annotations (`description`, `default`, `title`, `$schema`, `id`)
  /// are read and ignored.
  static let keywords: Set<String> = [
    "type", "properties", "additionalProperties", "required", "enum", "items", "minItems",
    "uniqueItems", "$ref", "minimum", "maximum", "pattern", "format", "anyOf", "oneOf",
    "definitions", "description", "default", "title", "$schema", "id",
  ]

  /// Every keyword of `schema` (walking subschemas, not property names) the validator does not
  /// know.
  static func unknownKeywords(in schema: JSONValue) -> Set<String> {
    guard case .object(let members) = schema else { return [] }
    var unknown = Set(members.keys).subtracting(keywords)
    for (key, value) in members {
      switch key {
      case "properties", "definitions":
        if case .object(let subschemas) = value {
          for subschema in subschemas.values { unknown.formUnion(unknownKeywords(in: subschema)) }
        }
      case "items", "additionalProperties":
        unknown.formUnion(unknownKeywords(in: value))
      case "anyOf", "oneOf":
        if case .array(let subschemas) = value {
          for subschema in subschemas { unknown.formUnion(unknownKeywords(in: subschema)) }
        }
      default: break
      }
    }
    return unknown
  }

  /// Every way `value` breaks the schema, each with its JSON pointer; empty when it is valid.
  func errors(in value: JSONValue) -> [String] {
    var errors: [String] = []
    check(value, against: root, at: "", errors: &errors)
    return errors
  }

  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#") else { return nil }
    var node = root
    for part in reference.dropFirst().split(separator: "/") {
      guard case .object(let members) = node, let next = members[String(part)] else { return nil }
      node = next
    }
    return node
  }

  private func check(
    _ value: JSONValue, against schema: JSONValue, at pointer: String, errors: inout [String]
  ) {
    guard case .object(let rules) = schema else { return }
    if case .string(let reference)? = rules["$ref"] {
      guard let target = resolve(reference) else {
        errors.append("\(pointer): unresolved $ref \(reference)")
        return
      }
      check(value, against: target, at: pointer, errors: &errors)
    }
    if let type = rules["type"] {
      let allowed: [String]
      switch type {
      case .string(let name): allowed = [name]
      case .array(let names):
        allowed = names.compactMap { if case .string(let n) = $0 { n } else { nil } }
      default: allowed = []
      }
      if !allowed.contains(where: { Self.has(value, type: $0) }) {
        errors.append("\(pointer): expected \(allowed.joined(separator: " or "))")
        return
      }
    }
    if case .array(let options)? = rules["enum"], !options.contains(value) {
      errors.append("\(pointer): not one of the allowed values")
    }
    if case .array(let subschemas)? = rules["anyOf"] {
      let passing = subschemas.filter { subschema in
        var inner: [String] = []
        check(value, against: subschema, at: pointer, errors: &inner)
        return inner.isEmpty
      }
      if passing.isEmpty { errors.append("\(pointer): matches none of anyOf") }
    }
    if case .array(let subschemas)? = rules["oneOf"] {
      let passing = subschemas.filter { subschema in
        var inner: [String] = []
        check(value, against: subschema, at: pointer, errors: &inner)
        return inner.isEmpty
      }
      if passing.count != 1 { errors.append("\(pointer): matches \(passing.count) of oneOf") }
    }
    switch value {
    case .object(let members):
      let properties: [String: JSONValue]
      if case .object(let declared)? = rules["properties"] {
        properties = declared
      } else {
        properties = [:]
      }
      if case .array(let required)? = rules["required"] {
        for case .string(let name) in required where members[name] == nil {
          errors.append("\(pointer): missing required '\(name)'")
        }
      }
      for (key, member) in members.sorted(by: { $0.key < $1.key }) {
        let path = pointer + "/" + key
        if let subschema = properties[key] {
          check(member, against: subschema, at: path, errors: &errors)
        } else if let additional = rules["additionalProperties"] {
          if case .bool(false) = additional {
            errors.append("\(path): property not allowed")
          } else if case .object = additional {
            check(member, against: additional, at: path, errors: &errors)
          }
        }
      }
    case .array(let elements):
      if case .number(let minimum)? = rules["minItems"], Double(elements.count) < minimum {
        errors.append("\(pointer): fewer than \(Int(minimum)) items")
      }
      if case .bool(true)? = rules["uniqueItems"], Set(elements).count != elements.count {
        errors.append("\(pointer): items are not unique")
      }
      if let items = rules["items"] {
        for (index, element) in elements.enumerated() {
          check(element, against: items, at: "\(pointer)/\(index)", errors: &errors)
        }
      }
    case .number(let number):
      if case .number(let minimum)? = rules["minimum"], number < minimum {
        errors.append("\(pointer): below \(minimum)")
      }
      if case .number(let maximum)? = rules["maximum"], number > maximum {
        errors.append("\(pointer): above \(maximum)")
      }
    case .string(let text):
      if case .string(let pattern)? = rules["pattern"] {
        let matches = (try? NSRegularExpression(pattern: pattern)).map {
          $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        if matches != true { errors.append("\(pointer): does not match \(pattern)") }
      }
      if case .string(let format)? = rules["format"], !Self.has(text, format: format) {
        errors.append("\(pointer): not a valid \(format)")
      }
    case .null, .bool:
      break
    }
  }

  static func has(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("null", .null), ("number", .number):
      return true
    case ("integer", .number(let number)): return number == number.rounded()
    default: return false
    }
  }

  static func has(_ text: String, format: String) -> Bool {
    switch format {
    case "uri":
      return text.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$"#, options: .regularExpression)
        != nil
    case "uri-reference":
      return text.range(of: #"^[^\s]*$"#, options: .regularExpression) != nil
    case "date-time":
      return text.range(
        of: #"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#,
        options: .regularExpression) != nil
    default:
      return true
    }
  }
}
