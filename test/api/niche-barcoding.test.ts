// Niche barcoding through the HTTP API: the LappetMoths example end to end (create → upload → confirm → poll →
// results / visualizations / files) checked against the published identifications, and every error answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { errorOf, startTestService, useTestDatabase, useTestService, type TestService } from '../support/service.js';
import { WINDOW_WAIT_TIMEOUT_MS, windowWithRoom } from '../support/rate-window.js';

const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path))).toString('utf8');
const FILES = {
  ref: read('barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz'),
  que: read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz'),
  refEnv: read('environment/nichebarcoding_lappetmoths_reference_env.csv.gz'),
  queEnv: read('environment/nichebarcoding_lappetmoths_query_env.csv.gz'),
};
/** queID → [species, probability] as published with the NicheBarcoding package. */
const PUBLISHED = new Map(
  read('barcodes/nichebarcoding_lappetmoths_query_barcode_identification.csv.gz')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','))
    .map((f) => [f[0], { species: f[4], probability: Number(f[2]) }] as const),
);

const DECLARED = {
  referenceSequences: 'LappetMoths_ref.fasta',
  querySequences: 'LappetMoths_que.fasta',
  referenceEnvironment: 'LappetMoths_ref_env.csv',
  queryEnvironment: 'LappetMoths_que_env.csv',
};
const CONTENT: Record<string, string> = {
  [DECLARED.referenceSequences]: FILES.ref,
  [DECLARED.querySequences]: FILES.que,
  [DECLARED.referenceEnvironment]: FILES.refEnv,
  [DECLARED.queryEnvironment]: FILES.queEnv,
};
const JOBS = '/api/v1/niche-barcoding/jobs';

/** The envelope's data of a JSON answer (its shape was already checked against the contract). */
async function dataOf(response: Response): Promise<any> {
  return ((await response.json()) as { data: unknown }).data;
}

async function createJob(
  t: TestService,
  files: Record<string, string> = DECLARED,
  options: Record<string, unknown> = { seed: 42, independence: true },
) {
  const response = await t.fetch(JOBS, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ workflow: 'NBSI', model: 'RF', label: 'Lappet moths example', files, options }),
  });
  expect(response.status).toBe(201);
  return (await dataOf(response)) as { jobId: string; uploads: { fileName: string; url: string; role: string }[] };
}

function upload(t: TestService, url: string, body: string | Buffer) {
  return t.fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body });
}

async function waitFor(t: TestService, jobId: string): Promise<{ status: string; error: string | null }> {
  for (let i = 0; i < 300; i += 1) {
    const job = await dataOf(await t.fetch(`${JOBS}/${jobId}`));
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job did not finish within 30 s');
}

describe('niche barcoding', () => {
  const service = useTestService();
  const database = useTestDatabase();

  it('lists workflows, the RF model only, and environment sources with the loaded licences', async () => {
    const response = await service().fetch('/api/v1/niche-barcoding/schemas');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('600');
    const data = await dataOf(response);
    expect(data.workflows.map((w: { id: string }) => w.id)).toEqual(['NBSI', 'NBSI2']);
    expect(data.models.map((m: { id: string }) => m.id)).toEqual(['RF']);
    const licences = await database().any<{ id: string; licence: string }>(
      "SELECT id, licence FROM data_source WHERE id IN ('beyer2020', 'etopo5', 'chelsa-gsod')",
    );
    const beyer = data.environmentSources.find((s: { id: string }) => s.id === 'beyer2020-present-1deg');
    expect(beyer.licence).toBe(licences.find((l) => l.id === 'beyer2020')!.licence);
    expect(data.environmentSources).toHaveLength(licences.length);
    expect(data.limits.maxFileBytes).toBe(20 * 1024 * 1024);
    const { id } = await database().one<{ id: number }>(
      "SELECT id FROM download_file WHERE key = 'niche-barcoding-template'",
    );
    const role = data.workflows[0].fileRoles.find((r: { role: string }) => r.role === 'referenceSequences');
    expect(role.templateHref).toBe(`/api/v1/downloads/${id}/stream`);
  });

  it('accepts the downloadable reference template as the reference file', async () => {
    const t = service();
    const schemas = await dataOf(await t.fetch('/api/v1/niche-barcoding/schemas'));
    const template = await t.fetch(schemas.workflows[0].fileRoles[0].templateHref);
    expect(template.status).toBe(200);
    const { uploads } = await createJob(t, { referenceSequences: 'template.csv', querySequences: 'q.fasta' });
    const response = await upload(t, uploads[0].url, Buffer.from(await template.arrayBuffer()));
    expect(response.status).toBe(200);
    const { count } = await database().one<{ count: number }>(
      "SELECT count(*)::int AS count FROM niche_barcoding_specimen WHERE role = 'reference'",
    );
    expect((await dataOf(response)).records).toBe(count);
  });

  it('validates a configuration and reports every issue at once', async () => {
    const ok = await service().fetch('/api/v1/niche-barcoding/validate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ workflow: 'NBSI', model: 'RF', files: DECLARED }),
    });
    expect(await dataOf(ok)).toEqual({ valid: true, issues: [] });
    const bad = await service().fetch('/api/v1/niche-barcoding/validate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        workflow: 'NBSI',
        model: 'MAXENT',
        files: { querySequences: '../etc/passwd', extra: 'a.csv', referenceEnvironment: 'e.csv' },
        options: { environmentSource: 'worldclim' },
      }),
    });
    expect(bad.status).toBe(200);
    const result = await dataOf(bad);
    expect(result.valid).toBe(false);
    expect(result.issues.map((i: { code: string }) => i.code).sort()).toEqual(
      [
        'INCOMPLETE_ENVIRONMENT_TABLES',
        'INVALID_FILE_NAME',
        'MISSING_ROLE',
        'UNKNOWN_ENVIRONMENT_SOURCE',
        'UNKNOWN_MODEL',
        'UNKNOWN_ROLE',
      ].sort(),
    );
    const created = await service().fetch(JOBS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ workflow: 'NBSI2', model: 'RF', files: {} }),
    });
    expect(created.status).toBe(400);
    expect((await errorOf(created)).error.details?.issues.length).toBeGreaterThan(0);
  });

  it('runs the LappetMoths example end to end and agrees with the published barcode identifications', async () => {
    const t = service();
    const { jobId, uploads } = await createJob(t);
    expect(uploads.map((u) => u.fileName)).toEqual(Object.values(DECLARED));

    // errors before the uploads are complete
    const early = await t.fetch(`${JOBS}/${jobId}/results`);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).error).toMatchObject({ code: 'JOB_NOT_FINISHED', details: { status: 'pending' } });
    await upload(t, uploads[0].url, CONTENT[uploads[0].fileName]);
    const incomplete = await t.fetch(`${JOBS}/${jobId}/confirm`, { method: 'POST' });
    expect(incomplete.status).toBe(409);
    expect((await errorOf(incomplete)).error).toMatchObject({
      code: 'UPLOADS_INCOMPLETE',
      details: { missing: Object.values(DECLARED).slice(1) },
    });
    const undeclared = await upload(t, `${JOBS}/${jobId}/upload?fileName=other.fasta`, FILES.que);
    expect(undeclared.status).toBe(400);
    expect((await errorOf(undeclared)).error.code).toBe('INVALID_FILE_NAME');
    const broken = await upload(t, uploads[1].url, '>Q1|unknown||lon=200|lat=10\nACGTXX\n>Q1\n\n');
    expect(broken.status).toBe(400);
    const issues = (await errorOf(broken)).error.details?.issues as { line: number; code: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 1, code: 'COORDINATE_OUT_OF_RANGE' }),
        expect.objectContaining({ line: 2, code: 'INVALID_CHARACTER' }),
        expect.objectContaining({ line: 3, code: 'DUPLICATE_ID' }),
        expect.objectContaining({ line: 3, code: 'EMPTY_SEQUENCE' }),
      ]),
    );

    for (const u of uploads) {
      const response = await upload(t, u.url, CONTENT[u.fileName]);
      expect(response.status).toBe(200);
      const stored = await dataOf(response);
      expect(stored.sizeBytes).toBe(Buffer.byteLength(CONTENT[u.fileName]));
      expect(stored.records).toBe(u.role === 'referenceSequences' || u.role === 'referenceEnvironment' ? 300 : 50);
    }
    const confirmed = await t.fetch(`${JOBS}/${jobId}/confirm`, { method: 'POST' });
    expect(confirmed.status).toBe(202);
    expect((await dataOf(confirmed)).files.every((f: { uploaded: boolean }) => f.uploaded)).toBe(true);
    expect((await errorOf(await t.fetch(`${JOBS}/${jobId}/confirm`, { method: 'POST' }))).error.code).toBe(
      'JOB_STATE_CONFLICT',
    );
    const late = await upload(t, uploads[0].url, FILES.ref);
    expect(late.status).toBe(409);

    const finished = await waitFor(t, jobId);
    expect(finished).toMatchObject({ status: 'succeeded', error: null });

    const results = await dataOf(await t.fetch(`${JOBS}/${jobId}/results`));
    expect(results.seed).toBe(42);
    expect(results.variables).toEqual(['ANT', 'TS', 'TAR', 'AP', 'PS']);
    expect(results.results).toHaveLength(50);
    for (const row of results.results) {
      const published = PUBLISHED.get(row.queryId)!;
      expect(row.speciesIdentified, row.queryId).toBe(published.species);
      expect(Math.abs(row.pBk - published.probability), row.queryId).toBeLessThanOrEqual(0.01);
      for (const key of ['pBk', 'minPEk', 'pEk', 'tsi', 'ciUnc']) {
        expect(row[key], `${row.queryId} ${key}`).toBeGreaterThanOrEqual(0);
        expect(row[key], `${row.queryId} ${key}`).toBeLessThanOrEqual(1);
      }
      expect(row.ciCor).toBeNull();
      expect(row.tsi).toBeCloseTo(Math.min(1, row.pEk / row.minPEk), 3);
      expect(row.ciUnc).toBeCloseTo(Math.min(1, row.pBk * (row.pEk / row.minPEk)), 3);
    }

    const visual = await dataOf(await t.fetch(`${JOBS}/${jobId}/visualizations`));
    expect(visual.probabilitySeries).toHaveLength(50);
    expect(visual.speciesSummary.reduce((s: number, x: { references: number }) => s + x.references, 0)).toBe(300);
    expect(
      visual.speciesSummary.reduce((s: number, x: { queriesIdentified: number }) => s + x.queriesIdentified, 0),
    ).toBe(50);
    expect(visual.mapPoints.filter((p: { kind: string }) => p.kind === 'query')).toHaveLength(50);
    expect(visual.pcaPreview.variables).toEqual(results.variables);

    const csv = await t.fetch(`${JOBS}/${jobId}/files/results.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="results.csv"');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('queID,species.identified,P(Bk),min(P(EK)),P(Ek),Prob(Sid).TSI,Prob(Sid).CI.unc');
    expect(lines).toHaveLength(51);
    const report = (await (await t.fetch(`${JOBS}/${jobId}/files/report.json`)).json()) as { results: unknown };
    expect(report.results).toEqual(results.results);
    expect(await (await t.fetch(`${JOBS}/${jobId}/files/run.log`)).text()).toContain('analysis finished');
    const missing = await t.fetch(`${JOBS}/${jobId}/files/nothing.csv`);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error.code).toBe('RESULT_FILE_NOT_FOUND');
  }, 60_000);

  it('builds niche models from a loaded environment layer when no tables are uploaded', async () => {
    const t = service();
    const files = { referenceSequences: 'ref.fasta', querySequences: 'que.fasta' };
    const { jobId, uploads } = await createJob(t, files, {
      seed: 7,
      independence: false,
      environmentSource: 'beyer2020-present-1deg',
      variableSelection: 'SELECT',
    });
    for (const u of uploads)
      expect((await upload(t, u.url, u.role === 'referenceSequences' ? FILES.ref : FILES.que)).status).toBe(200);
    expect((await t.fetch(`${JOBS}/${jobId}/confirm`, { method: 'POST' })).status).toBe(202);
    expect(await waitFor(t, jobId)).toMatchObject({ status: 'succeeded' });
    const results = await dataOf(await t.fetch(`${JOBS}/${jobId}/results`));
    expect(results.results).toHaveLength(50);
    for (const row of results.results) {
      expect(row.speciesIdentified).toBe(PUBLISHED.get(row.queryId)!.species);
      expect(row.ciUnc).toBeNull();
      if (row.ciCor !== null) expect(row.ciCor).toBeLessThanOrEqual(1);
    }
    const visual = await dataOf(await t.fetch(`${JOBS}/${jobId}/visualizations`));
    // species with fewer than 10 distinct sites were topped up with generated points
    expect(visual.mapPoints.some((p: { kind: string }) => p.kind === 'pseudo')).toBe(true);
  }, 60_000);

  it('runs NBSI2 on the published identifications with reference and query points', async () => {
    const t = service();
    const texts: Record<string, string> = {
      'ids.csv': read('barcodes/nichebarcoding_lappetmoths_query_barcode_identification.csv.gz'),
      'ref_points.csv': read('occurrences/nichebarcoding_lappetmoths_reference_points.csv.gz'),
      'que_points.csv': read('occurrences/nichebarcoding_lappetmoths_query_points.csv.gz'),
    };
    const response = await t.fetch(JOBS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        workflow: 'NBSI2',
        model: 'RF',
        files: { identifications: 'ids.csv', referencePoints: 'ref_points.csv', queryPoints: 'que_points.csv' },
        options: { seed: 3 },
      }),
    });
    const { jobId, uploads } = await dataOf(response);
    for (const u of uploads as { url: string; fileName: string }[])
      expect((await upload(t, u.url, texts[u.fileName])).status).toBe(200);
    expect((await t.fetch(`${JOBS}/${jobId}/confirm`, { method: 'POST' })).status).toBe(202);
    expect(await waitFor(t, jobId)).toMatchObject({ status: 'succeeded' });
    const results = await dataOf(await t.fetch(`${JOBS}/${jobId}/results`));
    expect(results.workflow).toBe('NBSI2');
    expect(results.variables).toEqual(['bio1', 'bio10', 'bio12', 'elev']);
    expect(results.results).toHaveLength(50);
    for (const row of results.results) {
      const published = PUBLISHED.get(row.queryId)!;
      expect(row.speciesIdentified).toBe(published.species);
      expect(row.pBk).toBe(published.probability);
    }
  }, 60_000);

  it('rejects uploads that are not raw bytes, and empty files', async () => {
    const t = service();
    const { uploads } = await createJob(t, { referenceSequences: 'r.fasta', querySequences: 'q.fasta' });
    const text = await t.fetch(uploads[0].url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      body: FILES.ref,
    });
    expect(text.status).toBe(415);
    expect((await errorOf(text)).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const empty = await upload(t, uploads[0].url, '');
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).error).toMatchObject({
      code: 'INVALID_FILE_CONTENT',
      details: { issues: [{ severity: 'error', line: null, code: 'EMPTY_FILE' }] },
    });
  });

  it('fails a job whose files cannot be analysed together, with the reason', async () => {
    const t = service();
    const { jobId, uploads } = await createJob(t);
    const other: Record<string, string> = {
      ...CONTENT,
      [DECLARED.queryEnvironment]: 'seqIDs,elevation\nBHS170801.S6,120\n',
    };
    for (const u of uploads) expect((await upload(t, u.url, other[u.fileName])).status).toBe(200);
    expect((await t.fetch(`${JOBS}/${jobId}/confirm`, { method: 'POST' })).status).toBe(202);
    expect(await waitFor(t, jobId)).toMatchObject({
      status: 'failed',
      error: 'The environment tables share no variable column.',
    });
    for (const path of ['results', 'visualizations', 'files/run.log']) {
      const response = await t.fetch(`${JOBS}/${jobId}/${path}`);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).error).toMatchObject({
        code: 'JOB_NOT_FINISHED',
        details: { status: 'failed' },
      });
    }
  });

  it('answers 404 for unknown jobs', async () => {
    const unknown = `${JOBS}/3b241101-e2bb-4255-8caf-4136c566a962`;
    for (const [path, init] of [
      [unknown, undefined],
      [`${unknown}/results`, undefined],
      [`${unknown}/visualizations`, undefined],
      [`${unknown}/files/results.csv`, undefined],
      [`${unknown}/confirm`, { method: 'POST' }],
      [
        `${unknown}/upload?fileName=a.fasta`,
        { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: '>a\nACGT\n' },
      ],
    ] as const) {
      const response = await service().fetch(path, init);
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).error.code).toBe('JOB_NOT_FOUND');
    }
  });
});

describe('niche barcoding jobs across restarts and expiry', () => {
  const service = useTestService();
  const database = useTestDatabase();

  async function uploadedJob(t: TestService) {
    const { jobId, uploads } = await createJob(t);
    for (const u of uploads) expect((await upload(t, u.url, CONTENT[u.fileName])).status).toBe(200);
    return jobId;
  }

  it('resumes a job whose process died while running it', async () => {
    const jobId = await uploadedJob(service());
    // as if a process had claimed the job and crashed: running, with a heartbeat long gone
    await database().none(
      "UPDATE job SET queued_at = now(), status = 'running', stage = 'niche_models', attempts = 1, heartbeat_at = now() - interval '1 hour' WHERE id = $1",
      [jobId],
    );
    const restarted = await startTestService();
    try {
      expect(await waitFor(restarted, jobId)).toMatchObject({ status: 'succeeded' });
      const row = await database().one('SELECT attempts FROM job WHERE id = $1', [jobId]);
      expect(row.attempts).toBe(2);
    } finally {
      await restarted.close();
    }
  }, 60_000);

  it('forgets expired jobs', async () => {
    const jobId = await uploadedJob(service());
    await database().none("UPDATE job SET expires_at = now() - interval '1 second' WHERE id = $1", [jobId]);
    const response = await service().fetch(`${JOBS}/${jobId}`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).error.code).toBe('JOB_NOT_FOUND');
    expect((await errorOf(await service().fetch(`${JOBS}/${jobId}/confirm`, { method: 'POST' }))).error.code).toBe(
      'JOB_NOT_FOUND',
    );
  });
});

describe('niche barcoding limits', () => {
  const service = useTestService({ NICHE_RATE_LIMIT: '3', NICHE_MAX_FILE_BYTES: '2048', METRICS_ENABLED: 'true' });
  const database = useTestDatabase();

  it('answers 413 FILE_TOO_LARGE above the file limit', async () => {
    const { uploads } = await createJob(service(), { referenceSequences: 'r.fasta', querySequences: 'q.fasta' });
    const response = await upload(service(), uploads[0].url, Buffer.alloc(4096, 'A'));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).error).toMatchObject({ code: 'FILE_TOO_LARGE', details: { maxBytes: 2048 } });
  });

  it('counts niche jobs by status in the /metrics job gauge', async () => {
    const { count } = await database().one<{ count: number }>(
      "SELECT count(*)::int AS count FROM job WHERE kind = 'niche' AND status = 'pending'",
    );
    const text = await (await service().fetch('/metrics')).text();
    expect(text).toContain(`jobs{kind="niche",status="pending"} ${count}`);
  });

  it('rate limits submissions per IP with 429 and Retry-After', { timeout: WINDOW_WAIT_TIMEOUT_MS }, async () => {
    let last: Response | undefined;
    await windowWithRoom(10_000); // the four submissions must fall in one (clock-aligned) window
    for (let i = 0; i < 4; i += 1) {
      last = await service().fetch('/api/v1/niche-barcoding/validate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ workflow: 'NBSI', model: 'RF', files: DECLARED }),
      });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await errorOf(last!)).error.code).toBe('RATE_LIMITED');
  });
});
