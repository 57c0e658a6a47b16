/// The direction of an ordering term or indexed column.
///
/// ```swift
/// Column("a").asOrder(.descending)   // a DESC
/// ```
public enum Order: String, Sendable {
    case ascending = "ASC"
    case descending = "DESC"
}
