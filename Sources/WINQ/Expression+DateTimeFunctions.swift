// SQLite's date and time functions (sqlite.org/lang_datefunc.html). Each takes a time value (a string such as
// 'now' or '2024-01-31 12:00', a Julian day number, or a column) followed by modifiers such as '+1 day',
// 'start of month', 'localtime' or 'unixepoch'.

extension Expression {
    /// `DATE(timeValue, modifiers...)`: `YYYY-MM-DD`.
    ///
    /// ```swift
    /// Expression.date("now", "start of month", "+1 month", "-1 day")
    /// // DATE('now', 'start of month', '+1 month', '-1 day')
    /// ```
    public static func date(_ timeValue: any ExpressionConvertible, _ modifiers: any ExpressionConvertible...) -> Expression {
        builtin("DATE", [timeValue] + modifiers)
    }

    /// `TIME(timeValue, modifiers...)`: `HH:MM:SS`.
    ///
    /// ```swift
    /// Expression.time(Column("created"), "localtime")   // TIME(created, 'localtime')
    /// ```
    public static func time(_ timeValue: any ExpressionConvertible, _ modifiers: any ExpressionConvertible...) -> Expression {
        builtin("TIME", [timeValue] + modifiers)
    }

    /// `DATETIME(timeValue, modifiers...)`: `YYYY-MM-DD HH:MM:SS`.
    ///
    /// ```swift
    /// Expression.datetime(Column("stamp"), "unixepoch")   // DATETIME(stamp, 'unixepoch')
    /// ```
    public static func datetime(_ timeValue: any ExpressionConvertible, _ modifiers: any ExpressionConvertible...) -> Expression {
        builtin("DATETIME", [timeValue] + modifiers)
    }

    /// `JULIANDAY(timeValue, modifiers...)`: the fractional Julian day number.
    ///
    /// ```swift
    /// Expression.julianday("now")   // JULIANDAY('now')
    /// ```
    public static func julianday(_ timeValue: any ExpressionConvertible, _ modifiers: any ExpressionConvertible...) -> Expression {
        builtin("JULIANDAY", [timeValue] + modifiers)
    }

    /// `STRFTIME(format, timeValue, modifiers...)`: the time formatted with `%Y`, `%m`, `%d`, `%H`, `%s`, ...
    ///
    /// ```swift
    /// Expression.strftime("%s", "now")                      // STRFTIME('%s', 'now')
    /// Expression.strftime("%Y", Column("born"), "+1 year")  // STRFTIME('%Y', born, '+1 year')
    /// ```
    public static func strftime(
        _ format: any ExpressionConvertible, _ timeValue: any ExpressionConvertible,
        _ modifiers: any ExpressionConvertible...
    ) -> Expression {
        builtin("STRFTIME", [format, timeValue] + modifiers)
    }
}
