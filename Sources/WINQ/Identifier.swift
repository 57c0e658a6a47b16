/// Rendering of SQL identifiers (names of tables, columns, indexes, schemas, ...).
///
/// A plain name (`[A-Za-z_][A-Za-z0-9_]*` that is not an SQLite keyword) is emitted bare; any other name is
/// double-quoted with embedded `"` doubled, so a table named `order` or `a"b` can neither break nor inject SQL.
/// The join keywords (`left`, `right`, ...) are the exception: SQLite takes them bare as names, so
/// `Column("left")` renders `left`, as in WCDB.
///
/// ```swift
/// print(Identifier.quoted("order"))   // "order"
/// print(Identifier.quoted("user"))    // user
/// print(Identifier.quoted("left"))    // left
/// ```
public enum Identifier {
    /// The identifier as it appears in SQL text.
    ///
    /// ```swift
    /// Identifier.quoted("a b")   // "a b"
    /// ```
    public static func quoted(_ name: String) -> String {
        var out = ""
        render(name, into: &out)
        return out
    }

    /// Whether `name` can be written without quotes.
    ///
    /// ```swift
    /// Identifier.isPlain("order")   // false (a keyword)
    /// ```
    public static func isPlain(_ name: String) -> Bool {
        var iterator = name.utf8.makeIterator()
        guard let first = iterator.next(), isIdentifierStart(first) else { return false }
        while let byte = iterator.next() {
            guard isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) else { return false }
        }
        return !SQLiteKeywords.contains(name) || isJoinKeyword(name)
    }

    /// SQLite's join keywords (`LEFT`, `RIGHT`, `CROSS`, ...) are accepted bare wherever SQL takes a name or a
    /// column, so they stay bare (`left OR right`, as WCDB renders). A collation name is the one place that
    /// takes only plain names: ``SQLWriter/writeCollation(_:)`` quotes them there.
    static func isJoinKeyword(_ name: String) -> Bool {
        guard name.utf8.count <= 7 else { return false }
        return joinKeywords.contains(name.uppercased())
    }

    private static let joinKeywords: Set<String> = ["CROSS", "FULL", "INNER", "LEFT", "NATURAL", "OUTER", "RIGHT"]

    static func render(_ name: String, into sql: inout String) {
        if isPlain(name) {
            sql += name
            return
        }
        sql += "\""
        if name.utf8.contains(0x22) {
            sql += name.replacingAll("\"", with: "\"\"")
        } else {
            sql += name
        }
        sql += "\""
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}

extension String {
    /// Replaces every occurrence of a single character; Foundation-free so WINQ stays syntax only.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        out.reserveCapacity(utf8.count + 8)
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
