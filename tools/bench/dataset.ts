// The dataset a benchmark measures, made sure of before it measures: loaded into the benchmark's database as the
// service's first start loads it, whatever an earlier run prepared (a fresh clone's empty DATA_DIR) or AUTO_LOAD says.
import { ensureDataLoaded } from '../../app/dataset.js';
import type { Config } from '../../config.js';
import { createDataVersion } from '../../core/data-version.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../db/database.js';
import { loadedDataVersion } from '../../db/dataset/index.js';

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
