extension Database {
    /// Registers (or replaces) a named config run on every handle before its next use; live handles are
    /// reconfigured when next lent out. When replaced or removed, the old config's uninvocation runs.
    /// A `nil` invocation removes the config (like ``removeConfig(named:)``). Equal priorities run in the
    /// order they were first registered.
    ///
    /// ```swift
    /// database.setConfig(named: "foreignKeys",
    ///                    withInvocation: { try $0.exec("PRAGMA foreign_keys = ON") },
    ///                    withUninvocation: { try $0.exec("PRAGMA foreign_keys = OFF") },
    ///                    withPriority: .low)
    /// database.setConfig(named: "foreignKeys", withInvocation: nil)   // removed; its uninvocation runs
    /// ```
    public func setConfig(named name: String,
                          withInvocation invocation: Config?,
                          withUninvocation uninvocation: Config? = nil,
                          withPriority priority: ConfigPriority = .default) {
        guard let invocation else { return removeConfig(named: name) }
        register(name: name, invocation: invocation, uninvocation: uninvocation, order: priority.rawValue)
    }

    /// WCDB 1.0 spelling: configs with a lower `order` run first; `nil` removes the config.
    ///
    /// ```swift
    /// database.setConfig(named: "cache", with: { try $0.exec("PRAGMA cache_size = -8000") }, orderBy: 10)
    /// database.setConfig(named: "cache", with: nil)
    /// ```
    public func setConfig(named name: String, with invocation: Config?, orderBy order: Int = ConfigPriority.default.rawValue) {
        guard let invocation else { return removeConfig(named: name) }
        register(name: name, invocation: invocation, uninvocation: nil, order: order)
    }

    /// Removes a named config; its uninvocation (if any) runs on each handle before its next use.
    public func removeConfig(named name: String) {
        core.state.withLock { state in
            state.configs.removeAll { $0.name == name }
            state.configGeneration += 1
        }
    }

    private func register(name: String, invocation: @escaping Config, uninvocation: Config?, order: Int) {
        core.state.withLock { state in
            let entry = ConfigEntry(name: name, invocation: invocation, uninvocation: uninvocation,
                                    order: order, serial: state.nextConfigSerial)
            state.nextConfigSerial += 1
            if let existing = state.configs.firstIndex(where: { $0.name == name }), state.configs[existing].order == order {
                // Replacing in place keeps the config's position among equal priorities.
                state.configs[existing] = entry
            } else {
                state.configs.removeAll { $0.name == name }
                // Stable: equal orders keep registration order.
                let position = state.configs.firstIndex { $0.order > order } ?? state.configs.endIndex
                state.configs.insert(entry, at: position)
            }
            state.configGeneration += 1
        }
    }

    /// How long a statement waits for a lock held by another process before failing with `.busy`
    /// (default 5 seconds). Threads of this process never wait here: they queue for the writer instead.
    ///
    /// ```swift
    /// database.setBusyTimeout(2.5)
    /// ```
    public func setBusyTimeout(_ seconds: Double) {
        core.state.withLock { state in
            state.busyTimeout = max(0, seconds)
            state.configGeneration += 1
        }
    }

    /// The most reader handles open at once (default 4); further readers wait for one to be returned.
    ///
    /// ```swift
    /// database.setMaxConcurrentReaders(8)
    /// ```
    public func setMaxConcurrentReaders(_ count: Int) {
        core.state.withLock(notify: true) { $0.maxReaders = max(1, count) }
    }

    /// The current reader limit.
    public var maxConcurrentReaders: Int { core.state.withLock { $0.maxReaders } }
}
