// SQLite's aggregate functions (sqlite.org/lang_aggfunc.html) as methods on the aggregated expression.
// Each also works as a window function: add `.over(...)`, and `.filter(...)` where the engine supports it.

extension ExpressionOperable {
    /// `AVG([DISTINCT] expr)`: the average of the non-NULL values.
    ///
    /// ```swift
    /// Column("price").avg()   // AVG(price)
    /// ```
    public func avg(isDistinct: Bool = false) -> Expression {
        Expression.builtin("AVG", [self], isDistinct: isDistinct)
    }

    /// `COUNT([DISTINCT] expr)`: the number of non-NULL values; `Column.all.count()` counts rows.
    ///
    /// ```swift
    /// Column("left").count(isDistinct: true)   // COUNT(DISTINCT left)
    /// Column.all.count()                       // COUNT(*)
    /// ```
    public func count(isDistinct: Bool = false) -> Expression {
        Expression.builtin("COUNT", [self], isDistinct: isDistinct)
    }

    /// `GROUP_CONCAT([DISTINCT] expr)`: the values joined with `,`.
    ///
    /// ```swift
    /// Column("name").groupConcat()   // GROUP_CONCAT(name)
    /// ```
    public func groupConcat(isDistinct: Bool = false) -> Expression {
        Expression.builtin("GROUP_CONCAT", [self], isDistinct: isDistinct)
    }

    /// `GROUP_CONCAT([DISTINCT] expr, separator)`: the values joined with `separator`. SQLite accepts a
    /// separator together with DISTINCT from 3.44 on.
    ///
    /// ```swift
    /// Column("left").groupConcat(isDistinct: true, separateBy: "-")   // GROUP_CONCAT(DISTINCT left, '-')
    /// ```
    public func groupConcat(isDistinct: Bool = false, separateBy separator: String) -> Expression {
        Expression.builtin("GROUP_CONCAT", [self, separator], isDistinct: isDistinct)
    }

    /// `MAX([DISTINCT] expr)`: the largest value (the aggregate; ``Expression/max(_:_:_:)`` is the scalar).
    ///
    /// ```swift
    /// Column("age").max()   // MAX(age)
    /// ```
    public func max(isDistinct: Bool = false) -> Expression {
        Expression.builtin("MAX", [self], isDistinct: isDistinct)
    }

    /// `MIN([DISTINCT] expr)`: the smallest value (the aggregate; ``Expression/min(_:_:_:)`` is the scalar).
    ///
    /// ```swift
    /// Column("age").min()   // MIN(age)
    /// ```
    public func min(isDistinct: Bool = false) -> Expression {
        Expression.builtin("MIN", [self], isDistinct: isDistinct)
    }

    /// `SUM([DISTINCT] expr)`: the sum, NULL when there are no non-NULL values.
    ///
    /// ```swift
    /// Column("amount").sum()   // SUM(amount)
    /// ```
    public func sum(isDistinct: Bool = false) -> Expression {
        Expression.builtin("SUM", [self], isDistinct: isDistinct)
    }

    /// `TOTAL([DISTINCT] expr)`: the sum as a floating-point value, 0.0 when there are no values.
    ///
    /// ```swift
    /// Column("amount").total()   // TOTAL(amount)
    /// ```
    public func total(isDistinct: Bool = false) -> Expression {
        Expression.builtin("TOTAL", [self], isDistinct: isDistinct)
    }
}
