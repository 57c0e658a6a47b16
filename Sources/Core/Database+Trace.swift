extension Database {
    /// Traces errors of this database (replacing the global error tracer for it); `nil` removes it.
    ///
    /// ```swift
    /// database.trace(error: { error in print(error.description) })
    /// ```
    public func trace(error tracer: ErrorTracer?) {
        updateTracers { $0.error = tracer }
    }

    /// Traces each statement's SQL when it starts running, with the path and the handle's identifier; `nil`
    /// removes it. Costs nothing when unset.
    ///
    /// ```swift
    /// database.trace(sql: { tag, path, handle, sql in print("[\(handle)] \(sql)") })
    /// ```
    public func trace(sql tracer: SQLTracer?) {
        updateTracers { $0.sql = tracer }
    }

    /// Traces SQL texts with their execution counts and the nanoseconds spent in SQLite, once per transaction
    /// (or per statement outside one); `nil` removes it.
    ///
    /// ```swift
    /// database.trace(performance: { _, _, sqls, nanoseconds in print(sqls, nanoseconds) })
    /// ```
    public func trace(performance tracer: PerformanceTracer?) {
        updateTracers { $0.performance = tracer }
    }

    /// Traces waits for locks held by other processes; `nil` removes it.
    public func trace(busy tracer: BusyTracer?) {
        updateTracers { $0.busy = tracer }
    }

    /// Traces errors of every database without its own error tracer.
    ///
    /// ```swift
    /// Database.trace(error: { error in log(error) })
    /// ```
    public static func trace(error tracer: ErrorTracer?) {
        updateGlobalTracers { $0.error = tracer }
    }

    /// Traces SQL of every database without its own SQL tracer.
    public static func trace(sql tracer: SQLTracer?) {
        updateGlobalTracers { $0.sql = tracer }
    }

    /// Traces performance of every database without its own performance tracer.
    public static func trace(performance tracer: PerformanceTracer?) {
        updateGlobalTracers { $0.performance = tracer }
    }

    /// Traces busy waits of every database without its own busy tracer.
    public static func trace(busy tracer: BusyTracer?) {
        updateGlobalTracers { $0.busy = tracer }
    }

    private static func updateGlobalTracers(_ change: (inout TraceSettings) -> Void) {
        GlobalTracing.settings.withLock { change(&$0) }
        refreshAllHandles()
    }

    private func updateTracers(_ change: (inout TraceSettings) -> Void) {
        core.state.withLock { state in
            change(&state.tracers)
            state.configGeneration += 1
        }
    }

    private static func refreshAllHandles() {
        for core in DatabaseCore.liveCores {
            core.state.withLock { $0.configGeneration += 1 }
        }
    }
}
