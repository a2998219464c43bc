// CLI: compares every loaded table of two embedded clusters row for row (count + an order-independent hash), to prove a
// loader change leaves the loaded data as it was: load one cluster with the old code, one with the new, then compare.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { DATA_TABLES } from '../db/dataset/tables.js';

const USAGE =
  'usage: tsx tools/compare-loads.ts <dataDirA> <pgPortA> <dataDirB> <pgPortB>   (clusters loaded by npm run db:load)';

/** Per table: `rows hash`, the hash over every row's text in sorted order. */
async function tableHashes(dataDir: string, port: string): Promise<Map<string, string>> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: port,
    AUTO_LOAD: 'false',
    DATABASE_URL: '',
  });
  const database = await openDatabase(config, { info: () => undefined, warn: (m) => console.warn(m) });
  try {
    const hashes = new Map<string, string>();
    for (const table of DATA_TABLES) {
      const row = await database.db.one<{ n: number; h: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${table} x`,
      );
      hashes.set(table, `${row.n} rows ${row.h ?? '-'}`);
    }
    return hashes;
  } finally {
    await database.close();
  }
}

const [dirA, portA, dirB, portB] = process.argv.slice(2);
if (!dirA || !portA || !dirB || !portB) {
  console.error(USAGE);
  process.exit(2);
}
const a = await tableHashes(dirA, portA);
const b = await tableHashes(dirB, portB);
let different = 0;
for (const table of DATA_TABLES) {
  const same = a.get(table) === b.get(table);
  if (!same) different++;
  console.log(
    `${table.padEnd(36)} ${same ? `same (${a.get(table)})` : `DIFFERENT: ${a.get(table)} vs ${b.get(table)}`}`,
  );
}
console.log(different === 0 ? 'every table is the same' : `${different} tables differ`);
process.exit(different === 0 ? 0 : 1);
