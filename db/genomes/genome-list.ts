// The genome list held in memory per data version: every assembly (some 1,550 rows) filtered, sorted, paged and
// counted per request exactly as list-genomes.sql does, without a query. Each sort order is laid out once (the
// database's collation read as ranks, genome-list-source.sql); a request walks one order and counts the facets as it
// goes. Queries whose words do not fold to printable ASCII ask the SQL (test/data/genome-list.test.ts compares the
// two).
import { searchWords } from '../catalog-query.js';
import type { CatalogRow, GenomeListItem, GenomeListParams, GenomeListResult } from './repo.js';

/** genome-list-source.sql's row: list-genomes.sql's columns, the search document and the ranks. */
export interface GenomeListSourceRow extends CatalogRow {
  search_document: string;
  /** submission_date as YYYY-MM-DD (null when NCBI lists none). */
  submission_day: string | null;
  id_rank: number;
  /** `<column>_rank` for every sort column. */
  [rank: `${string}_rank`]: number;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** A date the way submission_day is written, so that comparing the texts compares the dates. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A faceted column: each row's dense rank (its value's place in the collation) and the value of each rank. */
interface Facet {
  readonly rankOf: Int32Array;
  readonly values: (string | null)[];
}

function facet(rows: readonly GenomeListSourceRow[], column: 'family' | 'subfamily' | 'source'): Facet {
  const rankOf = Int32Array.from(rows, (r) => r[`${column}_rank`]);
  const values: (string | null)[] = [];
  rows.forEach((r, i) => (values[rankOf[i]!] = r[column]));
  return { rankOf, values };
}

/** Facet rows as list-genomes.sql orders them: most first, then by value (NULL last). */
function facetCounts({ values }: Facet, counts: Int32Array, withNull: boolean) {
  const ranks: number[] = [];
  counts.forEach((n, rank) => {
    if (n > 0 && (withNull || values[rank] !== null)) ranks.push(rank);
  });
  const nullLast = (rank: number) => (values[rank] === null ? 1 : 0);
  ranks.sort((a, b) => counts[b]! - counts[a]! || nullLast(a) - nullLast(b) || a - b);
  return ranks.map((rank) => ({ value: values[rank]!, count: counts[rank]! }));
}

export class GenomeList {
  private readonly rows: readonly GenomeListSourceRow[];
  private readonly items: GenomeListItem[];
  /** Row indexes in each sort's order, by `${column} ${direction}`. */
  private readonly orders = new Map<string, Int32Array>();
  private readonly families: Facet;
  private readonly subfamilies: Facet;
  private readonly sources: Facet;
  /** Whether search_text() folds printable ASCII as lower-casing does (else every `q` asks the SQL). */
  private readonly asciiFolds: boolean;

  /** `columns`: the sortBy → column map (GENOME_SORT_COLUMNS); `item`: a row as the list shows it. */
  constructor(
    rows: readonly GenomeListSourceRow[],
    columns: Readonly<Record<string, string>>,
    item: (row: GenomeListSourceRow) => GenomeListItem,
    asciiFolds: boolean,
  ) {
    this.rows = rows;
    this.items = rows.map(item);
    this.asciiFolds = asciiFolds;
    const all = rows.map((_, i) => i);
    for (const column of new Set(Object.values(columns))) {
      const rankOf = (i: number) => rows[i]![`${column}_rank`];
      const isNull = (i: number) => (rows[i] as unknown as Record<string, unknown>)[column] === null;
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const order = all
          .slice()
          .sort(
            (a, b) =>
              Number(isNull(a)) - Number(isNull(b)) ||
              sign * (rankOf(a) - rankOf(b)) ||
              rows[a]!.id_rank - rows[b]!.id_rank,
          );
        this.orders.set(`${column} ${direction}`, Int32Array.from(order));
      }
    }
    this.families = facet(rows, 'family');
    this.subfamilies = facet(rows, 'subfamily');
    this.sources = facet(rows, 'source');
  }

  /** How many assemblies it holds. */
  get size(): number {
    return this.rows.length;
  }

  /** As list-genomes.sql over genome-match.sql; null when the SQL must answer. `column`: the sort's column. */
  list(p: GenomeListParams, column: string): GenomeListResult | null {
    if (p.releasedAfter !== null && !ISO_DAY.test(p.releasedAfter)) return null;
    const words = searchWords(p.q);
    if (words && !(this.asciiFolds && words.every((w) => PRINTABLE_ASCII.test(w)))) return null;
    const needles = words?.map((w) => w.toLowerCase()) ?? [];
    const order = this.orders.get(`${column} ${p.sortDirection}`);
    if (!order) return null;
    const familyCounts = new Int32Array(this.families.values.length);
    const subfamilyCounts = new Int32Array(this.subfamilies.values.length);
    const sourceCounts = new Int32Array(this.sources.values.length);
    const items: GenomeListItem[] = [];
    let total = 0;
    for (const i of order) {
      const r = this.rows[i]!;
      // genome-match.sql's WHERE
      if (p.assemblyLevel !== null && r.level !== p.assemblyLevel) continue;
      if (
        p.minBuscoCompletePct !== null &&
        !(r.busco_complete_pct !== null && r.busco_complete_pct >= p.minBuscoCompletePct)
      )
        continue;
      if (p.minN50Kb !== null && !(r.scaffold_n50_kb !== null && r.scaffold_n50_kb >= p.minN50Kb)) continue;
      if (p.releasedAfter !== null && !(r.submission_day !== null && r.submission_day >= p.releasedAfter)) continue;
      if (!needles.every((needle) => r.search_document.includes(needle))) continue;
      // its facet filters: each facet is counted under every filter but its own
      const family = p.family === null || r.family === p.family;
      const subfamily = p.subfamily === null || r.subfamily === p.subfamily;
      const source = p.source === null || r.source === p.source;
      const browser = p.hasBrowser === null || r.has_browser === p.hasBrowser;
      if (subfamily && source && browser) familyCounts[this.families.rankOf[i]!]!++;
      if (family && source && browser) subfamilyCounts[this.subfamilies.rankOf[i]!]!++;
      if (family && subfamily && browser) sourceCounts[this.sources.rankOf[i]!]!++;
      if (!(family && subfamily && source && browser)) continue;
      if (total >= p.offset && items.length < p.limit) items.push(this.items[i]!);
      total++;
    }
    return {
      total,
      items,
      facets: {
        families: facetCounts(this.families, familyCounts, false),
        subfamilies: facetCounts(this.subfamilies, subfamilyCounts, false),
        sources: facetCounts(this.sources, sourceCounts, true),
      },
    };
  }
}
