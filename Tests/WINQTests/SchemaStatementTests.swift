import struct Foundation.Data
import Testing
@testable import WINQ

/// Checks the SQL of a piece of a CREATE TABLE and that SQLite parses it inside one.
private func expectColumn(_ def: ColumnDef, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectSQL(def, expected, parses: false, sourceLocation: sourceLocation)
    let sql = "CREATE TABLE newTable(\(def))"
    #expect(SQLiteAcceptance.error(preparing: sql) == nil, "\(sql)", sourceLocation: sourceLocation)
}

@Suite struct SchemaStatementTests {
    let column1 = Column("column1")
    let column2 = Column("column2")

    // MARK: Column definitions

    @Test func columnDefRendersNameAndDeclaredType() {
        expectColumn(ColumnDef(with: Column("id"), and: .integer64), "id INTEGER")
        expectColumn(ColumnDef(with: Column("id"), and: .integer32), "id INTEGER")
        expectColumn(ColumnDef(with: Column("score"), and: .float), "score REAL")
        expectColumn(ColumnDef(with: Column("name"), and: .text), "name TEXT")
        expectColumn(ColumnDef(with: Column("data"), and: .BLOB), "data BLOB")
        expectColumn(ColumnDef(with: Column("data"), and: .blob), "data BLOB")
        expectColumn(ColumnDef(with: Column("any"), and: .null), "any")
        expectColumn(ColumnDef(with: Column("any")), "any")
        expectColumn(ColumnDef(named: "value", and: .text), "value TEXT")
        expectColumn(Column("score").asDef(with: .float), "score REAL")
        expectColumn(Column("plain").asDef(), "plain")
    }

    @Test func columnDefQuotesNamesThatNeedIt() {
        expectColumn(ColumnDef(with: Column("order"), and: .text), "\"order\" TEXT")
        expectColumn(ColumnDef(named: "a\"b", and: .text), "\"a\"\"b\" TEXT")
        expectColumn(ColumnDef(named: "with space"), "\"with space\"")
        expectColumn(ColumnDef(named: "名前", and: .text), "\"名前\" TEXT")
        // The table qualification of a column is not part of a definition.
        expectColumn(ColumnDef(with: Column("id").in(table: "t"), and: .integer64), "id INTEGER")
    }

    @Test func columnDefPrimaryKeyForms() {
        let id = ColumnDef(with: Column("id"), and: .integer64)
        expectColumn(id.makePrimary(), "id INTEGER PRIMARY KEY")
        expectColumn(id.makePrimary(isAutoIncrement: true), "id INTEGER PRIMARY KEY AUTOINCREMENT")
        expectColumn(id.makePrimary(orderBy: .ascending), "id INTEGER PRIMARY KEY ASC")
        expectColumn(id.makePrimary(orderBy: .descending), "id INTEGER PRIMARY KEY DESC")
        expectColumn(id.makePrimary(onConflict: .ignore), "id INTEGER PRIMARY KEY ON CONFLICT IGNORE")
        expectColumn(id.makePrimary(orderBy: .ascending, isAutoIncrement: true, onConflict: .replace),
                     "id INTEGER PRIMARY KEY ASC ON CONFLICT REPLACE AUTOINCREMENT")
        expectColumn(id.makePrimary(isAutoIncrement: false), "id INTEGER PRIMARY KEY")
    }

    @Test func columnDefConstraintHelpers() {
        let name = ColumnDef(with: Column("name"), and: .text)
        expectColumn(name.makeNotNull(), "name TEXT NOT NULL")
        expectColumn(name.makeUnique(), "name TEXT UNIQUE")
        expectColumn(name.makeCollate("NOCASE"), "name TEXT COLLATE NOCASE")
        expectColumn(name.makeCheck(Column("name") != ""), "name TEXT CHECK(name != '')")
        expectColumn(name.makeForeignKey(ForeignKey().references(with: "table1").columns(column1)),
                     "name TEXT REFERENCES table1(column1)")
        expectColumn(name.makeNotNull().makeUnique().makeDefault(to: ""), "name TEXT NOT NULL UNIQUE DEFAULT ''")
        expectColumn(name.constraint(ColumnConstraint(named: "nn").notNull()), "name TEXT CONSTRAINT nn NOT NULL")
        expectSQL(name.makeNotIndexed(), "name TEXT UNINDEXED", parses: false)
        var mutable = ColumnDef(named: "a")
        mutable.addConstraint(ColumnConstraint().notNull())
        expectColumn(mutable, "a NOT NULL")
        // An empty constraint renders nothing and adds no space.
        expectColumn(ColumnDef(named: "a").constraint(ColumnConstraint()), "a")
    }

    @Test func columnDefBuildersLeaveTheReceiverUnchanged() {
        let base = ColumnDef(named: "a", and: .text)
        _ = base.makeNotNull()
        #expect(base.description == "a TEXT")
    }

    @Test func defaultValuesRenderBareWhenPlainLiterals() {
        let value = ColumnDef(with: Column("value"), and: .integer64)
        expectColumn(value.makeDefault(to: 1), "value INTEGER DEFAULT 1")
        expectColumn(value.makeDefault(to: -1), "value INTEGER DEFAULT -1")
        expectColumn(value.makeDefault(to: 171_798_691_840), "value INTEGER DEFAULT 171798691840")
        expectColumn(value.makeDefault(to: 1.5), "value INTEGER DEFAULT 1.5")
        expectColumn(value.makeDefault(to: -0.25), "value INTEGER DEFAULT -0.25")
        expectColumn(value.makeDefault(to: false), "value INTEGER DEFAULT 0")
        expectColumn(value.makeDefault(to: true), "value INTEGER DEFAULT 1")
        expectColumn(value.makeDefault(to: "SampleText"), "value INTEGER DEFAULT 'SampleText'")
        expectColumn(value.makeDefault(to: "it's"), "value INTEGER DEFAULT 'it''s'")
        expectColumn(value.makeDefault(to: Optional<Int>.none), "value INTEGER DEFAULT NULL")
        expectColumn(value.makeDefault(to: LiteralValue.null), "value INTEGER DEFAULT NULL")
        expectColumn(value.makeDefault(to: LiteralValue.currentDate), "value INTEGER DEFAULT CURRENT_DATE")
        expectColumn(value.makeDefault(to: LiteralValue.currentTime), "value INTEGER DEFAULT CURRENT_TIME")
        expectColumn(value.makeDefault(to: LiteralValue.currentTimestamp), "value INTEGER DEFAULT CURRENT_TIMESTAMP")
        expectColumn(value.makeDefault(to: LiteralValue(Data([0x01, 0xAB]))), "value INTEGER DEFAULT X'01AB'")
    }

    @Test func defaultValuesThatAreNotPlainLiteralsAreBracketed() {
        let value = ColumnDef(with: Column("value"), and: .text)
        expectColumn(value.makeDefault(to: LiteralValue(1) + 2), "value TEXT DEFAULT(1 + 2)")
        expectColumn(value.makeDefault(to: Expression.cast(1).as(.text)), "value TEXT DEFAULT(CAST(1 AS TEXT))")
        // SQL text cannot carry NUL, so such a string is a CAST expression and needs the parentheses.
        expectColumn(value.makeDefault(to: "a\u{0}b"), "value TEXT DEFAULT(CAST(X'610062' AS TEXT))")
        expectColumn(value.makeDefault(to: LiteralValue("x").isNull()), "value TEXT DEFAULT('x' ISNULL)")
    }

    // MARK: Column constraints

    @Test func columnConstraintKinds() {
        expectSQL(ColumnConstraint(), "", parses: false)
        expectSQL(ColumnConstraint().primaryKey(), "PRIMARY KEY", parses: false)
        expectSQL(ColumnConstraint(named: "pk").primaryKey(), "CONSTRAINT pk PRIMARY KEY", parses: false)
        expectSQL(ColumnConstraint().primaryKey().order(.ascending), "PRIMARY KEY ASC", parses: false)
        expectSQL(ColumnConstraint().primaryKey().conflict(action: .abort), "PRIMARY KEY ON CONFLICT ABORT", parses: false)
        expectSQL(ColumnConstraint().primaryKey().autoIncrement(), "PRIMARY KEY AUTOINCREMENT", parses: false)
        expectSQL(ColumnConstraint(named: "nn").notNull(), "CONSTRAINT nn NOT NULL", parses: false)
        expectSQL(ColumnConstraint().notNull().conflict(action: .fail), "NOT NULL ON CONFLICT FAIL", parses: false)
        expectSQL(ColumnConstraint().notNull().onConflict(.rollback), "NOT NULL ON CONFLICT ROLLBACK", parses: false)
        expectSQL(ColumnConstraint(named: "u").unique(), "CONSTRAINT u UNIQUE", parses: false)
        expectSQL(ColumnConstraint(named: "u").unique().conflict(action: .replace),
                  "CONSTRAINT u UNIQUE ON CONFLICT REPLACE", parses: false)
        expectSQL(ColumnConstraint().check(with: Column("a") > 0), "CHECK(a > 0)", parses: false)
        expectSQL(ColumnConstraint().check(Column("a") > 0 && Column("a") < 9), "CHECK((a > 0) AND (a < 9))", parses: false)
        expectSQL(ColumnConstraint().default(with: 0), "DEFAULT 0", parses: false)
        expectSQL(ColumnConstraint().default(to: "x"), "DEFAULT 'x'", parses: false)
        expectSQL(ColumnConstraint().default(with: Column("a").abs()), "DEFAULT(ABS(a))", parses: false)
        expectSQL(ColumnConstraint(named: "c").collate(with: "BINARY"), "CONSTRAINT c COLLATE BINARY", parses: false)
        expectSQL(ColumnConstraint().collate("RTRIM"), "COLLATE RTRIM", parses: false)
        expectSQL(ColumnConstraint().foreignKey(with: ForeignKey().references("p")), "REFERENCES p", parses: false)
        expectSQL(ColumnConstraint().foreignKey(ForeignKey().references("p").columns(Column("id"))),
                  "REFERENCES p(id)", parses: false)
        expectSQL(ColumnConstraint().unIndexed(), "UNINDEXED", parses: false)
        expectSQL(ColumnConstraint(named: "order").notNull(), "CONSTRAINT \"order\" NOT NULL", parses: false)
    }

    @Test func generatedColumnConstraints() {
        expectSQL(ColumnConstraint().generated(as: Column("a") * 2, .stored), "GENERATED ALWAYS AS(a * 2) STORED",
                  parses: false)
        expectSQL(ColumnConstraint().generated(as: Column("a") + 1, .virtual), "GENERATED ALWAYS AS(a + 1) VIRTUAL",
                  parses: false)
        expectSQL(ColumnConstraint().generated(as: Column("a")), "GENERATED ALWAYS AS(a)", parses: false)
        expectSQL(ColumnDef(named: "b", and: .integer64).constraint(ColumnConstraint().generated(as: Column("a") * 2, .stored)),
                  "b INTEGER GENERATED ALWAYS AS(a * 2) STORED", parses: false)
    }

    @Test func columnConstraintsParseInsideCreateTable() {
        let sql = StatementCreateTable().create(table: "newTable").with(columns:
            ColumnDef(named: "a", and: .integer64).constraint(ColumnConstraint(named: "pk").primaryKey().order(.descending)
                .conflict(action: .abort)),
            ColumnDef(named: "b", and: .text).constraint(ColumnConstraint().notNull().conflict(action: .ignore))
                .constraint(ColumnConstraint(named: "u").unique().conflict(action: .fail)),
            ColumnDef(named: "c", and: .float).constraint(ColumnConstraint().check(Column("c") >= 0))
                .constraint(ColumnConstraint().default(with: LiteralValue(1.5) * 2)),
            ColumnDef(named: "d", and: .text).constraint(ColumnConstraint().collate("NOCASE"))
                .constraint(ColumnConstraint().foreignKey(ForeignKey().references("table1").columns(Column("column1"))
                    .onDelete(.cascade).onUpdate(.setNull).match(with: .simple).deferrable(.deferred))))
        expectSQL(sql, "CREATE TABLE newTable(a INTEGER CONSTRAINT pk PRIMARY KEY DESC ON CONFLICT ABORT, "
                  + "b TEXT NOT NULL ON CONFLICT IGNORE CONSTRAINT u UNIQUE ON CONFLICT FAIL, "
                  + "c REAL CHECK(c >= 0) DEFAULT(1.5 * 2), "
                  + "d TEXT COLLATE NOCASE REFERENCES table1(column1) ON DELETE CASCADE ON UPDATE SET NULL "
                  + "MATCH SIMPLE DEFERRABLE INITIALLY DEFERRED)")
    }

    // MARK: Foreign keys

    @Test func foreignKeyClauses() {
        let base = ForeignKey().references(with: "testForeignKeyTable").columns(column1, column2)
        let prefix = "REFERENCES testForeignKeyTable(column1, column2)"
        expectSQL(base, prefix, parses: false)
        expectSQL(base.onDelete(.setNull), prefix + " ON DELETE SET NULL", parses: false)
        expectSQL(base.onUpdate(.setDefault), prefix + " ON UPDATE SET DEFAULT", parses: false)
        expectSQL(base.onDelete(.cascade), prefix + " ON DELETE CASCADE", parses: false)
        expectSQL(base.onUpdate(.restrict), prefix + " ON UPDATE RESTRICT", parses: false)
        expectSQL(base.onDelete(.noAction), prefix + " ON DELETE NO ACTION", parses: false)
        expectSQL(base.onDelete(.cascade).onUpdate(.cascade), prefix + " ON DELETE CASCADE ON UPDATE CASCADE", parses: false)
        expectSQL(base.match(with: .simple), prefix + " MATCH SIMPLE", parses: false)
        expectSQL(base.match(with: .Full), prefix + " MATCH FULL", parses: false)
        expectSQL(base.match(with: .partial), prefix + " MATCH PARTIAL", parses: false)
        expectSQL(base.deferrable(), prefix + " DEFERRABLE", parses: false)
        expectSQL(base.deferrable(.deferred), prefix + " DEFERRABLE INITIALLY DEFERRED", parses: false)
        expectSQL(base.deferrable(.immediate), prefix + " DEFERRABLE INITIALLY IMMEDIATE", parses: false)
        expectSQL(base.notDeferrable(), prefix + " NOT DEFERRABLE", parses: false)
        expectSQL(base.notDeferrable(.immediate), prefix + " NOT DEFERRABLE INITIALLY IMMEDIATE", parses: false)
        expectSQL(base.notDeferrable(.deferred), prefix + " NOT DEFERRABLE INITIALLY DEFERRED", parses: false)
        expectSQL(ForeignKey().references("order").columns([Column("group")]), "REFERENCES \"order\"(\"group\")", parses: false)
    }

    @Test func foreignKeysParseAsColumnAndTableConstraints() {
        let key = ForeignKey().references("table1").columns(column1).onDelete(.setDefault).onUpdate(.noAction)
            .match(with: .full).notDeferrable(.immediate)
        expectSQL(StatementCreateTable().create(table: "child").with(columns: ColumnDef(named: "parent").makeForeignKey(key)),
                  "CREATE TABLE child(parent REFERENCES table1(column1) ON DELETE SET DEFAULT ON UPDATE NO ACTION "
                  + "MATCH FULL NOT DEFERRABLE INITIALLY IMMEDIATE)")
        expectSQL(StatementCreateTable().create(table: "child").with(columns: ColumnDef(named: "a"), ColumnDef(named: "b"))
                    .constraint(TableConstraint(named: "fk").foreignKey(Column("a"), Column("b"),
                        foreignKey: ForeignKey().references("table1").columns(column1, column2).onDelete(.restrict))),
                  "CREATE TABLE child(a, b, CONSTRAINT fk FOREIGN KEY(a, b) REFERENCES table1(column1, column2) "
                  + "ON DELETE RESTRICT)")
    }

    // MARK: Table constraints and indexed columns

    @Test func tableConstraintKinds() {
        let index1 = column1.asIndex()
        let index2 = column2.asIndex()
        expectSQL(TableConstraint().primaryKey().indexed(by: index1, index2), "PRIMARY KEY(column1, column2)", parses: false)
        expectSQL(TableConstraint(named: "testConstraint").primaryKey().indexed(by: index1, index2),
                  "CONSTRAINT testConstraint PRIMARY KEY(column1, column2)", parses: false)
        expectSQL(TableConstraint().primaryKey().indexed(by: column1).onConflict(.ignore),
                  "PRIMARY KEY(column1) ON CONFLICT IGNORE", parses: false)
        expectSQL(TableConstraint().unique().indexed(by: index1, index2), "UNIQUE(column1, column2)", parses: false)
        expectSQL(TableConstraint().unique().indexed(by: [index1, index2]).onConflict(.fail),
                  "UNIQUE(column1, column2) ON CONFLICT FAIL", parses: false)
        expectSQL(TableConstraint().unique().indexed(by: column1.asIndex(.descending), IndexedColumn(column2).collate("NOCASE")),
                  "UNIQUE(column1 DESC, column2 COLLATE NOCASE)", parses: false)
        expectSQL(TableConstraint().check(column1 > 1), "CHECK(column1 > 1)", parses: false)
        expectSQL(TableConstraint(named: "positive").check(column1 > 0 || column1.isNull()),
                  "CONSTRAINT positive CHECK((column1 > 0) OR (column1 ISNULL))", parses: false)
        expectSQL(TableConstraint().foreignKey(column1, foreignKey: ForeignKey().references(with: "testTable").columns(column1)),
                  "FOREIGN KEY(column1) REFERENCES testTable(column1)", parses: false)
        expectSQL(TableConstraint().foreignKey([column1, column2],
                                               foreignKey: ForeignKey().references(with: "testTable").columns(column1, column2)),
                  "FOREIGN KEY(column1, column2) REFERENCES testTable(column1, column2)", parses: false)
    }

    @Test func indexedColumnForms() {
        expectSQL(IndexedColumn(with: column1), "column1", parses: false)
        expectSQL(IndexedColumn(column1), "column1", parses: false)
        expectSQL(IndexedColumn(with: column1).order(.ascending), "column1 ASC", parses: false)
        expectSQL(IndexedColumn(with: column1).order(.descending), "column1 DESC", parses: false)
        expectSQL(IndexedColumn(with: column1).order(nil), "column1", parses: false)
        expectSQL(IndexedColumn(with: column1.abs()), "ABS(column1)", parses: false)
        expectSQL(IndexedColumn(with: column1.abs()).order(.ascending), "ABS(column1) ASC", parses: false)
        expectSQL(IndexedColumn(with: column1.abs()).collate("BINARY"), "ABS(column1) COLLATE BINARY", parses: false)
        expectSQL(IndexedColumn(with: column1).collate("NOCASE").order(.descending), "column1 COLLATE NOCASE DESC", parses: false)
        // Operator expressions are bracketed so the COLLATE/ASC that follows applies to all of them.
        expectSQL((column1 + 1).asIndex(.descending), "(column1 + 1) DESC", parses: false)
        expectSQL(column1.asIndex(), "column1", parses: false)
        expectSQL(column1.asIndex(.ascending), "column1 ASC", parses: false)
        expectSQL(column1.asIndex(orderBy: .descending), "column1 DESC", parses: false)
        expectSQL(IndexedColumn(column1).asIndex(), "column1", parses: false)
        expectSQL(Column("order").asIndex(), "\"order\"", parses: false)
    }

    // MARK: CREATE TABLE

    @Test func createTableForms() {
        let id = ColumnDef(with: Column("id"), and: .integer64).makePrimary(isAutoIncrement: true)
        let name = ColumnDef(with: Column("name"), and: .text)
        expectSQL(StatementCreateTable().create(table: "newTable").with(columns: id, name),
                  "CREATE TABLE newTable(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT)")
        expectSQL(StatementCreateTable().create(table: "newTable", isTemp: true).with(columns: name),
                  "CREATE TEMP TABLE newTable(name TEXT)")
        expectSQL(StatementCreateTable().create(table: "newTable").temp().with(columns: name),
                  "CREATE TEMP TABLE newTable(name TEXT)")
        expectSQL(StatementCreateTable().create(table: "newTable").temp().of(schema: "temp").with(columns: name),
                  "CREATE TEMP TABLE \"temp\".newTable(name TEXT)")
        expectSQL(StatementCreateTable().create(table: "table1").ifNotExists().with(columns: name),
                  "CREATE TABLE IF NOT EXISTS table1(name TEXT)")
        expectSQL(StatementCreateTable().create(table: "newTable").of(schema: "schema1").with(columns: name),
                  "CREATE TABLE schema1.newTable(name TEXT)")
        expectSQL(StatementCreateTable().create(table: "newTable").of(schema: "main").ifNotExists().with(columns: [id, name]),
                  "CREATE TABLE IF NOT EXISTS main.newTable(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT)")
        expectSQL(StatementCreateTable().create(table: "newTable").with(columns: ColumnDef(named: "k", and: .text).makePrimary())
                    .withoutRowid(),
                  "CREATE TABLE newTable(k TEXT PRIMARY KEY) WITHOUT ROWID")
        expectSQL(StatementCreateTable().create(table: "order").with(columns: ColumnDef(named: "group", and: .text)),
                  "CREATE TABLE \"order\"(\"group\" TEXT)")
        expectSQL(StatementCreateTable().create(table: "new table").with(columns: name),
                  "CREATE TABLE \"new table\"(name TEXT)")
    }

    @Test func createTableWithConstraints() {
        let def1 = column1.asDef(with: .integer32)
        let def2 = column2.asDef(with: .text)
        let constraint1 = TableConstraint(named: "constraint1").primaryKey().indexed(by: column1.asIndex())
        let constraint2 = TableConstraint(named: "constraint2").unique().indexed(by: column2.asIndex())
        expectSQL(StatementCreateTable().create(table: "newTable").with(columns: def1, def2).constraint(constraint1, constraint2),
                  "CREATE TABLE newTable(column1 INTEGER, column2 TEXT, CONSTRAINT constraint1 PRIMARY KEY(column1), "
                  + "CONSTRAINT constraint2 UNIQUE(column2))")
        expectSQL(StatementCreateTable().create(table: "newTable").with(columns: def1, def2)
                    .constraint([TableConstraint().check(column1 < 10)]).constraint(TableConstraint().unique().indexed(by: column1, column2))
                    .withoutRowid().constraint(TableConstraint().primaryKey().indexed(by: column2)),
                  "CREATE TABLE newTable(column1 INTEGER, column2 TEXT, CHECK(column1 < 10), UNIQUE(column1, column2), "
                  + "PRIMARY KEY(column2)) WITHOUT ROWID")
    }

    @Test func createTableAsQuery() {
        let select = SQLText("SELECT column1 FROM table1")
        expectSQL(StatementCreateTable().create(table: "newTable").as(select),
                  "CREATE TABLE newTable AS SELECT column1 FROM table1")
        expectSQL(StatementCreateTable().create(table: "table2").ifNotExists().as(select),
                  "CREATE TABLE IF NOT EXISTS table2 AS SELECT column1 FROM table1")
        expectSQL(StatementCreateTable().create(table: "newTable", isTemp: true).as(select),
                  "CREATE TEMP TABLE newTable AS SELECT column1 FROM table1")
    }

    @Test func createTableBuildersAreValueTypes() {
        let base = StatementCreateTable().create(table: "t").with(columns: ColumnDef(named: "a"))
        let temp = base.temp().ifNotExists()
        #expect(base.description == "CREATE TABLE t(a)")
        #expect(temp.description == "CREATE TEMP TABLE IF NOT EXISTS t(a)")
        #expect(!base.isReadOnly)
    }

    // MARK: DROP

    @Test func dropStatements() {
        expectSQL(StatementDropTable().drop(table: "table1"), "DROP TABLE table1")
        expectSQL(StatementDropTable().drop(table: "table1").ifExists(), "DROP TABLE IF EXISTS table1")
        expectSQL(StatementDropTable().drop(table: "table1").of(schema: "schema1"), "DROP TABLE schema1.table1")
        expectSQL(StatementDropTable().drop(table: "missing").ifExists().of(schema: "main"), "DROP TABLE IF EXISTS main.missing")
        expectSQL(StatementDropTable().drop(table: "order").ifExists(), "DROP TABLE IF EXISTS \"order\"")
        expectSQL(StatementDropIndex().drop(index: "index1"), "DROP INDEX index1")
        expectSQL(StatementDropIndex().drop(index: "index1").ifExists(), "DROP INDEX IF EXISTS index1")
        expectSQL(StatementDropIndex().drop(index: "index1").of(schema: "main"), "DROP INDEX main.index1")
        expectSQL(StatementDropView().drop(view: "view1"), "DROP VIEW view1")
        expectSQL(StatementDropView().drop(view: "view1").ifExists().of(schema: "main"), "DROP VIEW IF EXISTS main.view1")
        expectSQL(StatementDropTrigger().drop(trigger: "trigger1"), "DROP TRIGGER trigger1")
        expectSQL(StatementDropTrigger().drop(trigger: "trigger1").ifExists(), "DROP TRIGGER IF EXISTS trigger1")
        expectSQL(StatementDropTrigger().drop(trigger: "trigger1").of(schema: "main"), "DROP TRIGGER main.trigger1")
        expectSQL(StatementDrop<SchemaObjectKinds.Table>().drop(named: "table2"), "DROP TABLE table2")
        #expect(!StatementDropTable().drop(table: "t").isReadOnly)
    }

    // MARK: CREATE INDEX

    @Test func createIndexForms() {
        let index1 = IndexedColumn(with: column1)
        let index2 = IndexedColumn(with: column2).order(.ascending)
        let dropIndex1 = ["DROP INDEX index1"]
        expectSQL(StatementCreateIndex().create(index: "index1").on(table: "table1").indexesBy(index1, index2)
                    .where(column1 >= 1),
                  "CREATE INDEX index1 ON table1(column1, column2 ASC) WHERE column1 >= 1", setup: dropIndex1)
        expectSQL(StatementCreateIndex().create(index: "index1").on(table: "table1").indexesBy(index1, index2),
                  "CREATE INDEX index1 ON table1(column1, column2 ASC)", setup: dropIndex1)
        expectSQL(StatementCreateIndex().create(index: "index1").of(schema: "schema1").on(table: "table1").indexesBy(index1, index2),
                  "CREATE INDEX schema1.index1 ON table1(column1, column2 ASC)")
        expectSQL(StatementCreateIndex().create(index: "index1", isUnique: true).on(table: "table1").indexesBy(index1, index2),
                  "CREATE UNIQUE INDEX index1 ON table1(column1, column2 ASC)", setup: dropIndex1)
        expectSQL(StatementCreateIndex().create(index: "newIndex").unique().on(table: "table1").indexesBy(column1),
                  "CREATE UNIQUE INDEX newIndex ON table1(column1)")
        expectSQL(StatementCreateIndex().create(index: "index1").ifNotExists().on(table: "table1").indexesBy(index1, index2),
                  "CREATE INDEX IF NOT EXISTS index1 ON table1(column1, column2 ASC)")
        expectSQL(StatementCreateIndex().create(index: "newIndex").on(table: "table1").indexed(by: column1, column2.asIndex(.descending)),
                  "CREATE INDEX newIndex ON table1(column1, column2 DESC)")
        expectSQL(StatementCreateIndex().create(index: "newIndex").on(table: "table1").indexed(by: [column2]),
                  "CREATE INDEX newIndex ON table1(column2)")
        expectSQL(StatementCreateIndex().create(index: "newIndex").on(table: "table1").indexesBy([column1.abs(), column2]),
                  "CREATE INDEX newIndex ON table1(ABS(column1), column2)")
        expectSQL(StatementCreateIndex().create(index: "newIndex").on(table: "table1")
                    .indexesBy(IndexedColumn(column2).collate("NOCASE").order(.descending), (column1 + 1).asIndex()),
                  "CREATE INDEX newIndex ON table1(column2 COLLATE NOCASE DESC, (column1 + 1))")
        expectSQL(StatementCreateIndex().create(index: "newIndex").on(table: "table1").indexesBy(column1)
                    .where(column1.isNotNull() && column2 != ""),
                  "CREATE INDEX newIndex ON table1(column1) WHERE (column1 NOTNULL) AND (column2 != '')")
        expectSQL(StatementCreateIndex().create(index: "order").on(table: "testTable").indexesBy(Column("left")),
                  "CREATE INDEX \"order\" ON testTable(left)")
    }

    // MARK: CREATE VIEW

    @Test func createViewForms() {
        let select = SQLText("SELECT column1, column2 FROM testTable")
        expectSQL(StatementCreateView().create(view: "testView").with(columns: column1, column2).as(select),
                  "CREATE VIEW testView(column1, column2) AS SELECT column1, column2 FROM testTable", parses: false)
        expectSQL(StatementCreateView().create(view: "testView", isTemp: true).with(columns: column1, column2).as(select),
                  "CREATE TEMP VIEW testView(column1, column2) AS SELECT column1, column2 FROM testTable")
        expectSQL(StatementCreateView().create(view: "testView").temp().as(select),
                  "CREATE TEMP VIEW testView AS SELECT column1, column2 FROM testTable")
        expectSQL(StatementCreateView().create(view: "testView").of(schema: "main").with(columns: [column1, column2]).as(select),
                  "CREATE VIEW main.testView(column1, column2) AS SELECT column1, column2 FROM testTable")
        expectSQL(StatementCreateView().create(view: "view1").ifNotExists().as(select),
                  "CREATE VIEW IF NOT EXISTS view1 AS SELECT column1, column2 FROM testTable")
        expectSQL(StatementCreateView().create(view: "select").with(columns: Column("from"), Column("to")).as(select),
                  "CREATE VIEW \"select\"(\"from\", \"to\") AS SELECT column1, column2 FROM testTable")
    }

    @Test func viewColumnListsParse() {
        // The column list of CREATE VIEW needs SQLite 3.9, which the bundled 3.15.2 has.
        expectSQL(StatementCreateView().create(view: "testView").with(columns: column1, column2)
                    .as(SQLText("SELECT column1, column2 FROM testTable")),
                  "CREATE VIEW testView(column1, column2) AS SELECT column1, column2 FROM testTable")
    }

    // MARK: CREATE TRIGGER

    @Test func createTriggerForms() {
        let update = SQLText("UPDATE table1 SET column1 = 1", isReadOnly: false)
        let insert = SQLText("INSERT INTO table2 VALUES(1, 'a', 1.5)", isReadOnly: false)
        let delete = SQLText("DELETE FROM table2", isReadOnly: false)
        let select = SQLText("SELECT 1")
        let body = " BEGIN UPDATE table1 SET column1 = 1; END"
        let trigger = StatementCreateTrigger().create(trigger: "newTrigger")
        expectSQL(trigger.of(schema: "main").before().delete().on(table: "testTable").forEachRow().when(1).execute(update),
                  "CREATE TRIGGER main.newTrigger BEFORE DELETE ON testTable FOR EACH ROW WHEN 1" + body)
        expectSQL(StatementCreateTrigger().create(trigger: "newTrigger", isTemp: true).before().delete().on(table: "testTable")
                    .forEachRow().when(1).execute(update),
                  "CREATE TEMP TRIGGER newTrigger BEFORE DELETE ON testTable FOR EACH ROW WHEN 1" + body)
        expectSQL(trigger.temp().after().insert().on(table: "testTable").execute(update),
                  "CREATE TEMP TRIGGER newTrigger AFTER INSERT ON testTable" + body)
        expectSQL(trigger.ifNotExists().before().insert().on(table: "testTable").execute(update),
                  "CREATE TRIGGER IF NOT EXISTS newTrigger BEFORE INSERT ON testTable" + body)
        expectSQL(trigger.after().delete().on(table: "testTable").forEachRow().when(1).execute(update),
                  "CREATE TRIGGER newTrigger AFTER DELETE ON testTable FOR EACH ROW WHEN 1" + body)
        expectSQL(trigger.insteadOf().delete().on(table: "view1").forEachRow().execute(update),
                  "CREATE TRIGGER newTrigger INSTEAD OF DELETE ON view1 FOR EACH ROW" + body)
        expectSQL(trigger.insteadOf().update().of(columns: column1).on(table: "view1").execute(update),
                  "CREATE TRIGGER newTrigger INSTEAD OF UPDATE OF column1 ON view1" + body)
        expectSQL(trigger.before().update().of(columns: column1, column2).on(table: "testTable").forEachRow().when(1)
                    .execute(update),
                  "CREATE TRIGGER newTrigger BEFORE UPDATE OF column1, column2 ON testTable FOR EACH ROW WHEN 1" + body)
        expectSQL(trigger.before().update().of(columns: [column1]).on(table: "testTable").execute(update),
                  "CREATE TRIGGER newTrigger BEFORE UPDATE OF column1 ON testTable" + body)
        expectSQL(trigger.update().on(table: "testTable").execute(update),
                  "CREATE TRIGGER newTrigger UPDATE ON testTable" + body)
        expectSQL(trigger.before().delete().on(table: "testTable").execute(insert),
                  "CREATE TRIGGER newTrigger BEFORE DELETE ON testTable BEGIN INSERT INTO table2 VALUES(1, 'a', 1.5); END")
        expectSQL(trigger.before().delete().on(table: "testTable").execute(delete),
                  "CREATE TRIGGER newTrigger BEFORE DELETE ON testTable BEGIN DELETE FROM table2; END")
        expectSQL(trigger.before().delete().on(table: "testTable").execute(select),
                  "CREATE TRIGGER newTrigger BEFORE DELETE ON testTable BEGIN SELECT 1; END")
        expectSQL(trigger.before().delete().on(table: "testTable").execute(update).execute(insert).execute(delete).execute(select),
                  "CREATE TRIGGER newTrigger BEFORE DELETE ON testTable BEGIN UPDATE table1 SET column1 = 1; "
                  + "INSERT INTO table2 VALUES(1, 'a', 1.5); DELETE FROM table2; SELECT 1; END")
        expectSQL(trigger.after().insert().on(table: "testTable").when(column1.in(table: "new") > 10).execute(select),
                  "CREATE TRIGGER newTrigger AFTER INSERT ON testTable WHEN new.column1 > 10 BEGIN SELECT 1; END")
        expectSQL(StatementCreateTrigger().create(trigger: "when").after().update().of(columns: Column("left"))
                    .on(table: "testTable").execute(select),
                  "CREATE TRIGGER \"when\" AFTER UPDATE OF left ON testTable BEGIN SELECT 1; END")
    }

    // MARK: CREATE VIRTUAL TABLE

    @Test func createVirtualTableForms() {
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts4"),
                  "CREATE VIRTUAL TABLE docs USING fts4")
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").ifNotExists().using(module: "fts4")
                    .arguments("tokenize=porter"),
                  "CREATE VIRTUAL TABLE IF NOT EXISTS docs USING fts4(tokenize=porter)")
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts4")
                    .arguments(Column("title"), Column("body"), "tokenize=simple"),
                  "CREATE VIRTUAL TABLE docs USING fts4(title, body, tokenize=simple)")
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").of(schema: "schema1").using(module: "fts3")
                    .arguments([ColumnDef(named: "body"), "tokenize=porter"]),
                  "CREATE VIRTUAL TABLE schema1.docs USING fts3(body, tokenize=porter)")
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: .FTS3).arguments(Column("body")),
                  "CREATE VIRTUAL TABLE docs USING fts3(body)")
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: .FTS4),
                  "CREATE VIRTUAL TABLE docs USING fts4")
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: .FTS5).arguments(Column("body")),
                  "CREATE VIRTUAL TABLE docs USING fts5(body)", parses: false)
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "fts").ifNotExists().using(module: "fts4")
                    .arguments(Column("content")),
                  "CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts4(content)")
        // Column names are rendered by WINQ, so a keyword or odd name is quoted.
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts4")
                    .arguments(Column("order"), ColumnDef(named: "a\"b"), ModuleArgument(text: "content=\"table1\"")),
                  "CREATE VIRTUAL TABLE docs USING fts4(\"order\", \"a\"\"b\", content=\"table1\")", parses: false)
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts4")
                    .arguments(ModuleArgument(column: ColumnDef(named: "body")), "prefix='2,4'"),
                  "CREATE VIRTUAL TABLE docs USING fts4(body, prefix='2,4')")
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "testModule").arguments("left=right"),
                  "CREATE VIRTUAL TABLE docs USING testModule(left=right)", parses: false)
        expectSQL(StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts5")
                    .arguments(ColumnDef(named: "id").makeNotIndexed(), Column("body")),
                  "CREATE VIRTUAL TABLE docs USING fts5(id UNINDEXED, body)", parses: false)
    }

    @Test func moduleArgumentsThatWouldEndTheStatementAreRejected() {
        let base = StatementCreateVirtualTable().create(virtualTable: "docs").using(module: "fts4")
        expectInvalid(base.arguments("a); DROP TABLE table1; --"), mentioning: "closes a parenthesis")
        expectInvalid(base.arguments("a; b"), mentioning: ";")
        expectInvalid(base.arguments("a -- comment"), mentioning: "comment")
        expectInvalid(base.arguments("a /* comment"), mentioning: "comment")
        expectInvalid(base.arguments("'unterminated"), mentioning: "unterminated quote")
        expectInvalid(base.arguments("f(x"), mentioning: "parenthesis open")
        expectInvalid(base.arguments(""), mentioning: "is empty")
        expectInvalid(base.arguments("a\u{0}b"), mentioning: "NUL")
        // Quoted text may contain anything but its own closing quote.
        expectSQL(base.arguments("tokenize='a;b)--'"), "CREATE VIRTUAL TABLE docs USING fts4(tokenize='a;b)--')", parses: false)
        expectSQL(base.arguments("x(1, (2))"), "CREATE VIRTUAL TABLE docs USING fts4(x(1, (2)))", parses: false)
    }

    // MARK: ALTER TABLE

    @Test func alterTableForms() {
        expectSQL(StatementAlterTable().alter(table: "table1").rename(to: "table3"), "ALTER TABLE table1 RENAME TO table3")
        expectSQL(StatementAlterTable().alter(table: "table1").of(schema: "schema1").rename(to: "table3"),
                  "ALTER TABLE schema1.table1 RENAME TO table3")
        expectSQL(StatementAlterTable().alter(table: "table1").schema("main").rename(to: "order"),
                  "ALTER TABLE main.table1 RENAME TO \"order\"")
        expectSQL(StatementAlterTable().alter(table: "table1").addColumn(with: Column("column4").asDef(with: .float)),
                  "ALTER TABLE table1 ADD COLUMN column4 REAL")
        expectSQL(StatementAlterTable().alter(table: "table1").addColumn(with: ColumnDef(named: "column4", and: .text)
                    .makeNotNull().makeDefault(to: "")),
                  "ALTER TABLE table1 ADD COLUMN column4 TEXT NOT NULL DEFAULT ''")
        expectSQL(StatementAlterTable().alter(table: "table1").rename(column: column1, to: Column("column9")),
                  "ALTER TABLE table1 RENAME COLUMN column1 TO column9", parses: false)
        expectSQL(StatementAlterTable().alter(table: "table1").rename(column: "column1", to: "group"),
                  "ALTER TABLE table1 RENAME COLUMN column1 TO \"group\"", parses: false)
        expectSQL(StatementAlterTable().alter(table: "table1").dropColumn(column2), "ALTER TABLE table1 DROP COLUMN column2",
                  parses: false)
        expectSQL(StatementAlterTable().alter(table: "table1").dropColumn(named: "order"),
                  "ALTER TABLE table1 DROP COLUMN \"order\"", parses: false)
    }

    // MARK: Invalid use

    @Test func invalidSchemaStatementsThrow() {
        expectInvalid(StatementCreateTable().create(table: "t"), mentioning: "column definition")
        expectInvalid(StatementCreateTable().with(columns: ColumnDef(named: "a")), mentioning: "name")
        expectInvalid(StatementCreateTable().create(table: "").with(columns: ColumnDef(named: "a")), mentioning: "empty")
        expectInvalid(StatementCreateTable().create(table: "t").with(columns: ColumnDef(named: "")), mentioning: "empty")
        expectInvalid(StatementCreateTable().create(table: "t").with(columns: ColumnDef(named: "a"))
                        .as(SQLText("SELECT 1")), mentioning: "AS select")
        expectInvalid(StatementCreateTable().create(table: "t").as(SQLText("DELETE FROM t", isReadOnly: false)),
                      mentioning: "SELECT")
        expectInvalid(StatementCreateTable().create(table: "t").temp().of(schema: "main").with(columns: ColumnDef(named: "a")),
                      mentioning: "TEMP")
        expectInvalid(StatementCreateIndex().create(index: "i").indexesBy(column1), mentioning: "table")
        expectInvalid(StatementCreateIndex().create(index: "i").on(table: "t"), mentioning: "indexed column")
        expectInvalid(StatementCreateIndex().on(table: "t").indexesBy(column1), mentioning: "name")
        expectInvalid(StatementCreateView().create(view: "v"), mentioning: "query")
        expectInvalid(StatementCreateView().create(view: "v").as(SQLText("INSERT INTO t VALUES(1)", isReadOnly: false)),
                      mentioning: "SELECT")
        expectInvalid(StatementCreateTrigger().create(trigger: "tr").on(table: "t").execute(SQLText("SELECT 1")),
                      mentioning: "event")
        expectInvalid(StatementCreateTrigger().create(trigger: "tr").insert().execute(SQLText("SELECT 1")), mentioning: "table")
        expectInvalid(StatementCreateTrigger().create(trigger: "tr").insert().on(table: "t"), mentioning: "at least one statement")
        expectInvalid(StatementCreateTrigger().create(trigger: "tr").insert().of(columns: column1).on(table: "t")
                        .execute(SQLText("SELECT 1")), mentioning: "UPDATE")
        expectInvalid(StatementCreateVirtualTable().create(virtualTable: "v"), mentioning: "module")
        expectInvalid(StatementCreateVirtualTable().using(module: "fts4"), mentioning: "name")
        expectInvalid(StatementAlterTable().alter(table: "t"), mentioning: "action")
        expectInvalid(StatementAlterTable().rename(to: "u"), mentioning: "table")
        expectInvalid(StatementAlterTable().alter(table: "t").rename(to: ""), mentioning: "empty")
        expectInvalid(StatementDropTable(), mentioning: "DROP TABLE needs a name")
        expectInvalid(StatementDropIndex().drop(index: ""), mentioning: "empty")
        expectInvalid(StatementDropView().drop(view: "a\u{0}b"), mentioning: "NUL")
        expectInvalid(StatementDropTrigger(), mentioning: "DROP TRIGGER")
    }

    @Test func invalidClausesThrow() {
        expectInvalid(ColumnConstraint(named: "c"), mentioning: "kind")
        expectInvalid(ColumnConstraint().check(Column("a") > 0).conflict(action: .abort), mentioning: "ON CONFLICT")
        expectInvalid(ColumnConstraint().notNull().autoIncrement(), mentioning: "AUTOINCREMENT")
        expectInvalid(ColumnConstraint().unique().order(.ascending), mentioning: "direction")
        expectInvalid(ColumnConstraint().collate(""), mentioning: "empty")
        expectInvalid(TableConstraint(), mentioning: "kind")
        expectInvalid(TableConstraint().primaryKey(), mentioning: "at least one column")
        expectInvalid(TableConstraint().check(column1 > 0).onConflict(.abort), mentioning: "ON CONFLICT")
        expectInvalid(TableConstraint().check(column1 > 0).indexed(by: column1), mentioning: "indexed(by:)")
        expectInvalid(TableConstraint().foreignKey([], foreignKey: ForeignKey().references("p")), mentioning: "child column")
        expectInvalid(ForeignKey(), mentioning: "parent table")
        expectInvalid(ForeignKey().references("p").columns(Column.all), mentioning: "*")
        expectInvalid(IndexedColumn(column1).collate(""), mentioning: "empty")
    }
}
