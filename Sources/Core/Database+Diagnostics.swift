/// Counters that tests and benchmarks use to check the pool's promises from outside.
extension Database {
    /// The most reader handles this database has had open at once (diagnostic: never above
    /// ``maxConcurrentReaders``).
    @_spi(Diagnostics)
    public var peakReaderCount: Int {
        core.state.withLock { $0.peakReaders }
    }

    /// How many handles (writer and readers) are open right now (diagnostic).
    @_spi(Diagnostics)
    public var openHandleCount: Int {
        core.state.withLock { ($0.writer == nil ? 0 : 1) + $0.readers.count }
    }
}
