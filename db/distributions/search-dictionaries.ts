// The record search's dictionaries (db/migrations/009): the searchable fields of ~300k occurrences take only a
// few thousand distinct values per group (names; place; collection), so each record points at one entry of each
// and a `q` word is looked up in those entries (db/distributions/search-terms.sql), never in 300k documents.
import type { OccurrenceRow } from './occurrence-row.js';

export type SearchKind = 'name' | 'place' | 'collection';

export interface SearchTermRow {
  kind: SearchKind;
  id: number;
  /** Name entries: the resolved taxon, whose scientific and family names db/distributions/occurrence-search.sql adds. */
  taxon_id: number | null;
  /** The fields joined by spaces (as loaded: folding happens in SQL with search_text()). */
  raw: string;
}

export const SEARCH_TERM_COLUMNS = [
  'kind',
  'id',
  'taxon_id',
  'raw',
] as const satisfies readonly (keyof SearchTermRow)[];

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Per code: ICU lookups are slow, and ~300k records share a few dozen codes. */
const countryNames = new Map<string, string | null>();

/** The English name of an ISO code (so 'Sweden' finds GBIF records that give only 'SE'), or null. */
function countryName(code: string | null): string | null {
  if (code === null) return null;
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = REGION_NAMES.of(code) ?? null;
    } catch {
      name = null; // not a well-formed region code
    }
    countryNames.set(code, name);
  }
  return name;
}

type Field = string | number | null;

const joined = (values: readonly Field[]) => values.filter((v) => v !== null && v !== '').join(' ');

/**
 * Numbers distinct field combinations of one kind in first-seen order and collects their dictionary rows. Keyed by
 * nested maps of the fields themselves: no key string is built (and hashed) per record, which on ~300k records
 * cost more than everything else here.
 */
class Dictionary {
  private readonly root = new Map<Field, unknown>();
  private size = 0;
  constructor(
    private readonly kind: SearchKind,
    private readonly terms: SearchTermRow[],
  ) {}

  /** `taxonId` is part of a name entry's identity: one verbatim name may resolve differently per source. */
  id(taxonId: number | null, ...fields: Field[]): number {
    let node = this.child(this.root, taxonId);
    for (let i = 0; i < fields.length - 1; i++) node = this.child(node, fields[i] ?? null);
    const last = fields[fields.length - 1] ?? null;
    let id = node.get(last) as number | undefined;
    if (id === undefined) {
      id = ++this.size;
      node.set(last, id);
      this.terms.push({ kind: this.kind, id, taxon_id: taxonId, raw: joined(fields) });
    }
    return id;
  }

  private child(node: Map<Field, unknown>, field: Field): Map<Field, unknown> {
    let next = node.get(field) as Map<Field, unknown> | undefined;
    if (next === undefined) {
      next = new Map<Field, unknown>();
      node.set(field, next);
    }
    return next;
  }
}

/** The three dictionaries of one load: `assign` sets a row's groups (after name resolution), `terms` lists the entries. */
export class SearchDictionaries {
  readonly terms: SearchTermRow[] = [];
  private readonly names = new Dictionary('name', this.terms);
  private readonly places = new Dictionary('place', this.terms);
  private readonly collections = new Dictionary('collection', this.terms);

  assign(row: OccurrenceRow): OccurrenceRow {
    row.name_group = this.names.id(row.taxon_id, row.verbatim_name, row.verbatim_family);
    row.place_group = this.places.id(
      null,
      row.country_code,
      row.country,
      countryName(row.country_code),
      row.state_province,
      row.county,
      row.locality,
    );
    row.collection_group = this.collections.id(
      null,
      row.dataset,
      row.recorded_by,
      row.institution_code,
      row.collection_code,
      row.sampling_protocol,
    );
    return row;
  }
}
