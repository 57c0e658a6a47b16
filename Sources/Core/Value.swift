import Foundation
import WINQ

/// One SQLite value: what a column holds in a row, or what gets bound to a parameter.
///
/// Accessors convert the way SQLite itself does (text "12" reads as integer 12, NULL reads as 0), so they
/// never fail; use ``ColumnDecodable/init(with:)`` when a conversion must be exact.
///
/// ```swift
/// let row: [Value] = try database.getRow(on: Column(named: "id"), Column(named: "name"), fromTable: "user")
/// let id = row[0].int64Value        // 1
/// let name = row[1].stringValue     // "Alice"
/// ```
public enum Value: Sendable, Hashable {
    case null
    case integer(Int64)
    case double(Double)
    case text(String)
    case blob(Data)

    /// The storage class, in WINQ's spelling (`.integer64`, `.float`, `.text`, `.BLOB`, `.null`).
    public var type: ColumnType {
        switch self {
        case .null: .null
        case .integer: .integer64
        case .double: .float
        case .text: .text
        case .blob: .BLOB
        }
    }

    /// True for SQL NULL.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value as a 64-bit integer: doubles truncate, text parses (0 when it is not a number), NULL is 0.
    public var int64Value: Int64 {
        switch self {
        case .null: return 0
        case .integer(let value): return value
        case .double(let value): return Value.truncated(value)
        case .text(let value): return Value.leadingNumber(in: value).map { $0.integer ?? Value.truncated($0.double) } ?? 0
        case .blob(let value): return Value.leadingNumber(in: String(decoding: value, as: UTF8.self))
            .map { $0.integer ?? Value.truncated($0.double) } ?? 0
        }
    }

    /// The value as `Int` (see ``int64Value``).
    public var intValue: Int { Int(truncatingIfNeeded: int64Value) }

    /// The value as a double: integers widen, text parses (0 when it is not a number), NULL is 0.
    public var doubleValue: Double {
        switch self {
        case .null: return 0
        case .integer(let value): return Double(value)
        case .double(let value): return value
        case .text(let value): return Value.leadingNumber(in: value)?.double ?? 0
        case .blob(let value): return Value.leadingNumber(in: String(decoding: value, as: UTF8.self))?.double ?? 0
        }
    }

    /// The value as text: numbers print the way SQLite prints them, blobs decode as UTF-8, NULL is "".
    public var stringValue: String {
        switch self {
        case .null: return ""
        case .integer(let value): return String(value)
        case .double(let value): return String(value)
        case .text(let value): return value
        case .blob(let value): return String(decoding: value, as: UTF8.self)
        }
    }

    /// The value as bytes: text is its UTF-8, numbers their text form, NULL is empty.
    public var dataValue: Data {
        switch self {
        case .blob(let value): return value
        case .null: return Data()
        default: return Data(stringValue.utf8)
        }
    }

    /// The value as a flag: non-zero numbers are true.
    public var boolValue: Bool {
        switch self {
        case .double(let value): return value != 0
        default: return int64Value != 0
        }
    }

    private static func truncated(_ value: Double) -> Int64 {
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? .max : .min) }
        if value >= 9.2233720368547758e18 { return .max }
        if value <= -9.2233720368547758e18 { return .min }
        return Int64(value)
    }

    /// Parses the longest numeric prefix, like SQLite's text-to-number affinity.
    private static func leadingNumber(in text: String) -> (integer: Int64?, double: Double)? {
        let trimmed = text.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        var end = trimmed.startIndex
        var sawDigit = false
        var isInteger = true
        var index = trimmed.startIndex
        if index < trimmed.endIndex, trimmed[index] == "-" || trimmed[index] == "+" { index = trimmed.index(after: index) }
        while index < trimmed.endIndex, let ascii = trimmed[index].asciiValue {
            if ascii >= 0x30 && ascii <= 0x39 {
                sawDigit = true
                end = trimmed.index(after: index)
            } else if ascii == 0x2E && isInteger {
                isInteger = false
            } else if (ascii == 0x65 || ascii == 0x45) && sawDigit {
                isInteger = false
                let next = trimmed.index(after: index)
                if next < trimmed.endIndex, trimmed[next] == "-" || trimmed[next] == "+" { index = next }
            } else {
                break
            }
            index = trimmed.index(after: index)
        }
        guard sawDigit else { return nil }
        let number = String(trimmed[trimmed.startIndex..<end])
        guard let double = Double(number) else { return nil }
        return (isInteger ? Int64(number) : nil, double)
    }
}
