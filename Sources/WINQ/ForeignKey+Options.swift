extension ForeignKey {
    /// What happens to child rows when the parent key is deleted or updated.
    ///
    /// ```swift
    /// ForeignKey().references("p").onDelete(.cascade)   // REFERENCES p ON DELETE CASCADE
    /// ```
    public enum Action: String, Sendable {
        /// `SET NULL`
        case setNull = "SET NULL"
        /// `SET DEFAULT`
        case setDefault = "SET DEFAULT"
        /// `CASCADE`
        case cascade = "CASCADE"
        /// `RESTRICT`
        case restrict = "RESTRICT"
        /// `NO ACTION`
        case noAction = "NO ACTION"
    }

    /// The `MATCH` type of a foreign key.
    ///
    /// ```swift
    /// ForeignKey().references("p").match(with: .simple)   // REFERENCES p MATCH SIMPLE
    /// ```
    public enum MatchType: String, Sendable {
        /// `MATCH SIMPLE`
        case simple = "SIMPLE"
        /// `MATCH FULL`
        case full = "FULL"
        /// `MATCH PARTIAL`
        case partial = "PARTIAL"

        /// WCDB's capitalised spelling of ``simple``.
        public static var Simple: MatchType { .simple }
        /// WCDB's capitalised spelling of ``full``.
        public static var Full: MatchType { .full }
        /// WCDB's capitalised spelling of ``partial``.
        public static var Partial: MatchType { .partial }
    }

    /// When a deferrable foreign key is checked: `INITIALLY DEFERRED` or `INITIALLY IMMEDIATE`.
    ///
    /// ```swift
    /// ForeignKey().references("p").deferrable(.immediate)   // REFERENCES p DEFERRABLE INITIALLY IMMEDIATE
    /// ```
    public enum Deferrable: String, Sendable {
        /// `INITIALLY DEFERRED`: checked at COMMIT.
        case deferred = "DEFERRED"
        /// `INITIALLY IMMEDIATE`: checked after each statement.
        case immediate = "IMMEDIATE"
    }
}
