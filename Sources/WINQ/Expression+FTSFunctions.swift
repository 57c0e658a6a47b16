// Auxiliary functions of FTS3/FTS4 full-text tables (sqlite.org/fts3.html#snippet): they take the FTS table's
// name (as a column) first and are used in a query whose WHERE clause has `table MATCH ...`.

extension ExpressionOperable {
    /// `MATCHINFO(fts[, format])` on the FTS table's hidden column (WCDB call shape).
    ///
    /// ```swift
    /// Column("fts").matchinfo()              // MATCHINFO(fts)
    /// Column("fts").matchinfo(format: "pcx") // MATCHINFO(fts, 'pcx')
    /// ```
    public func matchinfo(format: String? = nil) -> Expression {
        var arguments: [any ExpressionConvertible] = [self]
        if let format { arguments.append(format) }
        return Expression.builtin("MATCHINFO", arguments)
    }

    /// `OFFSETS(fts)`: where each matching term occurs (WCDB call shape).
    ///
    /// ```swift
    /// Column("fts").offsets()   // OFFSETS(fts)
    /// ```
    public func offsets() -> Expression { Expression.builtin("OFFSETS", [self]) }

    /// `SNIPPET(fts[, start, end, ellipsis, column, tokens])`: a fragment of text around the matches.
    ///
    /// Arguments left nil take SQLite's defaults; one given after a nil one makes WINQ spell the default out
    /// (`'<b>'`, `'</b>'`, `'<b>...</b>'`, `-1`, `-15`), since SQLite's arguments are positional.
    ///
    /// ```swift
    /// Column("fts").snippet()                                  // SNIPPET(fts)
    /// Column("fts").snippet(start: "[", end: "]")              // SNIPPET(fts, '[', ']')
    /// Column("fts").snippet(tokens: 8)                         // SNIPPET(fts, '<b>', '</b>', '<b>...</b>', -1, 8)
    /// ```
    public func snippet(
        start: String? = nil, end: String? = nil, ellipsis: String? = nil, column: Int? = nil, tokens: Int? = nil
    ) -> Expression {
        let given: [(any ExpressionConvertible)?] = [start, end, ellipsis, column, tokens]
        let defaults: [any ExpressionConvertible] = ["<b>", "</b>", "<b>...</b>", -1, -15]
        var arguments: [any ExpressionConvertible] = [self]
        if let last = given.lastIndex(where: { $0 != nil }) {
            for index in 0...last { arguments.append(given[index] ?? defaults[index]) }
        }
        return Expression.builtin("SNIPPET", arguments)
    }
}

extension Expression {
    /// `MATCHINFO(table[, format])` for the FTS3/4 table named `table`.
    ///
    /// ```swift
    /// Expression.matchinfo(table: "fts", format: "pcx")   // MATCHINFO(fts, 'pcx')
    /// ```
    public static func matchinfo(table: String, format: String? = nil) -> Expression {
        Column(named: table).matchinfo(format: format)
    }

    /// `OFFSETS(table)` for the FTS3/4 table named `table`.
    ///
    /// ```swift
    /// Expression.offsets(table: "fts")   // OFFSETS(fts)
    /// ```
    public static func offsets(table: String) -> Expression {
        Column(named: table).offsets()
    }

    /// `SNIPPET(table, ...)` for the FTS3/4 table named `table`; see ``ExpressionOperable/snippet(start:end:ellipsis:column:tokens:)``.
    ///
    /// ```swift
    /// Expression.snippet(table: "fts", start: "[", end: "]")   // SNIPPET(fts, '[', ']')
    /// ```
    public static func snippet(
        table: String, start: String? = nil, end: String? = nil, ellipsis: String? = nil, column: Int? = nil,
        tokens: Int? = nil
    ) -> Expression {
        Column(named: table).snippet(start: start, end: end, ellipsis: ellipsis, column: column, tokens: tokens)
    }
}
