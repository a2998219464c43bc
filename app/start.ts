// The composition root: builds the running service part by part under one lifecycle (database, data, workers, services, handlers, HTTP).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.js';
import { createDataVersion } from '../core/data-version.js';
import { createReadCache } from './caching.js';
import { createWarmUp, declaredRequests } from './warm-up.js';
import { Lifecycle } from '../core/lifecycle.js';
import type { Logger } from '../core/logger.js';
import { openDatabase, SIDE_POOL_CONNECTIONS, type Database } from '../db/database.js';
import { createBarcodesRepo, createSpecimensRepo } from '../db/barcodes/index.js';
import { createBlastJobsRepo, createBlastSequencesRepo } from '../db/blast/index.js';
import { createDistributionsRepo, DISTRIBUTION_SOURCES } from '../db/distributions/index.js';
import { createDownloadsRepo } from '../db/downloads/index.js';
import { createExportsRepo } from '../db/exports/index.js';
import { createGeneralRepo } from '../db/dataset/index.js';
import { createGenomesRepo } from '../db/genomes/index.js';
import { createJobsRepo } from '../db/jobs/index.js';
import { createClientLimitsRepo } from '../db/limits/index.js';
import { createHostplantsRepo } from '../db/hostplants/index.js';
import { createLiteratureRepo } from '../db/literature/index.js';
import { createNicheJobsRepo } from '../db/niche/index.js';
import { createOmicsRepo } from '../db/omics/index.js';
import { createProteinsRepo } from '../db/proteins/index.js';
import { createSearchRepo } from '../db/search/index.js';
import { createTaxonomyRepo } from '../db/taxonomy/index.js';
import { boundedTextScans } from '../db/text-scans.js';
import { createHandlers, POLICIES, ROOT_PATHS, type HandlerDeps } from '../handlers/index.js';
import { parameterReader } from '../http/parameter-reader.js';
import { pathOf } from '../http/paths.js';
import { createApp } from '../http/app.js';
import { clientErrorHandler, connectHandler, expectationHandler } from '../http/client-error.js';
import { createMetrics } from '../http/metrics.js';
import { guardSockets } from '../http/socket-guard.js';
import { connectionBudget } from '../http/descriptor-budget.js';
import { createMetricsAccess } from '../http/metrics-access.js';
import { createBlastService } from '../services/blast/index.js';
import { createDownloadAssets } from '../services/downloads/index.js';
import {
  barcodesList,
  citationOf,
  createExportsService,
  genomesList,
  hostplantsList,
  occurrencesList,
} from '../services/exports/index.js';
import { createIdentificationData, createIdentificationService } from '../services/identification/index.js';
import { createIdentificationRepo } from '../db/identification/index.js';
import { createNicheService } from '../services/niche/index.js';
import { createJobPlatform } from '../services/jobs/index.js';
import { createSharedLimits } from '../services/limits/shared.js';
import { createGenomeSuggestionIndex, createSuggestions } from '../services/search/index.js';
import { createHealth } from '../services/health.js';
import { LocalStorage } from '../services/storage/local.js';
import { S3Storage } from '../services/storage/s3.js';
import { createBasemapService, createTileService } from '../services/distributions/index.js';
import { TOOLS } from '../services/tools/index.js';
import { TypeaheadService } from '../services/taxonomy/index.js';
import { createNameRankingThread } from '../workers/name-ranking-thread.js';
import { createWorkerPool } from '../workers/pool.js';
import { ensureDataLoaded } from './dataset.js';
import { drainable } from './drain.js';
import { readDocument } from './document.js';
import { bodyChecks, clientLimits } from './limits.js';
import { listenWithAcceptors } from '../http/accept-fanout.js';

export interface RunningService {
  readonly url: string;
  readonly server: Server;
  readonly database: Database;
  /** Stop accepting, let in-flight requests finish (up to the grace period), then stop every part in reverse order. */
  close(): Promise<void>;
}

const LISTEN_BACKLOG = 4096;

/** Listens on the configured address; resolves with the URL clients reach it at. */
async function listen(server: Server, config: Config): Promise<string> {
  // node's default backlog (511) overflowed when 2,000 clients connected at once in the soak: the kernel then drops
  // the SYNs of everyone's new connections, which wait 1, 3, 7 s for retransmission; the kernel caps it at somaxconn
  await listenWithAcceptors(server, {
    port: config.port,
    host: config.host,
    backlog: LISTEN_BACKLOG,
    acceptors: config.httpAcceptors,
  });
  const address = server.address() as AddressInfo;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}`;
}

export async function startService(config: Config, logger: Logger): Promise<RunningService> {
  const lifecycle = new Lifecycle({ info: (m) => logger.info(m), error: (o, m) => logger.error(o, m) });
  try {
    const dbLog = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m) };
    const database = await lifecycle.start(
      'database',
      () => openDatabase(config, dbLog),
      (d) => d.close(),
    );
    const db = database.db;
    const general = createGeneralRepo(db, database.healthDb);
    // the one reader of the loaded data version, handed to every part that needs it
    const dataVersion = createDataVersion(async () => (await general.latestLoad())?.dataVersion ?? null);
    if (config.autoLoad) await ensureDataLoaded(config, database, dataVersion, logger);

    const workers = await lifecycle.start(
      'worker pool',
      () =>
        createWorkerPool({
          threads: config.workerThreads,
          identifyThreads: config.identifyThreads,
          maxQueue: config.workerMaxQueue,
          nicheSlots: config.nicheMaxRunning,
          onThreadLost: (kind, error) =>
            logger.error({ err: error, task: kind }, 'a worker thread died under its task'),
        }),
      (pool) => pool.close(),
    );
    // the name search's matching on a thread of its own: the heaviest in-memory search never holds the event loop
    const nameRanking = await lifecycle.start(
      'name ranking thread',
      async () => createNameRankingThread(logger),
      (thread) => thread.close(),
    );
    // one bound for the text scans of every domain: they share the database's cores
    const textScans = boundedTextScans(config.dbTextScans);
    const taxonomy = createTaxonomyRepo(db, { dataVersion: dataVersion.current, nameRanking, textScans });
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
    const genomeSuggestions = createGenomeSuggestionIndex(createSearchRepo(db), dataVersion.current);
    // stopped after the services that run jobs on it
    const jobs = await lifecycle.start(
      'job platform',
      () => createJobPlatform({ repo: createJobsRepo(db), leases: database.leases, log: logger }),
      (platform) => platform.close(),
    );
    // per-client limits counted in PostgreSQL, so they hold across instances; stopped after the HTTP server
    const sharedLimits = await lifecycle.start(
      'client limits',
      () =>
        createSharedLimits({
          repo: createClientLimitsRepo(db),
          stalled: () => database.stalled(),
          log: dbLog,
          timing: { deadlineMs: config.limitsDbDeadlineMs },
        }),
      (limits) => limits.close(),
    );
    const blast = await lifecycle.start(
      'BLAST',
      () => {
        const service = createBlastService({
          config,
          repos: { sequences: createBlastSequencesRepo(db), jobs: createBlastJobsRepo(db) },
          jobs,
          formatRuns: sharedLimits.rate('blastFormatRuns', { limit: config.blastRateLimit, windowMs: 60_000 }),
          dataVersion,
          logger,
        });
        service.start();
        return service;
      },
      (service) => service.close(),
    );
    const storage = new LocalStorage(config.storageDir, logger);
    // what a writer killed mid-write left (its `.partial` file) goes before this process writes anything
    const swept = await storage.sweepPartials();
    logger.info({ removed: swept, root: storage.root }, 'swept stale temporary files from the storage root');
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
          jobs,
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
          data: createIdentificationData(createIdentificationRepo(db), dataVersion),
          log: logger,
        });
        // the model loads in the worker threads in the background; /mmnet/health says `loading` until then
        void service.start();
        return service;
      },
      // no thread may be stopped while it is still loading the model
      (service) => service.stop(),
    );

    // a request waits for a build (the tile index, the overview of every record) as long as for one of its queries
    const distributions = createDistributionsRepo(db, dataVersion, {
      buildDb: database.buildDb,
      buildWaitMs: config.dbStatementTimeoutMs,
      textScans,
    });
    const barcodes = createBarcodesRepo(db, dataVersion.current, textScans);
    const specimens = createSpecimensRepo(db, dataVersion.current);
    const literature = createLiteratureRepo(db, dataVersion.current, textScans);
    const downloads = createDownloadsRepo(db);
    const metrics = config.metricsEnabled ? createMetrics(() => db.$pool) : null;
    metrics?.registerGauge('jobs', 'Asynchronous jobs by kind and status', ['kind', 'status'], async (gauge) => {
      gauge.reset();
      for (const row of await jobs.counts()) gauge.set({ kind: row.kind, status: row.status }, row.jobs);
    });
    const hostplants = createHostplantsRepo(db, dataVersion.current);
    const genomes = createGenomesRepo(db, dataVersion.current, textScans);
    const proteins = createProteinsRepo(db, dataVersion.current, textScans);
    const document = readDocument();
    const exports = await lifecycle.start(
      'exports',
      () => {
        const repo = createExportsRepo(db);
        const citation = citationOf(repo);
        // a list's filters in an export are its query parameters less paging and format
        const filtersOf = (operationId: string) =>
          parameterReader(document, operationId, ['page', 'pageSize', 'cursor', 'format']);
        const service = createExportsService({
          repo,
          jobs,
          // in the bucket when there is one, so any instance writes and serves any export
          storage: s3 ?? storage,
          lists: {
            occurrences: occurrencesList(distributions),
            barcodes: barcodesList(specimens, filtersOf('listBarcodeSpecimens'), document, citation),
            genomes: genomesList(genomes, filtersOf('listGenomes'), citation),
            hostplants: hostplantsList(hostplants, filtersOf('listHostplants'), document, citation),
          },
          dataVersion: dataVersion.current,
          fileUrl: (exportId) => pathOf('getExportFile', { exportId }),
          keepSeconds: config.exportTtlSeconds,
          maxRunning: config.exportMaxRunning,
          log: logger,
        });
        void service.start();
        return service;
      },
      (service) => service.close(),
    );
    const tiles = createTileService({
      dataVersion: dataVersion.current,
      loadPoints: distributions.streamTilePoints,
      subtreeTaxa: distributions.subtreeTaxa,
      locatedSeqs: distributions.locatedSeqs,
      encode: (task) => workers.run('tiles', task),
      sources: DISTRIBUTION_SOURCES,
      indexWaitMs: config.dbStatementTimeoutMs,
    });
    const deps: HandlerDeps = {
      config,
      document,
      general,
      health: createHealth({
        ping: () => general.ping(),
        subsystems: {
          blast: () => blast.health(),
          identification: () => identification.subsystemStatus(),
          jobs: () => niche.health(),
          derivedData: async () =>
            config.warmUp
              ? warmUp.status()
              : { status: 'disabled', message: 'built on first request (WARM_UP=false)', latencyMs: null },
        },
      }),
      rootPaths: ROOT_PATHS,
      blast,
      taxonomy,
      typeahead,
      suggestions: createSuggestions(genomeSuggestions, typeahead, TOOLS),
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
        bucket: s3,
        datasetDir: config.datasetDir,
        dataVersion: dataVersion.current,
      }),
      genomes,
      omics: createOmicsRepo(db),
      proteins,
      distributions,
      tiles,
      basemap: createBasemapService(),
      dataVersion: dataVersion.current,
      niche,
      exports,
      identification,
      metrics,
      metricsAccess: createMetricsAccess({ allow: config.metricsAllow, token: config.metricsToken }),
    };
    // started once the server listens (it requests pages of itself); /health reports it meanwhile
    let url = '';
    const warmUp = createWarmUp(
      [
        { name: 'tile index', run: () => tiles.warm() },
        { name: 'distribution overview', run: () => distributions.warmOverview() },
        // before the declared requests: the top of the tree's details are then answered from it
        { name: 'taxonomy node index', run: () => taxonomy.warmNodeIndex() },
        { name: 'per-node distribution aggregates', run: () => distributions.warmNodeAggregates() },
        ...declaredRequests(POLICIES, deps, () => url),
        { name: 'host-plant sort positions', run: () => hostplants.warm() },
        { name: 'specimen barcode index', run: () => specimens.warm() },
        { name: 'occurrence record order', run: () => distributions.warmRecordOrder() },
        { name: 'taxonomy name search', run: () => taxonomy.warmNameSearch() },
        { name: 'genome suggestions', run: () => genomeSuggestions.warm() },
        { name: 'genome list', run: () => genomes.warmList() },
        { name: 'genome details', run: () => genomes.warmDetails() },
        { name: 'protein list', run: () => proteins.warmList() },
        { name: 'protein details', run: () => proteins.warmDetails() },
        { name: 'literature list', run: () => literature.warmList() },
        { name: 'literature details', run: () => literature.warmDetails() },
        { name: 'barcode list', run: () => barcodes.warmList() },
      ],
      logger,
    );
    const { app, api, serverClasses } = await createApp({
      document,
      handlers: createHandlers(deps),
      logger,
      metrics,
      trustProxy: config.trustProxy,
      limits: clientLimits(POLICIES, deps, config, sharedLimits),
      bodyChecks: bodyChecks(POLICIES, deps),
      bodyLimits: { rawBytes: config.nicheMaxFileBytes, budgetBytes: config.httpBodyBudgetBytes },
      responseCache: config.answerCache ? createReadCache(POLICIES, dataVersion.current) : undefined,
      dataVersion: dataVersion.current,
      fileStreams: { total: config.httpFileStreamsMax, perClient: config.httpFileStreamsPerClient },
      // monitoring is for the operator's scraper, never for a page of another origin
      noCorsPaths: ['/metrics'],
    });
    // timeouts are checked every second (node's default: every 30 s), so a slow client is cut close to its limit
    // requireHostHeader off: http/app.ts answers a Host-less HTTP/1.1 request with 400 in the envelope (node's is empty)
    // serverClasses: requests born with express's prototypes (http/app.ts says why)
    const server = createServer({ connectionsCheckingInterval: 1000, requireHostHeader: false, ...serverClasses }, app);
    server.keepAliveTimeout = 5000;
    server.requestTimeout = config.httpRequestTimeoutMs;
    server.headersTimeout = Math.min(config.httpHeadersTimeoutMs, config.httpRequestTimeoutMs);
    // node's own 400/408/417/431 answers, and CONNECT's 405, in the error envelope
    const budget = connectionBudget(config.httpMaxConnections, {
      acceptors: config.httpAcceptors,
      fileStreams: config.httpFileStreamsMax,
      databaseConnections: config.dbPoolSize + SIDE_POOL_CONNECTIONS,
      blastProcesses: config.blastMaxConcurrency,
    });
    if (budget.connections < config.httpMaxConnections)
      logger.warn(
        { configured: config.httpMaxConnections, ...budget },
        'HTTP_MAX_CONNECTIONS is more than the open-file limit leaves room for: connections are capped so files and database connections can still be opened',
      );
    const heldAnswers = guardSockets(server, {
      writeTimeoutMs: config.httpWriteTimeoutMs,
      maxConnections: budget.connections,
      maxPipelined: config.httpMaxPipelined,
      maxHeldBytes: config.httpHeldBytesMax,
    });
    metrics?.registerGauge(
      'http_answers_held_bytes',
      'Bytes of answers written but not yet taken by their clients',
      [],
      (gauge) => gauge.set(heldAnswers.bytes),
    );
    metrics?.registerGauge(
      'http_connections_cut_held_bytes',
      'Connections closed since the start because the answers held for clients passed HTTP_HELD_BYTES_MAX (largest first)',
      [],
      (gauge) => gauge.set(heldAnswers.cut),
    );
    server.on('clientError', clientErrorHandler(logger));
    server.on('checkExpectation', expectationHandler(logger));
    server.on('connect', connectHandler(logger));
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
