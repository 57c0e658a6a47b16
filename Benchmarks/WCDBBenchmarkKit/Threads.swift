import Foundation

/// Results of concurrently running bodies, guarded by a lock.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var rows = 0
    private var errors: [any Error] = []

    func add(_ result: Result<Int, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        switch result {
        case .success(let count): rows += count
        case .failure(let error): errors.append(error)
        }
    }

    func total() throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let error = errors.first { throw error }
        return rows
    }
}

/// Runs every body on its own thread at the same time, waits for all, and returns the sum of their row
/// counts (or throws the first error).
func runConcurrently(_ bodies: [@Sendable () throws -> Int]) throws -> Int {
    let results = ConcurrentResults()
    let done = DispatchSemaphore(value: 0)
    for body in bodies {
        let thread = Thread {
            results.add(Result { try body() })
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    for _ in bodies { done.wait() }
    return try results.total()
}

/// A thread that runs `body` and can be waited for.
final class BackgroundThread: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Void) {
        let finished = self.finished
        Thread {
            body()
            finished.signal()
        }.start()
    }

    func join() { finished.wait() }
}
