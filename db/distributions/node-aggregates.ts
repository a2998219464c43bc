// The per-node distribution aggregates (/distributions/by-node) held in memory per data version (node-aggregates.sql,
// read once): the per-taxon rollups in the taxonomy's preorder, so a node's records are one contiguous range, summed as
// aggregate-subtree.sql and aggregate.sql sum them — the same totals, countries, sources, bbox, years and points, in
// the same order. test/data/node-aggregates.test.ts compares every answer with the SQL's.
import { MAX_ITEMS, type Schema } from '../../generated/operations.js';
import { Preorder, type SubtreeRows } from '../preorder.js';

type ByNode = Schema<'DistributionByNodeData'>;
type Bbox = Schema<'BoundingBox'>;

export type NodeAggregateSource = [
  { id: number; parent_id: number | null; name: string; rank: string }[],
  { v: string }[],
  {
    taxon_id: number;
    source: string;
    title: string | null;
    country_code: string | null;
    country: string | null;
    records: number;
    unplaced: number;
    south: number | null;
    north: number | null;
    west: number | null;
    east: number | null;
    first_year: number | null;
    last_year: number | null;
  }[],
  { taxon_id: number; lat: number; lon: number; records: number; coordinate: number }[],
];

const NONE = -1;
/** Subtrees of at least this many taxa keep their aggregate once computed (their scans take milliseconds)... */
const LARGE_SUBTREE = 500;
/** ...the most recently asked this many: an aggregate holds up to 5,000 points (~0.3 MB), so not every large one. */
const LARGE_KEPT = 32;

/** min(west), min(south), max(east), max(north) of the rows with coordinates, as the SQL builds a bbox. */
class BboxOf {
  private located = 0;
  private box = [Infinity, Infinity, -Infinity, -Infinity];
  add(west: number, south: number, east: number, north: number) {
    if (Number.isNaN(south)) return;
    this.located++;
    if (!Number.isNaN(west)) this.box[0] = Math.min(this.box[0]!, west);
    this.box[1] = Math.min(this.box[1]!, south);
    if (!Number.isNaN(east)) this.box[2] = Math.max(this.box[2]!, east);
    if (!Number.isNaN(north)) this.box[3] = Math.max(this.box[3]!, north);
  }
  get value(): Bbox {
    return this.located > 0 ? [...this.box] : null;
  }
}

/** A group of the answer (a country, a source) while summing: records, records without coordinates, distinct taxa. */
interface Group {
  records: number;
  unplaced: number;
  species: number;
  lastTaxon: number;
  /** min(country) of a country group, min(title) of a source; NONE while none. */
  label: number;
  bbox: BboxOf;
}

export class NodeAggregates {
  private readonly tree: Preorder;
  /** Name, rank (index into `ranks`) and whether a root, per position. */
  private readonly names: string[];
  private readonly ranks: string[];
  private readonly rankOf: Uint16Array;
  private readonly isRoot: Uint8Array;
  private readonly strings: string[];
  private readonly groups: {
    rows: SubtreeRows;
    taxon: Int32Array;
    source: Int32Array;
    title: Int32Array;
    code: Int32Array;
    country: Int32Array;
    records: Int32Array;
    unplaced: Int32Array;
    /** south, north, west, east (NaN for NULL) and first, last year (NONE for NULL) per row. */
    box: Float64Array;
    years: Int32Array;
  };
  private readonly points: { rows: SubtreeRows; coordinate: Int32Array; records: Int32Array };
  /** lat and lon of each coordinate, in (lat, lon) order. */
  private readonly coordinates: Float64Array;
  private readonly large = new Map<number, Omit<ByNode, 'node'>>();

  constructor([taxa, strings, groups, points]: NodeAggregateSource) {
    this.tree = new Preorder(
      taxa.map((t) => t.id),
      taxa.map((t) => t.parent_id),
    );
    const at = (p: number) => taxa[this.tree.rowAt[p]!]!;
    this.names = Array.from({ length: taxa.length }, (_, p) => at(p).name);
    this.ranks = [...new Set(taxa.map((t) => t.rank))];
    const rankIndex = new Map(this.ranks.map((r, i) => [r, i]));
    this.rankOf = Uint16Array.from({ length: taxa.length }, (_, p) => rankIndex.get(at(p).rank)!);
    this.isRoot = Uint8Array.from({ length: taxa.length }, (_, p) => (at(p).parent_id === null ? 1 : 0));
    this.strings = strings.map((s) => s.v);
    const rank = new Map(this.strings.map((s, i) => [s, i]));
    const rankOf = (value: string | null) => (value === null ? NONE : (rank.get(value) ?? NONE));
    const rows = this.tree.group(groups.map((g) => g.taxon_id));
    const box = new Float64Array(rows.order.length * 4);
    const years = new Int32Array(rows.order.length * 2);
    rows.order.forEach((r, i) => {
      const g = groups[r]!;
      box.set([g.south ?? NaN, g.north ?? NaN, g.west ?? NaN, g.east ?? NaN], i * 4);
      years.set([g.first_year ?? NONE, g.last_year ?? NONE], i * 2);
    });
    this.groups = {
      rows,
      taxon: rows.column(groups, Int32Array, (g) => g.taxon_id),
      source: rows.column(groups, Int32Array, (g) => rankOf(g.source)),
      title: rows.column(groups, Int32Array, (g) => rankOf(g.title)),
      code: rows.column(groups, Int32Array, (g) => rankOf(g.country_code)),
      country: rows.column(groups, Int32Array, (g) => rankOf(g.country)),
      records: rows.column(groups, Int32Array, (g) => g.records),
      unplaced: rows.column(groups, Int32Array, (g) => g.unplaced),
      box,
      years,
    };
    const pointRows = this.tree.group(points.map((p) => p.taxon_id));
    this.points = {
      rows: pointRows,
      coordinate: pointRows.column(points, Int32Array, (p) => p.coordinate),
      records: pointRows.column(points, Int32Array, (p) => p.records),
    };
    this.coordinates = new Float64Array(2 * (points.reduce((max, p) => Math.max(max, p.coordinate), NONE) + 1));
    for (const p of points) this.coordinates.set([p.lat, p.lon], p.coordinate * 2);
  }

  /** Taxa held. */
  get size(): number {
    return this.tree.length;
  }

  /** A taxonomy node as the by-node answer names it and whether it is a root (DistributionsRepo.node); null if unknown. */
  node(id: number): { node: Schema<'TaxonRef'>; isRoot: boolean } | null {
    const p = this.tree.position(id);
    if (p === undefined) return null;
    return { node: { id, name: this.names[p]!, rank: this.ranks[this.rankOf[p]!]! }, isRoot: this.isRoot[p] === 1 };
  }

  /** The aggregate of a node's subtree (DistributionsRepo.byNode); null for an unknown id. */
  byNode(id: number): ByNode | null {
    const found = this.node(id);
    const p = this.tree.position(id);
    if (!found || p === undefined) return null;
    const size = this.tree.size[p]!;
    let aggregate = size >= LARGE_SUBTREE ? this.large.get(p) : undefined;
    if (aggregate) this.large.delete(p); // re-inserted below: the map's order is the order of last use
    aggregate ??= this.aggregate(p, size);
    if (size >= LARGE_SUBTREE) {
      this.large.set(p, aggregate);
      if (this.large.size > LARGE_KEPT) this.large.delete(this.large.keys().next().value!);
    }
    // shared between answers: read only (serialised as it is)
    return { node: found.node, ...aggregate };
  }

  private aggregate(p: number, size: number): Omit<ByNode, 'node'> {
    const g = this.groups;
    const [from, to] = g.rows.rows(p, size);
    const newGroup = (): Group => ({
      records: 0,
      unplaced: 0,
      species: 0,
      lastTaxon: NONE,
      label: NONE,
      bbox: new BboxOf(),
    });
    const add = (group: Group, r: number) => {
      group.records += g.records[r]!;
      group.unplaced += g.unplaced[r]!;
      // rows come grouped by taxon: a taxon is new to the group when it differs from the group's last one
      if (group.lastTaxon !== g.taxon[r]) {
        group.species++;
        group.lastTaxon = g.taxon[r]!;
      }
    };
    const all = newGroup();
    const countries = new Map<string, Group & { code: number }>();
    const sources = new Map<number, Group>();
    let firstYear = NONE;
    let lastYear = NONE;
    for (let r = from; r < to; r++) {
      add(all, r);
      const [south, north, west, east] = g.box.subarray(r * 4, r * 4 + 4);
      all.bbox.add(west!, south!, east!, north!);
      const first = g.years[r * 2]!;
      const last = g.years[r * 2 + 1]!;
      if (first !== NONE && (firstYear === NONE || first < firstYear)) firstYear = first;
      if (last !== NONE && last > lastYear) lastYear = last;
      const code = g.code[r]!;
      const country = g.country[r]!;
      if (code !== NONE || country !== NONE) {
        const key = code !== NONE ? `c${code}` : `n${country}`;
        let group = countries.get(key);
        if (!group) countries.set(key, (group = { ...newGroup(), code }));
        add(group, r);
        if (country !== NONE && (group.label === NONE || country < group.label)) group.label = country;
      }
      // a source without its data_source row is in no source (the SQL joins them)
      if (g.title[r] !== NONE) {
        let group = sources.get(g.source[r]!);
        if (!group) sources.set(g.source[r]!, (group = newGroup()));
        add(group, r);
        group.bbox.add(west!, south!, east!, north!);
        if (group.label === NONE || g.title[r]! < group.label) group.label = g.title[r]!;
      }
    }
    const countryList = [...countries.values()]
      .map((c) => ({ c, label: c.label !== NONE ? c.label : c.code }))
      .sort((a, b) => b.c.records - a.c.records || a.label - b.label)
      .map(({ c, label }) => ({
        countryCode: c.code === NONE ? null : this.strings[c.code]!,
        country: this.strings[label]!,
        records: c.records,
        species: c.species,
      }));
    const sourceList = [...sources.entries()]
      .sort(([a], [b]) => a - b)
      .map(([source, s]) => ({
        source: this.strings[source] as Schema<'SourceStat'>['source'],
        label: this.strings[s.label]!,
        records: s.records,
        recordsWithoutCoordinates: s.unplaced,
        species: s.species,
        bbox: s.bbox.value,
      }));
    const { points, truncated } = this.topPoints(p, size);
    return {
      totals: { records: all.records, recordsWithoutCoordinates: all.unplaced, species: all.species },
      countries: countryList,
      sources: sourceList,
      bbox: all.bbox.value,
      yearRange: { min: firstYear === NONE ? null : firstYear, max: lastYear === NONE ? null : lastYear },
      points,
      truncated,
    };
  }

  /** The subtree's coordinates with the most records (then by lat, lon), cut to the contract's bound. */
  private topPoints(p: number, size: number): { points: ByNode['points']; truncated: boolean } {
    const { coordinate, records } = this.points;
    const [from, to] = this.points.rows.rows(p, size);
    const counts = new Map<number, number>();
    for (let r = from; r < to; r++) counts.set(coordinate[r]!, (counts.get(coordinate[r]!) ?? 0) + records[r]!);
    const max = MAX_ITEMS['DistributionByNodeData.points'];
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, max);
    return {
      points: top.map(([c, count]) => ({ lat: this.coordinates[c * 2]!, lon: this.coordinates[c * 2 + 1]!, count })),
      truncated: counts.size > max,
    };
  }
}
