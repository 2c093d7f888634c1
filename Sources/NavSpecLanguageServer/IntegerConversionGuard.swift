// A `Double` becomes an integer only through `init(clamping:rounding:)` (NavSpecModel's
// Numbers/FixedWidthInteger+Clamping.swift), which cannot trap; TextMeasurement and LineEditing,
// which do not import the model, convert no Double. The integer types' own `init(_: Double)`
// traps on NaN, an infinity or a value past the type's range, so this file shadows it in this
// module, deprecated, and Package.swift makes a deprecated use an error: a bare conversion of a
// Double does not build. Every Swift module under Sources holds this same file
// (IntegerConversionLintTests checks it). Were the error ever off, the shadows still clamp.

extension Int {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension Int8 {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension Int16 {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension Int32 {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension Int64 {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension UInt {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension UInt8 {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension UInt16 {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension UInt32 {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension UInt64 {
  @available(*, deprecated, message: "a Double becomes an integer through init(clamping:rounding:)")
  init(_ value: Double) { self = Self(exactly: value.rounded(.towardZero)) ?? Self.bound(value) }
}

extension FixedWidthInteger {
  /// The type's nearest bound to a value it cannot hold; zero for NaN.
  fileprivate static func bound(_ value: Double) -> Self {
    value.isNaN ? 0 : value > 0 ? .max : .min
  }
}
