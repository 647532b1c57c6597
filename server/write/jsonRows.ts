import { type Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database';

/**
 * Set-based writes of many rows: the rows go as ONE JSON parameter that PostgreSQL expands with
 * `json_populate_recordset`, so a statement's cost no longer grows with its parameter count. Binding
 * ~20 parameters a row is what made PGlite slow (a 20,000-card import: 20 inserts of 1,000 rows took
 * ~4 s; the catalogue's staging found the same, server/catalogue/ingest.ts), and a statement is
 * limited to 65,535 parameters besides.
 *
 * Rows are keyed by the table's field names (as for Drizzle's `.values`). A field left out of every
 * row takes its column's default; one left out of some rows takes its plain default (`''`, `false`,
 * a number) as Drizzle would, or null.
 */
type Row = Record<string, unknown>;

const fieldsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;

/** The fields the rows set, and the rows as JSON under their column names. */
function rowsAsJson(table: PgTable, rows: readonly Row[], skip: readonly string[] = []) {
  const columns = fieldsOf(table);
  const fields = new Set<string>();
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      if (value === undefined || skip.includes(field)) continue;
      if (!columns[field]) throw new Error(`${field} is not a column of the table`);
      fields.add(field);
    }
  }
  const set = [...fields].map((field) => [field, columns[field] as PgColumn] as const);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(set.map(([field, column]) => [column.name, driverValue(column, row[field])])),
    ),
  );
  return { columns: set.map(([, column]) => column), json };
}

/** The value as the driver would send it; a missing one as its column's plain default (Drizzle's DEFAULT). */
function driverValue(column: Column, value: unknown): unknown {
  if (value === undefined) return is(column.default, SQL) ? null : (column.default ?? null);
  // A jsonb column's value is nested in the JSON as it is (json_populate_recordset keeps it as jsonb).
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return value;
  return value === null ? null : column.mapToDriverValue(value);
}

const names = (columns: readonly PgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/** Inserts the rows in one statement. */
export async function insertJsonRows(tx: Tx, table: PgTable, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const { columns, json } = rowsAsJson(table, rows);
  await tx.execute(sql`
    insert into ${table} (${names(columns)})
    select ${names(columns)} from json_populate_recordset(null::${table}, ${json}::json)`);
}

/**
 * Updates the user's rows named by each row's `id` in one statement: every field the rows carry
 * (but `id`, `userId`, `createdAt`) and `extra`'s SQL values (e.g. `touched()`'s new revision).
 */
export async function updateJsonRows(
  tx: Tx,
  table: PgTable,
  userId: string,
  rows: readonly Row[],
  extra: Record<string, SQL> = {},
): Promise<void> {
  if (rows.length === 0) return;
  const all = fieldsOf(table);
  const id = all.id as PgColumn;
  const owner = all.userId as PgColumn;
  const { columns, json } = rowsAsJson(
    table,
    rows.map((row) => ({ ...row, id: row.id })),
    ['userId', 'createdAt', ...Object.keys(extra)],
  );
  const assignments = [
    ...columns
      .filter((column) => column !== id)
      .map((column) => sql`${sql.identifier(column.name)} = given.${sql.identifier(column.name)}`),
    ...Object.entries(extra).map(
      ([field, value]) => sql`${sql.identifier((all[field] as PgColumn).name)} = ${value}`,
    ),
  ];
  await tx.execute(sql`
    update ${table} set ${sql.join(assignments, sql`, `)}
    from json_populate_recordset(null::${table}, ${json}::json) as given
    where ${table}.${sql.identifier(id.name)} = given.${sql.identifier(id.name)}
      and ${table}.${sql.identifier(owner.name)} = ${userId}`);
}

/** `column in (ids)` with the ids as one JSON parameter, however many there are. */
export function inJsonIds(column: PgColumn, ids: readonly string[]): SQL {
  const cast = column.getSQLType() === 'uuid' ? sql`::uuid` : sql``;
  return sql`${column} in (select value${cast} from json_array_elements_text(${JSON.stringify(ids)}::json))`;
}
