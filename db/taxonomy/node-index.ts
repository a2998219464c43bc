// The taxonomy's per-node answers held in memory per data version (node-index.sql, read once): a node's detail facts,
// its children pages and its literature pages answered as get-node.sql, node-records.sql, node-ecology.sql,
// node-literature-graph.sql, list-children.sql and node-literature-page.sql answer them, without a query. Taxa are kept
// in preorder (db/preorder.ts), so a subtree is a range: sums are two prefix-sum reads, lists a scan of the subtree's rows
// (a few per taxon). test/data/node-index.test.ts compares every answer with the SQL's.
import type { Schema } from '../../generated/operations.js';
import { Preorder, PrefixSums, type SubtreeRows } from '../preorder.js';
import type {
  CommonName,
  NodeDetailFacts,
  NodeEcology,
  NodeFacts,
  NodeLiteratureFacts,
  NodeRecords,
  LinkedPublication,
  TreeItem,
  ValueCount,
} from './repo.js';

/** node-index.sql's rows, statement by statement. */
interface TaxonRow {
  id: number;
  parent_id: number | null;
  name: string;
  rank: string;
  rank_order: number;
  authorship: string | null;
  depth: number;
  child_count: number;
  species_count: number;
  name_order: number;
}
/** A linked publication: the fields of a literature page's item and of the detail's publication. */
type LiteratureRow = Schema<'LiteratureItem'> & Pick<LinkedPublication, 'url' | 'citation'>;
interface TraitRow {
  taxon_id: number;
  flight_months: (boolean | null)[] | null;
  wingspan_lower: number | null;
  wingspan_upper: number | null;
  forewing_lower: number | null;
  forewing_upper: number | null;
  voltinism: string | null;
}
export type NodeIndexSource = [
  TaxonRow[],
  { taxon_id: number; name: string; language: string }[],
  { v: string }[],
  { taxon_id: number; kind: string; n: number }[],
  { taxon_id: number; marker: string | null; length_bp: number | null; records: number }[],
  { taxon_id: number; hostplant_family: string; records: number }[],
  { taxon_id: number; country_key: string; country: string | null; country_code: string | null; records: number }[],
  TraitRow[],
  { taxon_id: number; period: string }[],
  LiteratureRow[],
  { literature_id: string; taxon_id: number }[],
];

const COUNTS = [
  'occurrences',
  'hostplantRecords',
  'genomes',
  'chromosomeGenomes',
  'transcriptomes',
  'populationDatasets',
  'omicsRuns',
  'proteins',
] as const;
type CountName = (typeof COUNTS)[number];

/** Subtrees of at least this many taxa keep their composed detail facts (their scans take 0.1–10 ms)... */
const LARGE_SUBTREE = 500;
/** ...up to this many (nodes × the few option sets asked for). */
const MAX_LARGE_DETAILS = 500;

/** No value (a NULL of the source) in the integer columns below, whose values are ranks, lengths or masks (≥ 0). */
const NONE = -1;

/** Value ranks with their records, most records first, then by value (collation order = rank order), cut to `top`. */
function topValues(entries: [number, number][], top: number): [number, number][] {
  return entries.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, top);
}

export class NodeIndex {
  private readonly tree: Preorder;
  // per position
  private readonly ids: Int32Array;
  private readonly parent: Int32Array;
  private readonly names: string[];
  /** Rank names, and each position's index into them. */
  private readonly rankNames: string[];
  private readonly rankOf: Uint16Array;
  private readonly authorship: (string | null)[];
  private readonly rankOrder: Int32Array;
  private readonly nameOrder: Int32Array;
  private readonly depth: Int32Array;
  private readonly childCount: Int32Array;
  private readonly speciesCount: Int32Array;
  /** Children positions of each position in page order (rank order, name, id), and the roots. */
  private readonly childStart: Int32Array;
  private readonly childList: Int32Array;
  private readonly roots: Int32Array;
  /** Common names grouped by taxon: the name, and the language as an index into `languages`. */
  private readonly commonNames: { rows: SubtreeRows; names: string[]; language: Uint16Array; languages: string[] };
  /** Collation-ordered text values (node-index.sql, statement 3): a value's rank is its index. */
  private readonly strings: string[];
  private readonly sums: Record<CountName | 'genera' | 'barcodedTaxa', PrefixSums>;
  private readonly barcodes: { rows: SubtreeRows; marker: Int32Array; length: Int32Array; records: Int32Array };
  private readonly plants: { rows: SubtreeRows; family: Int32Array; records: Int32Array };
  private readonly countries: {
    rows: SubtreeRows;
    key: Int32Array;
    country: Int32Array;
    code: Int32Array;
    records: Int32Array;
  };
  private readonly traits: {
    rows: SubtreeRows;
    /** Bit m-1 set: flies in month m; NONE without flight data. */
    months: Int32Array;
    wingspanLower: Float64Array;
    wingspanUpper: Float64Array;
    forewingLower: Float64Array;
    forewingUpper: Float64Array;
    voltinism: Int32Array;
  };
  private readonly flightPeriods: Map<number, string>;
  /** Linked publications in page order (year newest first, then id). */
  private readonly literature: LiteratureRow[];
  private readonly links: { rows: SubtreeRows; literature: Int32Array; taxon: Int32Array };
  /** Details of the large subtrees, kept once composed (a few hundred nodes; each took milliseconds of scanning). */
  private readonly largeDetails = new Map<string, NodeDetailFacts>();

  constructor([
    taxa,
    common,
    strings,
    counts,
    barcodes,
    plants,
    countries,
    traits,
    flight,
    literature,
    links,
  ]: NodeIndexSource) {
    const tree = new Preorder(
      taxa.map((t) => t.id),
      taxa.map((t) => t.parent_id),
    );
    this.tree = tree;
    const n = tree.length;
    const at = (p: number) => taxa[tree.rowAt[p]!]!;
    this.ids = Int32Array.from({ length: n }, (_, p) => at(p).id);
    this.parent = Int32Array.from({ length: n }, (_, p) => {
      const parentId = at(p).parent_id;
      return parentId === null ? NONE : (tree.position(parentId) ?? NONE);
    });
    this.names = Array.from({ length: n }, (_, p) => at(p).name);
    this.rankNames = [...new Set(taxa.map((t) => t.rank))];
    const rankIndex = new Map(this.rankNames.map((r, i) => [r, i]));
    this.rankOf = Uint16Array.from({ length: n }, (_, p) => rankIndex.get(at(p).rank)!);
    this.authorship = Array.from({ length: n }, (_, p) => at(p).authorship);
    this.rankOrder = Int32Array.from({ length: n }, (_, p) => at(p).rank_order);
    this.nameOrder = Int32Array.from({ length: n }, (_, p) => at(p).name_order);
    this.depth = Int32Array.from({ length: n }, (_, p) => at(p).depth);
    this.childCount = Int32Array.from({ length: n }, (_, p) => at(p).child_count);
    this.speciesCount = Int32Array.from({ length: n }, (_, p) => at(p).species_count);

    const pageOrder = (a: number, b: number) =>
      this.rankOrder[a]! - this.rankOrder[b]! || this.nameOrder[a]! - this.nameOrder[b]! || this.ids[a]! - this.ids[b]!;
    const kids = new SubtreeRowsByParent(n, this.parent);
    this.childStart = kids.start;
    this.childList = kids.list;
    for (let p = 0; p < n; p++) this.childList.subarray(kids.start[p], kids.start[p + 1]).sort(pageOrder);
    this.roots = Int32Array.from(kids.roots).sort(pageOrder);

    const commonRows = tree.group(common.map((c) => c.taxon_id));
    const languages = [...new Set(common.map((c) => c.language))];
    const languageIndex = new Map(languages.map((l, i) => [l, i]));
    this.commonNames = {
      rows: commonRows,
      names: Array.from(commonRows.order, (r) => common[r]!.name),
      language: commonRows.column(common, Uint16Array, (c) => languageIndex.get(c.language)!),
      languages,
    };

    this.strings = strings.map((s) => s.v);
    const rank = new Map(this.strings.map((s, i) => [s, i]));
    const rankOf = (value: string | null) => (value === null ? NONE : (rank.get(value) ?? NONE));

    const own = Object.fromEntries(COUNTS.map((name) => [name, new Float64Array(n)])) as Record<
      CountName,
      Float64Array
    >;
    for (const { taxon_id, kind, n: value } of counts) {
      const p = tree.position(taxon_id);
      if (p !== undefined && kind in own) own[kind as CountName][p]! += value;
    }
    const barcodeRows = tree.group(barcodes.map((b) => b.taxon_id));
    this.sums = {
      ...(Object.fromEntries(COUNTS.map((name) => [name, new PrefixSums(n, (p) => own[name][p]!)])) as Record<
        CountName,
        PrefixSums
      >),
      genera: new PrefixSums(n, (p) => (this.rank(p) === 'genus' ? 1 : 0)),
      barcodedTaxa: new PrefixSums(n, (p) => {
        const [from, to] = barcodeRows.rows(p);
        return from < to ? 1 : 0;
      }),
    };
    this.barcodes = {
      rows: barcodeRows,
      marker: barcodeRows.column(barcodes, Int32Array, (b) => rankOf(b.marker)),
      length: barcodeRows.column(barcodes, Int32Array, (b) => b.length_bp ?? NONE),
      records: barcodeRows.column(barcodes, Int32Array, (b) => b.records),
    };
    const plantRows = tree.group(plants.map((r) => r.taxon_id));
    this.plants = {
      rows: plantRows,
      family: plantRows.column(plants, Int32Array, (r) => rankOf(r.hostplant_family)),
      records: plantRows.column(plants, Int32Array, (r) => r.records),
    };
    const countryRows = tree.group(countries.map((r) => r.taxon_id));
    this.countries = {
      rows: countryRows,
      key: countryRows.column(countries, Int32Array, (r) => rankOf(r.country_key)),
      country: countryRows.column(countries, Int32Array, (r) => rankOf(r.country)),
      code: countryRows.column(countries, Int32Array, (r) => rankOf(r.country_code)),
      records: countryRows.column(countries, Int32Array, (r) => r.records),
    };
    const traitRows = tree.group(traits.map((r) => r.taxon_id));
    const orNaN = (value: number | null) => (value === null ? Number.NaN : value);
    this.traits = {
      rows: traitRows,
      months: traitRows.column(traits, Int32Array, (r) =>
        r.flight_months === null
          ? NONE
          : r.flight_months.reduce((mask, on, m) => (on === true && m < 12 ? mask | (1 << m) : mask), 0),
      ),
      wingspanLower: traitRows.column(traits, Float64Array, (r) => orNaN(r.wingspan_lower)),
      wingspanUpper: traitRows.column(traits, Float64Array, (r) => orNaN(r.wingspan_upper)),
      forewingLower: traitRows.column(traits, Float64Array, (r) => orNaN(r.forewing_lower)),
      forewingUpper: traitRows.column(traits, Float64Array, (r) => orNaN(r.forewing_upper)),
      voltinism: traitRows.column(traits, Int32Array, (r) => rankOf(r.voltinism)),
    };
    this.flightPeriods = new Map(flight.map((r) => [r.taxon_id, r.period]));

    this.literature = literature;
    const literatureIndex = new Map(literature.map((l, i) => [l.id, i]));
    const linkRows = tree.group(links.map((k) => k.taxon_id));
    this.links = {
      rows: linkRows,
      literature: linkRows.column(links, Int32Array, (k) => literatureIndex.get(k.literature_id) ?? NONE),
      taxon: linkRows.column(links, Int32Array, (k) => tree.position(k.taxon_id)!),
    };
  }

  /** Taxa held. */
  get size(): number {
    return this.tree.length;
  }

  private rank(p: number): string {
    return this.rankNames[this.rankOf[p]!]!;
  }

  private ref(p: number) {
    return { id: this.ids[p]!, name: this.names[p]!, rank: this.rank(p) };
  }

  /** A page of the children of `parentId` (the roots when null), as TaxonomyRepo.children answers it. */
  children(parentId: number | null, limit: number, offset: number) {
    let list: Int32Array;
    if (parentId === null) list = this.roots;
    else {
      const p = this.tree.position(parentId);
      if (p === undefined) return { parentExists: false, total: 0, items: [] as TreeItem[] };
      list = this.childList.subarray(this.childStart[p], this.childStart[p + 1]);
    }
    const items = Array.from(
      list.subarray(Math.min(offset, list.length), Math.min(offset + limit, list.length)),
      (c) => ({
        id: this.ids[c]!,
        name: this.names[c]!,
        rank: this.rank(c),
        depth: this.depth[c]!,
        childCount: this.childCount[c]!,
        hasDetail: true,
      }),
    );
    return { parentExists: true, total: list.length, items };
  }

  /** The facts of a node's detail (TaxonomyRepo.nodeDetailFacts); null for an unknown id. */
  detailFacts(id: number, { top, publications }: { top: number; publications: number }): NodeDetailFacts | null {
    const p = this.tree.position(id);
    if (p === undefined) return null;
    const large = this.tree.size[p]! >= LARGE_SUBTREE ? `${p}:${top}:${publications}` : null;
    const kept = large === null ? undefined : this.largeDetails.get(large);
    if (kept) return structuredClone(kept);
    const facts = {
      node: this.nodeFacts(p),
      records: this.records(p),
      ecology: this.ecology(p, top),
      literature: this.literatureFacts(p, publications),
    };
    if (large !== null && this.largeDetails.size < MAX_LARGE_DETAILS)
      this.largeDetails.set(large, structuredClone(facts));
    return facts;
  }

  private nodeFacts(p: number): NodeFacts {
    const parent = this.parent[p]!;
    const [from, to] = this.commonNames.rows.rows(p);
    return {
      id: this.ids[p]!,
      name: this.names[p]!,
      rank: this.rank(p),
      authorship: this.authorship[p]!,
      childCount: this.childCount[p]!,
      speciesCount: this.speciesCount[p]!,
      genusCount: this.sums.genera.sum(p, this.tree.size[p]!),
      parent: parent === NONE ? null : this.ref(parent),
      commonNames: this.commonNames.names.slice(from, to).map((name, i): CommonName => ({
        name,
        language: this.commonNames.languages[this.commonNames.language[from + i]!]!,
      })),
    };
  }

  private records(p: number): NodeRecords {
    const size = this.tree.size[p]!;
    const sum = (name: CountName | 'barcodedTaxa') => this.sums[name].sum(p, size);
    const { marker, length, records } = this.barcodes;
    const [from, to] = this.barcodes.rows.rows(p, size);
    let barcodes = 0;
    let measured = 0;
    const markers = new Set<number>();
    const lengths: number[] = [];
    for (let r = from; r < to; r++) {
      barcodes += records[r]!;
      if (marker[r] !== NONE) markers.add(marker[r]!);
      if (length[r] !== NONE) {
        lengths.push(r);
        measured += records[r]!;
      }
    }
    // percentile_disc(0.5): the first length whose cumulative count reaches half of the measured barcodes
    lengths.sort((a, b) => length[a]! - length[b]!);
    let median: number | null = null;
    for (let i = 0, cumulative = 0; i < lengths.length; i++) {
      cumulative += records[lengths[i]!]!;
      if (cumulative * 2 >= measured) {
        median = length[lengths[i]!]!;
        break;
      }
    }
    return {
      barcodes,
      barcodedTaxa: sum('barcodedTaxa'),
      barcodeMedianBp: median,
      barcodeMarkers:
        markers.size === 0
          ? null
          : [...markers]
              .sort((a, b) => a - b)
              .map((m) => this.strings[m])
              .join(', '),
      genomes: sum('genomes'),
      chromosomeGenomes: sum('chromosomeGenomes'),
      occurrences: sum('occurrences'),
      hostplantRecords: sum('hostplantRecords'),
      transcriptomes: sum('transcriptomes'),
      populationDatasets: sum('populationDatasets'),
      omicsRuns: sum('omicsRuns'),
      proteins: sum('proteins'),
    };
  }

  /** The `top` values with the most records, as ValueCounts. */
  private valueCounts(entries: [number, number][], top: number): ValueCount[] {
    return topValues(entries, top).map(([v, count]) => ({ value: this.strings[v]!, count }));
  }

  private ecology(p: number, top: number): NodeEcology {
    const size = this.tree.size[p]!;
    const plants = new Map<number, number>();
    {
      const { family, records } = this.plants;
      const [from, to] = this.plants.rows.rows(p, size);
      for (let r = from; r < to; r++) plants.set(family[r]!, (plants.get(family[r]!) ?? 0) + records[r]!);
    }
    // countries grouped by key, labelled coalesce(max(country), max(country_code))
    const byKey = new Map<number, { records: number; country: number; code: number }>();
    {
      const { key, country, code, records } = this.countries;
      const [from, to] = this.countries.rows.rows(p, size);
      for (let r = from; r < to; r++) {
        const group = byKey.get(key[r]!);
        if (group) {
          group.records += records[r]!;
          group.country = Math.max(group.country, country[r]!);
          group.code = Math.max(group.code, code[r]!);
        } else byKey.set(key[r]!, { records: records[r]!, country: country[r]!, code: code[r]! });
      }
    }
    // one entry per key, even where two keys show the same label
    const countries = [...byKey.values()].map((g): [number, number] => [
      g.country !== NONE ? g.country : g.code,
      g.records,
    ]);
    const t = this.traits;
    const [from, to] = t.rows.rows(p, size);
    let flightRecords = 0;
    const months = new Array<number>(12).fill(0);
    let wingspanRecords = 0;
    let forewingRecords = 0;
    let wingspanMin = Number.NaN;
    let wingspanMax = Number.NaN;
    let forewingMin = Number.NaN;
    let forewingMax = Number.NaN;
    const voltinism = new Map<number, number>();
    const min = (a: number, b: number) => (Number.isNaN(a) || b < a ? b : a);
    const max = (a: number, b: number) => (Number.isNaN(a) || b > a ? b : a);
    for (let r = from; r < to; r++) {
      if (t.months[r] !== NONE) {
        flightRecords++;
        for (let m = 0; m < 12; m++) if (t.months[r]! & (1 << m)) months[m]!++;
      }
      if (!Number.isNaN(t.wingspanLower[r]!) || !Number.isNaN(t.wingspanUpper[r]!)) wingspanRecords++;
      if (!Number.isNaN(t.forewingLower[r]!) || !Number.isNaN(t.forewingUpper[r]!)) forewingRecords++;
      if (!Number.isNaN(t.wingspanLower[r]!)) wingspanMin = min(wingspanMin, t.wingspanLower[r]!);
      if (!Number.isNaN(t.wingspanUpper[r]!)) wingspanMax = max(wingspanMax, t.wingspanUpper[r]!);
      if (!Number.isNaN(t.forewingLower[r]!)) forewingMin = min(forewingMin, t.forewingLower[r]!);
      if (!Number.isNaN(t.forewingUpper[r]!)) forewingMax = max(forewingMax, t.forewingUpper[r]!);
      if (t.voltinism[r] !== NONE) voltinism.set(t.voltinism[r]!, (voltinism.get(t.voltinism[r]!) ?? 0) + 1);
    }
    const orNull = (value: number) => (Number.isNaN(value) ? null : value);
    const period = this.flightPeriods.get(this.ids[p]!);
    return {
      hostplantFamilyCount: plants.size,
      hostplantFamilies: this.valueCounts([...plants], top),
      countryCount: byKey.size,
      countries: this.valueCounts(countries, top),
      flightRecords,
      flightMonthRecords: flightRecords > 0 ? months : null,
      wingspanRecords,
      wingspanMin: orNull(wingspanMin),
      wingspanMax: orNull(wingspanMax),
      forewingRecords,
      forewingMin: orNull(forewingMin),
      forewingMax: orNull(forewingMax),
      voltinism: this.valueCounts([...voltinism], Infinity),
      flightPeriod: period === undefined ? null : (JSON.parse(period) as Schema<'FlightPeriod'>),
    };
  }

  /** Linked publications of the subtree in page order (indices into `literature`), distinct. */
  private linked(p: number, size: number): number[] {
    const [from, to] = this.links.rows.rows(p, size);
    const found = new Set<number>();
    for (let r = from; r < to; r++) if (this.links.literature[r] !== NONE) found.add(this.links.literature[r]!);
    return [...found].sort((a, b) => a - b);
  }

  private literatureFacts(p: number, limit: number): NodeLiteratureFacts {
    const size = this.tree.size[p]!;
    const linked = this.linked(p, size);
    const shown = linked.slice(0, limit);
    const shownSet = new Set(shown);
    const [from, to] = this.links.rows.rows(p, size);
    const taxaOf = new Map<number, number[]>(shown.map((l) => [l, []]));
    const inGraph = new Set<number>();
    for (let r = from; r < to; r++) {
      const l = this.links.literature[r]!;
      if (!shownSet.has(l)) continue;
      const taxon = this.links.taxon[r]!;
      taxaOf.get(l)!.push(taxon);
      // the taxa on the way up from the linked taxon to the node (both included)
      for (let a = taxon; a !== NONE && !inGraph.has(a); a = a === p ? NONE : this.parent[a]!) inGraph.add(a);
    }
    const byName = (a: number, b: number) => this.nameOrder[a]! - this.nameOrder[b]! || this.ids[a]! - this.ids[b]!;
    const [own, ownEnd] = this.links.rows.rows(p);
    const direct = new Set<number>();
    for (let r = own; r < ownEnd; r++) direct.add(this.links.literature[r]!);
    return {
      total: linked.length,
      direct: direct.size,
      publications: shown.map((l): LinkedPublication => {
        const { id, title, authors, year, doi, url, citation } = this.literature[l]!;
        const taxa = taxaOf
          .get(l)!
          .sort(byName)
          .map((t) => ({ id: this.ids[t]!, name: this.names[t]! }));
        return { id, title, authors, year, doi, url, citation, taxa };
      }),
      taxa: [...inGraph]
        .sort((a, b) => this.depth[a]! - this.depth[b]! || byName(a, b))
        .map((a) => {
          const parent = this.parent[a]!;
          return { ...this.ref(a), parentId: parent === NONE ? null : this.ids[parent]! };
        }),
    };
  }

  /** A page of the literature linked to a node's subtree (TaxonomyRepo.nodeLiterature). */
  literaturePage(id: number, limit: number, offset: number) {
    const p = this.tree.position(id);
    if (p === undefined) return { nodeExists: false, total: 0, items: [] as Schema<'LiteratureItem'>[] };
    const linked = this.linked(p, this.tree.size[p]!);
    const items = linked.slice(offset, offset + limit).map((l): Schema<'LiteratureItem'> => {
      const { id: literatureId, title, authors, year, journal, doi } = this.literature[l]!;
      return { id: literatureId, title, authors, year, journal, doi };
    });
    return { nodeExists: true, total: linked.length, items };
  }
}

/** Children of each position as one list (CSR), in position order until sorted; positions without a parent are roots. */
class SubtreeRowsByParent {
  readonly start: Int32Array;
  readonly list: Int32Array;
  readonly roots: number[] = [];

  constructor(n: number, parent: Int32Array) {
    this.start = new Int32Array(n + 1);
    for (let p = 0; p < n; p++) if (parent[p] !== NONE) this.start[parent[p]! + 1]!++;
    for (let p = 0; p < n; p++) this.start[p + 1]! += this.start[p]!;
    const next = this.start.slice();
    this.list = new Int32Array(this.start[n]!);
    for (let p = 0; p < n; p++) {
      if (parent[p] === NONE) this.roots.push(p);
      else this.list[next[parent[p]!]!++] = p;
    }
  }
}
