extension Handle {
    /// Brings the handle up to date with the database settings before it is lent out.
    ///
    /// Configs that were removed or replaced since the handle last ran them get their uninvocation (when
    /// they have one); new or replaced ones run in order. Settings that cannot be undone on a live
    /// connection (the cipher key) are handled by reopening instead, see `openGeneration`.
    func apply(_ settings: HandleSettings) throws(WCDBError) {
        guard configGeneration != settings.configGeneration else { return }
        // Tag, tracers and timeout changes bump the generation too, so an up-to-date handle skips all this.
        tag = settings.tag
        setTracers(settings.tracers.overriding(GlobalTracing.current))
        busyWaiter.timeout = settings.busyTimeout
        let current = Dictionary(settings.configs.map { ($0.name, $0.serial) }, uniquingKeysWith: { first, _ in first })
        var kept: [ConfigEntry] = []
        for entry in appliedConfigs.reversed() where current[entry.name] != entry.serial {
            if let uninvocation = entry.uninvocation { try run(uninvocation, named: entry.name) }
        }
        let applied = Set(appliedConfigs.map(\.serial))
        for entry in settings.configs {
            if !applied.contains(entry.serial) { try run(entry.invocation, named: entry.name) }
            kept.append(entry)
        }
        appliedConfigs = kept
        configGeneration = settings.configGeneration
    }

    private func run(_ config: Config, named name: String) throws(WCDBError) {
        do {
            try config(self)
        } catch let error as WCDBError {
            throw error
        } catch {
            throw makeError(code: 1, message: "Config \(name) failed: \(error)", sql: nil)
        }
    }
}
