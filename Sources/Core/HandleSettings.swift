/// A copy of the database settings a handle needs, taken under the core's lock and applied outside it.
struct HandleSettings {
    var tag: Int?
    var configs: [ConfigEntry]
    var configGeneration: Int
    var openGeneration: Int
    var tracers: TraceSettings
    var busyTimeout: Double
}
