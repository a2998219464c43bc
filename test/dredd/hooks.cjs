// Dredd hooks: every documented response a request can provoke on a live server is provoked — the 200s with real ids,
// each 4xx with the request that causes it (a bad parameter, an unknown id, a wrong media type, a body too large, a job
// in the wrong state, a client over its limit, a range past the end) — and what cannot be is skipped, with the reason.
/* global __dirname, URL, setTimeout, Buffer */
const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');
const hooks = require('hooks');

const DATA = path.join(__dirname, '..', '..', 'data');
const JOBS = '/api/v1/niche-barcoding/jobs';
const NO_JOB = '00000000-0000-4000-8000-000000000000';
/** Largest niche upload on the Dredd server (tools/run-dredd.ts sets NICHE_MAX_FILE_BYTES to it). */
const NICHE_MAX_FILE_BYTES = Number(process.env.NICHE_MAX_FILE_BYTES || 2097152);

/**
 * Responses no request can provoke deterministically on a healthy server, by status (and the reason). Everything
 * else documented is provoked below.
 */
const UNPROVOKABLE = {
  503: 'DATABASE_UNAVAILABLE, SERVICE_BUSY, BLAST_NOT_CONFIGURED, MODEL_UNAVAILABLE need a lost database, full queues or a missing part (test/failure/database-loss, test/api/blast and identification-model-unavailable tests)',
  502: 'a BLAST process that fails on its own (the vitest BLAST suite kills one)',
  302: 'only when the files live in S3 (the vitest downloads suite runs s3rver)',
  507: 'INSUFFICIENT_STORAGE needs a full disk (test/failure/disk-full.test.ts fills a real tmpfs)',
};
/** Single transactions that cannot be made deterministic, by "METHOD template STATUS". */
const UNPROVOKABLE_TRANSACTIONS = {
  'GET /api/v1/exports/{exportId}/file 409':
    'an export that has not succeeded yet is a moment of a running job (test/failure/exports.test.ts makes failed ones)',
  'GET /metrics 403':
    'the Dredd server restricts /metrics to no one (METRICS_ALLOW and METRICS_TOKEN unset); test/failure/transport-edges.test.ts sets them and provokes the 403',
  'GET /metrics 404':
    'the Dredd server runs with METRICS_ENABLED=true, so /metrics answers 200 (its 404 is the vitest general suite’s)',
  'POST /api/v1/blast/search 200':
    'the Dredd server runs with BLAST_SYNC_TIMEOUT=0, so every search is a job (202, provoked); the vitest BLAST suite checks the 200',
  'POST /api/v1/mmnet/identify 200':
    'Dredd sends a request body as text, and a photo’s bytes do not survive that; the vitest identification suite sends held-out photos',
};

/** A request to the server under test; resolves with status, headers and the body as text. */
function call(transaction, method, urlPath, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: transaction.host, port: transaction.port, path: urlPath, method, headers },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const getJson = async (transaction, urlPath) => JSON.parse((await call(transaction, 'GET', urlPath)).text).data;
const readData = (file) => zlib.gunzipSync(fs.readFileSync(path.join(DATA, file)));

/** Points the transaction at another path (and query). */
function setPath(transaction, fullPath) {
  transaction.fullPath = fullPath;
  transaction.request.uri = fullPath;
}
function setQuery(transaction, name, value) {
  const url = new URL(transaction.fullPath, 'http://x');
  url.searchParams.set(name, value);
  setPath(transaction, `${url.pathname}${url.search}`);
}
/** Replaces the path segment at `index` (0-based, after the leading slash). */
/** Removes query parameters from the request Dredd built from the examples. */
function dropQuery(transaction, names) {
  const url = new URL(transaction.fullPath, 'http://x');
  for (const name of names) url.searchParams.delete(name);
  setPath(transaction, `${url.pathname}${url.search}`);
}
/** The occurrence filters of the tiles' examples: all at once they select no record. */
const TILE_FILTERS = [
  'q',
  'hasCoordinate',
  'year',
  'month',
  'dayOfYear',
  'bbox',
  'within',
  'basisOfRecord',
  'coordinateUncertaintyInMeters',
  'country',
  'family',
  'taxonId',
];
function setSegment(transaction, index, value) {
  const url = new URL(transaction.fullPath, 'http://x');
  const parts = url.pathname.split('/');
  parts[index + 1] = value;
  setPath(transaction, `${parts.join('/')}${url.search}`);
}

// ---- niche barcoding jobs in each state, made once per run from this client (jobs are visible to their client only)

const LAPPET = {
  referenceSequences: ['LappetMoths_ref.fasta', 'barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz'],
  querySequences: ['LappetMoths_que.fasta', 'barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz'],
};
async function createJob(transaction) {
  const files = Object.fromEntries(Object.entries(LAPPET).map(([role, [name]]) => [role, name]));
  const body = JSON.stringify({ workflow: 'NBSI', model: 'RF', files, options: { seed: 42 } });
  const created = await call(transaction, 'POST', JOBS, { headers: { 'Content-Type': 'application/json' }, body });
  return JSON.parse(created.text).data.jobId;
}
async function upload(transaction, jobId, [name, file]) {
  const headers = { 'Content-Type': 'application/octet-stream' };
  await call(transaction, 'PUT', `${JOBS}/${jobId}/upload?fileName=${name}`, { headers, body: readData(file) });
}
let jobsMade = null;
/** created (nothing uploaded), uploaded (every file, not confirmed), finished (confirmed, succeeded). */
function jobs(transaction) {
  jobsMade ??= (async () => {
    const created = await createJob(transaction);
    const uploaded = await createJob(transaction);
    for (const file of Object.values(LAPPET)) await upload(transaction, uploaded, file);
    const finished = await createJob(transaction);
    for (const file of Object.values(LAPPET)) await upload(transaction, finished, file);
    await call(transaction, 'POST', `${JOBS}/${finished}/confirm`);
    for (let i = 0; i < 600; i++) {
      const job = await getJson(transaction, `${JOBS}/${finished}`);
      if (job.status === 'succeeded') break;
      if (job.status === 'failed') throw new Error(`the niche job failed: ${job.error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { created, uploaded, finished };
  })();
  return jobsMade;
}
const withJob = (state) => async (transaction) => setSegment(transaction, 4, (await jobs(transaction))[state]);

let blastJob = null;
/** A BLAST job of this client (the Dredd server makes every search a job). */
function blastJobId(transaction) {
  blastJob ??= (async () => {
    const body = JSON.stringify({ ...(await blastRequest(transaction)) });
    const answer = await call(transaction, 'POST', '/api/v1/blast/search', {
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    const jobId = JSON.parse(answer.text).data.jobId;
    // a finished job, whose `results` is filled (Dredd loses `nullable` on referenced schemas)
    for (let i = 0; i < 600; i++) {
      const job = await getJson(transaction, `/api/v1/blast/jobs/${jobId}`);
      if (job.status === 'succeeded') return jobId;
      if (job.status === 'failed') throw new Error(`the BLAST job failed: ${job.error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the BLAST job did not finish in 60 s');
  })();
  return blastJob;
}
let slowJob = null;
/**
 * A BLAST job of this client that runs for minutes: blastn of ~99 kb of concatenated barcodes (the query's upper bound
 * is 100,000). Read while it runs (409 for its formats), then cancelled (200), which kills its process.
 */
function slowBlastJobId(transaction) {
  slowJob ??= (async () => {
    const fasta = ['nichebarcoding_lappetmoths_reference_coi', 'nichebarcoding_lappetmoths_query_coi']
      .map((name) => readData(`barcodes/${name}.fasta.gz`).toString())
      .join('\n');
    const residues = fasta
      .split('\n')
      .filter((line) => !line.startsWith('>'))
      .join('')
      .replace(/[^ACGT]/gi, '')
      .slice(0, 99_000);
    const body = JSON.stringify({ ...(await blastRequest(transaction)), sequence: residues });
    const answer = await call(transaction, 'POST', '/api/v1/blast/search', {
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    return JSON.parse(answer.text).data.jobId;
  })();
  return slowJob;
}
/** The example search against this server's COI database (ids are hashes of the server's own paths). */
async function blastRequest(transaction) {
  const databases = (await getJson(transaction, '/api/v1/blast/databases')).databases;
  const query = readData('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz').toString().split('>')[1];
  return {
    sequence: query.split('\n').slice(1).join(''),
    program: 'blastn',
    database: databases.find((d) => d.type === 'nucleotide' && /COI/.test(d.title)).id,
  };
}

// ---- clients over their limits: each limit's bucket is filled from its own forwarded address (TRUST_PROXY trusts
// loopback), so the rest of the run is not limited. The addresses are documentation ones (RFC 5737), headers only.

const LIMITED = {
  blastSearch: { ip: '192.0.2.11', limit: 30, path: '/api/v1/blast/search', method: 'POST' },
  blastJobs: { ip: '192.0.2.12', limit: 300, path: `/api/v1/blast/jobs/${NO_JOB}`, method: 'GET' },
  nicheSubmit: { ip: '192.0.2.13', limit: 60, path: '/api/v1/niche-barcoding/validate', method: 'POST' },
  nichePoll: { ip: '192.0.2.14', limit: 600, path: '/api/v1/niche-barcoding/schemas', method: 'GET' },
  exportRequests: { ip: '192.0.2.16', limit: 10, path: '/api/v1/exports', method: 'POST' },
  exportReads: { ip: '192.0.2.17', limit: 100, path: `/api/v1/exports/${NO_JOB}`, method: 'GET' },
};
/**
 * Spends the bucket's whole allowance (invalid requests count: the limit admits before the body is read) until the
 * server answers 429. Windows are fixed and aligned, so a fill can straddle a window's end (the CI run of b01c513 got
 * a 404 with 0 remaining): it sends until it sees the 429 itself, and when under 3 s of the window are left it waits
 * for the next window and fills that one, so the transaction's own request lands in a full window.
 */
async function fillUntilLimited(transaction, bucket) {
  const { ip, limit, path: urlPath, method } = LIMITED[bucket];
  // a body only where the method has one: node sends a GET's body unframed, and the server reads it as a broken request
  const request =
    method === 'POST'
      ? { headers: { 'X-Forwarded-For': ip, 'Content-Type': 'application/json' }, body: '{}' }
      : { headers: { 'X-Forwarded-For': ip } };
  for (let sent = 0; sent < 4 * limit + 40;) {
    const batch = await Promise.all(Array.from({ length: 20 }, () => call(transaction, method, urlPath, request)));
    sent += batch.length;
    const limited = batch.find((answer) => answer.status === 429);
    if (!limited) continue;
    const msLeft = Number(limited.headers['x-ratelimit-reset']) * 1000 - Date.now();
    if (msLeft > 3000) return;
    await new Promise((resolve) => setTimeout(resolve, msLeft + 100));
  }
  throw new Error(`the ${bucket} bucket never answered 429`);
}
function overLimit(bucket) {
  return async (transaction) => {
    await fillUntilLimited(transaction, bucket);
    transaction.request.headers['X-Forwarded-For'] = LIMITED[bucket].ip;
  };
}

/** Identification allows 3 requests in progress per client: 3 uploads that never finish hold the slots. */
const held = [];
async function identificationBusy(transaction) {
  const ip = '192.0.2.15';
  for (let i = 0; i < 3; i++) {
    const req = http.request({
      host: transaction.host,
      port: transaction.port,
      path: '/api/v1/mmnet/identify',
      method: 'POST',
      headers: {
        'X-Forwarded-For': ip,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': '1000000',
      },
    });
    req.on('error', () => {});
    req.write('--x\r\n');
    held.push(req);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  transaction.request.headers['X-Forwarded-For'] = ip;
}

/**
 * A client may be sent 8 files at once (HTTP_FILE_STREAMS_PER_CLIENT): 8 downloads of the 25 MB archive of file 1
 * that it never reads hold its slots (their sockets are destroyed at the end, with the uploads above).
 */
async function streamsHeld(transaction) {
  const ip = '192.0.2.16';
  for (let i = 0; i < 8; i++)
    await new Promise((resolve) => {
      const req = http.request(
        {
          host: transaction.host,
          port: transaction.port,
          path: '/api/v1/downloads/1/stream',
          headers: { 'X-Forwarded-For': ip },
        },
        (res) => {
          res.pause();
          resolve();
        },
      );
      req.on('error', resolve);
      req.end();
      held.push(req);
    });
  transaction.request.headers['X-Forwarded-For'] = ip;
}

// ---- the requests that provoke each documented response

const bigJson = (field) => JSON.stringify({ [field]: 'A'.repeat(1024 * 1024 + 10) });
const etagOf = async (transaction) => (await call(transaction, 'GET', transaction.fullPath)).headers.etag;

/** The download of the media type the transaction expects (one transaction per documented type), asked for by it. */
async function streamOfItsType(transaction) {
  const wanted = transaction.expected.headers['Content-Type'];
  const byType = { 'text/x-fasta': 'fasta', 'text/csv': 'template', 'application/gzip': 'archive' };
  const file = (await getJson(transaction, '/api/v1/downloads')).items.find(
    (f) => f.type === (byType[wanted] || 'fasta'),
  );
  setSegment(transaction, 3, String(file.fileId));
  transaction.request.headers.Accept = wanted;
}

/** By "METHOD template": status → what makes the request provoke it (or a reason it cannot). */
const provoke = {
  'GET /api/v1/taxonomy/tree/children': { 404: (t) => setQuery(t, 'parentId', '999999999') },
  'GET /api/v1/taxonomy/nodes/{nodeId}': {
    // Dredd's conversion loses `nullable` on a referenced schema, so the root's null flightPeriod fails it (Ajv in the
    // vitest suite checks every null case): a species with a flight period, whose sections are all filled.
    200: async (t) =>
      setSegment(t, 4, (await getJson(t, '/api/v1/taxonomy/search?q=Maniola%20jurtina&limit=1')).items[0].id),
    404: (t) => setSegment(t, 4, '999999999'),
  },
  'GET /api/v1/taxonomy/nodes/{nodeId}/literature': { 404: (t) => setSegment(t, 4, '999999999') },
  'GET /api/v1/downloads/{fileId}': { 404: (t) => setSegment(t, 3, '2147483647') },
  'GET /api/v1/downloads/{fileId}/stream': {
    // one transaction per documented media type: the file of that type
    200: streamOfItsType,
    206: async (t) => {
      await streamOfItsType(t);
      t.request.headers.Range = 'bytes=0-99';
    },
    304: async (t) => {
      t.request.headers['If-None-Match'] = await etagOf(t);
    },
    404: (t) => setSegment(t, 3, '2147483647'),
    416: (t) => {
      t.request.headers.Range = 'bytes=999999999-';
    },
    429: streamsHeld,
  },
  'GET /api/v1/species/{speciesSlug}/downloads': { 404: (t) => setSegment(t, 3, 'no-such-species') },
  'GET /api/v1/distributions': {
    // a cursor holds the server's data version, which no document can know: the list is read without the example's
    // (test/api/occurrence-search.test.ts walks real cursors)
    // and its facets' example names more facets than the example's request asks for: the schema is checked
    200: (t) => {
      dropQuery(t, ['cursor']);
      delete t.expected.body;
    },
    // a cursor of another data version
    410: (t) =>
      setPath(
        t,
        `/api/v1/distributions?cursor=${Buffer.from(JSON.stringify(['0000', 'x', 'x', 0])).toString('base64url')}`,
      ),
  },
  'GET /api/v1/distributions/tiles/{z}/{x}/{y}.mvt': {
    // every filter's example at once selects no record: the tile of the filters it always had (the vitest suite draws
    // tiles with each filter and compares them with the list)
    200: (t) => dropQuery(t, TILE_FILTERS),
    // the southern Pacific at zoom 4 holds no record
    204: (t) => setPath(t, '/api/v1/distributions/tiles/4/0/15.mvt'),
    304: async (t) => {
      dropQuery(t, TILE_FILTERS);
      t.request.headers['If-None-Match'] = await etagOf(t);
    },
  },
  // open ocean south-east of the Kermadec Islands at zoom 10: no coastline, no country
  'GET /api/v1/distributions/basemap/{z}/{x}/{y}.mvt': {
    204: (t) => setPath(t, '/api/v1/distributions/basemap/10/30/620.mvt'),
  },
  'GET /api/v1/distributions/by-node/{nodeId}': { 404: (t) => setSegment(t, 4, '999999999') },
  'GET /api/v1/proteins/{proteinId}': { 404: (t) => setSegment(t, 3, '2147483647') },
  'GET /api/v1/proteins/{proteinId}/structure': {
    304: async (t) => {
      t.request.headers['If-None-Match'] = await etagOf(t);
    },
    404: (t) => setSegment(t, 3, '2147483647'),
  },
  'GET /api/v1/literature/{literatureId}': { 404: (t) => setSegment(t, 3, '999999999999') },
  'GET /api/v1/omics/transcriptomes/insights': { 404: (t) => setQuery(t, 'species', 'no-such-species') },
  'GET /api/v1/genomes/{id}': { 404: (t) => setSegment(t, 3, 'no-such-genome') },
  'GET /api/v1/barcodes/{barcodeId}/fasta': { 404: (t) => setSegment(t, 3, 'barcode-no-such-species') },
  'GET /api/v1/barcodes/specimens': {
    // a cursor of another data version (its filter part never gets read)
    410: (t) => setQuery(t, 'cursor', Buffer.from(`0000.${'0'.repeat(12)}.0`, 'utf8').toString('base64url')),
  },
  'GET /api/v1/barcodes/specimens/{sampleId}': {
    304: async (t) => {
      t.request.headers['If-None-Match'] = await etagOf(t);
    },
    404: (t) => setSegment(t, 4, 'NO-SUCH-SAMPLE'),
    // a Dendrolimus specimen sequenced at three markers, asked for without one
    409: (t) => setPath(t, '/api/v1/barcodes/specimens/B41'),
  },
  'POST /api/v1/blast/search': {
    200: async (t) => {
      t.request.body = JSON.stringify(await blastRequest(t));
    },
    202: async (t) => {
      t.request.body = JSON.stringify(await blastRequest(t));
    },
    413: (t) => {
      t.request.body = bigJson('sequence');
    },
    415: (t) => {
      t.request.headers['Content-Type'] = 'text/plain';
    },
    429: overLimit('blastSearch'),
  },
  'GET /api/v1/blast/jobs/{jobId}': {
    200: async (t) => setSegment(t, 4, await blastJobId(t)),
    404: (t) => setSegment(t, 4, NO_JOB),
    // the formats of a job still running (the transaction asks format=json: its error's media type is JSON)
    409: async (t) => {
      setSegment(t, 4, await slowBlastJobId(t));
      setQuery(t, 'format', 'tsv');
    },
    429: overLimit('blastJobs'),
  },
  'DELETE /api/v1/blast/jobs/{jobId}': {
    // a cancelled job has no results: null, which the schema allows (Dredd loses `nullable` on referenced schemas)
    200: async (t) => {
      setSegment(t, 4, await slowBlastJobId(t));
      delete t.expected.body;
      const schema =
        typeof t.expected.bodySchema === 'string' ? JSON.parse(t.expected.bodySchema) : t.expected.bodySchema;
      if (schema?.properties?.data?.properties?.results) {
        schema.properties.data.properties.results = { type: ['object', 'null'] };
        t.expected.bodySchema = typeof t.expected.bodySchema === 'string' ? JSON.stringify(schema) : schema;
      }
    },
    404: (t) => setSegment(t, 4, NO_JOB),
    // a finished job has nothing to cancel
    409: async (t) => setSegment(t, 4, await blastJobId(t)),
    429: overLimit('blastJobs'),
  },
  'POST /api/v1/mmnet/identify': {
    413: (t) => {
      const boundary = 'dreddboundary';
      t.request.headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
      t.request.body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'A'.repeat(10 * 1024 * 1024 + 10)}\r\n--${boundary}--\r\n`;
    },
    415: (t) => {
      t.request.headers['Content-Type'] = 'application/json';
      t.request.body = '{}';
    },
    429: identificationBusy,
  },
  'GET /api/v1/niche-barcoding/schemas': { 429: overLimit('nichePoll') },
  'POST /api/v1/niche-barcoding/validate': {
    413: (t) => {
      t.request.body = bigJson('workflow');
    },
    415: (t) => {
      t.request.headers['Content-Type'] = 'text/plain';
    },
    429: overLimit('nicheSubmit'),
  },
  'POST /api/v1/niche-barcoding/jobs': {
    201: () => {},
    413: (t) => {
      t.request.body = bigJson('label');
    },
    415: (t) => {
      t.request.headers['Content-Type'] = 'text/plain';
    },
    429: overLimit('nicheSubmit'),
  },
  'PUT /api/v1/niche-barcoding/jobs/{jobId}/upload': {
    200: async (t) => {
      await withJob('created')(t);
      t.request.body = readData(LAPPET.referenceSequences[1]).toString();
    },
    // an upload to a job that does not exist is refused (404) before its parameters are read: a job of the client's
    400: async (t) => {
      await withJob('created')(t);
      setQuery(t, 'unknownParameter', '1');
    },
    404: (t) => setSegment(t, 4, NO_JOB),
    409: withJob('finished'),
    413: async (t) => {
      await withJob('created')(t);
      t.request.body = 'A'.repeat(NICHE_MAX_FILE_BYTES + 10);
    },
    415: async (t) => {
      await withJob('created')(t);
      t.request.headers['Content-Type'] = 'text/plain';
    },
    429: overLimit('nicheSubmit'),
  },
  'POST /api/v1/niche-barcoding/jobs/{jobId}/confirm': {
    202: withJob('uploaded'),
    404: (t) => setSegment(t, 4, NO_JOB),
    409: withJob('created'),
    429: overLimit('nicheSubmit'),
  },
  'GET /api/v1/niche-barcoding/jobs/{jobId}': {
    200: withJob('finished'),
    404: (t) => setSegment(t, 4, NO_JOB),
    429: overLimit('nichePoll'),
  },
};
// ---- exports: one succeeded export per format, made once per run (readable by anyone with the id)
const exportsMade = {};
const exportRequest = (format) =>
  JSON.stringify({ dataset: 'occurrences', filters: { country: ['SE'], year: '2019' }, format });
function exportId(transaction, format = 'csv') {
  exportsMade[format] ??= (async () => {
    const answer = await call(transaction, 'POST', '/api/v1/exports', {
      headers: { 'Content-Type': 'application/json' },
      body: exportRequest(format),
    });
    const id = JSON.parse(answer.text).data.exportId;
    for (let i = 0; i < 1200; i++) {
      const status = JSON.parse((await call(transaction, 'GET', `/api/v1/exports/${id}`)).text).data.status;
      if (status === 'succeeded') return id;
      if (status === 'failed') throw new Error(`the export ${id} failed`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the export ${id} did not succeed in 120 s`);
  })();
  return exportsMade[format];
}
/** The export file of the media type the transaction expects (zip: a Darwin Core Archive; gzip: CSV). */
async function exportFileOfItsType(transaction) {
  const format = transaction.expected.headers['Content-Type'] === 'application/zip' ? 'dwca' : 'csv';
  setSegment(transaction, 3, await exportId(transaction, format));
}
provoke['POST /api/v1/exports'] = {
  // the identical request of a succeeded export: its answer has the citation block (Dredd loses `nullable` on
  // referenced schemas, so a queued export's null citation would not pass)
  202: async (t) => {
    await exportId(t);
    t.request.body = exportRequest('csv');
  },
  413: (t) => {
    t.request.body = bigJson('filters');
  },
  415: (t) => {
    t.request.headers['Content-Type'] = 'text/plain';
  },
  429: overLimit('exportRequests'),
};
provoke['GET /api/v1/exports/{exportId}'] = {
  200: async (t) => setSegment(t, 3, await exportId(t)),
  404: (t) => setSegment(t, 3, NO_JOB),
  429: overLimit('exportReads'),
};
provoke['GET /api/v1/exports/{exportId}/file'] = {
  200: exportFileOfItsType,
  206: async (t) => {
    await exportFileOfItsType(t);
    t.request.headers.Range = 'bytes=0-9';
  },
  304: async (t) => {
    await exportFileOfItsType(t);
    t.request.headers['If-None-Match'] = await etagOf(t);
  },
  404: (t) => setSegment(t, 3, NO_JOB),
  416: async (t) => {
    await exportFileOfItsType(t);
    t.request.headers.Range = 'bytes=999999999-';
  },
  429: overLimit('exportReads'),
};

/** A finished job's result file of the media type the transaction expects (one transaction per documented type). */
const RESULT_FILES = { 'text/csv': 'results.csv', 'application/json': 'report.json', 'text/plain': 'run.log' };
for (const name of ['results', 'visualizations', 'files/{fileId}'])
  provoke[`GET /api/v1/niche-barcoding/jobs/{jobId}/${name}`] = {
    200: withJob('finished'),
    404: (t) => setSegment(t, 4, NO_JOB),
    409: withJob('created'),
    429: overLimit('nichePoll'),
  };

provoke['GET /api/v1/niche-barcoding/jobs/{jobId}/files/{fileId}'][200] = async (t) => {
  const wanted = t.expected.headers['Content-Type'];
  if (!RESULT_FILES[wanted]) {
    // documented for result files of other kinds; no workflow of this server writes an application/octet-stream one
    t.skip = true;
    return;
  }
  await withJob('finished')(t);
  setSegment(t, 6, RESULT_FILES[wanted]);
};

/** The `format` value that asks an operation for each of its non-JSON media types. */
const FORMATS = { 'text/x-fasta': 'fasta', 'text/tab-separated-values': 'tsv', 'text/plain': 'pairwise' };

hooks.beforeEach((transaction, done) => {
  const key = `${transaction.request.method} ${transaction.origin.resourceName}`;
  const status = Number(transaction.expected.statusCode);
  const reason = UNPROVOKABLE_TRANSACTIONS[`${key} ${status}`] || UNPROVOKABLE[status];
  if (reason) {
    transaction.skip = true;
    return done();
  }
  const type = (transaction.expected.headers && transaction.expected.headers['Content-Type']) || '';
  if (!/json/.test(type) || status >= 400) {
    // Non-JSON bodies (HTML, Prometheus text, files) vary per request: check status and media type only. An error's
    // documented example names other details than the request at hand provokes: its schema (ErrorResponse) is checked.
    delete transaction.expected.body;
    // an operation with a `format` parameter is asked for this media type (the examples say format=json)
    const format = FORMATS[type.split(';')[0].trim()];
    if (format && /[?&]format=json/.test(transaction.fullPath)) {
      transaction.fullPath = transaction.fullPath.replace(/([?&])format=json/, `$1format=${format}`);
      transaction.request.uri = transaction.fullPath;
    }
  }
  // X-Next-Cursor is documented but sent only when a next page exists (the example's filters fit on one page)
  if (transaction.expected.headers) delete transaction.expected.headers['X-Next-Cursor'];
  // any operation: a query parameter the contract does not know is 400 INVALID_QUERY; a read that sends an ETag answers
  // 304 to it (the request made as its 200 is, then sent back with that answer's ETag)
  const generic = {
    400: (t) => setQuery(t, 'unknownParameter', '1'),
    304: async (t) => {
      await provoke[key]?.[200]?.(t);
      t.request.headers['If-None-Match'] = await etagOf(t);
    },
  };
  const step = provoke[key]?.[status] ?? generic[status] ?? null;
  if (!step) {
    if (status >= 300) throw new Error(`no request provokes ${key} ${status}: add one to test/dredd/hooks.cjs`);
    return done();
  }
  // Dredd ignores an error handed to done(): a step that throws fails its transaction, naming why.
  Promise.resolve(step(transaction)).then(
    () => done(),
    (error) => {
      transaction.fail = `the hook that provokes ${key} ${status} failed: ${error.stack || error}`;
      console.error(transaction.fail);
      done();
    },
  );
});

hooks.afterEach((transaction, done) => {
  // the uploads that held the identification slots, and the downloads that held the file-stream slots
  while (held.length > 0) held.pop().destroy();
  done();
});

hooks.beforeEachValidation((transaction, done) => {
  // The contract names media types; charset and version parameters are not part of the comparison.
  const headers = transaction.real && transaction.real.headers;
  if (headers && headers['content-type']) headers['content-type'] = headers['content-type'].split(';')[0].trim();
  done();
});
