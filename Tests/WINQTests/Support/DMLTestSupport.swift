import XCTest
import WINQ

/// Asserts that SQLite 3.15.2 prepares `statement` (rendered through `description`).
func assertAccepted(_ statement: some SQLConvertible, file: StaticString = #filePath, line: UInt = #line) {
    let sql = statement.description
    let error = SQLiteAcceptance.error(preparing: sql)
    XCTAssertNil(error, "SQLite rejected: \(sql)", file: file, line: line)
}

/// Asserts that SQLite 3.15.2 cannot prepare `statement`, because it needs a newer engine or a compile option.
func assertRejectedByThisEngine(_ statement: some SQLConvertible, reason: String,
                                file: StaticString = #filePath, line: UInt = #line) {
    let sql = statement.description
    XCTAssertNotNil(SQLiteAcceptance.error(preparing: sql), "now accepted (\(reason)): \(sql)", file: file, line: line)
}
