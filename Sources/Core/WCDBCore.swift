// WCDBCore: database, handle pool, handles, prepared statements, values, configs, cipher, transactions, tracing.
