/// The declared type of a column, in WCDB's spelling.
///
/// ```swift
/// ColumnDef(with: Column("age"), and: .integer64)   // age INTEGER
/// Expression.cast(Column("x")).as(.text)           // CAST(x AS TEXT)
/// ```
public enum ColumnType: Sendable, Hashable, CustomStringConvertible {
    case integer32
    case integer64
    case float
    case text
    case BLOB
    case null

    /// The SQL type name: `INTEGER`, `REAL`, `TEXT`, `BLOB`, or empty for `null` (no declared type).
    public var description: String {
        switch self {
        case .integer32, .integer64: return "INTEGER"
        case .float: return "REAL"
        case .text: return "TEXT"
        case .BLOB: return "BLOB"
        case .null: return ""
        }
    }

    /// Spelling used by some WCDB code.
    public static var blob: ColumnType { .BLOB }
}
