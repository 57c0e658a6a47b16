/// Where NULLs sort in an ordering term (SQLite 3.30+).
///
/// ```swift
/// Column("a").asOrder().nulls(.first)   // a NULLS FIRST
/// ```
public enum NullsOrder: String, Sendable {
    case first = "NULLS FIRST"
    case last = "NULLS LAST"
}
