// A server killed with -9 while it writes a download file leaves the file's temporary `.partial` in the storage root;
// the next start removes it — and the other leftovers of dead writers — and nothing else: no live writer's file, no
// young file of another host, nothing outside the root (a symbolic link is not followed).
import { randomUUID } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

const ROOT = resolve(TEST_DATA_DIR, `partial-sweep-${process.pid}`);
const STORAGE = join(ROOT, 'storage');
const OUTSIDE = join(ROOT, 'outside');
// the writer's name in a temporary file, as services/storage/local.ts writes it
const HOST =
  hostname()
    .replace(/[^A-Za-z0-9-]/g, '-')
    .slice(0, 63) || 'host';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Every file and link under `directory` (relative to ROOT), with its size; links are listed, never followed. */
function tree(directory = ROOT): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) for (const [p, size] of tree(path)) found.set(p, size);
    else found.set(relative(ROOT, path), lstatSync(path).size);
  }
  return found;
}

const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(ROOT, { recursive: true, force: true });
}, 60_000);

describe('temporary files of a writer killed mid-write', () => {
  it('are swept by the next start, and nothing else', { timeout: 240_000 }, async () => {
    mkdirSync(join(STORAGE, 'kept'), { recursive: true });
    mkdirSync(OUTSIDE, { recursive: true });
    const env = {
      STORAGE_DIR: STORAGE,
      LOG_LEVEL: 'info',
      // no model to load: the process is ready at once
      IDENTIFICATION_MODEL_DIR: join(ROOT, 'no-model'),
    };
    const writer = await startTestServerProcess(env);
    servers.push(writer);

    // every download file not built yet, at once: each is written under a temporary name first
    const list = (await (await fetch(`${writer.url}/api/v1/downloads`)).json()) as {
      data: { items: { fileId: number; type: string; href: string }[] };
    };
    const files = list.data.items.filter((f) => f.type !== 'archive' && f.href.endsWith('/stream'));
    expect(files.length).toBeGreaterThan(0);
    const builds = files.map((f) =>
      fetch(`${writer.url}${f.href}`).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      ),
    );
    const mine = new RegExp(`\\.[0-9a-f-]{36}\\.${writer.pid}@${HOST}\\.partial$`);
    const started = Date.now();
    let cut: string[] = [];
    while (cut.length === 0) {
      if (Date.now() - started > 60_000) throw new Error('no temporary file appeared within 60 s');
      cut = [...tree()].filter(([path, size]) => mine.test(path) && size > 0).map(([path]) => path);
      if (cut.length === 0) await sleep(2);
    }
    writer.signal('SIGKILL');
    await writer.exited;
    await Promise.all(builds);
    const leftByWriter = [...tree().keys()].filter((path) => mine.test(path));
    expect(leftByWriter.length).toBeGreaterThan(0);

    // what else lies in (and beside) the root
    const uuid = () => randomUUID();
    const keep = {
      plain: 'storage/kept/plain.txt',
      // a live writer of this host (this test's own process), an old-style name and one of another host: all young
      live: `storage/kept/a.csv.${uuid()}.${process.pid}@${HOST}.partial`,
      oldStyle: `storage/kept/b.csv.${uuid()}.partial`,
      otherHost: `storage/kept/c.csv.${uuid()}.${writer.pid}@other-host.partial`,
      // not a temporary name of the storage
      notOurs: 'storage/kept/notes.partial',
      // outside the root, reached only through a link inside it
      outside: `outside/d.csv.${uuid()}.${writer.pid}@${HOST}.partial`,
      link: 'storage/kept/link',
    };
    const stale = {
      // untouched for two hours: whoever wrote it is gone
      old: `storage/kept/e.csv.${uuid()}.partial`,
      // the killed writer's, beside the one its download left
      dead: `storage/kept/f.csv.${uuid()}.${writer.pid}@${HOST}.partial`,
    };
    for (const path of [...Object.values(keep), ...Object.values(stale)]) {
      if (path === keep.link) symlinkSync(OUTSIDE, join(ROOT, path));
      else writeFileSync(join(ROOT, path), 'x');
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(ROOT, stale.old), twoHoursAgo, twoHoursAgo);
    const before = tree();

    // the sweep runs before the server listens: its record is there once the server answers
    const next = await startTestServerProcess(env);
    servers.push(next);
    const swept = next.records().filter((r) => r.msg === 'swept stale temporary files from the storage root');
    expect(swept).toHaveLength(1);
    const removed = [...before.keys()].filter((path) => !tree().has(path)).sort();
    expect(removed).toEqual([...leftByWriter, stale.dead, stale.old].sort());
    expect(swept[0].removed).toBe(removed.length);
    for (const path of Object.values(keep)) expect(tree().has(path), path).toBe(true);
    console.log(
      `kill -9 during ${files.length} download builds left ${leftByWriter.length} temporary file(s); the next start removed ${removed.length} (with 2 planted), kept ${before.size - removed.length}`,
    );
  });
});
