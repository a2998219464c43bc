// Entry point: read the configuration, start the service, stop gracefully on SIGTERM/SIGINT.
import { loadConfig } from './config.js';
import { createLogger } from './http/logger.js';
import { startService } from './http/service.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const service = await startService(config, logger);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests');
    service.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  logger.fatal({ err: error }, 'service failed to start');
  process.exit(1);
}
