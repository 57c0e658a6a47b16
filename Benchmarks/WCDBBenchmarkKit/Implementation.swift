/// One way of doing a workload. Every workload runs in all of them, interleaved, in the same process.
public enum Implementation: String, CaseIterable, Sendable, Codable {
    /// WCDBSwift's one-line ORM API (`insert`, `getObjects`, ...).
    case orm
    /// WCDBSwift's core: handles and prepared WINQ statements, bind and step by hand.
    case core
    /// The SQLite C API on the same libsqlcipher, written the fastest honest way.
    case raw
}
