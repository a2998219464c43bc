// The in-memory per-node distribution aggregates (db/distributions/node-aggregates.ts) answer exactly as the SQL they
// replace (node.sql; aggregate-subtree.sql with aggregate.sql): the node, its totals, countries, sources, bbox, years,
// points and truncation, in the same order — for every node above genus, every node with occurrence records under it
// drawn by a seeded sample, the roots and ids that do not exist — without a query.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import type { Db } from '../../db/database.js';
import { createDistributionsRepo } from '../../db/distributions/index.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { countedDatabase } from '../support/counted-db.js';
import { useTestDatabase } from '../support/service.js';

const database = useTestDatabase();

describe('per-node distribution aggregates in memory', () => {
  it('equal the SQL aggregates of every node drawn, without a query', async () => {
    const db = database();
    const counted = countedDatabase(db);
    const version = createDataVersion(async () => 'test-version');
    const memory = createDistributionsRepo(counted.db as unknown as Db, version);
    const bySql = createDistributionsRepo(db as unknown as Db, version);

    const taxa = await db.any<{ id: number; rank: string; parent_id: number | null }>(
      'SELECT id, rank, parent_id FROM taxon ORDER BY id',
    );
    expect(await memory.warmNodeAggregates()).toBe(taxa.length);
    counted.reset();
    const withRecords = new Set(
      (
        await db.any<{ id: number }>(
          'SELECT DISTINCT unnest(t.path) AS id FROM taxon t WHERE t.id IN (SELECT taxon_id FROM occurrence_group_rollup)',
        )
      ).map((r) => r.id),
    );
    const random = seededRandom(2627);
    const lowRanks = new Set(['genus', 'species', 'subspecies', 'segregate']);
    const ids = taxa
      .filter((t) => !lowRanks.has(t.rank) || (withRecords.has(t.id) ? random() < 0.1 : random() < 0.002))
      .map((t) => t.id);
    expect(ids.length).toBeGreaterThan(800);
    let compared = 0;
    let truncated = 0;
    let withCountries = 0;
    for (const id of [...ids, Math.max(...taxa.map((t) => t.id)) + 1, -1, 0]) {
      const found = await bySql.nodeSql(id);
      expect(await memory.node(id), `node ${id}`).toEqual(found);
      if (!found || found.isRoot) continue;
      const expected = await bySql.byNodeSql(found.node);
      expect(await memory.byNode(found.node), `by-node ${id}`).toEqual(expected);
      compared++;
      if (expected.truncated) truncated++;
      if (expected.countries.length > 0) withCountries++;
    }
    expect(compared).toBeGreaterThan(800);
    expect(withCountries).toBeGreaterThan(400);
    expect(truncated).toBeGreaterThan(0);
    // every answer above came from memory
    expect(counted.calls()).toBe(0);
  }, 900_000);
});
