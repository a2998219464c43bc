// Niche jobs that cannot compute niche scores, through the HTTP API on the real data: reference environment values of
// ±1e308, or reference seqIDs matching no reference sequence, end `failed` with the reason; a query missing from the
// query environment table is scored null with a warning in its result — never a silent null.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { useTestService, type TestService } from '../support/service.js';

const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path))).toString('utf8');
const FILES = {
  'ref.fasta': read('barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz'),
  'q.fasta': read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz'),
  'ref_env.csv': read('environment/nichebarcoding_lappetmoths_reference_env.csv.gz'),
  'q_env.csv': read('environment/nichebarcoding_lappetmoths_query_env.csv.gz'),
};
const VARIABLES = ['ANT', 'TS', 'TAR', 'AP', 'PS'];

/** The CSV with `change` applied to every data row's fields (by column name). */
function editCsv(text: string, change: (row: Record<string, string>, index: number) => Record<string, string> | null) {
  const [head, ...lines] = text.trim().split(/\r?\n/);
  const columns = head.split(',');
  const rows = lines.flatMap((line, i) => {
    const row = Object.fromEntries(line.split(',').map((value, k) => [columns[k], value]));
    const changed = change(row, i);
    return changed ? [columns.map((c) => changed[c]).join(',')] : [];
  });
  return `${[head, ...rows].join('\n')}\n`;
}

async function run(t: TestService, files: typeof FILES) {
  const created = await t.fetch('/api/v1/niche-barcoding/jobs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      workflow: 'NBSI',
      model: 'RF',
      files: {
        referenceSequences: 'ref.fasta',
        querySequences: 'q.fasta',
        referenceEnvironment: 'ref_env.csv',
        queryEnvironment: 'q_env.csv',
      },
      options: { seed: 7, independence: true },
    }),
  });
  expect(created.status).toBe(201);
  const { jobId, uploads, confirmUrl, statusUrl } = ((await created.json()) as any).data;
  for (const u of uploads as { fileName: keyof typeof FILES; url: string }[]) {
    const answer = await t.fetch(u.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: files[u.fileName],
    });
    expect(answer.status, u.fileName).toBe(200);
  }
  expect((await t.fetch(confirmUrl, { method: 'POST' })).status).toBe(202);
  for (let i = 0; i < 1200; i++) {
    const job = ((await (await t.fetch(statusUrl)).json()) as any).data;
    if (job.status === 'succeeded' || job.status === 'failed') return { jobId: jobId as string, job };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the niche job did not end within 120 s');
}

describe('niche jobs that cannot compute niche scores', () => {
  const service = useTestService({ NICHE_RATE_LIMIT: '100000' });

  it('fails with the reason when the reference environment values are ±1e308', { timeout: 200_000 }, async () => {
    const huge = editCsv(FILES['ref_env.csv'], (row, i) => ({
      ...row,
      ...Object.fromEntries(VARIABLES.map((v, k) => [v, (i + k) % 2 ? '1e308' : '-1e308'])),
    }));
    const { job } = await run(service(), { ...FILES, 'ref_env.csv': huge });
    console.info(`niche ±1e308: job ${job.status}: ${job.error}`);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/niche scores/);
  });

  it('fails with the reason when no reference seqID matches a reference sequence', { timeout: 200_000 }, async () => {
    const unmatched = editCsv(FILES['ref_env.csv'], (row) => ({ ...row, seqIDs: `unmatched-${row.seqIDs}` }));
    const { job } = await run(service(), { ...FILES, 'ref_env.csv': unmatched });
    console.info(`niche unmatched seqIDs: job ${job.status}: ${job.error}`);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/no reference specimen of it has a row in the reference environment table/);
  });

  it('warns per query when some queries have no environment values', { timeout: 200_000 }, async () => {
    const half = editCsv(FILES['q_env.csv'], (row, i) => (i % 2 ? null : row));
    const t = service();
    const { jobId, job } = await run(t, { ...FILES, 'q_env.csv': half });
    expect(job.status).toBe('succeeded');
    const { results } = ((await (await t.fetch(`/api/v1/niche-barcoding/jobs/${jobId}/results`)).json()) as any).data;
    const unscored = results.filter((r: { pEk: number | null }) => r.pEk === null);
    expect(unscored.length).toBeGreaterThan(0);
    expect(results.length - unscored.length).toBeGreaterThan(0);
    // every null comes with its reason, every score without one
    for (const r of results) expect(r.warning === null, r.queryId).toBe(r.pEk !== null);
    expect(unscored[0].warning).toMatch(/query environment table has no row/);
    console.info(`niche partial: ${unscored.length} of ${results.length} queries unscored, each with a warning`);
  });
});
