// Composes a taxonomy node's detail payload from database facts: every sentence and number comes from the data.
import type { NodeDetailFacts, NodeEcology, ValueCount } from '../../db/taxonomy/index.js';
import type { Schema } from '../../generated/operations.js';

type LabelValue = Schema<'LabelValue'>;
type DetailSection = Schema<'DetailSection'>;

export type { NodeDetailFacts };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LANGUAGES: Record<string, string> = { en: 'English', de: 'German' };
/** Counts of genera/species in the summary only make sense for ranks above them. */
const RANKS_WITHOUT_GENERA = new Set(['genus', 'subgenus', 'species_group', 'species', 'segregate', 'subspecies']);
const RANKS_WITHOUT_SPECIES = new Set(['species', 'segregate', 'subspecies']);

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
const rankLabel = (rank: string) => rank.replace(/_/g, ' ');
const list = (values: readonly ValueCount[]) => values.map((v) => `${v.value} (${count(v.count)})`).join(', ');

function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function summary({ node }: NodeDetailFacts): string {
  const where = node.parent
    ? `a ${rankLabel(node.rank)} in ${node.parent.name} (${rankLabel(node.parent.rank)})`
    : `the ${rankLabel(node.rank)} at the root of the tree`;
  const sizes: string[] = [];
  if (node.childCount > 0) sizes.push(plural(node.childCount, 'child taxon', 'child taxa'));
  if (!RANKS_WITHOUT_GENERA.has(node.rank) && node.genusCount > 0)
    sizes.push(plural(node.genusCount, 'genus', 'genera'));
  if (!RANKS_WITHOUT_SPECIES.has(node.rank) && node.speciesCount > 0)
    sizes.push(plural(node.speciesCount, 'species', 'species'));
  let text = `${node.name} is ${where}${sizes.length ? ` with ${joinAnd(sizes)}` : ''}.`;
  const byLanguage = new Map<string, string[]>();
  for (const c of node.commonNames) byLanguage.set(c.language, [...(byLanguage.get(c.language) ?? []), c.name]);
  for (const [language, names] of byLanguage) {
    text += ` ${LANGUAGES[language] ?? language} name${names.length > 1 ? 's' : ''}: ${names.join(', ')}.`;
  }
  return text;
}

function links({ node, records }: NodeDetailFacts): Schema<'Link'>[] {
  const id = node.id;
  const q = encodeURIComponent(node.name);
  const out: Schema<'Link'>[] = [{ label: 'Literature', href: `/api/v1/taxonomy/nodes/${id}/literature` }];
  if (node.childCount > 0) out.unshift({ label: 'Child taxa', href: `/api/v1/taxonomy/tree/children?parentId=${id}` });
  // the distributions endpoint does not serve root nodes (spec); root-level data is its overview
  if (node.parent && records.occurrences > 0)
    out.push({ label: 'Distribution', href: `/api/v1/distributions/by-node/${id}` });
  if (records.genomes > 0) {
    const filter = node.rank === 'family' || node.rank === 'subfamily' ? `${node.rank}=${q}` : `q=${q}`;
    out.push({ label: 'Genome assemblies', href: `/api/v1/genomes?${filter}` });
  }
  if (records.barcodes > 0) out.push({ label: 'DNA barcodes', href: `/api/v1/barcodes?q=${q}` });
  if (records.hostplantRecords > 0) out.push({ label: 'Host plants', href: `/api/v1/hostplants?q=${q}` });
  return out;
}

function metrics({ node, records }: NodeDetailFacts): LabelValue[] {
  return [
    { label: 'Child taxa', value: count(node.childCount) },
    { label: 'Genera', value: count(node.genusCount) },
    { label: 'Species', value: count(node.speciesCount) },
    { label: 'DNA barcodes', value: count(records.barcodes) },
    { label: 'Genome assemblies', value: count(records.genomes) },
    { label: 'Occurrences', value: count(records.occurrences) },
    { label: 'Host-plant records', value: count(records.hostplantRecords) },
  ];
}

function omics({ records }: NodeDetailFacts): DetailSection {
  return {
    summary:
      `${plural(records.genomes, 'genome assembly', 'genome assemblies')} (${count(records.chromosomeGenomes)} chromosome-level), ` +
      `${plural(records.transcriptomes, 'transcriptome dataset')} and ${plural(records.populationDatasets, 'population-genome dataset')} under this node.`,
    items: [
      { label: 'Genome assemblies', value: count(records.genomes) },
      { label: 'Chromosome-level assemblies', value: count(records.chromosomeGenomes) },
      { label: 'Transcriptome datasets', value: count(records.transcriptomes) },
      { label: 'Population-genome datasets', value: count(records.populationDatasets) },
      { label: 'Sequencing runs', value: count(records.omicsRuns) },
      { label: 'Proteins', value: count(records.proteins) },
    ],
  };
}

/** Sentence and items of the flight period from dated occurrences (see db/distributions/flight-periods.sql). */
function flightPeriodFacts(period: NonNullable<NodeEcology['flightPeriod']>): {
  sentence: string;
  items: LabelValue[];
} {
  const sources = period.sources.map((s) => `${s.source} ${count(s.records)}`).join(', ');
  const days = period.dayOfYear;
  const sentence =
    `${plural(period.records, 'occurrence record')} dated to the month (${sources}) show flight in ` +
    `${plural(period.months.length, 'month')}` +
    (days
      ? `; median day of year ${days.median} (10–90 %: ${days.p10}–${days.p90}, ${plural(days.records, 'record')} dated to the day).`
      : '.');
  const items: LabelValue[] = [
    {
      label: 'Flight months (dated occurrences)',
      value: list(period.months.map((m) => ({ value: MONTHS[m.month - 1]!, count: m.records }))),
    },
  ];
  if (days) {
    items.push({
      label: 'Flight day of year (dated occurrences)',
      value: `median ${days.median}, 10–90 % ${days.p10}–${days.p90}, first ${days.first}, last ${days.last} (${plural(days.records, 'record')})`,
    });
  }
  return { sentence, items };
}

function ecology({ ecology: e, records }: NodeDetailFacts): Schema<'NodeEcologySection'> {
  const sentences: string[] = [];
  const items: LabelValue[] = [];
  if (e.hostplantFamilyCount > 0) {
    sentences.push(
      `${plural(records.hostplantRecords, 'host-plant record')} name ${plural(e.hostplantFamilyCount, 'plant family', 'plant families')}.`,
    );
    items.push({ label: 'Host-plant families', value: list(e.hostplantFamilies) });
  }
  if (e.countryCount > 0) {
    sentences.push(
      `${plural(records.occurrences, 'occurrence record')} come from ${plural(e.countryCount, 'country', 'countries')}.`,
    );
    items.push({ label: 'Countries', value: list(e.countries) });
  }
  if (e.flightRecords > 0 && e.flightMonthRecords) {
    const months = e.flightMonthRecords.map((n, i) => ({ value: MONTHS[i]!, count: n })).filter((m) => m.count > 0);
    sentences.push(`LepTraits gives flight months for ${plural(e.flightRecords, 'record')}.`);
    items.push({ label: 'Flight months (LepTraits records)', value: list(months) });
  }
  if (e.flightPeriod) {
    const flight = flightPeriodFacts(e.flightPeriod);
    sentences.push(flight.sentence);
    items.push(...flight.items);
  }
  return {
    summary: sentences.join(' ') || 'No host-plant, occurrence or flight-period records under this node.',
    items,
    flightPeriod: e.flightPeriod,
  };
}

function genetics({ records }: NodeDetailFacts): string | null {
  if (records.barcodes === 0) return null;
  const median = records.barcodeMedianBp === null ? '' : `; median length ${count(records.barcodeMedianBp)} bp`;
  return `${plural(records.barcodes, 'barcode record')} (${records.barcodeMarkers}) of ${plural(records.barcodedTaxa, 'taxon', 'taxa')}${median}.`;
}

function range(min: number | null, max: number | null): string {
  return min === max || max === null ? `${min ?? max}` : min === null ? `${max}` : `${min}–${max}`;
}

function morphology({ ecology: e }: NodeDetailFacts): string | null {
  const parts: string[] = [];
  // LepTraits gives wingspan and forewing length in centimetres
  if (e.wingspanRecords > 0)
    parts.push(`wingspan ${range(e.wingspanMin, e.wingspanMax)} cm (${plural(e.wingspanRecords, 'LepTraits record')})`);
  if (e.forewingRecords > 0)
    parts.push(`forewing length ${range(e.forewingMin, e.forewingMax)} cm (${plural(e.forewingRecords, 'record')})`);
  if (e.voltinism.length > 0) parts.push(`voltinism codes ${list(e.voltinism)}`);
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function literature({ node, literature: lit }: NodeDetailFacts): Schema<'NodeLiteratureSection'> {
  const summaryText =
    lit.total === 0
      ? 'No references are linked to this taxon or its descendants.'
      : `${plural(lit.total, 'reference is', 'references are')} linked to this taxon and its descendants (${count(lit.direct)} to ${node.name} itself).`;
  const publications = lit.publications.map((p): Schema<'NodePublication'> => ({
    title: p.title,
    citation: p.citation ?? ([p.authors, p.year].filter((v) => v !== null).join(', ') || p.title),
    href: p.doi ? `https://doi.org/${p.doi}` : (p.url ?? `/api/v1/literature/${p.id}`),
    tags: p.taxa.map((t) => t.name),
  }));
  const inGraph = new Set(lit.taxa.map((t) => t.id));
  const nodes: Schema<'GraphNode'>[] = [
    ...lit.taxa.map((t): Schema<'GraphNode'> => ({
      id: `taxon:${t.id}`,
      type: 'taxon',
      label: t.name,
      data: { taxonId: t.id, rank: t.rank },
    })),
    ...lit.publications.map((p): Schema<'GraphNode'> => ({
      id: `publication:${p.id}`,
      type: 'publication',
      label: p.citation ?? p.title,
      data: { literatureId: p.id, title: p.title, year: p.year, doi: p.doi },
    })),
  ];
  const edges: Schema<'GraphEdge'>[] = [
    ...lit.taxa
      .filter((t) => t.parentId !== null && inGraph.has(t.parentId))
      .map((t): Schema<'GraphEdge'> => ({ source: `taxon:${t.id}`, target: `taxon:${t.parentId}`, type: 'child_of' })),
    ...lit.publications.flatMap((p) =>
      p.taxa.map((t): Schema<'GraphEdge'> => ({
        source: `publication:${p.id}`,
        target: `taxon:${t.id}`,
        type: 'about',
      })),
    ),
  ];
  return { summary: summaryText, publications, graph: { nodes, edges } };
}

/**
 * The `data` of GET /taxonomy/nodes/{nodeId}: the spec types this payload's ids as strings, so they stay
 * strings; `node.nodeId` is the integer every other operation uses.
 */
export function composeNodeDetail(facts: NodeDetailFacts): Schema<'TaxonomyNodeData'> {
  const { node } = facts;
  const id = String(node.id);
  return {
    node: { id, nodeId: node.id, name: node.name, rank: node.rank, detailId: id },
    detail: {
      id,
      title: node.authorship ? `${node.name} ${node.authorship}` : node.name,
      rank: node.rank,
      summary: summary(facts),
      // the shipped data has no illustration per taxon
      image: null,
      links: links(facts),
      metrics: metrics(facts),
      omics: omics(facts),
      ecology: ecology(facts),
      literature: literature(facts),
      genetics: genetics(facts),
      morphology: morphology(facts),
    },
  };
}
