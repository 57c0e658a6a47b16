import CSQLCipher

extension Handle {
    /// Builds the error for a failed SQLite call on this handle and reports it to the error tracer.
    func makeError(code result: Int32, message: String? = nil, sql: String?) -> WCDBError {
        let primary = WCDBError.Code(sqliteResultCode: result)
        var text = message ?? String(cString: sqlite3_errmsg(rawHandle))
        var extraInfos: [String: String] = [:]
        let reported = message == nil ? sqlite3_extended_errcode(rawHandle) : result
        let extended: Int32? = reported == Int32(primary.rawValue) ? nil : reported
        if primary == .notADatabase {
            text = "The cipher key is wrong or the file is not a database (\(text))"
        }
        if primary == .busy || primary == .locked, let wait = busyWaiter.takeLastWait() {
            extraInfos["waitedSeconds"] = String(format3(wait.seconds))
            text += " (waited \(format3(wait.seconds)) s for another process)"
        }
        let error = WCDBError(level: primary == .ok ? .notice : .error, code: primary,
                              extendedCode: extended,
                              message: text, sql: sql, path: path, tag: tag, extraInfos: extraInfos)
        tracers.error?(error)
        return error
    }

    /// A failed compilation; syntax the bundled SQLite predates gets a hint instead of a bare syntax error.
    func prepareError(code result: Int32, sql: String) -> WCDBError {
        let message = String(cString: sqlite3_errmsg(rawHandle))
        if result & 0xFF == SQLITE_ERROR,
           message.contains("syntax error") || message.hasPrefix("no such function") {
            let version = String(cString: sqlite3_libversion())
            return makeError(code: result, message: message + " (SQLite \(version) in use may not support this syntax: "
                             + "UPSERT, window functions, RETURNING, RENAME COLUMN and JSON functions need a newer SQLite)",
                             sql: sql)
        }
        return makeError(code: result, sql: sql)
    }

    func traceSQL(_ sql: String) {
        tracers.sql?(tag, path, identifier, sql)
    }

    /// Adds one finished execution to the footprint; outside a transaction (including right after its
    /// COMMIT or ROLLBACK) the footprint is reported and cleared.
    func tracePerformance(sql: String, nanoseconds: UInt64) {
        guard let tracer = tracers.performance else { return }
        footprint.sqls[sql, default: 0] += 1
        footprint.nanoseconds &+= nanoseconds
        guard !isInTransaction else { return }
        let finished = footprint
        footprint = PerformanceFootprint()
        tracer(tag, path, finished.sqls, Int64(clamping: finished.nanoseconds))
    }

    private func format3(_ seconds: Double) -> String {
        String(Double(Int((seconds * 1000).rounded())) / 1000)
    }
}
