// Entry point: read the configuration, start the service, stop gracefully on SIGTERM/SIGINT.
import { loadConfig } from './config.js';
import { createLogger } from './core/logger.js';
import { startService } from './app/start.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const starting = startService(config, logger);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: draining requests');
  // A signal during start-up waits for the start to finish, then drains the same way.
  starting
    .then((service) => service.close())
    .then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
}
// Registered before start-up completes, so no signal finds the process without a handler.
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

starting.catch((error: unknown) => {
  logger.fatal({ err: error }, 'service failed to start');
  // and one plain line for the person at the terminal (the JSON log above is for machines)
  console.error(`\nThe service failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
