// The dataset a benchmark measures, made sure of before it measures: loaded into the benchmark's database as the
// service's first start loads it, whatever an earlier run prepared (a fresh clone's empty DATA_DIR) or AUTO_LOAD says.
import { ensureDataLoaded } from '../../app/dataset.js';
import type { Config } from '../../config.js';
import { createDataVersion } from '../../core/data-version.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../db/database.js';
import { loadedDataVersion } from '../../db/dataset/index.js';

/**
 * The settings every benchmark's own service starts with: it loads the dataset on start whatever the shell says
 * (AUTO_LOAD), and its stall watch probes only a connection held for 10 minutes. The probe's deadline is a timer on the
 * event loop the first load's synchronous parsing holds: on the busy shared machine (load 7–14, the benchmark under
 * nice) a load of a fresh DATA_DIR was cut twice as a stalled database, with a 5 s and with a 30 s probe. A benchmark
 * measures no stall handling.
 */
export const BENCH_SERVICE_ENV = { AUTO_LOAD: 'true', DB_STALL_SUSPECT_MS: '600000' } as const;

/**
 * The data version loaded in `database`, after loading `config.datasetDir` when the database holds none or an older
 * one (and building its BLAST databases, as a start does). Never the raw "no data" error of a query that expected a
 * load to be there.
 */
export async function ensureBenchDataset(config: Config, database: Database, logger: Logger): Promise<string> {
  const dataVersion = createDataVersion(() => loadedDataVersion(database.db));
  await ensureDataLoaded(config, database, dataVersion, logger);
  const loaded = await dataVersion.current();
  if (loaded === null) throw new Error(`no dataset is loaded in the database after loading ${config.datasetDir}`);
  return loaded;
}
