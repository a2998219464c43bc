// The service under benchmark as `npm start` runs it — the compiled build in dist/, no TypeScript loader — in a child
// process forked by service-process.ts: it reports its URL, then answers the parent's messages over IPC (collect
// garbage and report memory, read the long tail's checklist, stop). Plain JavaScript so that node runs it without tsx:
// tsx's transform of the sources (esbuild keepNames: a __name call per closure made) is not what production runs.
import { setInterval } from 'node:timers';
import { loadConfig } from '../../dist/config.js';
import { createLogger } from '../../dist/core/logger.js';
import { startService } from '../../dist/app/start.js';

/** The configuration the parent chose (service-process.ts), over the environment. */
const overrides = JSON.parse(process.env.BENCH_CONFIG ?? '{}');
const config = loadConfig({ ...process.env, ...overrides });
const service = await startService(config, createLogger(config.logLevel));
process.send({ url: service.url, pid: process.pid });

// what the RSS peak is made of (V8's heap, or buffers outside it), reported with the GC's figures
const peak = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
setInterval(() => {
  const now = process.memoryUsage();
  for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
}, 250).unref();

/** The rows of the parent's checklist queries (tools/bench/long-tail.ts), read here: this process owns the cluster. */
async function checklist(queries) {
  const rows = {};
  for (const [name, text] of Object.entries(queries)) rows[name] = await service.database.db.any(text);
  return rows;
}

process.on('message', (message) => {
  if (message === 'gc') {
    globalThis.gc?.();
    process.send({ gc: true, memory: process.memoryUsage(), peak });
  }
  if (typeof message === 'object' && message !== null && 'checklist' in message)
    void checklist(message.checklist).then((rows) => process.send({ checklistRows: rows }));
  if (message === 'stop') void service.close().then(() => process.exit(0));
});
