// Specimen barcode records: every record through the cursor, each field against the loaded tables, every filter against
// the same selection made in SQL, cursors (other filters, older data), FASTA, one record and its errors.
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../db/barcodes/specimen-cursor.js';
import { filterKey } from '../../db/barcodes/specimen-index.js';
import { specimenFilter } from '../../db/barcodes/specimens-repo.js';
import type { components } from '../../client/index.js';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

type Specimen = components['schemas']['BarcodeSpecimen'];
type ListData = components['schemas']['BarcodeSpecimenListData'];

const service = useTestService();
const database = useTestDatabase();

async function list(query: string): Promise<ListData> {
  // Connection: close, so no idle socket is left for a later request to race the server's keep-alive timeout
  const response = await service().fetch(`/api/v1/barcodes/specimens?${query}`, { headers: { Connection: 'close' } });
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { data: ListData }).data;
}

/** Every record the filters select, following the cursor (pages of 100). */
async function everything(query: string): Promise<Specimen[]> {
  const records: Specimen[] = [];
  let cursor: string | null = null;
  do {
    const page: ListData = await list(`${query}&pageSize=100${cursor ? `&cursor=${cursor}` : ''}`);
    records.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return records;
}

/** Ids the same filter selects in SQL, in the list's order. */
async function idsWhere(where: string, params: unknown[] = []): Promise<string[]> {
  return database().map(
    `SELECT b.id FROM barcode_sequence b LEFT JOIN taxon t ON t.id = b.taxon_id
     LEFT JOIN occurrence o ON o.id = b.id AND (o.extra ->> 'bold_process_id') IS NOT DISTINCT FROM b.bold_process_id
     WHERE ${where}
     ORDER BY b.verbatim_name COLLATE "C", b.sample_id COLLATE "C", b.id COLLATE "C"`,
    params,
    (row: { id: string }) => row.id,
  );
}

async function taxonNamed(name: string, rank: string): Promise<number> {
  return (await database().one<{ id: number }>('SELECT id FROM taxon WHERE name = $1 AND rank = $2', [name, rank])).id;
}

describe('GET /api/v1/barcodes/specimens: the records', () => {
  it('lists every barcode sequence once, in name and sample-id order, each field as the tables hold it', async () => {
    const records = await everything('');
    const expected = await database().any(
      `SELECT b.id, b.sample_id, b.bold_process_id, b.genbank_accession, b.marker, b.length_bp, b.source_id, s.licence,
              b.taxon_id, b.verbatim_name, t.name AS accepted_name, coalesce(f.name, b.verbatim_family) AS family,
              b.country, b.latitude, b.longitude, b.dataset
       FROM barcode_sequence b JOIN data_source s ON s.id = b.source_id
       LEFT JOIN taxon t ON t.id = b.taxon_id LEFT JOIN taxon f ON f.id = t.family_id
       ORDER BY b.verbatim_name COLLATE "C", b.sample_id COLLATE "C", b.id COLLATE "C"`,
    );
    expect(records.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const occurrences = new Map(
      (
        await database().any(
          `SELECT id, latitude, longitude, country, country_code, extra ->> 'bold_process_id' AS process_id FROM occurrence
           WHERE source IN ('iodatabase', 'nichebarcoding')`,
        )
      ).map((o) => [o.id as string, o]),
    );
    records.forEach((record, i) => {
      const row = expected[i];
      expect(record).toMatchObject({
        sampleId: row.sample_id,
        processId: row.bold_process_id,
        genbankAccession: row.genbank_accession,
        marker: row.marker,
        length: row.length_bp,
        source: row.source_id,
        licence: row.licence,
        taxonId: row.taxon_id,
        scientificName: row.verbatim_name,
        acceptedName: row.accepted_name,
        family: row.family,
      });
      // the same specimen's occurrence record, with the same process id; otherwise the sequence's own header, or nothing
      const occurrence = occurrences.get(record.id);
      const same = occurrence && occurrence.process_id === row.bold_process_id ? occurrence : null;
      expect(record.occurrenceId).toBe(same ? record.id : null);
      expect([record.latitude, record.longitude]).toEqual(
        same ? [same.latitude, same.longitude] : [row.latitude, row.longitude],
      );
      expect(record.country).toBe(row.country ?? same?.country ?? null);
      expect(record.countryCode).toBe(same?.country_code ?? null);
    });
    // what the sources give: every IOdatabase specimen placed by its voucher record, no BarcodingR one placed
    const iodatabase = records.filter((r) => r.source === 'iodatabase-barcodes');
    expect(iodatabase.length).toBe(34_420);
    expect(iodatabase.every((r) => r.latitude !== null && r.occurrenceId === r.id)).toBe(true);
    expect(records.filter((r) => r.source.startsWith('barcodingr')).every((r) => r.latitude === null)).toBe(true);
    expect(records.find((r) => r.id.startsWith('nichebarcoding-query:'))).toMatchObject({
      occurrenceId: null,
      taxonId: null,
    });
  }, 180_000);

  it('pages by number and by cursor alike, with the totals and the next cursor of each page', async () => {
    const pages = [await list('q=Spialia&pageSize=7'), await list('q=Spialia&pageSize=7&page=2')];
    const next = await list(`q=Spialia&pageSize=7&cursor=${pages[0].nextCursor}`);
    expect(next.items).toEqual(pages[1].items);
    expect(next.pagination).toEqual(pages[1].pagination);
    expect(next.nextCursor).toBe(pages[1].nextCursor);
    expect(pages[0].pagination).toMatchObject({ page: 1, pageSize: 7, hasPrev: false, hasNext: true });
    const total = (await idsWhere("search_text(b.verbatim_name || ' ' || coalesce(t.name, '')) LIKE '%spialia%'"))
      .length;
    expect(pages[0].pagination.total).toBe(total);
    const beyond = await list(`q=Spialia&pageSize=7&page=${Math.ceil(total / 7) + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.nextCursor).toBeNull();
    expect(beyond.pagination.total).toBe(total);
  });
});

describe('GET /api/v1/barcodes/specimens: filters, each as SQL selects', () => {
  it('taxonId: the node and everything below it (a genus, a family), synonyms resolved', async () => {
    const genus = await taxonNamed('Polyommatus', 'genus');
    const records = await everything(`taxonId=${genus}`);
    expect(records.map((r) => r.id)).toEqual(await idsWhere('t.path @> ARRAY[$1]::int[]', [genus]));
    expect(records.length).toBeGreaterThan(100);
    expect(new Set(records.map((r) => r.acceptedName?.split(' ')[0]))).toEqual(new Set(['Polyommatus']));
    const family = await taxonNamed('Hesperiidae', 'family');
    expect((await list(`taxonId=${family}&pageSize=1`)).pagination.total).toBe(
      (await idsWhere('t.path @> ARRAY[$1]::int[]', [family])).length,
    );
    expect((await list('taxonId=2147483647')).pagination.total).toBe(0);
  });

  it('"COI of Polyommatus from Spain with their BOLD process ids": subtree, country (name or code) and marker together', async () => {
    const genus = await taxonNamed('Polyommatus', 'genus');
    const expected = await idsWhere("t.path @> ARRAY[$1]::int[] AND b.country = 'Spain' AND b.marker = 'COI-5P'", [
      genus,
    ]);
    expect(expected.length).toBeGreaterThan(10);
    const byName = await everything(`taxonId=${genus}&country=spain&marker=coi-5p`);
    expect(byName.map((r) => r.id)).toEqual(expected);
    expect((await everything(`taxonId=${genus}&country=ES&marker=COI-5P`)).map((r) => r.id)).toEqual(expected);
    expect(byName.filter((r) => r.processId !== null).length).toBeGreaterThan(0);
  });

  it('marker, length range and text (ids, accessions, names; case and accents ignored)', async () => {
    expect((await everything('marker=ITS1')).map((r) => r.id)).toEqual(await idsWhere("b.marker = 'ITS1'"));
    expect((await everything('minLength=600&maxLength=640')).map((r) => r.id)).toEqual(
      await idsWhere('b.length_bp BETWEEN 600 AND 640'),
    );
    const sample = await database().one(
      `SELECT sample_id, bold_process_id, genbank_accession, id FROM barcode_sequence
       WHERE bold_process_id IS NOT NULL AND genbank_accession IS NOT NULL ORDER BY id LIMIT 1`,
    );
    for (const q of [sample.sample_id, sample.bold_process_id.toLowerCase(), sample.genbank_accession]) {
      expect((await list(`q=${encodeURIComponent(q)}`)).items.map((r) => r.id)).toContain(sample.id);
    }
    const accented = await list('q=POLYOMMATUS%20ícarus&pageSize=1');
    expect(accented.pagination.total).toBe(
      (await idsWhere("search_text(b.verbatim_name || ' ' || coalesce(t.name, '')) LIKE '%polyommatus icarus%'"))
        .length,
    );
    expect((await list('q=zzzqqqxxx')).pagination.total).toBe(0);
  });

  it('bbox: located records inside the box, edges included; across the antimeridian too', async () => {
    const inside = (minLon: number, minLat: number, maxLon: number, maxLat: number) =>
      idsWhere(
        `coalesce(o.latitude, b.latitude) BETWEEN $2 AND $4 AND ${
          minLon <= maxLon
            ? 'coalesce(o.longitude, b.longitude) BETWEEN $1 AND $3'
            : '(coalesce(o.longitude, b.longitude) >= $1 OR coalesce(o.longitude, b.longitude) <= $3)'
        }`,
        [minLon, minLat, maxLon, maxLat],
      );
    const iberia = await everything('bbox=-10,35.5,4.5,44');
    expect(iberia.map((r) => r.id)).toEqual(await inside(-10, 35.5, 4.5, 44));
    expect(iberia.length).toBeGreaterThan(1000);
    const pacific = await everything('bbox=100,-60,-100,60');
    expect(pacific.map((r) => r.id)).toEqual(await inside(100, -60, -100, 60));
    expect(pacific.length).toBeGreaterThan(0); // the lappet moths of China
    // a narrow box across the antimeridian (its grid cells on both sides; no specimen lies there)
    expect((await everything('bbox=179.5,-10,-179.5,70')).map((r) => r.id)).toEqual(
      await inside(179.5, -10, -179.5, 70),
    );
    const point = iberia[0];
    const exact = await list(`bbox=${point.longitude},${point.latitude},${point.longitude},${point.latitude}`);
    expect(exact.items.map((r) => r.id)).toContain(point.id);
  });

  it('answers 400 INVALID_QUERY for a box or length range that cannot hold, naming the parameter', async () => {
    for (const [query, parameter] of [
      ['bbox=1,2,3', 'bbox'],
      ['bbox=a,b,c,d', 'bbox'],
      ['bbox=-190,0,10,10', 'bbox'],
      ['bbox=0,50,10,40', 'bbox'],
      ['minLength=700&maxLength=600', 'maxLength'],
      ['taxonId=0', 'taxonId'],
      ['format=xml', 'format'],
    ]) {
      const response = await service().fetch(`/api/v1/barcodes/specimens?${query}`);
      expect(response.status, query).toBe(400);
      const body = await errorOf(response);
      expect(body.error.code).toBe('INVALID_QUERY');
      expect(Object.keys(body.error.details ?? {}), query).toContain(parameter);
    }
  });
});

describe('GET /api/v1/barcodes/specimens: cursors', () => {
  it('refuses a cursor made for other filters, one that is not a cursor, and page > 1 beside one (400)', async () => {
    const { nextCursor } = await list('country=Spain');
    for (const query of [
      `country=France&cursor=${nextCursor}`,
      'cursor=bm90LWEtY3Vyc29y',
      `cursor=${nextCursor}&country=Spain&page=2`,
    ]) {
      const response = await service().fetch(`/api/v1/barcodes/specimens?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });

  it('answers 410 CURSOR_EXPIRED for a cursor of an older data version (JSON and FASTA)', async () => {
    const { items } = await list('country=Spain');
    // the cursor of the same place and filters, made under another data version
    const older = encodeCursor('0'.repeat(16), filterKey(specimenFilter({ country: 'Spain' })), 1);
    for (const format of ['json', 'fasta']) {
      const response = await service().fetch(
        `/api/v1/barcodes/specimens?country=Spain&format=${format}&cursor=${older}`,
      );
      expect(response.status).toBe(410);
      expect((await errorOf(response)).error.code).toBe('CURSOR_EXPIRED');
    }
    expect(items.length).toBe(10);
  });

  it('continues right after the page it came from, and says which page that is', async () => {
    const ids = await idsWhere("b.marker = 'ITS2'");
    const first = await list('marker=ITS2&pageSize=1');
    const second = await list(`marker=ITS2&pageSize=1&cursor=${first.nextCursor}`);
    const third = await list(`marker=ITS2&pageSize=1&cursor=${second.nextCursor}`);
    expect([first, second, third].map((page) => page.items[0].id)).toEqual(ids.slice(0, 3));
    expect(third.pagination).toMatchObject({ page: 3, pageSize: 1, total: ids.length, hasPrev: true, hasNext: true });
  });
});

describe('GET /api/v1/barcodes/specimens?format=fasta', () => {
  it('answers the page as FASTA (>processId|scientificName|marker|country) with the total and the next cursor', async () => {
    const genus = await taxonNamed('Polyommatus', 'genus');
    const query = `taxonId=${genus}&country=Spain&pageSize=5`;
    const json = await list(query);
    const response = await service().fetch(`/api/v1/barcodes/specimens?${query}&format=fasta`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/x-fasta/);
    expect(response.headers.get('x-total-count')).toBe(String(json.pagination.total));
    expect(response.headers.get('x-next-cursor')).toBe(json.nextCursor);
    // a browser may read them (CORS), and the JSON answer carries them too
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Next-Cursor, X-Total-Count/);
    const jsonResponse = await service().fetch(`/api/v1/barcodes/specimens?${query}`);
    expect(jsonResponse.headers.get('x-total-count')).toBe(String(json.pagination.total));
    expect(jsonResponse.headers.get('x-next-cursor')).toBe(json.nextCursor);
    const sequences = new Map(
      (
        await database().any('SELECT id, sequence FROM barcode_sequence WHERE id = ANY($1)', [
          json.items.map((r) => r.id),
        ])
      ).map((r) => [r.id as string, r.sequence as string]),
    );
    expect(await response.text()).toBe(
      json.items
        .map(
          (r) =>
            `>${r.processId ?? r.sampleId}|${r.scientificName}|${r.marker}|${r.country ?? ''}\n${sequences.get(r.id)}\n`,
        )
        .join(''),
    );
    const next = await service().fetch(
      `/api/v1/barcodes/specimens?${query}&format=fasta&cursor=${response.headers.get('x-next-cursor')}`,
    );
    const [following] = (await list(`${query}&page=2`)).items;
    expect((await next.text()).split('\n')[0]).toBe(
      `>${following.processId ?? following.sampleId}|${following.scientificName}|${following.marker}|${following.country ?? ''}`,
    );
  });
});

describe('GET /api/v1/barcodes/specimens/{sampleId}', () => {
  it('answers the record with its sequence, by sample id or record id, and as FASTA', async () => {
    const row = await database().one(
      "SELECT id, sample_id, sequence, bold_process_id, verbatim_name, country FROM barcode_sequence WHERE id = 'iodatabase:RVcoll14V800'",
    );
    const { data } = await service().client.GET('/api/v1/barcodes/specimens/{sampleId}', {
      params: { path: { sampleId: 'RVcoll14V800' } },
    });
    expect(data!.data).toMatchObject({
      id: row.id,
      sampleId: row.sample_id,
      sequence: row.sequence,
      processId: row.bold_process_id,
    });
    const [listed] = (await list('q=RVcoll14V800')).items;
    expect({ ...data!.data, sequence: undefined }).toEqual({ ...listed, sequence: undefined });
    const byId = await service().fetch(`/api/v1/barcodes/specimens/${encodeURIComponent(row.id)}`);
    expect(((await byId.json()) as { data: Specimen }).data.id).toBe(row.id);
    const fasta = await service().fetch('/api/v1/barcodes/specimens/RVcoll14V800?format=fasta');
    expect(fasta.headers.get('content-type')).toMatch(/^text\/x-fasta/);
    expect(await fasta.text()).toBe(
      `>${row.bold_process_id}|${row.verbatim_name}|COI-5P|${row.country}\n${row.sequence}\n`,
    );
  });

  it('answers 409 AMBIGUOUS_SAMPLE_ID with the records when a sample id names several; marker or record id narrows it', async () => {
    const shared = await database().one(
      `SELECT sample_id, array_agg(id ORDER BY id) AS ids FROM barcode_sequence WHERE dataset LIKE 'barcodingr-dendrolimus%'
       GROUP BY sample_id HAVING count(*) = 3 ORDER BY sample_id LIMIT 1`,
    );
    const response = await service().fetch(`/api/v1/barcodes/specimens/${shared.sample_id}`);
    expect(response.status).toBe(409);
    const body = await errorOf(response);
    expect(body.error.code).toBe('AMBIGUOUS_SAMPLE_ID');
    expect(body.error.details!.records.map((r: { id: string }) => r.id).sort()).toEqual(shared.ids);
    const its1 = await service().fetch(`/api/v1/barcodes/specimens/${shared.sample_id}?marker=its1`);
    expect(((await its1.json()) as { data: Specimen }).data.marker).toBe('ITS1');
    // IOdatabase gives 15 sample ids to two specimens each: their record ids tell them apart
    const twice = await database().one(
      "SELECT sample_id, min(id) AS id FROM barcode_sequence WHERE dataset = 'iodatabase' GROUP BY sample_id HAVING count(*) = 2 ORDER BY 1 LIMIT 1",
    );
    expect((await service().fetch(`/api/v1/barcodes/specimens/${twice.sample_id}`)).status).toBe(409);
    const one = await service().fetch(`/api/v1/barcodes/specimens/${encodeURIComponent(twice.id)}`);
    expect(((await one.json()) as { data: Specimen }).data.id).toBe(twice.id);
  });

  it('answers 404 BARCODE_NOT_FOUND for no such record (also for the literal `fasta`), 400 for a malformed id', async () => {
    for (const path of ['NO-SUCH-SAMPLE', 'fasta', 'RVcoll14V800?marker=ITS1']) {
      const response = await service().fetch(`/api/v1/barcodes/specimens/${path}`);
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).error.code).toBe('BARCODE_NOT_FOUND');
    }
    const malformed = await service().fetch('/api/v1/barcodes/specimens/%20bad%20id');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).error.code).toBe('INVALID_QUERY');
  });
});
