// The derived data a started service builds in the background (app/warm-up.ts): /health reports it, the exports exist
// before anyone asks for them, and the host-plant sort positions give exactly the pages the SQL ORDER BY … OFFSET gives.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostplantOrderBy, HOSTPLANT_SORT_FIELDS } from '../../db/hostplants/repo.js';
import { derivedDataReady, useTestDatabase, useTestService } from '../support/service.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

// its own storage root: the exports found there were built by this service's warm-up, not by another test
const storage = mkdtempSync(join(TEST_DATA_DIR, 'warm-up-'));
afterAll(() => rmSync(storage, { recursive: true, force: true }));
const service = useTestService({ WARM_UP: 'true', STORAGE_DIR: storage });
const db = useTestDatabase();
const ready = () => derivedDataReady(service());

describe('derived data built after start', () => {
  it('is reported by /health as loading, then ok with the time it took, and nothing failed', async () => {
    const health = await ready();
    // the message names the warm-up request that failed, if one did
    expect(health.subsystems.derivedData, health.subsystems.derivedData!.message ?? '').toMatchObject({ status: 'ok' });
    expect(health.subsystems.derivedData!.message).toMatch(/^derived data ready in \d+\.\d s$/);
  }, 150_000);

  it('built every export of /downloads before any request for its detail', async () => {
    await ready();
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
    await ready();
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
