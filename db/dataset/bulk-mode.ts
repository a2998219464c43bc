// Bulk mode for the load transaction: foreign keys and secondary indexes of the loaded tables are
// dropped before COPY and restored after it. Checking a foreign key once per table (one join) and
// building an index once (GIN trigram indexes especially) is far cheaper than doing both per row.
// The definitions are read from the catalogue, so db/migrations stays their only source; and since
// all of this happens inside the load transaction, a failed load restores them untouched.
import { sqlText } from '../sql.js';

export interface QueryClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

interface Statements {
  drop: string;
  restore: string;
}

async function statements(client: QueryClient, sql: string, tables: readonly string[]): Promise<Statements[]> {
  return ((await client.query(sql, [tables])) as { rows: Statements[] }).rows;
}

/** Drops the foreign keys and secondary indexes of `tables`; returns the statements that restore them. */
export async function enterBulkMode(client: QueryClient, tables: readonly string[]): Promise<string[]> {
  const foreignKeys = await statements(client, sqlText('dataset/bulk-foreign-keys.sql'), tables);
  const indexes = await statements(client, sqlText('dataset/bulk-secondary-indexes.sql'), tables);
  for (const { drop } of [...foreignKeys, ...indexes]) await client.query(drop);
  // indexes first, so the foreign-key checks can use them
  return [...indexes.map((s) => s.restore), ...foreignKeys.map((s) => s.restore)];
}

export async function leaveBulkMode(client: QueryClient, restoreStatements: readonly string[]): Promise<void> {
  for (const statement of restoreStatements) await client.query(statement);
}
