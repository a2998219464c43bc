// The composition root: builds the running service part by part under one lifecycle (database, data, workers, services, handlers, HTTP).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.js';
import { createDataVersion } from '../core/data-version.js';
import { canonicalPages, createReadCache } from './caching.js';
import { createWarmUp, selfRequests } from './warm-up.js';
import { Lifecycle } from '../core/lifecycle.js';
import type { Logger } from '../core/logger.js';
import { openDatabase, type Database } from '../db/database.js';
import { createBarcodesRepo, createSpecimensRepo } from '../db/barcodes/index.js';
import { countryNameOf, createDistributionsRepo, DISTRIBUTION_SOURCES } from '../db/distributions/index.js';
import { createDownloadsRepo } from '../db/downloads/index.js';
import { createGeneralRepo } from '../db/dataset/index.js';
import { createGenomesRepo } from '../db/genomes/index.js';
import { createHostplantsRepo } from '../db/hostplants/index.js';
import { createLiteratureRepo } from '../db/literature/index.js';
import { createNicheJobsRepo } from '../db/niche/index.js';
import { createOmicsRepo } from '../db/omics/index.js';
import { createProteinsRepo } from '../db/proteins/index.js';
import { createSearchRepo } from '../db/search/index.js';
import { createTaxonomyRepo } from '../db/taxonomy/index.js';
import { createHandlers } from '../handlers/index.js';
import { createApp } from '../http/app.js';
import { clientErrorHandler } from '../http/client-error.js';
import { createMetrics } from '../http/metrics.js';
import { createBlastService } from '../services/blast/index.js';
import { createDownloadAssets } from '../services/downloads/index.js';
import { createIdentificationService } from '../services/identification/index.js';
import { createNicheService } from '../services/niche/index.js';
import { createSuggestions } from '../services/search/index.js';
import { LocalStorage, S3Storage } from '../services/storage/storage.js';
import { createTileService } from '../services/distributions/index.js';
import { TOOLS } from '../services/tools/index.js';
import { TypeaheadService } from '../services/taxonomy/index.js';
import { createWorkerPool } from '../workers/pool.js';
import { ensureDataLoaded } from './dataset.js';
import { drainable } from './drain.js';
import { readDocument } from './document.js';
import { clientLimits } from './limits.js';

export interface RunningService {
  readonly url: string;
  readonly server: Server;
  readonly database: Database;
  /** Stop accepting, let in-flight requests finish (up to the grace period), then stop every part in reverse order. */
  close(): Promise<void>;
}

/** Listens on the configured address; resolves with the URL clients reach it at. */
async function listen(server: Server, config: Config): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

/** Per-node distribution aggregates built by the warm-up: the subtrees with the most records. */
const LARGEST_SUBTREES = 25;

export async function startService(config: Config, logger: Logger): Promise<RunningService> {
  const lifecycle = new Lifecycle({ info: (m) => logger.info(m), error: (o, m) => logger.error(o, m) });
  try {
    const dbLog = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m) };
    const database = await lifecycle.start(
      'database',
      () => openDatabase(config, dbLog),
      (d) => d.close(),
    );
    if (config.autoLoad) await ensureDataLoaded(config, database, logger);
    const db = database.db;
    const general = createGeneralRepo(db);
    const dataVersion = createDataVersion(async () => (await general.latestLoad())?.dataVersion ?? null);

    const workers = await lifecycle.start(
      'worker pool',
      () =>
        createWorkerPool({
          threads: config.workerThreads,
          maxQueue: config.workerMaxQueue,
          nicheSlots: config.nicheMaxRunning,
        }),
      (pool) => pool.close(),
    );
    const taxonomy = createTaxonomyRepo(db);
    const typeahead = await lifecycle.start(
      'typeahead',
      async () => {
        const service = new TypeaheadService({
          loadSource: taxonomy.typeaheadSource,
          dataVersion: dataVersion.current,
          refreshMs: 60_000,
          log: logger,
        });
        await service.start();
        return service;
      },
      (service) => service.stop(),
    );
    const blast = await lifecycle.start(
      'BLAST',
      () => {
        const service = createBlastService({ config, db, leases: database.leases, dataVersion, logger });
        service.start();
        return service;
      },
      (service) => service.close(),
    );
    const storage = new LocalStorage(config.storageDir);
    const s3 = config.s3
      ? await lifecycle.start(
          'S3 client',
          () => new S3Storage(config.s3!),
          (client) => client.close(),
        )
      : null;
    const niche = await lifecycle.start(
      'niche barcoding jobs',
      () => {
        const service = createNicheService({
          config,
          repo: createNicheJobsRepo(db),
          leases: database.leases,
          pool: workers,
          // job files in the bucket when there is one, so every instance on the same database reads them
          storage: s3 ?? storage,
          log: logger,
        });
        service.start();
        return service;
      },
      (service) => service.close(),
    );
    const identification = await lifecycle.start(
      'identification model',
      () => {
        const service = createIdentificationService({
          modelDir: config.identificationModelDir,
          pool: workers,
          log: logger,
        });
        // the model loads in the worker threads in the background; /mmnet/health says `loading` until then
        void service.start();
        return service;
      },
      // no thread may be stopped while it is still loading the model
      (service) => service.settled(),
    );

    const distributions = createDistributionsRepo(db, dataVersion);
    const barcodes = createBarcodesRepo(db);
    const specimens = createSpecimensRepo(db, dataVersion.current);
    const literature = createLiteratureRepo(db);
    const downloads = createDownloadsRepo(db);
    const metrics = config.metricsEnabled ? createMetrics(() => db.$pool) : null;
    metrics?.registerGauge('jobs', 'Asynchronous jobs by kind and status', ['kind', 'status'], async (gauge) => {
      gauge.reset();
      for (const row of await general.jobCounts()) gauge.set({ kind: row.kind, status: row.status }, row.jobs);
    });
    const hostplants = createHostplantsRepo(db, dataVersion.current);
    const tiles = createTileService({
      dataVersion: dataVersion.current,
      loadPoints: distributions.streamTilePoints,
      subtreeTaxa: distributions.subtreeTaxa,
      encode: (task) => workers.run('tiles', task),
      sources: DISTRIBUTION_SOURCES,
      countryName: countryNameOf,
    });
    // started once the server listens (it requests the top pages of itself); /health reports it meanwhile
    let url = '';
    const warmUp = createWarmUp(
      [
        { name: 'tile index', run: () => tiles.warm() },
        { name: 'distribution overview', run: () => distributions.overview({}) },
        selfRequests(
          () => url,
          () => canonicalPages(url),
        ),
        // the per-node aggregates of the biggest subtrees (read from the per-taxon rollups, still 0.1–0.2 s each)
        selfRequests(
          () => url,
          async () =>
            (await distributions.largestSubtrees(LARGEST_SUBTREES)).map((id) => `/api/v1/distributions/by-node/${id}`),
          'per-node distribution aggregates',
        ),
        { name: 'host-plant sort positions', run: () => hostplants.warm() },
        { name: 'specimen barcode index', run: () => specimens.warm() },
      ],
      logger,
    );
    const document = readDocument();
    const handlers = createHandlers({
      config,
      document,
      general,
      blast,
      taxonomy,
      typeahead,
      suggestions: createSuggestions(createSearchRepo(db), typeahead, TOOLS),
      barcodes,
      specimens,
      hostplants,
      literature,
      downloads,
      downloadAssets: createDownloadAssets({
        downloads,
        barcodes,
        literature,
        local: storage,
        s3,
        datasetDir: config.datasetDir,
        dataVersion: dataVersion.current,
      }),
      genomes: createGenomesRepo(db, dataVersion.current),
      omics: createOmicsRepo(db),
      proteins: createProteinsRepo(db),
      distributions,
      tiles,
      niche,
      identification,
      metrics,
      subsystems: {
        blast: () => blast.health(),
        identification: () => identification.subsystemStatus(),
        jobs: () => niche.health(),
        derivedData: async () =>
          config.warmUp
            ? warmUp.status()
            : { status: 'disabled', message: 'built on first request (WARM_UP=false)', latencyMs: null },
      },
    });
    const { app, api } = await createApp({
      document,
      handlers,
      logger,
      metrics,
      trustProxy: config.trustProxy,
      limits: clientLimits({ blast, niche, identification }),
      bodyLimits: { rawBytes: config.nicheMaxFileBytes, budgetBytes: config.httpBodyBudgetBytes },
      responseCache: createReadCache(dataVersion.current),
    });
    // timeouts are checked every second (node's default: every 30 s), so a slow client is cut close to its limit
    const server = createServer({ connectionsCheckingInterval: 1000 }, app);
    server.keepAliveTimeout = 5000;
    server.requestTimeout = config.httpRequestTimeoutMs;
    server.headersTimeout = Math.min(config.httpHeadersTimeoutMs, config.httpRequestTimeoutMs);
    // node's own 400/408/431 answers in the error envelope
    server.on('clientError', clientErrorHandler(logger));
    const http = drainable(server);
    url = await lifecycle.start(
      'HTTP server',
      () => listen(server, config),
      () => http.drain(config.shutdownGraceMs),
    );
    logger.info({ url }, 'listening');
    void api.warm();
    if (config.warmUp) {
      await lifecycle.start(
        'warm-up',
        () => {
          void warmUp.start();
        },
        () => warmUp.stop(),
      );
    }
    return { url, server, database, close: () => lifecycle.stop() };
  } catch (error) {
    // whatever started before the failure stops again, in reverse order: no timer, thread or cluster is left running
    await lifecycle.stop();
    throw error;
  }
}
