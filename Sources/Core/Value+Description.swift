import Foundation

extension Value: CustomStringConvertible {
    /// A debugging form: `NULL`, `42`, `1.5`, `'text'`, `X'00FF'`.
    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer(let value): return String(value)
        case .double(let value): return String(value)
        case .text(let value): return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let value): return "X'" + value.map { String(format: "%02X", $0) }.joined() + "'"
        }
    }
}
