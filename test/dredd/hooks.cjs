// Dredd hooks: test what is built (the documented 200s), skip operations still answering 501,
// and replace example ids that cannot exist on a live server with real ones.
const http = require('http');
const hooks = require('hooks');

const skipOperations = new Set(JSON.parse(process.env.DREDD_SKIP_OPERATIONS || '[]'));

/** GET a JSON document from the server under test. */
function getJson(transaction, path, callback) {
  http
    .get({ host: transaction.host, port: transaction.port, path }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => callback(null, JSON.parse(text)));
    })
    .on('error', callback);
}

/** For operations whose example ids cannot exist on a fresh server. */
function skip(transaction, done) {
  transaction.skip = true;
  done();
}

/** Per operation: a step that makes the documented example request meaningful on this server. */
const examples = {
  // BLAST database ids are hashes of the server's own paths: use its COI database.
  'POST /api/v1/blast/search': (transaction, done) =>
    getJson(transaction, '/api/v1/blast/databases', (error, body) => {
      if (error) return done(error);
      const request = JSON.parse(transaction.request.body);
      request.database = body.data.databases.find((d) => d.type === 'nucleotide' && /COI/.test(d.title)).id;
      transaction.request.body = JSON.stringify(request);
      done();
    }),
  // Dredd's schema conversion loses `nullable` on a referenced schema, so the root's documented null flightPeriod
  // fails it (Ajv in the vitest suite checks every null case): the detail of a species with a flight period, whose
  // sections are all filled, is the one Dredd compares.
  'GET /api/v1/taxonomy/nodes/{nodeId}': (transaction, done) =>
    getJson(transaction, '/api/v1/taxonomy/search?q=Maniola%20jurtina&limit=1', (error, body) => {
      if (error) return done(error);
      const id = body.data.items[0].id;
      transaction.fullPath = transaction.fullPath.replace(/\/nodes\/\d+$/, `/nodes/${id}`);
      transaction.request.uri = transaction.fullPath;
      done();
    }),
  // A job exists only after an asynchronous search from the same client; the vitest suite covers it.
  'GET /api/v1/blast/jobs/{jobId}': skip,
  // Niche barcoding jobs need a created job (and, for results, a finished analysis with uploaded
  // inputs): the vitest suite runs the whole LappetMoths workflow through these operations.
  'PUT /api/v1/niche-barcoding/jobs/{jobId}/upload': skip,
  'GET /api/v1/niche-barcoding/jobs/{jobId}': skip,
  'GET /api/v1/niche-barcoding/jobs/{jobId}/results': skip,
  'GET /api/v1/niche-barcoding/jobs/{jobId}/visualizations': skip,
  'GET /api/v1/niche-barcoding/jobs/{jobId}/files/{fileId}': skip,
  // Identification needs a real photo as a multipart file part, which Dredd cannot build from the
  // contract; the vitest suite sends held-out photos and barcodes.
  'POST /api/v1/mmnet/identify': skip,
};

/** The `format` value that asks an operation for each of its non-JSON media types. */
const FORMATS = { 'text/x-fasta': 'fasta', 'text/tab-separated-values': 'tsv', 'text/plain': 'pairwise' };

hooks.beforeEach((transaction, done) => {
  const key = `${transaction.request.method} ${transaction.origin.resourceName}`;
  const status = String(transaction.expected.statusCode);
  if (skipOperations.has(key) || status !== '200') {
    // Pending operations answer 501; error responses need crafted requests, which the vitest suites make.
    transaction.skip = true;
    return done();
  }
  const type = (transaction.expected.headers && transaction.expected.headers['Content-Type']) || '';
  if (!/json/.test(type)) {
    // Non-JSON bodies (HTML, Prometheus text, files) vary per request: check status and media type only.
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
  const example = examples[key];
  if (example) return example(transaction, done);
  done();
});

hooks.beforeEachValidation((transaction, done) => {
  // The contract names media types; charset and version parameters are not part of the comparison.
  const headers = transaction.real && transaction.real.headers;
  if (headers && headers['content-type']) headers['content-type'] = headers['content-type'].split(';')[0].trim();
  done();
});
