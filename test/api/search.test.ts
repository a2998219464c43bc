// Global suggestions against the real service: taxa, genome assemblies, tools and modules, with group filters and limits.
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../services/tools/catalog.js';
import { foldText } from '../../core/text.js';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

type Group = 'Taxonomy' | 'Genome' | 'Tool' | 'Module';

async function suggest(q: string, limit?: number, group?: Group) {
  const { data, response } = await service().client.GET('/api/v1/search/suggestions', {
    params: { query: { q, limit, group } },
  });
  expect(response.status).toBe(200);
  return data!.data;
}

describe('GET /search/suggestions', () => {
  it('suggests an exactly named species first, shaped like the public deployment', async () => {
    const result = await suggest('Papilio machaon');
    expect(result.query).toBe('Papilio machaon');
    expect(result.items[0]).toEqual({
      id: 'species-papilio-machaon',
      label: 'Papilio machaon',
      description: 'Species · Papilionidae · Common Yellow Swallowtail',
      href: '/api/v1/taxonomy/nodes/43',
      group: 'Taxonomy',
      external: false,
      nodeId: 43,
    });
    expect(result.items.some((i) => i.group === 'Genome' && i.label.startsWith('Papilio machaon (GCA_'))).toBe(true);
  });

  it('suggests genome assemblies from the data, best assemblies first', async () => {
    const result = await suggest('bombyx mori', 20, 'Genome');
    const expected = await database().any(
      "SELECT id, accession FROM genome_assembly WHERE search_text(verbatim_name) LIKE 'bombyx mori%' ORDER BY (assembly_level = 'Chromosome') DESC, scaffold_n50 DESC NULLS LAST, verbatim_name, id LIMIT 20",
    );
    expect(result.items.map((i) => i.id)).toEqual(expected.map((r) => `genome-${r.id}`));
    expect(
      result.items.every((i) => i.group === 'Genome' && i.href === `/api/v1/genomes/${i.id.slice('genome-'.length)}`),
    ).toBe(true);
    expect(result.items[0]!.description).toMatch(/^Chromosome-level assembly · [\d.]+ Mb · Bombycidae/);
  });

  it('finds an assembly by accession prefix', async () => {
    const genome = await database().one('SELECT id, accession FROM genome_assembly ORDER BY accession LIMIT 1');
    const result = await suggest(genome.accession, 5, 'Genome');
    expect(result.items[0]!.id).toBe(`genome-${genome.id}`);
  });

  it('suggests tools from the catalog, external when they link out', async () => {
    const result = await suggest('blast', 20, 'Tool');
    const blast = TOOLS.find((tool) => tool.id === 'blast-plus')!;
    expect(result.items[0]).toEqual({
      id: 'tool-blast-plus',
      label: blast.name,
      description: blast.description,
      href: blast.repository,
      group: 'Tool',
      external: true,
      nodeId: null,
    });
    expect(result.items.every((i) => i.group === 'Tool')).toBe(true);
  });

  it('suggests the service modules, the genome module in the Genome group', async () => {
    const genome = await suggest('genome', 20, 'Genome');
    expect(genome.items[0]).toMatchObject({
      id: 'module-genomes',
      label: 'Genome',
      href: '/api/v1/genomes',
      group: 'Genome',
      external: false,
    });
    const literature = await suggest('literature', 20, 'Module');
    expect(literature.items[0]).toMatchObject({ id: 'module-literature', href: '/api/v1/literature', group: 'Module' });
  });

  it('restricts to one group and respects the limit (default 10, max 20)', async () => {
    const taxa = await suggest('pap', undefined, 'Taxonomy');
    expect(taxa.items).toHaveLength(10);
    expect(taxa.items.every((i) => i.group === 'Taxonomy' && foldText(i.label).length > 0)).toBe(true);
    expect((await suggest('pap', 20)).items).toHaveLength(20);
    expect((await suggest('pap', 2)).items).toHaveLength(2);
    const ids = (await suggest('pap', 20)).items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores case and diacritics, and answers nothing for nonsense or markup', async () => {
    const result = await suggest('SCHWALBENSCHWÄNZE', 5, 'Taxonomy');
    expect(result.items[0]).toMatchObject({ label: 'Papilioninae', group: 'Taxonomy' });
    expect((await suggest('zzqqxx')).items).toEqual([]);
    const markup = await suggest('<script>alert(1)</script>');
    expect(markup.query).toBe('<script>alert(1)</script>');
    expect(markup.items).toEqual([]);
    expect((await suggest('%_')).items).toEqual([]);
    // NUL, which PostgreSQL text cannot hold, is refused for every parameter by the transport, naming it
    for (const q of ['bo%00mbyx', '%00%00%20']) {
      const response = await service().fetch(`/api/v1/search/suggestions?q=${q}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).error).toMatchObject({
        code: 'INVALID_QUERY',
        details: { q: expect.any(String) },
      });
    }
  });

  it('validates q, limit and group', async () => {
    for (const path of [
      '?q=p',
      '',
      '?q=pap&limit=21',
      '?q=pap&limit=0',
      '?q=pap&group=Plants',
      `?q=${'a'.repeat(201)}`,
    ]) {
      const response = await service().fetch(`/api/v1/search/suggestions${path}`);
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});
