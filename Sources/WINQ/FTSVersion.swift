/// SQLite's full-text search modules, for `CREATE VIRTUAL TABLE ... USING`.
///
/// ```swift
/// StatementCreateVirtualTable().create(virtualTable: "docs").using(module: .FTS4).arguments(Column("body"))
/// // CREATE VIRTUAL TABLE docs USING fts4(body)
/// ```
public enum FTSVersion: String, Sendable {
    /// `fts3`
    case FTS3 = "fts3"
    /// `fts4`
    case FTS4 = "fts4"
    /// `fts5` (needs an engine built with FTS5)
    case FTS5 = "fts5"
}
