extension Handle {
    /// Commits; a failed COMMIT (for example busy after the timeout) is rolled back so the handle never
    /// stays inside a half-finished transaction.
    func commitOrRollback() throws(WCDBError) {
        do {
            try exec("COMMIT")
        } catch {
            if isInTransaction { try? exec("ROLLBACK") }
            throw error
        }
    }

    /// A transaction, or a savepoint when one is already open. `body` returns false to roll back quietly.
    func runTransaction(_ body: (Handle) throws -> Bool) throws {
        if isInTransaction {
            savepointDepth += 1
            let name = "wcdb_savepoint_\(savepointDepth)"
            defer { savepointDepth -= 1 }
            try exec("SAVEPOINT \(name)")
            let keep: Bool
            do {
                keep = try body(self)
            } catch {
                try? exec("ROLLBACK TO \(name)")
                try? exec("RELEASE \(name)")
                throw error
            }
            if !keep { try exec("ROLLBACK TO \(name)") }
            try exec("RELEASE \(name)")
            return
        }
        try exec("BEGIN IMMEDIATE")
        let keep: Bool
        do {
            keep = try body(self)
        } catch {
            if isInTransaction { try? exec("ROLLBACK") }
            throw error
        }
        if keep {
            try commitOrRollback()
        } else if isInTransaction {
            try exec("ROLLBACK")
        }
    }
}
