// Global search suggestions: taxa (typeahead index), genome assemblies (search repo), tools and the service's own modules.
import { foldText } from '../../core/text.js';
import type { Schema } from '../../generated/operations.js';
import type { TypeaheadService } from '../taxonomy/index.js';
import type { GenomeSuggestionIndex } from './genome-index.js';

export type SuggestionGroup = Schema<'SuggestionGroup'>;
export type Suggestion = Schema<'SuggestionItem'>;

/** What the suggestions need of a catalog entry (the tool catalog of services/tools/catalog.ts fits it). */
export type CatalogEntry = Pick<Schema<'ToolItem'>, 'id' | 'name' | 'description' | 'repository' | 'tags'>;

interface ModuleEntry {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly href: string;
  readonly group: SuggestionGroup;
  readonly keywords: readonly string[];
}

/**
 * The service's modules (its endpoint families). Like the public deployment, the genome, taxonomy and tool
 * modules sit in their own group; the rest are `Module`. Hrefs are this API's paths (it has no web pages).
 */
const MODULES: readonly ModuleEntry[] = [
  {
    id: 'module-taxonomy',
    label: 'Taxonomy',
    group: 'Taxonomy',
    href: '/api/v1/taxonomy/tree/roots',
    description: 'Lepitaxa classification: tree, search, typeahead and node details',
    keywords: ['tree', 'classification', 'lepitaxa'],
  },
  {
    id: 'module-genomes',
    label: 'Genome',
    group: 'Genome',
    href: '/api/v1/genomes',
    description: 'Genome assemblies with assembly and BUSCO metrics',
    keywords: ['genomes', 'assembly', 'busco'],
  },
  {
    id: 'module-transcriptomes',
    label: 'Transcriptome',
    group: 'Module',
    href: '/api/v1/omics/transcriptomes',
    description: 'Transcriptome datasets (RNA-seq runs grouped per project and condition)',
    keywords: ['omics', 'rna-seq', 'expression'],
  },
  {
    id: 'module-population-genomes',
    label: 'Population genomes',
    group: 'Module',
    href: '/api/v1/omics/population-genomes',
    description: 'Population resequencing datasets',
    keywords: ['omics', 'resequencing'],
  },
  {
    id: 'module-proteins',
    label: 'Proteins',
    group: 'Module',
    href: '/api/v1/proteins',
    description: 'Proteins and their 3D structures',
    keywords: ['structure', 'pdb', 'opsin'],
  },
  {
    id: 'module-barcodes',
    label: 'DNA barcodes',
    group: 'Module',
    href: '/api/v1/barcodes',
    description: 'COI barcode records',
    keywords: ['barcode', 'coi', 'bold'],
  },
  {
    id: 'module-distributions',
    label: 'Distributions',
    group: 'Module',
    href: '/api/v1/distributions',
    description: 'Occurrence records, overview and vector tiles',
    keywords: ['occurrences', 'map', 'tiles'],
  },
  {
    id: 'module-hostplants',
    label: 'Host plants',
    group: 'Module',
    href: '/api/v1/hostplants',
    description: 'Insect and host-plant associations',
    keywords: ['hostplants', 'plants', 'food'],
  },
  {
    id: 'module-literature',
    label: 'Literature',
    group: 'Module',
    href: '/api/v1/literature',
    description: 'Publications linked to taxa',
    keywords: ['publications', 'references', 'papers'],
  },
  {
    id: 'module-downloads',
    label: 'Downloads',
    group: 'Module',
    href: '/api/v1/downloads',
    description: 'Downloadable files',
    keywords: ['files', 'fasta'],
  },
  {
    id: 'module-tools',
    label: 'Tools',
    group: 'Tool',
    href: '/api/v1/tools',
    description: 'Catalog of analysis tools',
    keywords: ['software', 'analysis'],
  },
  {
    id: 'module-blast',
    label: 'BLAST',
    group: 'Module',
    href: '/api/v1/blast/databases',
    description: 'Sequence similarity search',
    keywords: ['sequence', 'search', 'alignment'],
  },
  {
    id: 'module-identification',
    label: 'Identification',
    group: 'Module',
    href: '/api/v1/mmnet/health',
    description: 'Species identification from a photo and a DNA barcode',
    keywords: ['mmnet', 'image', 'photo'],
  },
  {
    id: 'module-niche-barcoding',
    label: 'Niche barcoding',
    group: 'Module',
    href: '/api/v1/niche-barcoding/schemas',
    description: 'Species identification from barcodes and ecological niches (NBSI)',
    keywords: ['niche', 'nbsi', 'ecology'],
  },
];

const GROUP_ORDER: Record<SuggestionGroup, number> = { Taxonomy: 0, Genome: 1, Tool: 2, Module: 3 };

/** A label and its keywords as textScore() compares them: folded once, when the suggestions are created. */
interface FoldedText {
  readonly label: string;
  readonly words: readonly string[];
}

function foldedText(label: string, keywords: readonly string[]): FoldedText {
  const folded = foldText(label);
  return { label: folded, words: [...folded.split(/[\s\-_/]+/), ...keywords.map(foldText)] };
}

/** 3 exact, 2 prefix of the label, 1 prefix of a word of the label or keywords, 0 no match. */
function textScore(key: string, { label, words }: FoldedText): number {
  if (label === key) return 3;
  if (label.startsWith(key)) return 2;
  return words.some((w) => w.startsWith(key)) ? 1 : 0;
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1).replace(/_/g, ' ')}`;

export function createSuggestions(
  genomeIndex: GenomeSuggestionIndex,
  typeahead: TypeaheadService,
  tools: readonly CatalogEntry[],
) {
  function taxa(q: string, limit: number) {
    const hits = typeahead.search(q, limit) ?? [];
    return hits.map((hit) => {
      const english = hit.taxon.commonNames.find((c) => c.language === 'en')?.name;
      return {
        score: hit.exact ? 3 : 2,
        item: {
          id: hit.taxon.suggestionId,
          label: hit.taxon.name,
          description: [capitalise(hit.taxon.rank), hit.taxon.family, english].filter(Boolean).join(' · '),
          href: `/api/v1/taxonomy/nodes/${hit.taxon.id}`,
          group: 'Taxonomy' as const,
          external: false,
          nodeId: hit.taxon.id,
        },
      };
    });
  }

  async function genomes(q: string, limit: number) {
    const matches = await genomeIndex.suggest(q, limit);
    return matches.map((g) => ({
      score: g.score,
      item: {
        id: `genome-${g.id}`,
        label: `${g.verbatimName} (${g.accession})`,
        description: [
          g.assemblyLevel && `${g.assemblyLevel}-level assembly`,
          g.sizeMb !== null && `${g.sizeMb} Mb`,
          g.family,
          g.commonName,
        ]
          .filter(Boolean)
          .join(' · '),
        href: `/api/v1/genomes/${g.id}`,
        group: 'Genome' as const,
        external: false,
        nodeId: null,
      },
    }));
  }

  // the tools and modules as suggestions, each with its folded label and keywords
  const entries = [
    ...tools.map((t) => ({
      text: foldedText(t.name, [t.id, ...t.tags]),
      item: {
        id: `tool-${t.id}`,
        label: t.name,
        description: t.description,
        href: t.repository ?? '/api/v1/tools',
        group: 'Tool' as const,
        external: t.repository !== null,
        nodeId: null,
      },
    })),
    ...MODULES.map((m) => ({
      text: foldedText(m.label, m.keywords),
      item: {
        id: m.id,
        label: m.label,
        description: m.description,
        href: m.href,
        group: m.group,
        external: false,
        nodeId: null,
      },
    })),
  ];

  function catalog(key: string) {
    return entries.flatMap(({ text, item }) => {
      const score = textScore(key, text);
      return score > 0 ? [{ score, item: { ...item } }] : [];
    });
  }

  return {
    /** Best first: exact before prefix before word matches, then taxa, genomes, tools, modules. */
    async suggest(query: string, limit: number, group: SuggestionGroup | null): Promise<Suggestion[]> {
      // (NUL, which PostgreSQL text cannot hold, is refused by the transport for every parameter)
      const q = query.trim();
      const key = foldText(q);
      if (key.length === 0) return [];
      const wanted = (g: SuggestionGroup) => group === null || group === g;
      const scored = [
        ...(wanted('Taxonomy') ? taxa(q, limit) : []),
        ...(wanted('Genome') ? await genomes(q, limit) : []),
        ...catalog(key).filter((s) => wanted(s.item.group)),
      ];
      // Array.prototype.sort is stable: within one score and group the source's own ranking stays
      scored.sort((a, b) => b.score - a.score || GROUP_ORDER[a.item.group] - GROUP_ORDER[b.item.group]);
      return scored.slice(0, limit).map((s) => s.item);
    },
  };
}

export type Suggestions = ReturnType<typeof createSuggestions>;
