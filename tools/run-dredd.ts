// Runs Dredd, the contract tester users run, against a started service (npm run test:dredd).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../config.js';
import { createLogger } from '../core/logger.js';
import { DOCUMENT_PATH } from '../app/document.js';
import { startService } from '../app/start.js';
import { contractTestConfig } from './contract-test-service.js';

const logger = createLogger('warn');
const config = contractTestConfig({
  LOG_LEVEL: 'warn',
  // every BLAST search a job (202, and a job to read); a niche upload over 2 MB is 413 (the hooks send 2 MB + 10 bytes)
  BLAST_SYNC_TIMEOUT: '0',
  NICHE_MAX_FILE_BYTES: '2097152',
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
        // the counts for tools/test-summary.ts
        '--reporter',
        'xunit',
        '--output',
        join(PROJECT_ROOT, 'test-output', 'junit', 'dredd.xml'),
        ...process.argv.slice(2),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          NICHE_MAX_FILE_BYTES: '2097152',
        },
      },
    );
    // Hundreds of "pass:" and "skip:" lines would bury the result (and the test runner's summary above it in a CI log).
    // They are kept in test-output/dredd-passed.txt and dredd-skipped.txt; test/dredd/hooks.cjs says why each skipped
    // response cannot be provoked. Failures and the final counts are printed.
    const passed: string[] = [];
    const skipped: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('skip:')) skipped.push(line);
      else if (line.startsWith('pass:')) passed.push(line);
      else console.log(line);
    });
    child.on('exit', (code) => {
      mkdirSync(join(PROJECT_ROOT, 'test-output'), { recursive: true });
      writeFileSync(join(PROJECT_ROOT, 'test-output', 'dredd-passed.txt'), passed.join('\n') + '\n');
      writeFileSync(join(PROJECT_ROOT, 'test-output', 'dredd-skipped.txt'), skipped.join('\n') + '\n');
      console.log(`dredd: ${passed.length} transactions passed (each listed in test-output/dredd-passed.txt)`);
      console.log(
        `dredd: ${skipped.length} transactions skipped (responses no request can provoke deterministically, listed with the reason in test/dredd/hooks.cjs; test-output/dredd-skipped.txt)`,
      );
      resolve(code ?? 1);
    });
  });
} finally {
  await service.close();
}
process.exit(exitCode);
