import WCDBCore
import WINQ

/// The step-by-step part shared by the select chain calls: the statement is compiled when the first row is
/// asked for, stays compiled (holding its handle) between calls, and is released after the last row or the
/// first error, so iteration takes constant memory.
final class RowStream {
    private let source: any HandleRepresentable
    private var prepared: PreparedStatement?
    private var isExhausted = false

    init(source: any HandleRepresentable) {
        self.source = source
    }

    deinit {
        prepared?.finalize()
    }

    /// Moves to the next row and returns the statement positioned on it, or nil when there are no more rows.
    /// `compile` gives the statement on the first call; `prepared` runs once it is compiled.
    func next(compile: () -> any Statement, prepared onPrepared: (PreparedStatement) -> Void = { _ in }) throws
        -> PreparedStatement? {
        if isExhausted { return nil }
        let statement: PreparedStatement
        if let prepared {
            statement = prepared
        } else {
            statement = try ChainCallPreparer.prepare(compile(), on: source)
            prepared = statement
            onPrepared(statement)
        }
        do {
            if try statement.step() { return statement }
        } catch {
            finish()
            throw error
        }
        finish()
        return nil
    }

    /// Reads the current row with `read`; a failure ends the stream (releasing the statement) and is rethrown.
    func read<T>(_ read: () throws -> T) throws -> T {
        do {
            return try read()
        } catch {
            finish()
            throw error
        }
    }

    /// Releases the statement; later calls to `next` return nil.
    func finish() {
        isExhausted = true
        prepared?.finalize()
        prepared = nil
    }
}
