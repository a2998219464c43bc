// Dredd hooks: test the documented 200s, skip the operations Dredd cannot drive (the vitest suites cover them),
// and replace example ids that cannot exist on a live server with real ones.
const http = require('http');
const hooks = require('hooks');

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

/** Removes query parameters from the request Dredd built from the examples. */
function dropQuery(transaction, names, done) {
  const url = new URL(transaction.fullPath, 'http://dredd.invalid');
  for (const name of names) url.searchParams.delete(name);
  transaction.fullPath = url.pathname + url.search;
  transaction.request.uri = transaction.fullPath;
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
  // A cursor holds the server's data version, which no document can know: the list is read without the example cursor
  // (test/api/occurrence-search.test.ts walks real cursors).
  'GET /api/v1/distributions': (transaction, done) => dropQuery(transaction, ['cursor'], done),
  // Every filter's example at once selects no record: the tile drawn is that of the filters it always had (the
  // vitest suite draws tiles with each filter and compares them with the list).
  'GET /api/v1/distributions/tiles/{z}/{x}/{y}.mvt': (transaction, done) =>
    dropQuery(
      transaction,
      [
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
      ],
      done,
    ),
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

hooks.beforeEach((transaction, done) => {
  const key = `${transaction.request.method} ${transaction.origin.resourceName}`;
  const status = String(transaction.expected.statusCode);
  if (status !== '200') {
    // error responses need crafted requests, which the vitest suites make
    transaction.skip = true;
    return done();
  }
  const type = (transaction.expected.headers && transaction.expected.headers['Content-Type']) || '';
  if (!/json/.test(type)) {
    // Non-JSON bodies (HTML, Prometheus text, files) vary per request: check status and media type only.
    delete transaction.expected.body;
  }
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
