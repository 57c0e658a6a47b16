/// The name of a pragma: a named constant such as ``userVersion`` or any other via ``init(named:)``.
///
/// ```swift
/// StatementPragma().pragma(.userVersion).to(1)              // PRAGMA user_version = 1
/// StatementPragma().pragma(Pragma(named: "my_pragma"))      // PRAGMA my_pragma
/// ```
public struct Pragma: SQLConvertible, Hashable {
    /// The pragma's name as SQLite spells it, e.g. `user_version`.
    public let name: String

    /// A pragma by name (for pragmas without a named constant).
    ///
    /// ```swift
    /// Pragma(named: "legacy_alter_table")   // legacy_alter_table
    /// ```
    public init(named name: String) {
        self.name = name
    }

    public func render(into writer: inout SQLWriter) {
        // Pragma names are words such as `key` that SQLite reads bare even when they are keywords, so only
        // names with other characters are quoted (which still keeps them from injecting anything).
        if Pragma.isWord(name) {
            writer.write(name)
        } else {
            writer.writeIdentifier(name)
        }
    }

    private static func isWord(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
        }
    }
}
