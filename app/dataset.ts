// First-start and changed-data loading: the shipped dataset into PostgreSQL, then the BLAST databases built from it.
import type { Config } from '../config.js';
import type { DataVersion } from '../core/data-version.js';
import type { Logger } from '../core/logger.js';
import type { Database } from '../db/database.js';
import { createBlastSequencesRepo } from '../db/blast/index.js';
import { computeDataVersion, loadDataset } from '../db/dataset/index.js';
import { prepareBlastDatabases } from '../services/blast/index.js';

/** Loads the shipped dataset when the database has none, or an older version of it. */
export async function ensureDataLoaded(
  config: Config,
  database: Database,
  dataVersion: DataVersion,
  logger: Logger,
): Promise<void> {
  const wanted = computeDataVersion(config.datasetDir);
  const loaded = await dataVersion.current();
  if (loaded === wanted) {
    logger.info({ dataVersion: loaded }, 'dataset already loaded');
  } else {
    logger.info({ loaded, wanted }, loaded ? 'dataset changed: reloading' : 'database empty: loading the dataset');
    const started = performance.now();
    await loadDataset(database.db, { datasetDir: config.datasetDir, log: (line) => logger.info(line) });
    dataVersion.invalidate();
    logger.info({ seconds: Math.round((performance.now() - started) / 100) / 10 }, 'dataset loaded');
  }
  await prepareBlastDatabases(config, createBlastSequencesRepo(database.db), await dataVersion.current(), logger);
}
