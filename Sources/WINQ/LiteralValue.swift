import Foundation

/// A literal value rendered safely into SQL text.
///
/// Strings are single-quoted with `'` doubled (a string containing NUL, which SQL text cannot carry, renders
/// as `CAST(X'..' AS TEXT)` so it still round-trips byte for byte); BLOBs render as `X'..'`; doubles in the
/// shortest form SQLite reads back identically, infinities as `9e999`/`-9e999` and NaN as `NULL`.
///
/// ```swift
/// LiteralValue("it's").description     // 'it''s'
/// LiteralValue(1.5).description        // 1.5
/// LiteralValue(Data([1, 255]))         // X'01FF'
/// LiteralValue.null                    // NULL
/// ```
public struct LiteralValue: SQLConvertible, ExpressionOperable {
    enum Kind: Sendable {
        case null
        case integer(Int64)
        case double(Double)
        case string(String)
        case blob(Data)
        case boolKeyword(Bool)
        case currentTime
        case currentDate
        case currentTimestamp
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// An integer: `LiteralValue(Int64.min)` renders `-9223372036854775808`.
    ///
    /// ```swift
    /// LiteralValue(Int64.min)   // -9223372036854775808
    /// ```
    public init(_ value: Int64) { kind = .integer(value) }
    /// An integer: `LiteralValue(42)` renders `42`.
    ///
    /// ```swift
    /// LiteralValue(42)   // 42
    /// ```
    public init(_ value: Int) { kind = .integer(Int64(value)) }
    /// Unsigned values above `Int64.max` render as their two's-complement bit pattern, which is how the core
    /// layer stores them too.
    ///
    /// ```swift
    /// LiteralValue(UInt64.max)   // -1
    /// ```
    public init(_ value: UInt64) { kind = .integer(Int64(bitPattern: value)) }
    /// A floating-point value: `LiteralValue(0.1)` renders `0.1`, infinity `9e999`, NaN `NULL`.
    ///
    /// ```swift
    /// LiteralValue(0.1)   // 0.1
    /// ```
    public init(_ value: Double) { kind = .double(value) }
    /// A string: `LiteralValue("it's")` renders `'it''s'`.
    ///
    /// ```swift
    /// LiteralValue("it's")   // 'it''s'
    /// ```
    public init(_ value: String) { kind = .string(value) }
    /// A BLOB: `LiteralValue(Data([1, 255]))` renders `X'01FF'`.
    ///
    /// ```swift
    /// LiteralValue(Data([1, 255]))   // X'01FF'
    /// ```
    public init(_ value: Data) { kind = .blob(value) }
    /// Swift booleans render as `1` and `0`, which every SQLite version understands.
    ///
    /// ```swift
    /// LiteralValue(true)   // 1
    /// ```
    public init(_ value: Bool) { kind = .integer(value ? 1 : 0) }

    /// `NULL`
    public static let null = LiteralValue(kind: .null)
    /// The keyword `TRUE` (needs SQLite 3.23 or later; a Swift `true` renders as `1` instead).
    public static let `true` = LiteralValue(kind: .boolKeyword(true))
    /// The keyword `FALSE` (needs SQLite 3.23 or later; a Swift `false` renders as `0` instead).
    public static let `false` = LiteralValue(kind: .boolKeyword(false))
    /// `CURRENT_TIME`
    public static let currentTime = LiteralValue(kind: .currentTime)
    /// `CURRENT_DATE`
    public static let currentDate = LiteralValue(kind: .currentDate)
    /// `CURRENT_TIMESTAMP`
    public static let currentTimestamp = LiteralValue(kind: .currentTimestamp)

    /// Whether the literal renders as a single SQL literal token (as `DEFAULT` without parentheses requires).
    public var isPlainLiteral: Bool {
        // Negative numbers still qualify: the grammar's signed-number covers them.
        if case .string(let string) = kind { return !string.utf8.contains(0) }
        return true
    }

    public func asExpression() -> Expression { Expression(node: .literal(self)) }

    public func render(into writer: inout SQLWriter) {
        switch kind {
        case .null: writer.write("NULL")
        case .integer(let value): writer.write(String(value))
        case .double(let value): writer.write(LiteralValue.render(double: value))
        case .string(let value): writer.write(LiteralValue.render(string: value))
        case .blob(let value): writer.write(LiteralValue.render(blob: value))
        case .boolKeyword(let value): writer.write(value ? "TRUE" : "FALSE")
        case .currentTime: writer.write("CURRENT_TIME")
        case .currentDate: writer.write("CURRENT_DATE")
        case .currentTimestamp: writer.write("CURRENT_TIMESTAMP")
        }
    }

    static func render(double value: Double) -> String {
        if value.isNaN { return "NULL" }
        if value.isInfinite { return value < 0 ? "-9e999" : "9e999" }
        // Swift's description is the shortest text that parses back to the same Double; SQLite's parser
        // reads the same forms ("1.0", "1e-05", "1.7976931348623157e+308"). SQLite 3.15.2's conversion is
        // not correctly rounded for a few values (mostly below 1e-280), which it reads one ulp off; the ORM
        // binds doubles, so only hand-written literals of such values are affected.
        return value.description
    }

    static func render(string value: String) -> String {
        let utf8 = value.utf8
        if utf8.contains(0) {
            // SQL text ends at NUL, so such a string travels as the hex of its UTF-8 bytes.
            return "CAST(" + render(bytes: utf8) + " AS TEXT)"
        }
        if !utf8.contains(0x27) { return "'" + value + "'" }
        return "'" + value.replacingAll("'", with: "''") + "'"
    }

    static func render(blob value: Data) -> String { render(bytes: value) }

    private static func render<Bytes: Sequence>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [0x58, 0x27] // X'
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        out.append(0x27)
        return String(decoding: out, as: UTF8.self)
    }
}
