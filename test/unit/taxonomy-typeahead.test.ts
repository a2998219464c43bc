// The in-memory typeahead index: folding, prefix lookup, ranking, one hit per taxon, and the service's states.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import { foldText } from '../../core/text.js';
import type { TypeaheadSource, TypeaheadTaxon } from '../../db/taxonomy/repo.js';
import type { OperationTypes } from '../../generated/operations.js';
import { createTaxonomyHandlers } from '../../handlers/taxonomy.js';
import type { RequestContext } from '../../http/operation.js';
import { createFolder } from '../../core/text.js';
import { PrefixIndex, TypeaheadService } from '../../services/taxonomy/typeahead.js';

const taxon = (id: number, name: string, rank: string, rankOrder: number, records = 0): TypeaheadTaxon => ({
  id,
  name,
  rank,
  rankOrder,
  records,
  suggestionId: `${rank}-${id}`,
  genus: null,
  family: null,
  commonNames: [],
});

/** Made-up names (not data): enough to exercise ordering, synonyms, common names and short prefixes. */
const SOURCE: TypeaheadSource = {
  taxa: [
    taxon(1, 'Papilionidae', 'family', 11, 50),
    taxon(2, 'Papilio', 'genus', 16, 40),
    taxon(3, 'Papilio machaon', 'species', 19, 30),
    taxon(4, 'Papilio xuthus', 'species', 19, 90),
    taxon(5, 'Pieris', 'genus', 16, 0),
  ],
  names: [
    { taxonId: 1, name: 'Papilionidae', field: 'scientificName' },
    { taxonId: 1, name: 'Papilioniidae', field: 'synonym' },
    { taxonId: 2, name: 'Papilio', field: 'scientificName' },
    { taxonId: 3, name: 'Papilio machaon', field: 'scientificName' },
    { taxonId: 3, name: 'Schwalbenschwanz', field: 'commonName' },
    { taxonId: 4, name: 'Papilio xuthus', field: 'scientificName' },
    { taxonId: 5, name: 'Pieris', field: 'scientificName' },
    { taxonId: 5, name: 'Päpstliche Weißlinge', field: 'commonName' },
    { taxonId: 99, name: 'Orphan name', field: 'synonym' },
  ],
  fold: new Map([
    ['ä', 'a'],
    ['ß', 'ss'],
    ['Ä', 'a'],
  ]),
};

describe('createFolder', () => {
  it('folds ASCII to lower case and other characters by the database table', () => {
    const fold = createFolder(
      new Map([
        ['ä', 'a'],
        ['ß', 'ss'],
      ]),
    );
    expect(fold('Päpstliche Weißlinge')).toBe('papstliche weisslinge');
    expect(fold('Ω')).toBe('Ω');
  });
});

describe('foldText', () => {
  it('lowercases and strips accents close to search_text()', () => {
    expect(foldText('Großschmetterlinge Æsop Œuvre Øre Łódź')).toBe('grossschmetterlinge aesop oeuvre ore lodz');
    expect(foldText('Papilio × hospitonoides')).toBe('papilio * hospitonoides');
  });
});

describe('PrefixIndex', () => {
  const index = new PrefixIndex(SOURCE);

  it('puts the exact name first, then higher ranks, then taxa with more data', () => {
    expect(index.search('papilio', 10).map((h) => h.taxon.id)).toEqual([2, 1, 4, 3]);
    expect(index.search('papilio', 10)[0]!.exact).toBe(true);
    expect(index.search('papilio m', 10).map((h) => h.taxon.id)).toEqual([3]);
  });

  it('answers short prefixes from the precomputed lists, one hit per taxon', () => {
    expect(index.search('pa', 10).map((h) => h.taxon.id)).toEqual([1, 2, 5, 4, 3]);
    expect(index.search('pä', 2).map((h) => h.taxon.id)).toEqual([1, 2]);
  });

  it('reports which name matched', () => {
    expect(index.search('papilioni', 10).map((h) => [h.taxon.id, h.matchedText, h.matchedField])).toEqual([
      [1, 'Papilionidae', 'scientificName'],
    ]);
    expect(index.search('papilionii', 10)[0]).toMatchObject({
      matchedText: 'Papilioniidae',
      matchedField: 'synonym',
      exact: false,
    });
    expect(index.search('SCHWALBEN', 10)[0]).toMatchObject({
      matchedText: 'Schwalbenschwanz',
      matchedField: 'commonName',
    });
    expect(index.search('papstliche', 10)[0]).toMatchObject({
      matchedText: 'Päpstliche Weißlinge',
      matchedField: 'commonName',
    });
  });

  it('finds nothing for unknown or empty prefixes, and skips names of unknown taxa', () => {
    expect(index.search('zz', 10)).toEqual([]);
    expect(index.search('   ', 10)).toEqual([]);
    expect(index.search('orphan', 10)).toEqual([]);
    expect(index.size).toBe(8);
  });

  it('bounds the limit to 1..20', () => {
    expect(index.search('p', 0)).toHaveLength(1);
    expect(index.search('p', 1000)).toHaveLength(5);
  });
});

const quiet = { info: () => undefined, error: () => undefined };

function ctx(query: OperationTypes['getTaxonomyTypeahead']['query']): RequestContext<'getTaxonomyTypeahead'> {
  return {
    operationId: 'getTaxonomyTypeahead',
    params: {},
    query,
    body: undefined,
    files: [],
    headers: {},
    clientIp: '127.0.0.1',
    requestId: 'test',
  };
}

describe('TypeaheadService', () => {
  it('cannot answer before a dataset is loaded: the handler says 503 TYPEAHEAD_UNAVAILABLE', async () => {
    const service = new TypeaheadService({
      loadSource: async () => SOURCE,
      dataVersion: async () => null,
      refreshMs: 0,
      log: quiet,
    });
    await service.start();
    expect(service.search('papilio', 10)).toBeNull();
    const handlers = createTaxonomyHandlers({ taxonomy: {} as never, typeahead: service });
    let error: unknown;
    try {
      await handlers.getTaxonomyTypeahead(ctx({ q: 'papilio', limit: 10 }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TYPEAHEAD_UNAVAILABLE', status: 503, details: { state: 'no-data' } });
  });

  it('reports a failed build, and keeps answering from the old index when a rebuild fails', async () => {
    let version = 'v1';
    let fail = true;
    const service = new TypeaheadService({
      loadSource: async () => {
        if (fail) throw new Error('database went away');
        return SOURCE;
      },
      dataVersion: async () => version,
      refreshMs: 0,
      log: quiet,
    });
    await service.start();
    expect(service.search('papilio', 10)).toBeNull();
    expect(service.unavailableDetails()).toEqual({ state: 'failed', reason: 'database went away' });
    fail = false;
    await service.refresh();
    expect(service.search('papilio', 10)).toHaveLength(4);
    version = 'v2';
    fail = true;
    await service.refresh();
    expect(service.search('papilio', 10)).toHaveLength(4);
    service.stop();
  });
});
