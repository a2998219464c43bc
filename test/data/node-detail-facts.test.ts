// A node's detail facts read in one round trip (TaxonomyRepo.nodeDetailFacts: the four statements sent as one) are
// exactly those of the four queries asked one by one, for hundreds of nodes drawn from every rank, and null for ids
// that do not exist.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTaxonomyRepo } from '../../db/taxonomy/index.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';

const database = useTestDatabase();

describe('node detail facts in one round trip', () => {
  it('equal the facts of the separate queries for every node drawn, at every rank', async () => {
    const repo = createTaxonomyRepo(database() as unknown as Db);
    const random = seededRandom(2611);
    const taxa = await database().any<{ id: number; rank: string }>('SELECT id, rank FROM taxon ORDER BY id');
    // every rank above species in full (few nodes, large subtrees), a seeded sample of the rest
    const ids = taxa.filter((t) => !['species', 'subspecies', 'segregate'].includes(t.rank) ? random() < 0.05 : random() < 0.006).map((t) => t.id);
    expect(ids.length).toBeGreaterThan(300);
    const options = { top: 8, publications: 10 };
    for (const id of ids) {
      const node = await repo.node(id);
      const [records, ecology, literature] = await Promise.all([
        repo.nodeRecords(id),
        repo.nodeEcology(id, options.top),
        repo.nodeLiteratureFacts(id, options.publications),
      ]);
      expect(await repo.nodeDetailFacts(id, options), String(id)).toEqual({ node, records, ecology, literature });
    }
    const missing = Math.max(...taxa.map((t) => t.id)) + 1;
    expect(await repo.nodeDetailFacts(missing, options)).toBeNull();
    expect(await repo.nodeDetailFacts(-1, options)).toBeNull();
  }, 600_000);
});
