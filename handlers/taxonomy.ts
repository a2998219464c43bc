// Taxonomy operations: tree roots and children, name search, typeahead, node detail and node literature.
import { ApiError } from '../core/errors.js';
import { withHighlight } from '../core/highlight.js';
import type { TaxonomyRepo } from '../db/taxonomy/index.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule, WarmUpContext } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import type { Schema } from '../generated/operations.js';
import { json, SerializedJson, serializedJson } from '../http/reply.js';
import { composeNodeDetail } from '../services/taxonomy/index.js';
import type { TypeaheadService } from '../services/taxonomy/index.js';

export interface TaxonomyDeps {
  readonly taxonomy: TaxonomyRepo;
  readonly typeahead: TypeaheadService;
}

export const taxonomyModule: TagModule<'Taxonomy', TaxonomyDeps> = {
  handlers: createTaxonomyHandlers,
  policy: {
    getTaxonomyRoots: { cache: true, warmUp: 'once', listedAtRoot: true },
    getTaxonomyChildren: { cache: true },
    searchTaxonomy: { cache: true },
    getTaxonomyTypeahead: { cache: true },
    getTaxonomyNode: { cache: true, warmUp: topOfTheTree },
    getTaxonomyNodeLiterature: { cache: true },
  },
};

/** Most node details requested at start: the top of the tree, where a detail aggregates the most records. */
const TOP_NODES = 200;

/** The details of the roots and the two levels below them (read through the tree pages, which are kept as well). */
async function topOfTheTree({ get }: WarmUpContext<TaxonomyDeps>) {
  const nodes = [...(await get('getTaxonomyRoots')).items];
  for (let level = 0, parents = nodes; level < 2 && nodes.length < TOP_NODES; level++) {
    const children: typeof nodes = [];
    for (const parent of parents.filter((node) => node.childCount > 0)) {
      children.push(...(await get('getTaxonomyChildren', {}, { parentId: parent.id })).items);
      if (nodes.length + children.length >= TOP_NODES) break;
    }
    nodes.push(...children);
    parents = children;
  }
  return nodes.slice(0, TOP_NODES).map((node) => ({ params: { nodeId: node.id } }));
}

/** How many host-plant families / countries the ecology section lists, and publications the literature section shows. */
const ECOLOGY_TOP = 8;
const DETAIL_PUBLICATIONS = 10;

function nodeNotFound(id: number): ApiError {
  return new ApiError('NODE_NOT_FOUND', `Taxonomy node ${id} does not exist.`, { nodeId: id });
}

export function createTaxonomyHandlers({ taxonomy, typeahead }: TaxonomyDeps): TagHandlers<'Taxonomy'> {
  return {
    async getTaxonomyRoots({ query }) {
      const page = pageRequest(query);
      const { total, items } = await taxonomy.children(null, page.pageSize, page.offset);
      return json({ items, pagination: pagination(page, total) });
    },

    async getTaxonomyChildren({ query }) {
      const page = pageRequest(query);
      const { parentExists, total, items } = await taxonomy.children(query.parentId, page.pageSize, page.offset);
      if (!parentExists) throw nodeNotFound(query.parentId);
      return json({ parentId: query.parentId, items, pagination: pagination(page, total) });
    },

    async searchTaxonomy({ query }) {
      const answer = await taxonomy.searchAnswer(query.q, query.limit);
      // from memory: the answer's text, composed from pieces kept per taxon (no item objects to serialise)
      if ('json' in answer) return serializedJson(new SerializedJson<Schema<'TaxonomySearchData'>>(answer.json));
      return json({ query: query.q, items: withHighlight(answer.items, query.q), total: answer.total });
    },

    getTaxonomyTypeahead({ query }) {
      const hits = typeahead.search(query.q, query.limit);
      if (!hits) {
        throw new ApiError(
          'TYPEAHEAD_UNAVAILABLE',
          'The typeahead index is not available yet; try again shortly.',
          typeahead.unavailableDetails(),
          { 'Retry-After': '5' },
        );
      }
      const items = hits.map(({ taxon, matchedText, matchedField }) => ({
        id: taxon.id,
        scientificName: taxon.name,
        rank: taxon.rank,
        commonNames: taxon.commonNames,
        parent: { genus: taxon.genus, family: taxon.family },
        matchedText,
        matchedField,
        acceptedName: matchedField === 'synonym' ? taxon.name : null,
      }));
      return json({ query: query.q, items });
    },

    async getTaxonomyNode({ params }) {
      const id = params.nodeId;
      const facts = await taxonomy.nodeDetailFacts(id, { top: ECOLOGY_TOP, publications: DETAIL_PUBLICATIONS });
      if (!facts) throw nodeNotFound(id);
      return json(composeNodeDetail(facts));
    },

    async getTaxonomyNodeLiterature({ params, query }) {
      const id = params.nodeId;
      const page = pageRequest(query);
      const { nodeExists, total, items } = await taxonomy.nodeLiterature(id, page.pageSize, page.offset);
      if (!nodeExists) throw nodeNotFound(id);
      return json({ nodeId: id, items, pagination: pagination(page, total) });
    },
  };
}
