// Loads the shipped dataset into PostgreSQL in one transaction: a re-run replaces everything, a
// failed run leaves the previous data in place. The server calls this on first start; so does
// tools/load-data.ts.
import { performance } from 'node:perf_hooks';
import type { Db } from '../database.js';
import { loadBarcodes } from '../barcodes/index.js';
import { enterBulkMode, leaveBulkMode } from './bulk-mode.js';
import { type LoadContext, SkipLog, type SkippedSummary } from '../load/context.js';
import { copyRows } from '../load/copy.js';
import { loadEnvironment } from '../niche/index.js';
import { loadGenomeFeatures } from '../genomes/index.js';
import { loadGenomeAssemblies, loadGenomeBusco } from '../genomes/index.js';
import { loadHostplants } from '../hostplants/index.js';
import { LepidopteraCheck } from '../load/lepidoptera.js';
import { loadLiterature } from '../literature/index.js';
import { loadOccurrences } from '../distributions/index.js';
import { loadOmics } from '../omics/index.js';
import { loadProteins } from '../proteins/index.js';
import { NameLinker, type UnresolvedSummary } from '../load/resolve-names.js';
import { createGeneralRepo } from './repo.js';
import { formatSourceSummary, type SourceSummary, summariseSources } from './source-summary.js';
import { dataSourceRows } from '../load/sources.js';
import { sqlText } from '../sql.js';
import { DATA_TABLES } from './tables.js';
import { buildNameResolver, loadTaxonomy, readTaxonomy } from '../taxonomy/index.js';
import { loadTraits } from '../taxonomy/index.js';
import { computeDataVersion } from './version.js';

export { computeDataVersion } from './version.js';

export interface LoadOptions {
  datasetDir: string;
  log: (line: string) => void;
}

export interface LoadReport {
  dataVersion: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Rows per table after the load. */
  counts: Record<string, number>;
  /** Per source: records whose name did not resolve or that name nothing (loaded with taxon_id NULL). */
  unresolved: Record<string, UnresolvedSummary>;
  /** Per source: source rows deliberately not loaded, with the reason. */
  skipped: Record<string, SkippedSummary>;
  /** Per source: rows loaded, dropped (skipped) and loaded without a taxon link. */
  sources: Record<string, SourceSummary>;
  /** Rows written and time taken per step. */
  steps: { step: string; rows: number; ms: number }[];
}

/**
 * Derived columns and links, computed in SQL once every table is filled, in this order (each domain keeps its own
 * file; the taxon paths come first, the per-taxon rollups last because they read the others).
 */
const DERIVED_SQL = [
  'taxonomy/taxon-derived.sql',
  'genomes/genome-derived.sql',
  'omics/omics-datasets.sql',
  'dataset/source-records-derived.sql',
  'distributions/flight-periods.sql',
  'distributions/occurrence-search.sql',
  'barcodes/read-paths.sql',
  'taxonomy/taxon-rollups.sql',
] as const;

/** The data version of the last completed load, or null when nothing was ever loaded. */
export async function loadedDataVersion(db: Db): Promise<string | null> {
  return (await createGeneralRepo(db).latestLoad())?.dataVersion ?? null;
}

const formatCount = (n: number) => n.toLocaleString('en-US');

export async function loadDataset(db: Db, options: LoadOptions): Promise<LoadReport> {
  const { datasetDir, log } = options;
  const startedAt = new Date();
  const started = performance.now();
  const dataVersion = computeDataVersion(datasetDir);
  log(`loading dataset ${dataVersion} from ${datasetDir}`);

  const sources = dataSourceRows(datasetDir);
  const taxonomy = readTaxonomy(datasetDir);
  const names = new NameLinker(buildNameResolver(taxonomy));
  const skipped = new SkipLog();
  const steps: LoadReport['steps'] = [];

  const connection = await db.connect();
  const client = connection.client;
  const run = async (query: string) => {
    await client.query(query);
  };
  let stepRows = 0;
  const ctx: LoadContext = {
    datasetDir,
    names,
    lepidoptera: new LepidopteraCheck(names.resolver),
    sources,
    async copy(table, columns, rows) {
      const count = await copyRows(client, table, columns, rows);
      stepRows += count;
      return count;
    },
    skip: (sourceId, reason, example) => skipped.add(sourceId, reason, example),
  };
  const step = async (name: string, work: () => Promise<void>) => {
    const stepStart = performance.now();
    stepRows = 0;
    await work();
    const ms = Math.round(performance.now() - stepStart);
    steps.push({ step: name, rows: stepRows, ms });
    log(
      stepRows > 0
        ? `${name}: ${formatCount(stepRows)} rows in ${formatCount(ms)} ms`
        : `${name}: ${formatCount(ms)} ms`,
    );
  };

  try {
    await run('BEGIN');
    // a long load must not hit the pool's per-statement timeout meant for API requests
    await run('SET LOCAL statement_timeout = 0');
    await run("SET LOCAL maintenance_work_mem = '256MB'");
    await run(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY`);
    const restoreStatements = await enterBulkMode(client, DATA_TABLES);
    await step('sources', async () => {
      await ctx.copy(
        'data_source',
        ['id', 'domain', 'title', 'files', 'licence', 'citation', 'url', 'caveat'],
        sources,
      );
    });
    await step('taxonomy', () => loadTaxonomy(ctx, taxonomy));
    await step('barcodes', () => loadBarcodes(ctx));
    await step('occurrences', () => loadOccurrences(ctx));
    await step('hostplants', () => loadHostplants(ctx));
    await step('traits', () => loadTraits(ctx));
    await step('genomes', async () => {
      const assemblies = await loadGenomeAssemblies(ctx);
      await loadGenomeFeatures(ctx);
      await loadGenomeBusco(ctx, assemblies);
    });
    await step('proteins', () => loadProteins(ctx));
    await step('omics', () => loadOmics(ctx));
    await step('literature', () => loadLiterature(ctx, new Set(taxonomy.taxa.map((taxon) => taxon.id))));
    await step('environment', () => loadEnvironment(ctx));
    for (const file of DERIVED_SQL) await step(`derived ${file}`, () => run(sqlText(file)));
    await step('indexes and foreign keys', () => leaveBulkMode(client, restoreStatements));
    await step('analyze', () => run(`ANALYZE ${DATA_TABLES.join(', ')}`));

    const countSql = `SELECT ${DATA_TABLES.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(', ')}`;
    const counts = ((await client.query(countSql)) as { rows: Record<string, number>[] }).rows[0];
    const unresolved = names.unresolvedSummary();
    const bySource = await summariseSources(client, skipped, unresolved);
    const finishedAt = new Date();
    const durationMs = Math.round(performance.now() - started);
    await client.query(
      'INSERT INTO data_load (data_version, started_at, finished_at, duration_ms, counts, unresolved, skipped, sources) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        dataVersion,
        startedAt,
        finishedAt,
        durationMs,
        JSON.stringify(counts),
        JSON.stringify(unresolved),
        JSON.stringify(skipped.summary()),
        JSON.stringify(bySource),
      ],
    );
    await run('COMMIT');

    for (const [sourceId, summary] of Object.entries(unresolved)) {
      const unnamed = summary.unnamed > 0 ? `; ${formatCount(summary.unnamed)} records without a name` : '';
      log(
        `unresolved names in ${sourceId}: ${formatCount(summary.count)} records, ${formatCount(summary.names)} names${unnamed}` +
          (summary.examples.length > 0 ? ` (e.g. ${summary.examples.slice(0, 5).join('; ')})` : ''),
      );
    }
    for (const [sourceId, summary] of Object.entries(skipped.summary())) {
      for (const { reason, count } of summary.reasons)
        log(`skipped in ${sourceId}: ${formatCount(count)} rows — ${reason}`);
    }
    log('rows per source (loaded / dropped / unresolved):');
    for (const line of formatSourceSummary(bySource)) log(`  ${line}`);
    log(`dataset ${dataVersion} loaded in ${(durationMs / 1000).toFixed(1)} s`);
    return {
      dataVersion,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs,
      counts,
      unresolved,
      skipped: skipped.summary(),
      sources: bySource,
      steps,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await connection.done();
  }
}
