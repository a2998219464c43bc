// Per source, what the load did with its rows: loaded (data_source.records, counted over every table by
// sql/source-records.sql), dropped on purpose (ctx.skip) and loaded without a taxon link (names that did
// not resolve, or no name). Stored in data_source and data_load.sources; printed by the loader.
import type { SkipLog } from '../load/context.js';
import type { UnresolvedSummary } from '../load/resolve-names.js';
import { sqlText } from '../sql.js';

export interface SourceSummary {
  /** Rows loaded from the source (all tables). */
  loaded: number;
  /** Source rows deliberately not loaded (reasons in the load report's `skipped`). */
  dropped: number;
  /** Rows loaded with taxon_id NULL: a name the taxonomy lacks, or no name at all. */
  unresolved: number;
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** Reads the loaded counts, adds dropped / unresolved, and stores both in data_source; keys in source id order. */
export async function summariseSources(
  client: QueryClient,
  skipped: SkipLog,
  unresolved: Readonly<Record<string, UnresolvedSummary>>,
): Promise<Record<string, SourceSummary>> {
  const { rows } = (await client.query('SELECT id, records FROM data_source ORDER BY id')) as {
    rows: { id: string; records: number }[];
  };
  const summary: Record<string, SourceSummary> = {};
  for (const { id, records } of rows) {
    const names = unresolved[id];
    summary[id] = {
      loaded: records,
      dropped: skipped.count(id),
      unresolved: names ? names.count + names.unnamed : 0,
    };
  }
  await client.query(sqlText('dataset/source-summary.sql'), [JSON.stringify(summary)]);
  return summary;
}

/** One line per source: `id  loaded  dropped  unresolved`, for the loader's output. */
export function formatSourceSummary(summary: Readonly<Record<string, SourceSummary>>): string[] {
  const width = Math.max(6, ...Object.keys(summary).map((id) => id.length));
  const cell = (n: number | string) => String(n).padStart(10);
  return [
    `${'source'.padEnd(width)} ${cell('loaded')} ${cell('dropped')} ${cell('unresolved')}`,
    ...Object.entries(summary).map(
      ([id, s]) =>
        `${id.padEnd(width)} ${cell(s.loaded.toLocaleString('en-US'))} ${cell(s.dropped.toLocaleString('en-US'))} ${cell(s.unresolved.toLocaleString('en-US'))}`,
    ),
  ];
}
