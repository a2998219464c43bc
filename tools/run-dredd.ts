// Runs Dredd, the contract tester users run, against a started service (npm run test:dredd).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT, loadConfig } from '../config.js';
import { createLogger } from '../core/logger.js';
import { DOCUMENT_PATH } from '../app/document.js';
import { startService } from '../app/start.js';
import { TEST_DATA_DIR, TEST_PG_PORT } from '../test/support/test-config.js';

const logger = createLogger('warn');
const config = loadConfig({
  ...process.env,
  DATA_DIR: TEST_DATA_DIR,
  EMBEDDED_PG_PORT: TEST_PG_PORT,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  METRICS_ENABLED: 'true',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
});
const service = await startService(config, logger);
let exitCode = 1;
try {
  exitCode = await new Promise<number>((resolve) => {
    const child = spawn(
      join(PROJECT_ROOT, 'node_modules', '.bin', 'dredd'),
      // arguments after the script's name go to Dredd as they are (e.g. another --hookfiles)
      [
        DOCUMENT_PATH,
        service.url,
        '--hookfiles',
        join(PROJECT_ROOT, 'test', 'dredd', 'hooks.cjs'),
        '--loglevel',
        'error',
        '--color',
        'false',
        ...process.argv.slice(2),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    // Hundreds of "skip:" lines (error responses, operations the vitest suites cover) would bury the result.
    let skipped = 0;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('skip:')) skipped += 1;
      else console.log(line);
    });
    child.on('exit', (code) => {
      console.log(
        `dredd: ${skipped} transactions skipped (documented error responses and operations the vitest suites cover)`,
      );
      resolve(code ?? 1);
    });
  });
} finally {
  await service.close();
}
process.exit(exitCode);
