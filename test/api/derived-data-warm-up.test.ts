// The derived data a started service builds in the background (app/warm-up.ts): /health reports it, the exports exist
// before anyone asks for them, and the host-plant sort positions give exactly the pages the SQL ORDER BY … OFFSET gives.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostplantOrderBy, HOSTPLANT_SORT_FIELDS } from '../../db/hostplants/repo.js';
import { useTestDatabase, useTestService } from '../support/service.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

type Health = { data: { status: string; subsystems: Record<string, { status: string; message: string | null }> } };

// its own storage root: the exports found there were built by this service's warm-up, not by another test
const storage = mkdtempSync(join(TEST_DATA_DIR, 'warm-up-'));
afterAll(() => rmSync(storage, { recursive: true, force: true }));
const service = useTestService({ WARM_UP: 'true', STORAGE_DIR: storage });
const db = useTestDatabase();

async function derivedDataReady(): Promise<Health['data']> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const response = await service().fetch('/api/v1/health');
    const health = (await response.json()) as Health;
    // a 503 says the database's ping did not answer within the health check's 2 s (the warm-up's builds hold the pool
    // on a loaded machine); it says nothing of the derived data, which the next poll reads
    if (response.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    if (health.data.subsystems.derivedData!.status !== 'loading') return health.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('derived data still loading after 120 s');
}

describe('derived data built after start', () => {
  it('is reported by /health as loading, then ok with the time it took, and nothing failed', async () => {
    const health = await derivedDataReady();
    // the message names the warm-up request that failed, if one did
    expect(health.subsystems.derivedData, health.subsystems.derivedData!.message ?? '').toMatchObject({ status: 'ok' });
    expect(health.subsystems.derivedData!.message).toMatch(/^derived data ready in \d+\.\d s$/);
  }, 150_000);

  it('built every export of /downloads before any request for its detail', async () => {
    await derivedDataReady();
    const version = (await (await service().fetch('/api/v1/version')).json()) as { data: { dataVersion: string } };
    const list = (await (await fetch(`${service().url}/api/v1/downloads`)).json()) as {
      data: { items: { fileId: number }[] };
    };
    expect(list.data.items.length).toBeGreaterThan(3);
    for (const { fileId } of list.data.items) {
      // fetch, not the contract-checked client: a request for the detail would build the file itself
      const directory = join(storage, 'downloads', version.data.dataVersion, String(fileId));
      expect(existsSync(join(directory, 'sha256')), `export ${fileId} built`).toBe(true);
    }
  }, 150_000);

  it('pages the whole host-plant list from the sort positions exactly as ORDER BY … OFFSET does', async () => {
    await derivedDataReady();
    const { total } = await db().one<{ total: number }>('SELECT count(*)::int AS total FROM hostplant_association');
    for (const sortBy of HOSTPLANT_SORT_FIELDS) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        // the first, a middle and the last page
        for (const page of [1, Math.ceil(total / 40), Math.ceil(total / 20)]) {
          const answer = (await (
            await service().fetch(
              `/api/v1/hostplants?sortBy=${sortBy}&sortDirection=${sortDirection}&page=${page}&pageSize=20`,
            )
          ).json()) as { data: { items: { id: string }[] } };
          const expected = await db().map(
            `SELECT id FROM hostplant_association ORDER BY ${hostplantOrderBy(sortBy, sortDirection)} LIMIT 20 OFFSET $1`,
            [(page - 1) * 20],
            (row: { id: string }) => row.id,
          );
          expect(
            answer.data.items.map((item) => item.id),
            `${sortBy} ${sortDirection} page ${page}`,
          ).toEqual(expected);
        }
      }
    }
  }, 150_000);
});
