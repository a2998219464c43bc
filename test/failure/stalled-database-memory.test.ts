// A stalled PostgreSQL (postmaster and backends stopped with SIGSTOP) under a warmed service: the reads its in-memory
// indexes answer keep answering 200 with the same data, a request refused by validation is refused at once, and only
// what needs the database answers 503 DATABASE_UNAVAILABLE — also after the stall watch has taken the server for lost.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresProcesses } from '../support/postgres-processes.js';
import { derivedDataReady, useTestDatabase, useTestService } from '../support/service.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// the shared test cluster is stopped for a few seconds: test files run one after another (vitest.config.ts), so no
// other test meets it; an external test database (TEST_DATABASE_URL) is not this test's to stop
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a stalled database under a warmed service', () => {
  // its own storage root: the warm-up's exports are not another test's; no answer cache: every answer is computed
  const storage = join(TEST_DATA_DIR, `stalled-memory-${process.pid}`);
  const service = useTestService({ WARM_UP: 'true', STORAGE_DIR: storage, ANSWER_CACHE: 'off' });
  const db = useTestDatabase();
  let paths: string[] = [];
  /** Asked first during the stall: what only the warm-up can have built for them is built by then. */
  let firstDuringStall: string[] = [];

  beforeAll(async () => {
    await derivedDataReady(service());
    // real names and ids from the whole checklist, none of them a warm-up request
    const species = await db().map(
      `SELECT name FROM taxon WHERE rank = 'species' ORDER BY md5(name) LIMIT 3`,
      [],
      (r: { name: string }) => r.name,
    );
    const genera = await db().map(
      `SELECT name FROM taxon WHERE rank = 'genus' ORDER BY md5(name) LIMIT 2`,
      [],
      (r: { name: string }) => r.name,
    );
    const nodes = await db().map(
      `SELECT id FROM taxon WHERE depth >= 3 ORDER BY md5(id::text) LIMIT 3`,
      [],
      (r: { id: number }) => r.id,
    );
    const foreign = await db().one<{ name: string }>(
      `SELECT name FROM taxon_common_name WHERE name ~ '[À-ž]' ORDER BY md5(name) LIMIT 1`,
    );
    const q = encodeURIComponent;
    paths = [
      ...species.map((name) => `/api/v1/taxonomy/search?q=${q(name)}`),
      `/api/v1/taxonomy/search?q=${q(foreign.name)}`,
      ...nodes.map((id) => `/api/v1/taxonomy/nodes/${id}`),
      `/api/v1/taxonomy/nodes/${nodes[0]}/literature?page=1`,
      `/api/v1/taxonomy/typeahead?q=${q(genera[0]!.slice(0, 4))}`,
      `/api/v1/genomes?q=${q(genera[0]!)}`,
      `/api/v1/distributions?q=${q(species[0]!)}`,
      `/api/v1/distributions/overview?q=${q(genera[1]!)}`,
      // filters and facets, the taxa at a rank included, from the record columns
      `/api/v1/distributions?year=1990,2000&hasCoordinate=true&facet=country&facet=taxonId&facetRank=genus&page=2`,
      '/api/v1/version',
      // host-plant pages and searches from the in-memory items
      '/api/v1/hostplants?page=7&sortBy=hostplantGenus&sortDirection=desc',
      `/api/v1/hostplants?q=${q(genera[0]!)}`,
    ];
    const family = await db().one<{ name: string }>(
      `SELECT name FROM taxon WHERE rank = 'family' ORDER BY md5(name) LIMIT 1`,
    );
    firstDuringStall = [
      // the first family and basisOfRecord filter and facets of the version: their dictionaries read by the warm-up
      `/api/v1/distributions?family=${q(family.name)}&basisOfRecord=PRESERVED_SPECIMEN&facet=family&facet=basisOfRecord`,
      `/api/v1/search/suggestions?q=${q(genera[1]!)}`,
      `/api/v1/search/suggestions?q=${q(foreign.name.slice(0, 8))}`,
    ];
  }, 180_000);

  afterAll(async () => {
    const { rmSync } = await import('node:fs');
    rmSync(storage, { recursive: true, force: true });
  });

  it(
    'answers every in-memory read with the same data during the stall, refuses bad input at once, 503 for the rest',
    { timeout: 120_000 },
    async () => {
      const read = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${service().url}${path}`, { signal: AbortSignal.timeout(30_000) });
        const body = (await response.json()) as { data?: unknown; error?: { code: string } };
        return { status: response.status, ms: performance.now() - started, data: body.data, code: body.error?.code };
      };
      const before = new Map<string, unknown>();
      for (const path of paths) {
        const answer = await read(path);
        expect(answer.status, path).toBe(200);
        before.set(path, answer.data);
      }
      const frozen = postgresProcesses(join(TEST_DATA_DIR, 'postgres'));
      expect(frozen.length).toBeGreaterThan(1);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      const during: { path: string; status: number; ms: number; code?: string }[] = [];
      let needsDatabase: Awaited<ReturnType<typeof read>>;
      const firstAnswers = new Map<string, unknown>();
      try {
        for (const path of firstDuringStall) {
          const answer = await read(path);
          during.push({ path, ...answer });
          firstAnswers.set(path, answer.data);
        }
        // right away (the data version read a moment ago is past its 1 s cache within the loop below)
        for (const path of paths) {
          const answer = await read(path);
          during.push({ path, ...answer });
          expect(answer.data, path).toEqual(before.get(path));
        }
        // a read that needs the database: 503 once the stall watch has found the server stalled (~7 s)
        needsDatabase = await read(`/api/v1/niche-barcoding/jobs/${randomUUID()}`);
        // after it: every database call now fails at once, and the in-memory reads still answer
        for (const path of paths) {
          const answer = await read(path);
          during.push({ path, ...answer });
          expect(answer.data, path).toEqual(before.get(path));
        }
        const refused = await read('/api/v1/taxonomy/search?q=Vanessa&limit=100000');
        during.push({ path: 'limit=100000', ...refused });
        expect(refused.status).toBe(400);
      } finally {
        for (const pid of frozen) process.kill(pid, 'SIGCONT');
      }
      console.log(
        `stalled database: the in-memory reads answered in ≤ ${Math.max(...during.map((d) => d.ms)).toFixed(0)} ms; a read that needs it answered ${needsDatabase.status} ${needsDatabase.code} after ${needsDatabase.ms.toFixed(0)} ms`,
      );
      // before the fix every one of them waited for the data version's lookup: 503 after the stall watch's ~7 s
      expect(during.filter((d) => d.status !== 200 && d.path !== 'limit=100000')).toEqual([]);
      expect(Math.max(...during.map((d) => d.ms))).toBeLessThan(1500);
      expect(needsDatabase).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(needsDatabase.ms).toBeLessThan(15_000);
      // and once it answers again, so does the read that needs it
      const resumed = Date.now();
      let recovered = 0;
      while (recovered !== 404 && Date.now() - resumed < 30_000) {
        recovered = (await read(`/api/v1/niche-barcoding/jobs/${randomUUID()}`)).status;
        if (recovered !== 404) await sleep(250);
      }
      expect(recovered).toBe(404);
      for (const path of firstDuringStall) expect((await read(path)).data, path).toEqual(firstAnswers.get(path));
    },
  );
});
