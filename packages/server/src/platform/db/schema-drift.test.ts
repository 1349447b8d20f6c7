/**
 * The hand-written Kysely types (schema.ts + tables/) and the migrated database must agree: every
 * table and column of the `public` schema is typed, every typed column exists, nullability matches,
 * and the TypeScript type family fits the column's PostgreSQL type. A migration that changes a
 * table without changing its interface (or the reverse) fails here.
 *
 * The types are read with the TypeScript compiler: `Selectable<Database[T]>` gives what a query
 * returns, so `Generated<>` and `ColumnType<>` wrappers are looked through the same way Kysely does.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Tables that Kysely does not own: the migrator's own bookkeeping. */
const UNTYPED_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

type Family = 'number' | 'string' | 'boolean' | 'date' | 'json' | 'array' | 'buffer' | 'other';

interface TypedColumn {
  families: Set<Family>;
  nullable: boolean;
  /** `unknown` or `any` (JSON columns): TypeScript folds `unknown | null` into `unknown`. */
  opaque: boolean;
}

/** What query results carry for each PostgreSQL type, given the pg type parsers of database.ts. */
function familyOfPg(dataType: string, udtName: string): Family[] {
  switch (dataType) {
    case 'smallint':
    case 'integer':
    case 'real':
    case 'double precision':
      return ['number'];
    case 'bigint':
    case 'numeric':
      // pg returns them as strings; repositories that cast them to numbers in SQL type them as number.
      return ['number', 'string'];
    case 'text':
    case 'character varying':
    case 'character':
    case 'uuid':
    case 'inet':
    case 'citext':
    case 'tsvector':
    case 'date': // database.ts keeps DATE as the 'YYYY-MM-DD' string
    case 'time without time zone':
    case 'interval':
      return ['string'];
    case 'boolean':
      return ['boolean'];
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return ['date'];
    case 'json':
    case 'jsonb':
      return ['json'];
    case 'ARRAY':
      return ['array'];
    case 'bytea':
      return ['buffer'];
    case 'USER-DEFINED':
      return udtName === 'citext' ? ['string'] : ['string', 'other'];
    default:
      return ['other'];
  }
}

function familiesOfTs(checker: ts.TypeChecker, type: ts.Type): TypedColumn {
  const families = new Set<Family>();
  let nullable = false;
  let opaque = false;
  const parts = type.isUnion() ? type.types : [type];
  for (const part of parts) {
    const flags = part.getFlags();
    if (flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) nullable = true;
    else if (flags & ts.TypeFlags.NumberLike) families.add('number');
    else if (flags & ts.TypeFlags.StringLike) families.add('string');
    else if (flags & ts.TypeFlags.BooleanLike) families.add('boolean');
    else if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      families.add('json');
      opaque = true;
    } else if (checker.isArrayType(part) || checker.isTupleType(part)) families.add('array');
    else {
      const name = part.getSymbol()?.getName();
      if (name === 'Date') families.add('date');
      else if (name === 'Buffer' || name === 'Uint8Array') families.add('buffer');
      else families.add('json');
    }
  }
  return { families, nullable, opaque };
}

/** Reads `{ [T in keyof Database]: Selectable<Database[T]> }` column by column. */
function readTypedTables(): Map<string, Map<string, TypedColumn>> {
  const schemaFile = path.join(here, 'schema.ts');
  const probeFile = path.join(here, '__schema_probe__.ts');
  const probe = `import type { Selectable } from 'kysely';\nimport type { Database } from './schema.js';\nexport type Probe = { [T in keyof Database]: Selectable<Database[T]> };\n`;
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === probeFile ? probe : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === probeFile || fileExists(file);
  const program = ts.createProgram([probeFile, schemaFile], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probeFile);
  assert.ok(source, 'probe file compiled');
  const alias = source.statements.find(ts.isTypeAliasDeclaration);
  assert.ok(alias);
  const probeType = checker.getTypeAtLocation(alias.name);

  const tables = new Map<string, Map<string, TypedColumn>>();
  for (const table of checker.getPropertiesOfType(probeType)) {
    const tableType = checker.getTypeOfSymbolAtLocation(table, alias);
    const columns = new Map<string, TypedColumn>();
    for (const column of checker.getPropertiesOfType(tableType)) {
      columns.set(column.getName(), familiesOfTs(checker, checker.getTypeOfSymbolAtLocation(column, alias)));
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  table_type: 'BASE TABLE' | 'VIEW';
}

describe('database types agree with the migrations', () => {
  let database: TestDatabase;
  let dbColumns: DbColumn[];
  let typed: Map<string, Map<string, TypedColumn>>;

  before(async () => {
    database = await createTestDatabase();
    const { rows } = await sql<DbColumn>`
      SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, t.table_type
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type IN ('BASE TABLE', 'VIEW')
       ORDER BY c.table_name, c.ordinal_position`.execute(database.db);
    dbColumns = rows.filter((r) => !UNTYPED_TABLES.has(r.table_name));
    typed = readTypedTables();
  });
  after(async () => {
    await database?.destroy();
  });

  it('types every table and view of the database, and no table that does not exist', () => {
    const inDb = new Set(dbColumns.map((c) => c.table_name));
    const missingTypes = [...inDb].filter((t) => !typed.has(t)).sort();
    const missingTables = [...typed.keys()].filter((t) => !inDb.has(t)).sort();
    assert.deepEqual({ missingTypes, missingTables }, { missingTypes: [], missingTables: [] });
  });

  it('types every column with the right nullability and type family', () => {
    const problems: string[] = [];
    const seen = new Map<string, Set<string>>();
    for (const col of dbColumns) {
      const columns = typed.get(col.table_name);
      if (!columns) continue; // reported by the table test
      seen.set(col.table_name, (seen.get(col.table_name) ?? new Set()).add(col.column_name));
      const t = columns.get(col.column_name);
      const where = `${col.table_name}.${col.column_name}`;
      if (!t) {
        problems.push(`${where}: in the database, not in the types`);
        continue;
      }
      const dbNullable = col.is_nullable === 'YES';
      // Views report every column as nullable; only base-table nullability is a contract.
      if (col.table_type === 'BASE TABLE' && !t.opaque && dbNullable !== t.nullable) {
        problems.push(
          `${where}: ${dbNullable ? 'nullable' : 'NOT NULL'} in the database, ${t.nullable ? 'nullable' : 'not nullable'} in the types`,
        );
      }
      const allowed = familyOfPg(col.data_type, col.udt_name);
      const wrong = [...t.families].filter((f) => !allowed.includes(f) && !(allowed.includes('json') || f === 'json'));
      if (wrong.length > 0 && !allowed.includes('other')) {
        problems.push(`${where}: ${col.data_type} in the database, ${[...t.families].join(' | ')} in the types`);
      }
    }
    for (const [table, columns] of typed) {
      const present = seen.get(table);
      if (!present) continue;
      for (const name of columns.keys())
        if (!present.has(name)) problems.push(`${table}.${name}: in the types, not in the database`);
    }
    assert.deepEqual(problems, []);
  });
});
