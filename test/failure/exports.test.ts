// Exports whose process died mid-run (#25): the job platform's orphan sweep takes them up again — an export with runs
// left is resumed by this service and succeeds, one that had its runs fails with the reason — and an export whose
// stored request cannot be read fails with a reason instead of hanging. The dead process is simulated as it looks in
// PostgreSQL: a running job whose heartbeat went quiet and whose lease nobody holds.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService({ EXPORT_RATE_LIMIT: '1000' });
const database = useTestDatabase();

/** An export left `running` by a process that is gone, after `attempts` runs; with the request `query`. */
async function orphan(attempts: number, query: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await database().tx(async (t) => {
    await t.none(
      `INSERT INTO job (id, kind, client_ip, status, stage, attempts, started_at, expires_at, heartbeat_at)
       VALUES ($1, 'export', '203.0.113.9', 'running', 'writing', $2, now() - interval '2 minutes',
               now() + interval '1 day', now() - interval '1 minute')`,
      [id, attempts],
    );
    await t.none(
      `INSERT INTO export_job (id, dataset, format, filter_key, query, data_version)
       VALUES ($1, 'occurrences', 'tsv', $2, $3, NULL)`,
      [id, `orphan-test-${id}`, JSON.stringify(query)],
    );
  });
  return id;
}

async function ended(exportId: string): Promise<{ status: string; error: string | null; recordCount: number | null }> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const response = await service().fetch(`/api/v1/exports/${exportId}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { status: string; error: string | null; recordCount: number } };
    if (data.status === 'succeeded' || data.status === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${exportId} did not end in 120 s`);
}

describe('exports of a dead process', () => {
  it('resumes one with runs left and fails one that had its runs, with the reason', async () => {
    const query = { country: ['SE'], year: { min: 2019, max: 2019 } };
    const resumed = await orphan(1, query);
    const exhausted = await orphan(3, query);
    const expected = (await database().one(
      `SELECT count(*)::int AS n FROM occurrence WHERE country_code = 'SE' AND year = 2019`,
    )) as { n: number };
    const again = await ended(resumed);
    expect(again.status).toBe('succeeded');
    expect(again.recordCount).toBe(expected.n);
    const failed = await ended(exhausted);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/server stopped three times/);
    // the sweep runs every few seconds and the resumed export then waits for a free slot
  }, 150_000);

  it('fails an export whose stored request cannot be read, naming why', async () => {
    const broken = await orphan(0, { year: 'not a year' });
    const result = await ended(broken);
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/year/);
  }, 150_000);
});
