// Composes the running service: database (+ first-start load), handlers, express app, HTTP server, shutdown.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Document } from 'openapi-backend';
import { PROJECT_ROOT, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { computeDataVersion, loadDataset, loadedDataVersion } from '../db/load/index.js';
import { createBarcodesRepo } from '../db/repos/barcodes.js';
import { createDownloadsRepo } from '../db/repos/downloads.js';
import { createGeneralRepo } from '../db/repos/general.js';
import { createGenomesRepo } from '../db/repos/genomes.js';
import { createOmicsRepo } from '../db/repos/omics.js';
import { createProteinsRepo } from '../db/repos/proteins.js';
import { createHostplantsRepo } from '../db/repos/hostplants.js';
import { createLiteratureRepo } from '../db/repos/literature.js';
import { createSuggestions } from '../db/repos/suggestions.js';
import { createTaxonomyRepo } from '../db/repos/taxonomy.js';
import { countryNameOf, createDistributionsRepo, DISTRIBUTION_SOURCES } from '../db/repos/distributions.js';
import { createTileService } from '../services/tiles/service.js';
import { createWorkerPool } from '../workers/pool.js';
import { createNicheJobsRepo } from '../db/repos/niche-jobs.js';
import { createNicheService } from '../services/niche/service.js';
import { createIdentificationService } from '../services/identification/service.js';
import type { TileTask } from '../workers/tiles.js';
import { createHandlers } from '../handlers/index.js';
import { createBlastService, prepareBlastDatabases } from '../services/blast/service.js';
import { createDownloadAssets } from '../services/download-assets.js';
import { LocalStorage, S3Storage } from '../services/storage.js';
import { TypeaheadService } from '../services/typeahead.js';
import { TOOLS } from '../handlers/tools.js';
import { createApp, warmValidators } from './app.js';
import type { Logger } from './logger.js';
import { createMetrics } from './metrics.js';

export const DOCUMENT_PATH = join(PROJECT_ROOT, 'generated', 'openapi.json');

export interface RunningService {
  readonly url: string;
  readonly server: Server;
  readonly database: Database;
  /** Stop accepting, let in-flight requests finish (up to the grace period), close the pool and database. */
  close(): Promise<void>;
}

export function readDocument(): Document {
  return JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Document;
}

/** Loads the shipped dataset when the database has none, or an older version of it. */
export async function ensureDataLoaded(config: Config, database: Database, logger: Logger): Promise<void> {
  const wanted = computeDataVersion(config.datasetDir);
  const loaded = await loadedDataVersion(database.db);
  if (loaded === wanted) {
    logger.info({ dataVersion: loaded }, 'dataset already loaded');
    await prepareBlastDatabases(config, database.db, logger);
    return;
  }
  logger.info({ loaded, wanted }, loaded ? 'dataset changed: reloading' : 'database empty: loading the dataset');
  const started = performance.now();
  await loadDataset(database.db, { datasetDir: config.datasetDir, log: (line) => logger.info(line) });
  logger.info({ seconds: Math.round((performance.now() - started) / 100) / 10 }, 'dataset loaded');
  await prepareBlastDatabases(config, database.db, logger);
}

export async function startService(config: Config, logger: Logger): Promise<RunningService> {
  const dbLog = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m) };
  const database = await openDatabase(config, dbLog);
  try {
    if (config.autoLoad) await ensureDataLoaded(config, database, logger);
    const document = readDocument();
    const metrics = config.metricsEnabled ? createMetrics(() => database.db.$pool) : null;
    const general = createGeneralRepo(database.db);
    metrics?.registerGauge('jobs', 'Asynchronous jobs by kind and status', ['kind', 'status'], async (gauge) => {
      gauge.reset();
      for (const row of await general.jobCounts()) gauge.set({ kind: row.kind, status: row.status }, row.jobs);
    });
    const blast = createBlastService({ config, db: database.db, general, logger });
    blast.start();
    const taxonomy = createTaxonomyRepo(database.db);
    const typeahead = new TypeaheadService({
      loadSource: taxonomy.typeaheadSource,
      dataVersion: async () => (await general.latestLoad())?.dataVersion ?? null,
      refreshMs: 60_000,
      log: logger,
    });
    await typeahead.start();
    const barcodes = createBarcodesRepo(database.db);
    const literature = createLiteratureRepo(database.db);
    const downloads = createDownloadsRepo(database.db);
    const storage = new LocalStorage(config.storageDir);
    const workers = createWorkerPool({ threads: config.workerThreads, maxQueue: config.workerMaxQueue });
    const niche = createNicheService({
      config,
      repo: createNicheJobsRepo(database.db),
      pool: workers,
      storage,
      log: logger,
    });
    niche.start();
    const identification = createIdentificationService({
      modelDir: config.identificationModelDir,
      pool: workers,
      log: logger,
    });
    // the model loads in the worker threads in the background; /mmnet/health says `loading` until then
    void identification.start();
    const distributions = createDistributionsRepo(database.db);
    const tiles = createTileService({
      dataVersion: distributions.dataVersion,
      loadPoints: distributions.streamTilePoints,
      subtreeTaxa: distributions.subtreeTaxa,
      encode: (task: TileTask) => workers.run<TileTask, Uint8Array | null>('tiles', task),
      sources: DISTRIBUTION_SOURCES,
      countryName: countryNameOf,
    });
    const handlers = createHandlers({
      config,
      document,
      general,
      blast,
      taxonomy,
      typeahead,
      suggestions: createSuggestions(database.db, typeahead, TOOLS),
      barcodes,
      hostplants: createHostplantsRepo(database.db),
      literature,
      downloads,
      downloadAssets: createDownloadAssets({
        downloads,
        barcodes,
        literature,
        local: storage,
        s3: config.s3 ? new S3Storage(config.s3) : null,
        datasetDir: config.datasetDir,
        dataVersion: async () => (await general.latestLoad())?.dataVersion ?? null,
      }),
      genomes: createGenomesRepo(database.db),
      omics: createOmicsRepo(database.db),
      proteins: createProteinsRepo(database.db),
      distributions,
      tiles,
      niche,
      identification,
      metrics,
      subsystems: {
        blast: () => blast.health(),
        identification: () => identification.subsystemStatus(),
        jobs: () => niche.health(),
      },
    });
    const { app, api } = await createApp({
      document,
      handlers,
      logger,
      metrics,
      trustProxy: config.trustProxy,
      maxRawUploadBytes: config.nicheMaxFileBytes,
    });
    const server = createServer(app);
    server.keepAliveTimeout = 5000;
    server.requestTimeout = 120_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const address = server.address() as AddressInfo;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    const url = `http://${host}:${address.port}`;
    logger.info({ url }, 'listening');
    void warmValidators(api);
    let closing: Promise<void> | null = null;
    return {
      url,
      server,
      database,
      close() {
        closing ??= (async () => {
          await new Promise<void>((resolve) => {
            const force = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
            server.close(() => {
              clearTimeout(force);
              resolve();
            });
            server.closeIdleConnections();
          });
          typeahead.stop();
          await blast.close();
          await niche.close();
          await identification.settled();
          await workers.close();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
