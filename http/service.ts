// Composes the running service: database (+ first-start load), handlers, express app, HTTP server, shutdown.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Document } from 'openapi-backend';
import { PROJECT_ROOT, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { computeDataVersion, loadDataset, loadedDataVersion } from '../db/load/index.js';
import { createGeneralRepo } from '../db/repos/general.js';
import { createHandlers } from '../handlers/index.js';
import { notConfigured } from '../services/health.js';
import { createApp } from './app.js';
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
    return;
  }
  logger.info({ loaded, wanted }, loaded ? 'dataset changed: reloading' : 'database empty: loading the dataset');
  const started = performance.now();
  await loadDataset(database.db, { datasetDir: config.datasetDir, log: (line) => logger.info(line) });
  logger.info({ seconds: Math.round((performance.now() - started) / 100) / 10 }, 'dataset loaded');
}

export async function startService(config: Config, logger: Logger): Promise<RunningService> {
  const dbLog = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m) };
  const database = await openDatabase(config, dbLog);
  try {
    if (config.autoLoad) await ensureDataLoaded(config, database, logger);
    const document = readDocument();
    const metrics = config.metricsEnabled ? createMetrics(() => database.db.$pool) : null;
    const handlers = createHandlers({
      config,
      document,
      general: createGeneralRepo(database.db),
      metrics,
      subsystems: {
        blast: notConfigured('Sequence search is not deployed on this server.'),
        identification: notConfigured('Species identification is not deployed on this server.'),
        jobs: notConfigured('No job queue is deployed on this server.'),
      },
    });
    const { app } = await createApp({ document, handlers, logger, metrics, trustProxy: config.trustProxy });
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
