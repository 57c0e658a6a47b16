import CSQLCipher

/// The configs every database starts with. They are ordinary named configs, so an app can replace them.
public enum DefaultConfigs {
    /// Name of the default config: busy handler, WAL journal, `synchronous = NORMAL`.
    public static let basicConfigName = "com.Tencent.WCDB.Config.Basic"
    /// Name of the config that sets the cipher key (see ``Database/setCipher(key:pageSize:)``).
    public static let cipherConfigName = "com.Tencent.WCDB.Config.Cipher"

    /// Busy handler first (so the pragmas below already wait for other processes), then WAL, which lets
    /// readers run beside the writer, and `synchronous = NORMAL`, which in WAL mode keeps every committed
    /// transaction across an application crash and only risks the last ones on power loss, at a fraction
    /// of FULL's fsync cost. Foreign keys stay as SQLite ships them (off), as raw-SQL code expects.
    static func basic(serial: Int) -> ConfigEntry {
        ConfigEntry(name: basicConfigName, invocation: { handle in
            handle.installBusyHandler()
            try handle.enableWriteAheadLog()
            try handle.exec("PRAGMA synchronous = NORMAL")
        }, uninvocation: nil, order: ConfigPriority.high.rawValue, serial: serial)
    }
}
