// SQLite's core scalar functions (sqlite.org/lang_corefunc.html).
//
// Functions of one value are methods on that value (`Column("a").upper()`); the others are static helpers on
// `Expression` (`Expression.coalesce(a, b)`). Swift names follow the SQL names, with the underscored ones in
// lower camel case (`last_insert_rowid` is `lastInsertRowID()`). A one-argument function is never both a
// method and a static helper of the same name, because `Expression.abs(expression)` would then be ambiguous.

extension ExpressionOperable {
    /// `ABS(expr)`: the absolute value.
    ///
    /// ```swift
    /// Column("a").abs()   // ABS(a)
    /// ```
    public func abs() -> Expression { Expression.builtin("ABS", [self]) }

    /// `HEX(expr)`: upper-case hexadecimal of the value's bytes.
    ///
    /// ```swift
    /// Column("data").hex()   // HEX(data)
    /// ```
    public func hex() -> Expression { Expression.builtin("HEX", [self]) }

    /// `LENGTH(expr)`: characters of a string, bytes of a BLOB.
    ///
    /// ```swift
    /// Column("name").length()   // LENGTH(name)
    /// ```
    public func length() -> Expression { Expression.builtin("LENGTH", [self]) }

    /// `LOWER(expr)`: ASCII lower case.
    ///
    /// ```swift
    /// Column("name").lower()   // LOWER(name)
    /// ```
    public func lower() -> Expression { Expression.builtin("LOWER", [self]) }

    /// `UPPER(expr)`: ASCII upper case.
    ///
    /// ```swift
    /// Column("name").upper()   // UPPER(name)
    /// ```
    public func upper() -> Expression { Expression.builtin("UPPER", [self]) }

    /// `ROUND(expr)`: rounded to an integral value (still a REAL).
    ///
    /// ```swift
    /// Column("price").round()   // ROUND(price)
    /// ```
    public func round() -> Expression { Expression.builtin("ROUND", [self]) }

    /// `ROUND(expr, digits)`: rounded to `digits` digits after the decimal point.
    ///
    /// ```swift
    /// Column("price").round(2)   // ROUND(price, 2)
    /// ```
    public func round(_ digits: some ExpressionConvertible) -> Expression {
        Expression.builtin("ROUND", [self, digits])
    }

    /// `SUBSTR(expr, start, length)`: `length` characters from the 1-based `start`.
    ///
    /// ```swift
    /// Column("name").substr(start: 1, length: 2)   // SUBSTR(name, 1, 2)
    /// ```
    public func substr(start: some ExpressionConvertible, length: some ExpressionConvertible) -> Expression {
        Expression.builtin("SUBSTR", [self, start, length])
    }

    /// `SUBSTR(expr, start)`: everything from the 1-based `start`.
    ///
    /// ```swift
    /// Column("name").substr(start: 3)   // SUBSTR(name, 3)
    /// ```
    public func substr(start: some ExpressionConvertible) -> Expression {
        Expression.builtin("SUBSTR", [self, start])
    }

    /// `REPLACE(expr, target, replacement)`: every occurrence of `target` replaced.
    ///
    /// ```swift
    /// Column("path").replace("/", with: "\\")   // REPLACE(path, '/', '\')
    /// ```
    public func replace(_ target: some ExpressionConvertible, with replacement: some ExpressionConvertible) -> Expression {
        Expression.builtin("REPLACE", [self, target, replacement])
    }

    /// `TRIM(expr)`: spaces removed from both ends.
    ///
    /// ```swift
    /// Column("name").trim()   // TRIM(name)
    /// ```
    public func trim() -> Expression { Expression.builtin("TRIM", [self]) }

    /// `TRIM(expr, characters)`: any of `characters` removed from both ends.
    ///
    /// ```swift
    /// Column("name").trim("-_")   // TRIM(name, '-_')
    /// ```
    public func trim(_ characters: some ExpressionConvertible) -> Expression {
        Expression.builtin("TRIM", [self, characters])
    }

    /// `LTRIM(expr)`: spaces removed from the start.
    ///
    /// ```swift
    /// Column("name").ltrim()   // LTRIM(name)
    /// ```
    public func ltrim() -> Expression { Expression.builtin("LTRIM", [self]) }

    /// `LTRIM(expr, characters)`: any of `characters` removed from the start.
    ///
    /// ```swift
    /// Column("a").ltrim("x")   // LTRIM(a, 'x')
    /// ```
    public func ltrim(_ characters: some ExpressionConvertible) -> Expression {
        Expression.builtin("LTRIM", [self, characters])
    }

    /// `RTRIM(expr)`: spaces removed from the end.
    ///
    /// ```swift
    /// Column("name").rtrim()   // RTRIM(name)
    /// ```
    public func rtrim() -> Expression { Expression.builtin("RTRIM", [self]) }

    /// `RTRIM(expr, characters)`: any of `characters` removed from the end.
    ///
    /// ```swift
    /// Column("a").rtrim("x")   // RTRIM(a, 'x')
    /// ```
    public func rtrim(_ characters: some ExpressionConvertible) -> Expression {
        Expression.builtin("RTRIM", [self, characters])
    }

    /// `INSTR(expr, needle)`: the 1-based position of the first `needle`, 0 when absent.
    ///
    /// ```swift
    /// Column("name").instr("x")   // INSTR(name, 'x')
    /// ```
    public func instr(_ needle: some ExpressionConvertible) -> Expression {
        Expression.builtin("INSTR", [self, needle])
    }

    /// `QUOTE(expr)`: the value as an SQL literal.
    ///
    /// ```swift
    /// Column("name").quote()   // QUOTE(name)
    /// ```
    public func quote() -> Expression { Expression.builtin("QUOTE", [self]) }

    /// `SOUNDEX(expr)` (needs SQLite built with SQLITE_SOUNDEX).
    ///
    /// ```swift
    /// Column("name").soundex()   // SOUNDEX(name)
    /// ```
    public func soundex() -> Expression { Expression.builtin("SOUNDEX", [self]) }

    /// `TYPEOF(expr)`: `'integer'`, `'real'`, `'text'`, `'blob'` or `'null'`.
    ///
    /// ```swift
    /// Column("a").typeof()   // TYPEOF(a)
    /// ```
    public func typeof() -> Expression { Expression.builtin("TYPEOF", [self]) }

    /// `UNICODE(expr)`: the code point of the first character.
    ///
    /// ```swift
    /// Column("name").unicode()   // UNICODE(name)
    /// ```
    public func unicode() -> Expression { Expression.builtin("UNICODE", [self]) }

    /// `LIKELY(expr)`: the value, with a hint to the planner that it is usually true.
    ///
    /// ```swift
    /// (Column("a") > 1).likely()   // LIKELY(a > 1)
    /// ```
    public func likely() -> Expression { Expression.builtin("LIKELY", [self]) }

    /// `UNLIKELY(expr)`: the value, with a hint to the planner that it is usually false.
    ///
    /// ```swift
    /// (Column("a") > 1).unlikely()   // UNLIKELY(a > 1)
    /// ```
    public func unlikely() -> Expression { Expression.builtin("UNLIKELY", [self]) }

    /// `LIKELIHOOD(expr, probability)`: the value, with the probability (0.0...1.0) that it is true.
    ///
    /// ```swift
    /// (Column("a") > 1).likelihood(0.25)   // LIKELIHOOD(a > 1, 0.25)
    /// ```
    public func likelihood(_ probability: Double) -> Expression {
        Expression.builtin("LIKELIHOOD", [self, probability])
    }

    /// `IFNULL(expr, fallback)`: `fallback` when the value is NULL.
    ///
    /// ```swift
    /// Column("name").ifnull("?")   // IFNULL(name, '?')
    /// ```
    public func ifnull(_ fallback: some ExpressionConvertible) -> Expression {
        Expression.builtin("IFNULL", [self, fallback])
    }

    /// `NULLIF(expr, other)`: NULL when the value equals `other`, else the value.
    ///
    /// ```swift
    /// Column("count").nullif(0)   // NULLIF(count, 0)
    /// ```
    public func nullif(_ other: some ExpressionConvertible) -> Expression {
        Expression.builtin("NULLIF", [self, other])
    }
}

extension Expression {
    /// `CHANGES()`: rows changed by the last INSERT, UPDATE or DELETE on the connection.
    ///
    /// ```swift
    /// Expression.changes()   // CHANGES()
    /// ```
    public static func changes() -> Expression { builtin("CHANGES", []) }

    /// `TOTAL_CHANGES()`: rows changed since the connection opened.
    ///
    /// ```swift
    /// Expression.totalChanges()   // TOTAL_CHANGES()
    /// ```
    public static func totalChanges() -> Expression { builtin("TOTAL_CHANGES", []) }

    /// `LAST_INSERT_ROWID()`: the rowid of the last successful INSERT on the connection.
    ///
    /// ```swift
    /// Expression.lastInsertRowID()   // LAST_INSERT_ROWID()
    /// ```
    public static func lastInsertRowID() -> Expression { builtin("LAST_INSERT_ROWID", []) }

    /// `RANDOM()`: a pseudo-random 64-bit integer.
    ///
    /// ```swift
    /// Expression.random()   // RANDOM()
    /// ```
    public static func random() -> Expression { builtin("RANDOM", []) }

    /// `RANDOMBLOB(count)`: `count` random bytes.
    ///
    /// ```swift
    /// Expression.randomblob(16)   // RANDOMBLOB(16)
    /// ```
    public static func randomblob(_ count: some ExpressionConvertible) -> Expression {
        builtin("RANDOMBLOB", [count])
    }

    /// `ZEROBLOB(count)`: a BLOB of `count` zero bytes.
    ///
    /// ```swift
    /// Expression.zeroblob(4)   // ZEROBLOB(4)
    /// ```
    public static func zeroblob(_ count: some ExpressionConvertible) -> Expression {
        builtin("ZEROBLOB", [count])
    }

    /// `SQLITE_VERSION()`: the library's version string.
    ///
    /// ```swift
    /// Expression.sqliteVersion()   // SQLITE_VERSION()
    /// ```
    public static func sqliteVersion() -> Expression { builtin("SQLITE_VERSION", []) }

    /// `SQLITE_SOURCE_ID()`: the check-in the library was built from.
    ///
    /// ```swift
    /// Expression.sqliteSourceID()   // SQLITE_SOURCE_ID()
    /// ```
    public static func sqliteSourceID() -> Expression { builtin("SQLITE_SOURCE_ID", []) }

    /// `CHAR(code, ...)`: the string of the given Unicode code points.
    ///
    /// ```swift
    /// Expression.char(72, 105)   // CHAR(72, 105)
    /// ```
    public static func char(_ codePoints: any ExpressionConvertible...) -> Expression {
        builtin("CHAR", codePoints)
    }

    /// `COALESCE(first, second, ...)`: the first non-NULL argument.
    ///
    /// ```swift
    /// Expression.coalesce(Column("nick"), Column("name"), "?")   // COALESCE(nick, name, '?')
    /// ```
    public static func coalesce(
        _ first: any ExpressionConvertible, _ second: any ExpressionConvertible, _ more: any ExpressionConvertible...
    ) -> Expression {
        builtin("COALESCE", [first, second] + more)
    }

    /// `IFNULL(value, fallback)`.
    ///
    /// ```swift
    /// Expression.ifnull(Column("name"), "?")   // IFNULL(name, '?')
    /// ```
    public static func ifnull(_ value: some ExpressionConvertible, _ fallback: some ExpressionConvertible) -> Expression {
        builtin("IFNULL", [value, fallback])
    }

    /// `NULLIF(value, other)`.
    ///
    /// ```swift
    /// Expression.nullif(Column("count"), 0)   // NULLIF(count, 0)
    /// ```
    public static func nullif(_ value: some ExpressionConvertible, _ other: some ExpressionConvertible) -> Expression {
        builtin("NULLIF", [value, other])
    }

    /// `INSTR(haystack, needle)`.
    ///
    /// ```swift
    /// Expression.instr("abc", "c")   // INSTR('abc', 'c')
    /// ```
    public static func instr(_ haystack: some ExpressionConvertible, _ needle: some ExpressionConvertible) -> Expression {
        builtin("INSTR", [haystack, needle])
    }

    /// Scalar `MAX(a, b, ...)`: the largest argument (with one argument it is the aggregate
    /// ``ExpressionOperable/max(isDistinct:)``).
    ///
    /// ```swift
    /// Expression.max(Column("a"), Column("b"), 0)   // MAX(a, b, 0)
    /// ```
    public static func max(
        _ first: any ExpressionConvertible, _ second: any ExpressionConvertible, _ more: any ExpressionConvertible...
    ) -> Expression {
        builtin("MAX", [first, second] + more)
    }

    /// Scalar `MIN(a, b, ...)`: the smallest argument.
    ///
    /// ```swift
    /// Expression.min(Column("a"), 10)   // MIN(a, 10)
    /// ```
    public static func min(
        _ first: any ExpressionConvertible, _ second: any ExpressionConvertible, _ more: any ExpressionConvertible...
    ) -> Expression {
        builtin("MIN", [first, second] + more)
    }

    /// `PRINTF(format, arguments...)`: the arguments formatted like C's printf.
    ///
    /// ```swift
    /// Expression.printf("%d-%s", Column("a"), Column("b"))   // PRINTF('%d-%s', a, b)
    /// ```
    public static func printf(_ format: some ExpressionConvertible, _ arguments: any ExpressionConvertible...) -> Expression {
        builtin("PRINTF", [format] + arguments)
    }

    /// The function form of LIKE: `LIKE(pattern, value[, escape])`, true when `value LIKE pattern`.
    ///
    /// ```swift
    /// Expression.like(pattern: "a%", value: Column("name"))   // LIKE('a%', name)
    /// ```
    public static func like(
        pattern: some ExpressionConvertible, value: some ExpressionConvertible,
        escape: (any ExpressionConvertible)? = nil
    ) -> Expression {
        var arguments: [any ExpressionConvertible] = [pattern, value]
        if let escape { arguments.append(escape) }
        return builtin("LIKE", arguments)
    }

    /// The function form of GLOB: `GLOB(pattern, value)`, true when `value GLOB pattern`.
    ///
    /// ```swift
    /// Expression.glob(pattern: "a*", value: Column("name"))   // GLOB('a*', name)
    /// ```
    public static func glob(pattern: some ExpressionConvertible, value: some ExpressionConvertible) -> Expression {
        builtin("GLOB", [pattern, value])
    }
}
