// A job's results in BLAST's own formats: tabular (`-outfmt 6`, with each hit's taxon and specimen appended) and pairwise
// (`-outfmt 0`), both written by BLAST+; and the hit sequences as FASTA, as the database holds them.
import { cleanResidues } from './databases.js';
import type { SequenceType } from './query.js';
import type { BlastHit, HitRecord } from './result.js';

export type ResultFormat = 'tsv' | 'pairwise' | 'fasta';

/** The BLAST+ `-outfmt` of the formats BLAST+ writes itself. */
export const OUTFMT = { tsv: '6', pairwise: '0' } as const satisfies Partial<Record<ResultFormat, string>>;

/** What each format is served as. */
export const CONTENT_TYPES: Record<ResultFormat, string> = {
  tsv: 'text/tab-separated-values; charset=utf-8',
  pairwise: 'text/plain; charset=utf-8',
  fasta: 'text/x-fasta; charset=utf-8',
};

const RECORD_COLUMNS = [
  'taxonId',
  'acceptedName',
  'sampleId',
  'processId',
  'country',
] as const satisfies readonly (keyof HitRecord)[];

/**
 * BLAST+'s tabular lines with five more columns — the subject's taxonId, acceptedName, sampleId, processId and country,
 * looked up by the subject id (the second column) among the job's hits; `N/A` where there is no value, as BLAST+ writes
 * a missing value itself.
 */
export function tabularWithRecords(tabular: string, hits: readonly BlastHit[]): string {
  const byId = new Map(hits.map((hit) => [hit.id, hit]));
  return tabular
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const hit = byId.get(line.split('\t')[1] ?? '');
      const values = RECORD_COLUMNS.map((column) => hit?.[column] ?? 'N/A');
      return `${line}\t${values.join('\t')}\n`;
    })
    .join('');
}

/** The hits' sequences in hit order, each under its database header (the hit's title); a hit no longer loaded is left out. */
export function hitFasta(
  hits: readonly BlastHit[],
  sequences: ReadonlyMap<string, string>,
  type: SequenceType,
): string {
  return hits
    .flatMap((hit) => {
      const sequence = sequences.get(hit.id);
      return sequence === undefined ? [] : [`>${hit.title}\n${cleanResidues(sequence, type)}\n`];
    })
    .join('');
}
