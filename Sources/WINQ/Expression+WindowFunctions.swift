// SQLite's built-in window functions (sqlite.org/windowfunctions.html, SQLite 3.25+). Complete each with
// `.over(windowDefinition)` or `.over("windowName")`; aggregates (`Column("a").sum()`) work over windows too.

extension Expression {
    /// `ROW_NUMBER()`: the row's 1-based number within its partition.
    ///
    /// ```swift
    /// Expression.rowNumber().over("w")   // ROW_NUMBER() OVER w
    /// ```
    public static func rowNumber() -> Expression { builtin("ROW_NUMBER", []) }

    /// `RANK()`: the rank with gaps (peers share a rank).
    ///
    /// ```swift
    /// Expression.rank().over("w")   // RANK() OVER w
    /// ```
    public static func rank() -> Expression { builtin("RANK", []) }

    /// `DENSE_RANK()`: the rank without gaps.
    ///
    /// ```swift
    /// Expression.denseRank().over("w")   // DENSE_RANK() OVER w
    /// ```
    public static func denseRank() -> Expression { builtin("DENSE_RANK", []) }

    /// `PERCENT_RANK()`: `(rank - 1) / (rows - 1)`.
    ///
    /// ```swift
    /// Expression.percentRank().over("w")   // PERCENT_RANK() OVER w
    /// ```
    public static func percentRank() -> Expression { builtin("PERCENT_RANK", []) }

    /// `CUME_DIST()`: the cumulative distribution.
    ///
    /// ```swift
    /// Expression.cumeDist().over("w")   // CUME_DIST() OVER w
    /// ```
    public static func cumeDist() -> Expression { builtin("CUME_DIST", []) }

    /// `NTILE(groups)`: the row's group number when the partition is split into `groups` groups.
    ///
    /// ```swift
    /// Expression.ntile(4).over("w")   // NTILE(4) OVER w
    /// ```
    public static func ntile(_ groups: some ExpressionConvertible) -> Expression { builtin("NTILE", [groups]) }

    /// `LAG(expr[, offset[, default]])`: `expr` evaluated `offset` rows (1 by default) before the current one.
    ///
    /// ```swift
    /// Expression.lag(Column("a"))                        // LAG(a)
    /// Expression.lag(Column("a"), offset: 2, default: 0) // LAG(a, 2, 0)
    /// ```
    public static func lag(
        _ value: some ExpressionConvertible, offset: (any ExpressionConvertible)? = nil,
        default fallback: (any ExpressionConvertible)? = nil
    ) -> Expression {
        builtin("LAG", shiftArguments(value, offset: offset, default: fallback))
    }

    /// `LEAD(expr[, offset[, default]])`: `expr` evaluated `offset` rows (1 by default) after the current one.
    ///
    /// ```swift
    /// Expression.lead(Column("a"), offset: 1)   // LEAD(a, 1)
    /// ```
    public static func lead(
        _ value: some ExpressionConvertible, offset: (any ExpressionConvertible)? = nil,
        default fallback: (any ExpressionConvertible)? = nil
    ) -> Expression {
        builtin("LEAD", shiftArguments(value, offset: offset, default: fallback))
    }

    /// `FIRST_VALUE(expr)`: `expr` at the first row of the window frame.
    ///
    /// ```swift
    /// Expression.firstValue(Column("a")).over("w")   // FIRST_VALUE(a) OVER w
    /// ```
    public static func firstValue(_ value: some ExpressionConvertible) -> Expression {
        builtin("FIRST_VALUE", [value])
    }

    /// `LAST_VALUE(expr)`: `expr` at the last row of the window frame.
    ///
    /// ```swift
    /// Expression.lastValue(Column("a")).over("w")   // LAST_VALUE(a) OVER w
    /// ```
    public static func lastValue(_ value: some ExpressionConvertible) -> Expression {
        builtin("LAST_VALUE", [value])
    }

    /// `NTH_VALUE(expr, n)`: `expr` at the `n`th (1-based) row of the window frame.
    ///
    /// ```swift
    /// Expression.nthValue(Column("a"), 2).over("w")   // NTH_VALUE(a, 2) OVER w
    /// ```
    public static func nthValue(_ value: some ExpressionConvertible, _ row: some ExpressionConvertible) -> Expression {
        builtin("NTH_VALUE", [value, row])
    }

    /// The arguments of LAG/LEAD: a default needs the offset before it, which is 1 when not given.
    private static func shiftArguments(
        _ value: any ExpressionConvertible, offset: (any ExpressionConvertible)?,
        default fallback: (any ExpressionConvertible)?
    ) -> [any ExpressionConvertible] {
        var arguments: [any ExpressionConvertible] = [value]
        if let fallback {
            arguments.append(offset ?? 1)
            arguments.append(fallback)
        } else if let offset {
            arguments.append(offset)
        }
        return arguments
    }
}
