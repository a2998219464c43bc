// Issue 17's occurrence data against the real load: NHMO specimens from Norway with their catalog numbers, flight
// periods from dated records (Larsen & Shirey 2021 and the others), Sierra Nevada records counted but never drawn,
// heatmap cells without float noise, and the new sources' licence, citation and caveat in /about.
// Expected values are literals computed from the raw files in data/occurrences (commands in the comments).
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { describe, expect, it } from 'vitest';
import { dayOfYear, isoDateAtPrecision } from '../../db/distributions/occurrence-dates.js';
import { useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

async function get<T>(path: string): Promise<T> {
  const response = await service().fetch(path);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function taxonId(name: string): Promise<number> {
  return (await database().one('SELECT id FROM taxon WHERE name = $1 AND rank = $2', [name, 'species'])).id;
}

interface Listed {
  items: Record<string, unknown>[];
  pagination: { total: number };
}

describe('Norwegian Lepidoptera working group specimens (nef-norway)', () => {
  it('serves a specimen with its catalog number and Darwin Core fields, found by the catalog number', async () => {
    // first data row of nef_norway_lepidoptera_occurrences.csv.gz (zcat … | sed -n 2p)
    const { items, pagination } = await get<Listed>('/api/v1/distributions?q=434628');
    expect(pagination.total).toBe(1);
    expect(items[0]).toEqual({
      id: 'nef-norway:434628',
      taxonId: await taxonId('Epinotia tedella'),
      species: 'Epinotia tedella',
      family: 'Tortricidae',
      latitude: 58.07026,
      longitude: 6.78061,
      coordinateUncertaintyInMeters: 50,
      countryCode: 'NO',
      country: 'Norway',
      stateProvince: 'Vest-Agder',
      county: 'Farsund',
      locality: 'Einarsneset',
      source: 'nef-norway',
      basisOfRecord: 'PreservedSpecimen',
      institutionCode: 'NHMO',
      collectionCode: 'Berggren, Kai',
      catalogNumber: '434628',
      eventDate: '2014-05-29',
      year: 2014,
      month: 5,
      day: 29,
      dayOfYear: 149,
      samplingProtocol: 'Sweep net',
      dataset: 'Norwegian Lepidoptera working group (leparb_lep v1.100)',
      licence: 'CC BY 4.0 (EML intellectualRights)',
      recordedBy: 'Kai Berggren',
    });
  });

  it('loads every row of the archive, the order-misclassified moths included, with their dates at their precision', async () => {
    // 65,902 rows; 72 carry a fly or hydrozoan order (homonymous genera Zelleria, Staurophora) but name Lepitaxa moths
    const norway = await get<Listed>('/api/v1/distributions?source=nef-norway&pageSize=1');
    expect(norway.pagination.total).toBe(65902);
    const celsia = await get<Listed>('/api/v1/distributions?q=348046');
    expect(celsia.items[0]).toMatchObject({
      species: 'Staurophora celsia',
      family: 'Noctuidae', // the taxonomy's family, not the archive's Laodiceidae
      catalogNumber: '348046',
      eventDate: '1991-09-16',
      dayOfYear: 259,
    });
    const placed = await get<Listed>('/api/v1/distributions?source=nef-norway&hasCoordinate=true&pageSize=1');
    expect(placed.pagination.total).toBe(65651); // rows with decimalLatitude/Longitude
    const load = await database().one('SELECT skipped, unresolved FROM data_load ORDER BY id DESC LIMIT 1');
    expect(load.skipped['nef-norway']).toBeUndefined();
    // Pyrgus andromedae 141, Callophrys polia 10, Phyciodes pratensis 8, Erebia epipsodea 5
    expect(load.unresolved['larsen-shirey']).toMatchObject({ count: 164, names: 4 });
  });

  it('dates from year/month/day columns: real calendar days only, reduced precision when the day is missing', () => {
    expect(dayOfYear(2014, 5, 29)).toBe(149);
    expect(dayOfYear(2000, 12, 31)).toBe(366);
    expect(dayOfYear(1900, 2, 29)).toBeNull();
    expect(dayOfYear(2010, 6, 31)).toBeNull();
    expect(isoDateAtPrecision(1985, 6, null)).toBe('1985-06');
    expect(isoDateAtPrecision(1985, null, null)).toBe('1985');
    expect(isoDateAtPrecision(null, 6, 1)).toBeNull();
  });
});

describe('flight periods in the node detail', () => {
  type FlightPeriod = {
    records: number;
    months: { month: number; records: number }[];
    dayOfYear: { records: number; p10: number; median: number; p90: number; first: number; last: number } | null;
    sources: { source: string; records: number }[];
  };
  const ecology = async (id: number) =>
    (
      await get<{ detail: { ecology: { summary: string; items: { label: string; value: string }[] } } }>(
        `/api/v1/taxonomy/nodes/${id}`,
      )
    ).detail.ecology as {
      summary: string;
      items: { label: string; value: string }[];
      flightPeriod: FlightPeriod | null;
    };

  it('gives a Larsen–Shirey species its months and day-of-year summary', async () => {
    // zcat larsen_shirey_2021_curated_butterfly_occurrences.csv.gz | awk -F, '$2=="Euphydryas maturna"{print $6}' | sort | uniq -c
    // and the doy column ($13) sorted: nearest-rank p10/median/p90 = 159/174/187, range 82–237
    const e = await ecology(await taxonId('Euphydryas maturna'));
    expect(e.flightPeriod).toEqual({
      records: 994,
      months: [
        { month: 3, records: 1 },
        { month: 5, records: 22 },
        { month: 6, records: 751 },
        { month: 7, records: 218 },
        { month: 8, records: 2 },
      ],
      dayOfYear: { records: 994, p10: 159, median: 174, p90: 187, first: 82, last: 237 },
      sources: [{ source: 'larsen-shirey', records: 994 }],
    });
    expect(e.items).toContainEqual({
      label: 'Flight months (dated occurrences)',
      value: 'Mar (1), May (22), Jun (751), Jul (218), Aug (2)',
    });
    expect(e.summary).toContain('994 occurrence records dated to the month (larsen-shirey 994)');
  });

  it('pools every dated source of a species: Maniola jurtina peaks in July', async () => {
    // Larsen & Shirey: 48,631 records (July 24,810); the Norwegian specimens: 16 with a month (July 11), 15 with a day
    const e = await ecology(await taxonId('Maniola jurtina'));
    const period = e.flightPeriod!;
    expect(period.records).toBe(48647);
    expect(period.sources).toEqual([
      { source: 'larsen-shirey', records: 48631 },
      { source: 'nef-norway', records: 16 },
    ]);
    const top = [...period.months].sort((a, b) => b.records - a.records)[0];
    expect(top).toEqual({ month: 7, records: 24821 });
    expect(period.months.map((m) => m.month)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(period.dayOfYear).toEqual({ records: 48646, p10: 173, median: 200, p90: 230, first: 63, last: 325 });
  });

  it('is null above the species and for a species without dated records', async () => {
    const genus = await database().one("SELECT id FROM taxon WHERE name = 'Maniola' AND rank = 'genus'");
    expect((await ecology(genus.id)).flightPeriod).toBeNull();
    // a species whose only records are undated (barcode vouchers): occurrences, but no flight period
    const undated = await database().one(
      `SELECT t.id FROM taxon t WHERE t.rank = 'species' AND t.child_count = 0
         AND EXISTS (SELECT 1 FROM occurrence o WHERE o.taxon_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM occurrence o WHERE o.taxon_id = t.id AND o.month IS NOT NULL)
       ORDER BY t.id LIMIT 1`,
    );
    expect((await ecology(undated.id)).flightPeriod).toBeNull();
  });
});

describe('Sierra Nevada records: counted, never drawn', () => {
  it('keeps the monarch’s 24 survey records out of the points and tiles but in the counts', async () => {
    // zcat sierra_nevada_butterfly_monitoring_zones_2019_2024.csv.gz | grep -c 'Danaus plexippus' → 24
    const monarch = await taxonId('Danaus plexippus');
    const d = await get<{
      totals: { records: number; recordsWithoutCoordinates: number };
      sources: { source: string; records: number; recordsWithoutCoordinates: number; bbox: unknown }[];
      points: { count: number }[];
    }>(`/api/v1/distributions/by-node/${monarch}`);
    expect(d.totals.recordsWithoutCoordinates).toBe(24);
    expect(d.sources.find((s) => s.source === 'sierra-nevada-monitoring')).toMatchObject({
      records: 24,
      recordsWithoutCoordinates: 24,
      bbox: null,
    });
    const drawn = d.points.reduce((sum, p) => sum + p.count, 0);
    expect(drawn).toBe(d.totals.records - 24);
    const tile = await service().fetch(`/api/v1/distributions/tiles/0/0/0.mvt?taxonId=${monarch}`);
    expect(tile.status).toBe(200);
    const layer = new VectorTile(new Pbf(Buffer.from(await tile.arrayBuffer()))).layers.occurrence!;
    let total = 0;
    for (let i = 0; i < layer.length; i++) total += layer.feature(i).properties.total as number;
    expect(total).toBe(drawn);
  });

  it('lists all 6,535 survey records without coordinates, counts them in the overview, draws none', async () => {
    // 6,592 rows minus 57 whose genus_species is NA
    const all = await get<Listed>('/api/v1/distributions?source=sierra-nevada-monitoring&pageSize=1');
    expect(all.pagination.total).toBe(6535);
    const first = await get<Listed>('/api/v1/distributions?q=sierra-nevada-monitoring:1');
    expect(first.items[0]).toMatchObject({
      species: 'Nymphalis californica',
      latitude: null,
      longitude: null,
      country: null,
      locality: 'Washington',
      eventDate: '2024-03-15',
      dayOfYear: 75,
    });
    expect(
      (await get<Listed>('/api/v1/distributions?source=sierra-nevada-monitoring&hasCoordinate=true')).pagination.total,
    ).toBe(0);
    expect(
      (await get<Listed>('/api/v1/distributions?source=sierra-nevada-monitoring&hasCoordinate=false&pageSize=1'))
        .pagination.total,
    ).toBe(6535);
    const overview = await get<{
      totals: { records: number; recordsWithoutCoordinates: number };
      heatmap: { points: { weight: number }[] };
    }>('/api/v1/distributions/overview?source=sierra-nevada-monitoring');
    expect(overview.totals).toMatchObject({ records: 6535, recordsWithoutCoordinates: 6535 });
    expect(overview.heatmap.points).toEqual([]);
    const tile = await service().fetch('/api/v1/distributions/tiles/0/0/0.mvt?source=sierra-nevada-monitoring');
    expect(tile.status).toBe(204);
  });
});

describe('heatmap cells', () => {
  it('carry cell-centre coordinates without float noise (59.55, not 59.550000000000004)', async () => {
    for (const query of ['', '?source=nef-norway', '?source=larsen-shirey', '?q=Maniola']) {
      const body = await (await service().fetch(`/api/v1/distributions/overview${query}`)).text();
      expect(body, query).not.toMatch(/\d\.\d*0000000\d|\d\.\d*9999999\d/);
      const { heatmap } = (JSON.parse(body) as { data: { heatmap: { points: { lat: number; lon: number }[] } } }).data;
      expect(heatmap.points.length, query).toBeGreaterThan(0);
      for (const p of heatmap.points) {
        expect(String(p.lat), query).toMatch(/^-?\d+(\.\d{1,3})?$/);
        expect(String(p.lon), query).toMatch(/^-?\d+(\.\d{1,3})?$/);
      }
    }
    // Norway at 0.1° cells: the cell the issue quoted
    const norway = await get<{ heatmap: { cellSizeDegrees: number; points: { lat: number }[] } }>(
      '/api/v1/distributions/overview?source=nef-norway',
    );
    expect(norway.heatmap.cellSizeDegrees).toBe(0.1);
    expect(norway.heatmap.points.some((p) => p.lat === 59.55)).toBe(true);
  });
});

describe('/about and /stats', () => {
  it('list the new sources with licence, citation and the Larsen–Shirey caveat', async () => {
    const about = await get<{
      sources: { id: string; licence: string; citation: string; caveat: string | null; records: number; url: string }[];
    }>('/api/v1/about');
    const larsen = about.sources.find((s) => s.id === 'larsen-shirey')!;
    expect(larsen).toMatchObject({ licence: 'MIT (repository LICENSE)', records: 186599 });
    expect(larsen.citation).toContain('doi:10.1111/ele.13741');
    expect(larsen.citation).toContain('doi:10.1111/ele.13419');
    expect(larsen.caveat).toMatch(/curated subset of GBIF-mediated records .* cannot be checked/);
    const norway = about.sources.find((s) => s.id === 'nef-norway')!;
    expect(norway).toMatchObject({ licence: 'CC BY 4.0 (EML intellectualRights)', records: 65902, caveat: null });
    expect(norway.citation).toContain('doi:10.15468/dl.0b14l8');
    const stats = await get<{ domains: { domain: string; sources: { sourceId: string; records: number }[] }[] }>(
      '/api/v1/stats',
    );
    const occurrences = stats.domains.find((d) => d.domain === 'occurrences')!;
    expect(occurrences.sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sourceId: 'larsen-shirey', records: 186599 }),
        expect.objectContaining({ sourceId: 'nef-norway', records: 65902 }),
      ]),
    );
  });
});
