import Foundation
import WINQ

extension Data: ColumnCodable {
    public static var columnType: ColumnType { .BLOB }
    public func archivedValue() -> Value { .blob(self) }
    public init?(with value: Value) {
        switch value {
        case .blob(let data): self = data
        case .text(let text): self = Data(text.utf8)
        case .null, .integer, .double: return nil
        }
    }
}

extension Date: ColumnCodable {
    /// Dates are stored as REAL seconds since 1970-01-01 UTC.
    public static var columnType: ColumnType { .float }
    public func archivedValue() -> Value { .double(timeIntervalSince1970) }
    public init?(with value: Value) {
        guard let seconds = Double(with: value) else { return nil }
        self = Date(timeIntervalSince1970: seconds)
    }
}

extension URL: ColumnCodable {
    /// URLs are stored as their absolute string.
    public static var columnType: ColumnType { .text }
    public func archivedValue() -> Value { .text(absoluteString) }
    public init?(with value: Value) {
        guard case .text(let text) = value, let url = URL(string: text) else { return nil }
        self = url
    }
}

extension UUID: ColumnCodable {
    /// UUIDs are stored as their canonical text; 16-byte BLOBs are read too.
    public static var columnType: ColumnType { .text }
    public func archivedValue() -> Value { .text(uuidString) }
    public init?(with value: Value) {
        switch value {
        case .text(let text):
            guard let uuid = UUID(uuidString: text) else { return nil }
            self = uuid
        case .blob(let data) where data.count == 16:
            let b = [UInt8](data)
            self = UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
                               b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
        default:
            return nil
        }
    }
}
