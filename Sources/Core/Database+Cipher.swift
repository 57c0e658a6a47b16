import CSQLCipher
import Foundation

extension Database {
    /// Encrypts the database with SQLCipher (AES-256, PBKDF2-HMAC-SHA1 64,000 iterations), or with `nil`
    /// stops setting a key. Set it before the first operation; handles opened earlier are reopened.
    /// The key is derived once per database and every handle reuses the raw key, so extra reader handles
    /// open fast. A wrong key surfaces on the first operation as `.notADatabase`.
    ///
    /// ```swift
    /// database.setCipher(key: Data("secret".utf8))                  // cipher_page_size 4096
    /// database.setCipher(key: Data("secret".utf8), pageSize: 1024)  // SQLCipher 3's own default
    /// ```
    public func setCipher(key: Data?, pageSize: Int = 4096) {
        let material = key.map { CipherKeyMaterial(passphrase: $0, pageSize: pageSize) }
        let idle = core.state.withLock { state -> [Handle] in
            state.cipher = material
            state.configs.removeAll { $0.name == DefaultConfigs.cipherConfigName }
            if let material {
                // Int.min and first place: even a 1.0-style `orderBy:` number cannot run SQL before the key.
                let entry = ConfigEntry(name: DefaultConfigs.cipherConfigName,
                                        invocation: { handle in try handle.applyCipher(material) },
                                        uninvocation: nil, order: Int.min,
                                        serial: state.nextConfigSerial)
                state.nextConfigSerial += 1
                state.configs.insert(entry, at: 0)
            }
            state.configGeneration += 1
            // A key cannot change on a live connection: every handle reopens (idle ones now, busy ones when
            // they come back).
            state.openGeneration += 1
            return state.takeIdleHandles()
        }
        for handle in idle { handle.close() }
    }

    /// How many times this database derived its cipher key: 1 after any number of handles (diagnostic).
    @_spi(Diagnostics)
    public var keyDerivationCount: Int {
        core.state.withLock { $0.cipher?.derivationCount ?? 0 }
    }

    /// Re-encrypts the file with a new key (`nil` is not allowed: use ``export(toPath:cipherKey:pageSize:)``
    /// to write a plaintext copy). Waits for other threads' handles, then rekeys in place keeping the salt.
    ///
    /// ```swift
    /// try database.changeCipherKey(to: Data("new secret".utf8))
    /// ```
    public func changeCipherKey(to newKey: Data) throws(WCDBError) {
        let pageSize = core.state.withLock { $0.cipher?.pageSize }
        guard let pageSize else {
            throw core.misuse("changeCipherKey needs a cipher: call setCipher(key:) first")
        }
        try closed { () throws(WCDBError) in
            let handle = try core.checkOut(writable: true)
            defer { core.checkIn(handle) }
            try handle.exec("PRAGMA wal_checkpoint(TRUNCATE)")
            let newMaterial = CipherKeyMaterial(passphrase: newKey, pageSize: pageSize)
            let salt = try CipherKeyMaterial.salt(ofFileAt: path)
            let rawKey = "x'" + CipherKeyMaterial.hex(try newMaterial.derive(salt: salt)) + CipherKeyMaterial.hex(salt) + "'"
            let result = rawKey.withCString { sqlite3_rekey(handle.rawHandle, $0, Int32(rawKey.utf8.count)) }
            guard result == SQLITE_OK else { throw handle.makeError(code: result, sql: "PRAGMA rekey") }
            try handle.exec("PRAGMA wal_checkpoint(TRUNCATE)")
            setCipher(key: newKey, pageSize: pageSize)
        }
    }

    /// Writes a copy of the whole database to `path`: plaintext when `cipherKey` is `nil`, else encrypted
    /// with that passphrase (SQLCipher's own format, openable with `PRAGMA key` and `cipher_page_size`).
    /// Uses SQLCipher's `sqlcipher_export`.
    ///
    /// ```swift
    /// try database.export(toPath: "/tmp/plain.db", cipherKey: nil)
    /// try plainDatabase.export(toPath: "/tmp/secret.db", cipherKey: Data("secret".utf8), pageSize: 4096)
    /// ```
    public func export(toPath destination: String, cipherKey: Data?, pageSize: Int = 4096) throws(WCDBError) {
        try run(writable: true) { handle throws(WCDBError) in
            let attach = try handle.prepareUncached("ATTACH DATABASE ?1 AS wcdb_export KEY ?2")
            attach.bind(text: destination, toIndex: 1)
            if let cipherKey { attach.bind(blob: cipherKey, toIndex: 2) } else { attach.bind(text: "", toIndex: 2) }
            try attach.run()
            attach.finalize()
            do throws(WCDBError) {
                if cipherKey != nil { try handle.exec("PRAGMA wcdb_export.cipher_page_size = \(pageSize)") }
                try handle.exec("SELECT sqlcipher_export('wcdb_export')")
            } catch {
                try? handle.exec("DETACH DATABASE wcdb_export")
                throw error
            }
            try handle.exec("DETACH DATABASE wcdb_export")
        }
    }

    /// Encrypts an existing plaintext database in place, then keeps using it with `key`.
    ///
    /// SQLCipher cannot encrypt pages in place, so the whole database is exported (`sqlcipher_export`) into
    /// an encrypted file beside it while other threads are held back, and that file replaces the original.
    /// If anything fails before the swap, the plaintext file is left as it was.
    ///
    /// ```swift
    /// let database = Database(at: "/var/lib/app/legacy.db")   // written by FMDB, no key
    /// try database.encrypt(withCipherKey: Data("secret".utf8))
    /// ```
    public func encrypt(withCipherKey key: Data, pageSize: Int = 4096) throws(WCDBError) {
        if core.state.withLock({ $0.cipher }) != nil {
            throw core.misuse("The database already has a cipher key: use changeCipherKey(to:)")
        }
        let temporary = path + "-encrypting"
        try closed { () throws(WCDBError) in
            try? FileManager.default.removeItem(atPath: temporary)
            do throws(WCDBError) {
                try export(toPath: temporary, cipherKey: key, pageSize: pageSize)
            } catch {
                try? FileManager.default.removeItem(atPath: temporary)
                throw error
            }
            // The export reopened the writer; it must be closed before its file is replaced.
            let handles = core.state.withLock { $0.takeIdleHandles() }
            for handle in handles { handle.close() }
            for companion in [path + "-wal", path + "-shm", path + "-journal"] {
                try? FileManager.default.removeItem(atPath: companion)
            }
            // rename(2) swaps atomically: a crash leaves either the plaintext or the encrypted file.
            guard rename(temporary, path) == 0 else {
                let failure = WCDBError(code: .ioError, message: "Cannot replace \(path) with its encrypted copy: "
                                        + String(cString: strerror(errno)), path: path, tag: tag)
                core.report(failure)
                throw failure
            }
            setCipher(key: key, pageSize: pageSize)
        }
    }
}
