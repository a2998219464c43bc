// Literature: Lepitaxa phylogenetic references (linked to their taxa) and Journal of Research on the
// Lepidoptera articles, merged into one table deduplicated by DOI.
import { createHash } from 'node:crypto';
import type { LoadContext } from '../load/context.js';
import { columnsOf } from '../load/copy.js';
import { FILE } from '../load/files.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { int, text } from '../load/values.js';

export interface LiteratureRow {
  id: string;
  title: string;
  authors: string | null;
  year: number | null;
  journal: string | null;
  doi: string | null;
  issn_l: string | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  publication_date: string | null;
  citation: string | null;
  url: string | null;
  pdf_path: string | null;
}

/** A publication as one source describes it, with the key that identifies it across sources. */
interface SourcedPublication {
  key: string;
  row: Omit<LiteratureRow, 'id'>;
  sourceId: string;
  taxonId: number | null;
}

/**
 * Stable digit-string id from the identifying key ('doi:…' or a source record key): the first 52
 * bits of its SHA-256, so ids survive reloads and added records (collisions are checked).
 */
export function literatureId(key: string): string {
  return BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 13)}`).toString();
}

export function normaliseDoi(doi: string | null): string | null {
  return doi === null
    ? null
    : doi
        .trim()
        .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
        .toLowerCase() || null;
}

/** '25(1)' → volume 25, issue 1; '102' → volume 102. */
export function splitVolumeIssue(value: string | null): { volume: string | null; issue: string | null } {
  const match = value ? /^([^()]+?)\s*(?:\(([^)]+)\))?$/.exec(value.trim()) : null;
  return match ? { volume: match[1], issue: match[2] ?? null } : { volume: value, issue: null };
}

/** 'Mutanen et al., 2010' → 'Mutanen et al.': the authors as the short citation gives them. */
export function authorsFromCitation(citation: string | null): string | null {
  return citation?.replace(/,?\s*\d{4}[a-z]?\s*$/, '').trim() || null;
}

export function lepitaxaPublication(record: CsvRecord): SourcedPublication {
  const doi = normaliseDoi(text(record.doi));
  const citation = text(record.citation);
  const { volume, issue } = splitVolumeIssue(text(record.volume_issue));
  return {
    key: doi ? `doi:${doi}` : `lepitaxa:${citation}|${record.title.trim()}`,
    sourceId: SOURCE.lepitaxaLiterature,
    taxonId: int(record.taxon_id),
    row: {
      title: record.title.trim(),
      authors: authorsFromCitation(citation) ?? text(record.first_author),
      year: int(record.year),
      journal: null,
      doi,
      issn_l: text(record.issn_l),
      volume,
      issue,
      pages: null,
      publication_date: null,
      citation,
      url: doi ? `https://doi.org/${doi}` : null,
      pdf_path: null,
    },
  };
}

export function jrlPublication(record: CsvRecord): SourcedPublication {
  const title = record.title.trim();
  return {
    key: `jrl:${record.volume}|${record.issue}|${record.start_page}|${title}`,
    sourceId: SOURCE.jrlArticles,
    taxonId: null,
    row: {
      title,
      authors: text(record.authors),
      year: int(record.year),
      journal: text(record.journal),
      doi: null,
      issn_l: null,
      volume: text(record.volume),
      issue: text(record.issue),
      pages: text(record.start_page),
      publication_date: text(record.publication_date),
      citation: null,
      url: null,
      pdf_path: text(record.pdf_relative_path),
    },
  };
}

export interface MergedLiterature {
  rows: LiteratureRow[];
  taxonLinks: { literature_id: string; taxon_id: number; source_id: string }[];
  sourceLinks: { literature_id: string; source_id: string }[];
}

/** One row per key (the first source's description wins; later ones fill its empty fields). */
export function mergePublications(publications: readonly SourcedPublication[]): MergedLiterature {
  const byId = new Map<string, { key: string; row: LiteratureRow }>();
  const taxonLinks = new Map<string, { literature_id: string; taxon_id: number; source_id: string }>();
  const sourceLinks = new Map<string, { literature_id: string; source_id: string }>();
  for (const publication of publications) {
    const id = literatureId(publication.key);
    const existing = byId.get(id);
    if (existing && existing.key !== publication.key)
      throw new Error(`literature id collision: ${existing.key} / ${publication.key}`);
    if (!existing) byId.set(id, { key: publication.key, row: { id, ...publication.row } });
    else {
      const merged = existing.row;
      for (const field of Object.keys(publication.row) as (keyof typeof publication.row)[])
        if (merged[field] === null) Object.assign(merged, { [field]: publication.row[field] });
    }
    sourceLinks.set(`${id}|${publication.sourceId}`, { literature_id: id, source_id: publication.sourceId });
    if (publication.taxonId !== null) {
      taxonLinks.set(`${id}|${publication.taxonId}`, {
        literature_id: id,
        taxon_id: publication.taxonId,
        source_id: publication.sourceId,
      });
    }
  }
  return {
    rows: [...byId.values()].map((entry) => entry.row),
    taxonLinks: [...taxonLinks.values()],
    sourceLinks: [...sourceLinks.values()],
  };
}

export async function loadLiterature(ctx: LoadContext, knownTaxonIds: ReadonlySet<number>): Promise<void> {
  const publications = [
    ...readTable(ctx.datasetDir, FILE.lepitaxaReferences).map(lepitaxaPublication),
    ...readTable(ctx.datasetDir, FILE.jrlArticles).map(jrlPublication),
  ];
  for (const publication of publications) {
    if (publication.taxonId !== null && !knownTaxonIds.has(publication.taxonId)) {
      ctx.skip(
        publication.sourceId,
        'link to a taxon id absent from the taxonomy (publication kept)',
        String(publication.taxonId),
      );
      publication.taxonId = null;
    }
  }
  const merged = mergePublications(publications);
  await ctx.copy('literature', columnsOf('literature', merged.rows), merged.rows);
  await ctx.copy('literature_taxon', ['literature_id', 'taxon_id', 'source_id'], merged.taxonLinks);
  await ctx.copy('literature_source', ['literature_id', 'source_id'], merged.sourceLinks);
}
