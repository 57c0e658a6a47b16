import CSQLCipher

extension Handle {
    /// Installs the busy handler that waits out other processes' locks (part of the default config).
    func installBusyHandler() {
        sqlite3_busy_handler(rawHandle, BusyWaiter.callback, Unmanaged.passUnretained(busyWaiter).toOpaque())
    }
}
