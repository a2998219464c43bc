// Host plants: HOSTS associations, two-way name search, sorting, pagination and the source citation.
import { describe, expect, it } from 'vitest';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

async function list(query: Record<string, string | number>) {
  const { data, response } = await service().client.GET('/api/v1/hostplants', { params: { query: query as never } });
  expect(response.status).toBe(200);
  return data!.data;
}

describe('GET /api/v1/hostplants', () => {
  it('pages all associations by insect family with the real total and the HOSTS citation', async () => {
    const { items, pagination } = await list({});
    const total = await database().one('SELECT count(*)::int AS n FROM hostplant_association');
    expect(pagination).toMatchObject({ page: 1, pageSize: 10, total: total.n, hasNext: true, hasPrev: false });
    expect(items).toHaveLength(10);
    const first = await database().one(
      `SELECT h.*, s.citation, s.title FROM hostplant_association h JOIN data_source s ON s.id = h.source_id
       ORDER BY insect_family, insect_genus, insect_scientific_name, hostplant_family, hostplant_genus, hostplant_scientific_name, hosts_id LIMIT 1`,
    );
    expect(items[0]).toMatchObject({
      id: first.id,
      insectFamily: first.insect_family,
      insectGenus: first.insect_genus,
      hostplantFamily: first.hostplant_family,
      references: first.citation,
      source: first.title,
    });
    expect(items[0].references).toMatch(/Robinson et al\., HOSTS/);
  });

  it('maps one real record field by field (species only when the record names one)', async () => {
    const row = await database().one(
      `SELECT * FROM hostplant_association WHERE insect_scientific_name = 'Abrostola tripartita' AND hostplant_species IS NOT NULL ORDER BY hosts_id LIMIT 1`,
    );
    const { items } = await list({ q: 'Abrostola tripartita', pageSize: 100 });
    const item = items.find((i) => i.id === row.id);
    expect(item).toEqual({
      id: row.id,
      insectFamily: row.insect_family,
      insectGenus: 'Abrostola',
      insectSpecies: 'Abrostola tripartita',
      hostplantFamily: row.hostplant_family,
      hostplantGenus: row.hostplant_genus,
      hostplantSpecies: row.hostplant_scientific_name,
      references: expect.stringContaining('doi:10.5519/qd.bsucrxdz'),
      source: expect.stringContaining('HOSTS'),
    });
    const genusOnly = await list({ q: 'Agriothera' });
    expect(genusOnly.items.some((i) => i.insectGenus === 'Agriothera' && i.insectSpecies === null)).toBe(true);
  });

  it('searches both directions: insect names and plant names, case- and accent-insensitively', async () => {
    const expectedPlant = await database().one(
      `SELECT count(*)::int AS n FROM hostplant_association WHERE lower(hostplant_scientific_name) LIKE 'urtica%' OR lower(hostplant_family) LIKE 'urtica%'
         OR lower(insect_family) LIKE 'urtica%' OR lower(insect_scientific_name) LIKE 'urtica%'`,
    );
    const byPlant = await list({ q: 'URTICA', pageSize: 100 });
    expect(byPlant.pagination.total).toBe(expectedPlant.n);
    expect(byPlant.items.every((i) => i.hostplantGenus === 'Urtica' || i.hostplantFamily?.startsWith('Urtica'))).toBe(
      true,
    );

    const expectedInsect = await database().one(
      `SELECT count(*)::int AS n FROM hostplant_association WHERE insect_family = 'Papilionidae'`,
    );
    const byInsect = await list({ q: 'papilionidae' });
    expect(byInsect.pagination.total).toBeGreaterThanOrEqual(expectedInsect.n);
    expect(byInsect.items[0].insectFamily).toBe('Papilionidae');

    const byPlantFamily = await list({ q: 'Urticaceae' });
    expect(byPlantFamily.items.every((i) => i.hostplantFamily === 'Urticaceae')).toBe(true);
  });

  it('sorts by every column in both directions', async () => {
    const fields = {
      insectFamily: 'insect_family',
      insectGenus: 'insect_genus',
      insectSpecies: 'insect_scientific_name',
      hostplantFamily: 'hostplant_family',
      hostplantGenus: 'hostplant_genus',
      hostplantSpecies: 'hostplant_scientific_name',
    } as const;
    for (const [sortBy, column] of Object.entries(fields)) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const { items } = await list({ q: 'Quercus', sortBy, sortDirection, pageSize: 5 });
        const expected = await database().map(
          `SELECT id FROM hostplant_association
           WHERE search_text(insect_family) LIKE 'quercus%' OR search_text(insect_scientific_name) LIKE 'quercus%'
              OR search_text(hostplant_family) LIKE 'quercus%' OR search_text(hostplant_scientific_name) LIKE 'quercus%'
           ORDER BY ${column} ${sortDirection}, insect_family ${sortDirection}, insect_genus ${sortDirection}, insect_scientific_name ${sortDirection},
                    hostplant_family ${sortDirection}, hostplant_genus ${sortDirection}, hostplant_scientific_name ${sortDirection}, hosts_id ${sortDirection}
           LIMIT 5`,
          [],
          (r: { id: string }) => r.id,
        );
        expect(
          items.map((i) => i.id),
          `${sortBy} ${sortDirection}`,
        ).toEqual(expected);
      }
    }
  });

  it('pages consistently: page 2 follows page 1, a page past the end is empty with the real total', async () => {
    const one = await list({ q: 'Quercus', pageSize: 7 });
    const two = await list({ q: 'Quercus', pageSize: 7, page: 2 });
    const both = await list({ q: 'Quercus', pageSize: 14 });
    expect([...one.items, ...two.items].map((i) => i.id)).toEqual(both.items.map((i) => i.id));
    const past = await list({ q: 'Quercus', page: 100000 });
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(one.pagination.total);
  });

  it('treats LIKE wildcards literally, and blank q as no filter', async () => {
    expect((await list({ q: '%' })).pagination.total).toBe(0);
    expect((await list({ q: '_rtica' })).pagination.total).toBe(0);
    const all = await database().one('SELECT count(*)::int AS n FROM hostplant_association');
    expect((await list({ q: '   ' })).pagination.total).toBe(all.n);
  });

  it('rejects unknown sort fields, directions and bad paging with INVALID_QUERY', async () => {
    for (const query of [
      'sortBy=references',
      'sortBy=id;DROP TABLE x',
      'sortDirection=up',
      'pageSize=101',
      'page=-1',
      `q=${'x'.repeat(201)}`,
    ]) {
      const response = await service().fetch(`/api/v1/hostplants?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});
