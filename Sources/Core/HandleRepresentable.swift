/// Something that can lend a ``Handle``: a ``Database`` (pooled handles), a ``Transaction`` (its own
/// writer) or a ``Handle`` itself. Transactions (``TransactionInterface``) and the row one-liners
/// (``RowOperations``) are written once over this requirement.
///
/// ```swift
/// func count(in source: some HandleRepresentable) throws -> Int64 {
///     try source.withHandle(forWriting: false) { handle in
///         let statement = try handle.prepare("SELECT count(*) FROM user")
///         return try statement.step() ? statement.int64(atIndex: 0) : 0
///     }
/// }
/// ```
public protocol HandleRepresentable {
    /// Runs `body` with a handle; errors thrown by `body` propagate unchanged.
    func withHandle<T>(forWriting: Bool, _ body: (Handle) throws -> T) throws -> T
}

extension HandleRepresentable {
    /// `withHandle` for bodies that only throw ``WCDBError``, keeping the typed error.
    func withTypedHandle<T>(forWriting: Bool, _ body: (Handle) throws(WCDBError) -> T) throws(WCDBError) -> T {
        do {
            return try withHandle(forWriting: forWriting) { handle in try body(handle) }
        } catch let error as WCDBError {
            throw error
        } catch {
            throw WCDBError(code: .error, message: "\(error)")
        }
    }
}

extension Handle: HandleRepresentable {
    /// Runs `body` with this handle.
    public func withHandle<T>(forWriting: Bool, _ body: (Handle) throws -> T) throws -> T {
        try body(self)
    }
}

extension Database: HandleRepresentable {}
