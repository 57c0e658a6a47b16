import Synchronization

/// Process-wide tracers, used by every database that has no tracer of its own.
enum GlobalTracing {
    static let settings = Mutex(TraceSettings())

    static var current: TraceSettings { settings.withLock { $0 } }
}
