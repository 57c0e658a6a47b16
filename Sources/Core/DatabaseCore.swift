import CSQLCipher
import Foundation
import Synchronization

/// The shared state behind every ``Database`` object for one file: tag, configs, tracers and the handle
/// pool (one writer, up to `maxReaders` readers).
///
/// Writers are serialized here, before SQLite sees them, so in-process threads never meet SQLITE_BUSY.
/// `Sendable` by construction: all mutable state sits in one ``ConditionLocked``.
final class DatabaseCore: Sendable {
    let path: String
    let state: ConditionLocked<CoreState>

    /// Default reader pool size: WAL lets readers run in parallel, but each connection carries its own page
    /// cache and schema copy, and more readers than cores gain nothing; four covers a UI thread plus a few
    /// background readers. Tune with ``Database/setMaxConcurrentReaders(_:)``.
    static let defaultMaxReaders = 4
    /// Default wait for another process's lock before a busy error.
    static let defaultBusyTimeout = 5.0
    /// WAL size (in pages) that triggers a background checkpoint; SQLite's own auto-checkpoint default.
    static let checkpointThreshold = 1_000

    let isCheckpointScheduled = Atomic<Bool>(false)
    let backgroundCheckpoints = Atomic<Int>(0)
    /// Held while a checkpoint runs. SQLite answers a second concurrent checkpoint with SQLITE_BUSY at once
    /// (the busy handler is not consulted), so an explicit checkpoint waits here for a background one instead.
    let checkpointInProgress = Mutex<Void>(())

    private static let registry = Mutex<[String: WeakCore]>([:])

    /// The core for `path`, shared with every live `Database` for the same standardized path.
    static func shared(forPath path: String) -> DatabaseCore {
        registry.withLock { registry in
            if let core = registry[path]?.core { return core }
            let core = DatabaseCore(path: path)
            registry[path] = WeakCore(core: core)
            return core
        }
    }

    /// Cores that are alive right now (for the static purge).
    static var liveCores: [DatabaseCore] {
        registry.withLock { $0.values.compactMap(\.core) }
    }

    static func isAlive(path: String) -> Bool {
        registry.withLock { $0[path]?.core != nil }
    }

    private init(path: String) {
        self.path = path
        var initial = CoreState(busyTimeout: Self.defaultBusyTimeout, maxReaders: Self.defaultMaxReaders)
        initial.configs = [DefaultConfigs.basic(serial: 0)]
        initial.nextConfigSerial = 1
        state = ConditionLocked(initial)
    }

    deinit {
        let handles = state.withLock { state -> [Handle] in
            var handles = Array(state.readers.values)
            if let writer = state.writer { handles.append(writer) }
            state.readers.removeAll()
            state.idleReaders.removeAll()
            state.writer = nil
            return handles
        }
        for handle in handles { handle.close() }
        let path = path
        Self.registry.withLock { registry in
            if registry[path]?.core == nil { registry[path] = nil }
        }
    }

    // MARK: Checking handles out and in

    /// Takes a handle from the pool (opening one when needed), waiting while none is available.
    func checkOut(writable: Bool) throws(WCDBError) -> Handle {
        // Never nil when waiting is allowed.
        try checkOut(writable: writable, onlyIfAvailableNow: false)!
    }

    /// With `onlyIfAvailableNow`, returns nil instead of waiting, and never opens the database when it is
    /// closed (background work must not recreate files that a close just removed).
    func checkOut(writable: Bool, onlyIfAvailableNow: Bool) throws(WCDBError) -> Handle? {
        let thread = ThreadIdentity.current
        let plan = state.withLock(waitingUntil: { onlyIfAvailableNow || $0.mayCheckOut(writable: writable, thread: thread) }) { state -> CheckOutPlan? in
            if onlyIfAvailableNow {
                guard state.mayCheckOut(writable: writable, thread: thread), state.writer != nil,
                      state.blockadeOwner == nil else { return nil }
            }
            return state.planCheckOut(writable: writable)
        }
        guard let plan else { return nil }
        return try carryOut(plan, writable: writable)
    }

    /// Reconfigures or opens what the plan says, outside the lock; on failure the slot is given back.
    private func carryOut(_ plan: CheckOutPlan, writable: Bool) throws(WCDBError) -> Handle {
        switch plan {
        case .ready(let handle):
            return handle
        case .reuse(let handle, let settings):
            do {
                try handle.apply(settings)
            } catch {
                discard(handle)
                throw error
            }
            return handle
        case .open(let settings, let stale):
            stale?.close()
            let handle: Handle
            do {
                handle = try open(role: writable ? .writer : .reader, settings: settings)
            } catch {
                state.withLock(notify: true) { state in
                    if writable { state.writerCheckedOut = false } else { state.readersOpening -= 1 }
                }
                report(error)
                throw error
            }
            state.withLock { state in
                if writable {
                    state.writer = handle
                } else {
                    state.readersOpening -= 1
                    state.readers[ObjectIdentifier(handle)] = handle
                }
            }
            return handle
        }
    }

    private func open(role: HandleRole, settings: HandleSettings) throws(WCDBError) -> Handle {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw WCDBError(code: .cantOpen, message: "Cannot create directory \(directory): \(error)",
                                path: path, tag: settings.tag)
            }
        }
        let handle = try Handle.open(path: path, role: role, busyTimeout: settings.busyTimeout)
        do {
            try handle.apply(settings)
        } catch {
            handle.close()
            throw error
        }
        handle.openGeneration = settings.openGeneration
        if role == .writer {
            handle.observeWALCommits { [weak self] frames in self?.walDidGrow(toFrames: frames) }
        }
        return handle
    }

    /// Returns a handle to the pool; one made stale by a cipher change is closed instead.
    func checkIn(_ handle: Handle) {
        prepareForReturn(handle)
        if state.withLock(notify: true, { $0.takeBack(handle) }) { handle.close() }
    }

    /// Leaves nothing running on a handle that goes back to the pool.
    private func prepareForReturn(_ handle: Handle) {
        handle.resetActiveStatements()
        if handle.isInTransaction {
            // Only reachable when a transaction object is dropped mid-transaction: never pool an open one.
            try? handle.exec("ROLLBACK")
        }
    }

    /// Drops a handle whose reconfiguration failed.
    private func discard(_ handle: Handle) {
        state.withLock(notify: true) { state in
            switch handle.role {
            case .writer:
                state.writerCheckedOut = false
                if state.writer === handle { state.writer = nil }
            case .reader:
                state.readers[ObjectIdentifier(handle)] = nil
            }
        }
        handle.close()
    }

    // MARK: Thread pinning

    /// The handle the calling thread should use: the one it already holds (nested calls, transactions), or
    /// a fresh one from the pool. Balance with ``release(_:thread:)``.
    func acquire(writable: Bool, thread: UInt) throws(WCDBError) -> HandlePin {
        enum Step {
            case pinned(HandlePin)
            case fresh(HandlePin)
            case plan(CheckOutPlan)
        }
        // One lock round trip in the common cases: a pinned handle, or an idle up-to-date one.
        let step = state.withLock(waitingUntil: {
            $0.pin(for: thread, writable: writable) != nil || $0.mayCheckOut(writable: writable, thread: thread)
        }) { state -> Step in
            // A reader the thread keeps for a statement still stepping (a streaming select) holds that statement's
            // snapshot: a read through it would miss everything committed since, the thread's own writes
            // included. Such a read takes a fresh reader when one is free; it shares the pinned one only when
            // waiting for another could deadlock.
            if let pin = state.pin(for: thread, writable: writable),
               writable || pin.isWriter || !pin.handle.hasActiveStatements
                || !state.mayCheckOut(writable: false, thread: thread) {
                return .pinned(pin)
            }
            let plan = state.planCheckOut(writable: writable)
            guard case .ready(let handle) = plan else { return .plan(plan) }
            let pin = HandlePin(handle: handle, isWriter: writable, returnsHandle: true)
            pin.uses = 1
            state.pins[thread, default: []].append(pin)
            return .fresh(pin)
        }
        switch step {
        case .pinned(let pin):
            pin.uses += 1
            return pin
        case .fresh(let pin):
            return pin
        case .plan(let plan):
            let handle = try carryOut(plan, writable: writable)
            let pin = HandlePin(handle: handle, isWriter: writable, returnsHandle: true)
            pin.uses = 1
            push(pin, thread: thread)
            return pin
        }
    }

    /// Ends one use of a pin; the last use (outside a transaction) unpins it and returns its handle.
    func release(_ pin: HandlePin, thread: UInt) {
        pin.uses -= 1
        guard pin.uses <= 0 else { return }
        // An open transaction (begin(), or raw "BEGIN" SQL) keeps the handle with this thread until it ends.
        pin.holdsTransaction = pin.handle.isInTransaction
        if pin.returnsHandle && pin.holdsTransaction { return }
        guard pin.returnsHandle else {
            pop(pin, thread: thread)
            return
        }
        prepareForReturn(pin.handle)
        let mustClose = state.withLock(notify: true) { state -> Bool in
            state.removePin(pin, thread: thread)
            return state.takeBack(pin.handle)
        }
        if mustClose { pin.handle.close() }
    }

    func push(_ pin: HandlePin, thread: UInt) {
        state.withLock { $0.pins[thread, default: []].append(pin) }
    }

    func pop(_ pin: HandlePin, thread: UInt) {
        state.withLock(notify: true) { $0.removePin(pin, thread: thread) }
    }

    /// The writer pin of the calling thread, if it holds one.
    func pinnedWriter(thread: UInt) -> HandlePin? {
        state.withLock { $0.pins[thread]?.last(where: \.isWriter) }
    }

    /// Whether the calling thread holds any handle of this database.
    func holdsHandle(thread: UInt) -> Bool {
        state.withLock { !($0.pins[thread]?.isEmpty ?? true) }
    }

    /// Runs `body` with a handle: the thread's pinned one when it has one, else one from the pool.
    func withHandle<T>(forWriting writable: Bool, _ body: (Handle) throws -> T) throws -> T {
        let thread = ThreadIdentity.current
        let pin = try acquire(writable: writable, thread: thread)
        defer { release(pin, thread: thread) }
        return try body(pin.handle)
    }

    // MARK: Checkpoints

    /// Runs on the writer's thread after each commit: schedules a passive checkpoint on a background
    /// thread (on a reader handle, so it never holds the writer back).
    private func walDidGrow(toFrames frames: Int) {
        guard frames >= Self.checkpointThreshold else { return }
        guard !isCheckpointScheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        DispatchQueue.global(qos: .utility).async { [weak self] in
            self?.backgroundCheckpoint()
        }
    }

    private func backgroundCheckpoint() {
        defer { isCheckpointScheduled.store(false, ordering: .releasing) }
        // Skipped while the database is closed, blockaded or out of readers; the next commit retries.
        guard let reader = try? checkOut(writable: false, onlyIfAvailableNow: true) else { return }
        defer { checkIn(reader) }
        // A checkpoint already running (an explicit one) makes this one redundant.
        let checkpointed: Bool? = checkpointInProgress.withLockIfAvailable { _ in
            (try? reader.checkpoint(mode: .passive)) != nil
        }
        if checkpointed == true {
            backgroundCheckpoints.add(1, ordering: .relaxed)
        }
    }

    // MARK: Reporting

    func report(_ error: WCDBError) {
        let tracer = state.withLock { $0.tracers.error } ?? GlobalTracing.current.error
        tracer?(error)
    }

    func misuse(_ message: String) -> WCDBError {
        let tag = state.withLock { $0.tag }
        let error = WCDBError(code: .misuse, message: message, path: path, tag: tag)
        report(error)
        return error
    }
}
