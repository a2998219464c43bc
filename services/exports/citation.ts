// The citation block of an export whose list counts its records' sources itself: each source with its title, licence,
// citation and records (most first), and the records per licence.
import type { ExportCitation, ExportsRepo } from '../../db/exports/index.js';

/** Records by data source id. */
export type SourceCounts = ReadonlyMap<string, number>;

/**
 * `contributed`: the records each source gives a value to (a record may count for several sources); `primary`: the
 * records each source is the record's own source of, whose licence is the record's (by default the same counts).
 */
export type CitationOf = (contributed: SourceCounts, primary?: SourceCounts) => Promise<Omit<ExportCitation, 'text'>>;

export function citationOf(repo: Pick<ExportsRepo, 'sources'>): CitationOf {
  return async (contributed, primary = contributed) => {
    const rows = await repo.sources([...new Set([...contributed.keys(), ...primary.keys()])]);
    const byId = new Map(rows.map((row) => [row.sourceId, row]));
    const sources = [...contributed]
      .filter(([id, records]) => records > 0 && byId.has(id))
      .map(([id, records]) => ({ ...byId.get(id)!, records }))
      .sort((a, b) => b.records - a.records || (a.sourceId < b.sourceId ? -1 : 1));
    const perLicence = new Map<string, number>();
    for (const [id, records] of primary) {
      const licence = byId.get(id)?.licence;
      if (licence !== undefined && records > 0) perLicence.set(licence, (perLicence.get(licence) ?? 0) + records);
    }
    const licences = [...perLicence]
      .map(([licence, records]) => ({ licence, records }))
      .sort((a, b) => b.records - a.records || (a.licence < b.licence ? -1 : 1));
    return { sources, licences };
  };
}

/** How many of `items` have each value of `key`. */
export function countBy<T>(items: Iterable<T>, key: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}
