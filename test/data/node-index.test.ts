// The in-memory node index (db/taxonomy/node-index.ts) answers exactly as the SQL it replaces: a node's detail facts
// (get-node, node-records, node-ecology, node-literature-graph), its children pages (list-children) and its literature
// pages (node-literature-page) — for every node above genus, every node with linked literature or LepTraits records
// under it, seeded samples of the rest, the roots, every page depth, and ids that do not exist — without a query.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import type { Db } from '../../db/database.js';
import { createTaxonomyRepo } from '../../db/taxonomy/index.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { countedDatabase } from '../support/counted-db.js';
import { useTestDatabase } from '../support/service.js';

const database = useTestDatabase();

describe('taxonomy node index in memory', () => {
  it('answers node details, children and literature pages exactly as the SQL, without a query', async () => {
    const db = database();
    const counted = countedDatabase(db);
    const version = createDataVersion(async () => 'test-version');
    const memory = createTaxonomyRepo(counted.db as unknown as Db, { dataVersion: version.current });
    const bySql = createTaxonomyRepo(db as unknown as Db);

    const taxa = await db.any<{ id: number; rank: string; child_count: number; path: number[] }>(
      'SELECT id, rank, child_count, path FROM taxon ORDER BY id',
    );
    expect(await memory.warmNodeIndex()).toBe(taxa.length);
    counted.reset();

    const random = seededRandom(2626);
    const ancestorsOf = async (text: string) =>
      new Set(
        (await db.any<{ id: number }>(`SELECT DISTINCT unnest(t.path) AS id FROM taxon t WHERE t.id IN (${text})`)).map(
          (r) => r.id,
        ),
      );
    const withLiterature = await ancestorsOf('SELECT taxon_id FROM literature_taxon');
    const withTraits = await ancestorsOf('SELECT taxon_id FROM species_trait WHERE id % 20 = 0');
    const lowRanks = new Set(['species', 'subspecies', 'segregate']);
    const ids = taxa
      .filter(
        (t) =>
          (t.rank !== 'genus' && !lowRanks.has(t.rank)) ||
          withLiterature.has(t.id) ||
          withTraits.has(t.id) ||
          random() < (t.rank === 'genus' ? 0.05 : 0.004),
      )
      .map((t) => t.id);
    expect(ids.length).toBeGreaterThan(600);
    const missing = [Math.max(...taxa.map((t) => t.id)) + 1, -1, 0];

    // details: publications and top values at the handler's sizes and others
    let withPublications = 0;
    let withCountries = 0;
    for (const id of [...ids, ...missing]) {
      const options = random() < 0.8 ? { top: 8, publications: 10 } : { top: 1 + Math.floor(random() * 20), publications: 1 + Math.floor(random() * 30) };
      const expected = await bySql.nodeDetailFactsSql(id, options);
      expect(await memory.nodeDetailFacts(id, options), `node ${id} ${JSON.stringify(options)}`).toEqual(expected);
      if (expected?.literature.publications.length) withPublications++;
      if (expected?.ecology.countries.length) withCountries++;
    }
    expect(withPublications).toBeGreaterThan(50);
    expect(withCountries).toBeGreaterThan(100);

    // children pages: roots, parents with children (first, middle, last and past-the-end pages), leaves, unknown ids
    const parents = [null, ...taxa.filter((t) => t.child_count > 0 && (t.child_count > 20 || random() < 0.05)).map((t) => t.id)];
    for (const parentId of [...parents, ...ids.slice(0, 100), ...missing]) {
      const total = parentId === null ? 1 : (taxa.find((t) => t.id === parentId)?.child_count ?? 0);
      const limit = [1, 10, 20, 50, 100][Math.floor(random() * 5)]!;
      for (const offset of [0, Math.floor(random() * total), Math.max(0, total - limit), total + 3, 2 ** 40]) {
        const expected = await bySql.childrenSql(parentId, limit, offset);
        expect(await memory.children(parentId, limit, offset), `children of ${parentId} ${limit}@${offset}`).toEqual(expected);
      }
    }

    // literature pages of every node with literature under it, at several depths
    for (const id of [...withLiterature, ...ids.slice(0, 50), ...missing]) {
      const limit = [1, 5, 20, 100][Math.floor(random() * 4)]!;
      for (const offset of [0, limit, Math.floor(random() * 200), 2 ** 40]) {
        const expected = await bySql.nodeLiteratureSql(id, limit, offset);
        expect(await memory.nodeLiterature(id, limit, offset), `literature of ${id} ${limit}@${offset}`).toEqual(expected);
      }
    }
    // every answer above came from memory
    expect(counted.calls()).toBe(0);
  }, 900_000);
});
