// Re-uploads racing the confirm of a niche job, for real (concurrent HTTP requests against a service on the test
// database, many rounds): whatever wins, the file storage holds is the one the job recorded (size and SHA-256), a
// refused upload (409) changes nothing, and no upload is left behind that no row names.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { useTestDatabase, useTestService } from '../support/service.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

const ROUNDS = 30;
const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path))).toString('utf8');
const QUERY = read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz');
/** The first `n` records of the query FASTA: valid uploads of different sizes. */
const firstRecords = (n: number) =>
  QUERY.split(/(?=^>)/m)
    .slice(0, n)
    .join('');
const FILES = {
  'ref.fasta': read('barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz'),
  'ref_env.csv': read('environment/nichebarcoding_lappetmoths_reference_env.csv.gz'),
  'q_env.csv': read('environment/nichebarcoding_lappetmoths_query_env.csv.gz'),
  'q.fasta': firstRecords(3),
};
const REPLACEMENTS = [firstRecords(5), firstRecords(8)];
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

const storageDir = mkdtempSync(resolve(PROJECT_ROOT, TEST_DATA_DIR, 'upload-race-'));
const service = useTestService({ STORAGE_DIR: storageDir, NICHE_RATE_LIMIT: '100000' });
const database = useTestDatabase();
const jobIds: string[] = [];

afterAll(async () => {
  // the confirmed jobs must not be claimed by later test services on the shared database
  if (jobIds.length) await database().none('DELETE FROM job WHERE id IN ($1:csv)', [jobIds]);
  rmSync(storageDir, { recursive: true, force: true });
});

describe('a niche re-upload racing the confirm', () => {
  it(`stores exactly what the job records, whichever wins (${ROUNDS} rounds)`, { timeout: 300_000 }, async () => {
    const t = service();
    const outcomes = { uploadWon: 0, uploadRefused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
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
        }),
      });
      expect(created.status).toBe(201);
      const { jobId, uploads, confirmUrl } = ((await created.json()) as any).data as {
        jobId: string;
        uploads: { fileName: keyof typeof FILES; url: string }[];
        confirmUrl: string;
      };
      jobIds.push(jobId);
      const put = (url: string, body: string) =>
        t.fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body });
      for (const u of uploads) expect((await put(u.url, FILES[u.fileName])).status).toBe(200);
      const query = uploads.find((u) => u.fileName === 'q.fasta')!.url;

      // the confirm and two re-uploads of the query file, at once (the confirm first on the wire every other round)
      const racing = [
        () => t.fetch(confirmUrl, { method: 'POST' }),
        ...REPLACEMENTS.map((text) => () => put(query, text)),
      ];
      if (round % 2) racing.reverse();
      const answers = await Promise.all(racing.map((send) => send()));
      const confirm = round % 2 ? answers[2] : answers[0];
      const replaced = round % 2 ? answers.slice(0, 2).reverse() : answers.slice(1);
      expect(confirm.status).toBe(202);
      for (const answer of replaced) expect([200, 409]).toContain(answer.status);

      const row = await database().one<{ size_bytes: string; sha256: string; storage_key?: string | null }>(
        "SELECT * FROM niche_job_file WHERE job_id = $1 AND file_name = 'q.fasta'",
        [jobId],
      );
      // (an upload stored under its declared name is how the service kept them before upload keys)
      const stored = readFileSync(join(storageDir, row.storage_key ?? `niche-jobs/${jobId}/input/q.fasta`));
      // what storage holds is what the job recorded
      expect(sha256(stored)).toBe(row.sha256);
      expect(stored.length).toBe(Number(row.size_bytes));
      // and it is an upload that was answered 200: the last accepted one, or the first file when both were refused
      const accepted = REPLACEMENTS.filter((_, i) => replaced[i].status === 200).map(sha256);
      expect(accepted.length ? accepted : [sha256(FILES['q.fasta'])]).toContain(row.sha256);
      outcomes.uploadWon += accepted.length;
      outcomes.uploadRefused += 2 - accepted.length;
      // no upload is left that no row names
      if (row.storage_key) {
        const keys = await database().map(
          'SELECT storage_key FROM niche_job_file WHERE job_id = $1',
          [jobId],
          (r: { storage_key: string }) => r.storage_key.split('/')[3],
        );
        expect(readdirSync(join(storageDir, 'niche-jobs', jobId, 'input')).sort()).toEqual(keys.sort());
      }
    }
    console.info(
      `upload race: ${ROUNDS} rounds, ${outcomes.uploadWon} re-uploads accepted before the confirm, ${outcomes.uploadRefused} refused with 409; storage matched the recorded size and hash every time`,
    );
  });
});
