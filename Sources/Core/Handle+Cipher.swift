import CSQLCipher

extension Handle {
    /// Sets the key (raw key plus salt, no derivation) and page size before anything reads the file.
    func applyCipher(_ material: CipherKeyMaterial) throws(WCDBError) {
        let rawKey = try material.rawKey(forPath: path)
        // sqlite3_key keeps the key out of SQL text, so SQL tracers never see it.
        let result = rawKey.withCString { sqlite3_key(rawHandle, $0, Int32(rawKey.utf8.count)) }
        guard result == SQLITE_OK else { throw makeError(code: result, sql: nil) }
        try exec("PRAGMA cipher_page_size = \(material.pageSize)")
    }
}
