import XCTest
@testable import WINQ
import struct Foundation.Data

/// Property-style checks that values and names cannot escape their literal or identifier: random strings full
/// of SQL metacharacters round-trip byte for byte, and no other statement runs.
final class InjectionTests: XCTestCase {
    private static let fragments: [String] = [
        "'", "''", "\"", "\"\"", ";", "--", "/*", "*/", "\u{0}", "\n", "\r\n", "\t", " ", "a", "Z", "0", "9", "_",
        "é", "e\u{301}", "名字", "😀", "👨‍👩‍👧", "\u{FEFF}", "\u{7F}", "\u{1}", "\\", "%", "?", "?1", ":a", "@b", "$c",
        "X'00'", "); DROP TABLE t; --", "' OR 1=1 --", "`", "[", "]", "(", ")", ",", ".", "\u{2028}", "\u{10FFFF}",
    ]

    private static func randomString(using generator: inout SeededGenerator, maxFragments: Int = 24) -> String {
        let count = Int.random(in: 0...maxFragments, using: &generator)
        var text = ""
        for _ in 0..<count { text += fragments.randomElement(using: &generator)! }
        return text
    }

    private static let adversarial: [String] = [
        "it's", "'); DROP TABLE t; --", "'; DELETE FROM t; SELECT '", "\u{0}'; DROP TABLE t; --", "--", "/*",
        "*/ DROP TABLE t; /*", "''''", "\"", "a\u{0}b", "\u{0}", "", "\n;\n", "😀'😀", "X'41'",
    ]

    /// A value as a literal in `INSERT INTO t VALUES(...)`, run as a whole script: one row, no other
    /// statement, and hex(v) equal to the UTF-8 bytes.
    private func assertStringRoundTrips(_ value: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let database = try ScriptDatabase()
        try database.execute("CREATE TABLE t(v); CREATE TABLE guard(g)")
        let literal = LiteralValue(value).description
        let insert = "INSERT INTO t VALUES(" + literal + ")"
        XCTAssertEqual(try database.statementCount(insert), 1, insert, file: file, line: line)
        try database.execute(insert)
        let rows = try database.rows("SELECT hex(v), typeof(v) FROM t")
        XCTAssertEqual(rows, [[hexString(value.utf8), "text"]], literal, file: file, line: line)
        let tables = try database.rows("SELECT name FROM sqlite_master ORDER BY name")
        XCTAssertEqual(tables, [["guard"], ["t"]], file: file, line: line)
        let matches = try database.rows("SELECT count(*) FROM t WHERE v == " + literal)
        XCTAssertEqual(matches, [["1"]], file: file, line: line)
    }

    func testAdversarialStringLiteralsRoundTrip() throws {
        for value in Self.adversarial { try assertStringRoundTrips(value) }
    }

    func testRandomStringLiteralsRoundTripAndRunNothingElse() throws {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        for _ in 0..<300 {
            try assertStringRoundTrips(Self.randomString(using: &generator))
        }
    }

    func testVeryLongStringLiteralRoundTrips() throws {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        var value = ""
        while value.utf8.count < 100_000 { value += Self.randomString(using: &generator) }
        try assertStringRoundTrips(value)
        let database = try ScriptDatabase()
        try database.execute("CREATE TABLE t(v)")
        try database.execute("INSERT INTO t VALUES(" + LiteralValue(value).description + ")")
        XCTAssertEqual(try database.rows("SELECT length(CAST(v AS BLOB)) FROM t"), [[String(value.utf8.count)]])
    }

    func testRandomBlobLiteralsRoundTrip() throws {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        for round in 0..<100 {
            let count = round == 0 ? 100_000 : Int.random(in: 0...64, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let database = try ScriptDatabase()
            try database.execute("CREATE TABLE t(v)")
            let insert = "INSERT INTO t VALUES(" + LiteralValue(Data(bytes)).description + ")"
            XCTAssertEqual(try database.statementCount(insert), 1)
            try database.execute(insert)
            XCTAssertEqual(try database.rows("SELECT hex(v), typeof(v) FROM t"), [[hexString(bytes), "blob"]])
        }
    }

    /// A name used for a table and its column: the table exists under exactly that name, the value comes
    /// back when selected by that name, and nothing else was created.
    private func assertNameRoundTrips(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let database = try ScriptDatabase()
        let column = Column(name)
        let table = try Column(name).validatedSQL()   // same quoting as any identifier
        let create = "CREATE TABLE " + table + "(" + column.description + ")"
        XCTAssertEqual(try database.statementCount(create), 1, create, file: file, line: line)
        try database.execute(create)
        try database.execute("INSERT INTO " + table + "(" + column.description + ") VALUES(42)")
        let selected = try database.rows("SELECT " + column.in(table: name).description + " FROM " + table)
        XCTAssertEqual(selected, [["42"]], create, file: file, line: line)
        let names = try database.rows("SELECT name FROM sqlite_master")
        XCTAssertEqual(names.count, 1, create, file: file, line: line)
        XCTAssertEqual(names.first?.first.map { Array(($0 ?? "").utf8) }, Array(name.utf8), create, file: file, line: line)
        let columns = try database.rows("PRAGMA table_info(" + table + ")")
        XCTAssertEqual(columns.first?[1].map { Array($0.utf8) }, Array(name.utf8), create, file: file, line: line)
    }

    private static func isUsableName(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.contains(0) && !name.lowercased().hasPrefix("sqlite_")
    }

    func testAdversarialNamesRoundTrip() throws {
        let names = ["order", "select", "table", "left", "1abc", "a b", "a\"b", "\"", "\"\"", "名字", "😀",
                     "'); DROP TABLE t; --", "x\"; DROP TABLE t; --", "--", "/*", "[x]", "`x`", "a.b", "e\u{301}"]
        for name in names { try assertNameRoundTrips(name) }
    }

    func testRandomNamesRoundTripAndCreateNothingElse() throws {
        var generator = SeededGenerator(seed: 0x5EED_0004)
        var tested = 0
        while tested < 200 {
            let name = Self.randomString(using: &generator, maxFragments: 12)
            if name.utf8.contains(0) {
                XCTAssertThrowsError(try Column(name).validatedSQL())
                continue
            }
            guard Self.isUsableName(name) else { continue }
            try assertNameRoundTrips(name)
            tested += 1
        }
    }

    /// The harness itself notices an injection when quoting is bypassed, so the checks above mean something.
    func testHarnessDetectsASmuggledStatement() throws {
        let database = try ScriptDatabase()
        try database.execute("CREATE TABLE t(v); CREATE TABLE guard(g)")
        let naive = "INSERT INTO t VALUES('" + "x'); DROP TABLE guard; --" + "')"
        XCTAssertEqual(try database.statementCount(naive), 2)
        try database.execute(naive)
        XCTAssertEqual(try database.rows("SELECT name FROM sqlite_master"), [["t"]])
    }

    func testNamesWithNulAreRejected() {
        for name in ["\u{0}", "a\u{0}", "\u{0}'; DROP TABLE t; --", "名\u{0}字"] {
            assertInvalid(Column(name), mentioning: "NUL")
            assertInvalid(Column("c").in(table: name), mentioning: "NUL")
            assertInvalid(Column("c").collate(name), mentioning: "NUL")
        }
        assertInvalid(Column(""), mentioning: "empty")
    }
}
