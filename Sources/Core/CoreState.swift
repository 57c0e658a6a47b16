/// Everything about one database file that its `Database` objects share, guarded by the core's lock.
struct CoreState {
    var tag: Int?
    /// Registered configs, sorted by `order` then registration.
    var configs: [ConfigEntry] = []
    var configGeneration = 0
    var nextConfigSerial = 0
    /// Bumped when handles must be reopened rather than reconfigured (a new cipher key).
    var openGeneration = 0
    var tracers = TraceSettings()
    var busyTimeout: Double
    var maxReaders: Int
    var cipher: CipherKeyMaterial?

    /// The writer handle once opened; `writerCheckedOut` says whether some thread is using (or opening) it.
    var writer: Handle?
    var writerCheckedOut = false
    /// Every open reader, and the subset that is idle.
    var readers: [ObjectIdentifier: Handle] = [:]
    var idleReaders: [Handle] = []
    var readersOpening = 0
    /// The most reader handles ever open (or opening) at once; tests check it against `maxReaders`.
    var peakReaders = 0

    /// Handles in use per thread, innermost last.
    var pins: [UInt: [HandlePin]] = [:]
    /// The thread that blockaded the database, and how many times.
    var blockadeOwner: UInt?
    var blockadeDepth = 0

    init(busyTimeout: Double, maxReaders: Int) {
        self.busyTimeout = busyTimeout
        self.maxReaders = maxReaders
    }

    /// Whether `thread` may check out a handle now. Threads that already hold a handle pass a blockade, so a
    /// close waiting for their handles cannot deadlock with them.
    func mayCheckOut(writable: Bool, thread: UInt) -> Bool {
        if let owner = blockadeOwner, owner != thread, pins[thread]?.isEmpty ?? true { return false }
        if writable { return !writerCheckedOut }
        return !idleReaders.isEmpty || readers.count + readersOpening < maxReaders
    }

    /// Whether no handle is in use or being opened.
    var isIdle: Bool {
        !writerCheckedOut && readersOpening == 0 && idleReaders.count == readers.count
    }

    var snapshot: HandleSettings {
        HandleSettings(tag: tag, configs: configs, configGeneration: configGeneration,
                       openGeneration: openGeneration, tracers: tracers, busyTimeout: busyTimeout)
    }

    /// Removes every idle handle from the pool and hands them to the caller to close.
    mutating func takeIdleHandles() -> [Handle] {
        var handles = idleReaders
        for reader in idleReaders { readers[ObjectIdentifier(reader)] = nil }
        idleReaders.removeAll()
        if !writerCheckedOut, let writer {
            handles.append(writer)
            self.writer = nil
        }
        return handles
    }

    /// The calling thread's handle that can serve this request: its innermost writer for writes, its
    /// innermost handle of any kind for reads.
    func pin(for thread: UInt, writable: Bool) -> HandlePin? {
        guard let stack = pins[thread] else { return nil }
        return writable ? stack.last(where: \.isWriter) : stack.last
    }

    mutating func removePin(_ pin: HandlePin, thread: UInt) {
        guard var stack = pins[thread] else { return }
        stack.removeAll { $0 === pin }
        pins[thread] = stack.isEmpty ? nil : stack
    }

    /// Marks a handle as taken (or a slot as opening); call only when `mayCheckOut` holds.
    mutating func planCheckOut(writable: Bool) -> CheckOutPlan {
        if writable {
            writerCheckedOut = true
            guard let writer else { return .open(snapshot, closing: nil) }
            if writer.openGeneration != openGeneration {
                self.writer = nil
                return .open(snapshot, closing: writer)
            }
            return writer.configGeneration == configGeneration ? .ready(writer) : .reuse(writer, snapshot)
        }
        if let reader = idleReaders.popLast() {
            if reader.openGeneration == openGeneration {
                return reader.configGeneration == configGeneration ? .ready(reader) : .reuse(reader, snapshot)
            }
            readers[ObjectIdentifier(reader)] = nil
            readersOpening += 1
            return .open(snapshot, closing: reader)
        }
        readersOpening += 1
        peakReaders = max(peakReaders, readers.count + readersOpening)
        return .open(snapshot, closing: nil)
    }

    /// Puts a handle back in the pool; returns true when the caller must close it instead (stale after a
    /// cipher change, or no longer tracked because the pool was purged).
    mutating func takeBack(_ handle: Handle) -> Bool {
        let isStale = handle.openGeneration != openGeneration
        switch handle.role {
        case .writer:
            writerCheckedOut = false
            if isStale, writer === handle { writer = nil }
            return isStale || writer !== handle
        case .reader:
            guard !isStale, readers[ObjectIdentifier(handle)] != nil else {
                readers[ObjectIdentifier(handle)] = nil
                return true
            }
            idleReaders.append(handle)
            return false
        }
    }
}
