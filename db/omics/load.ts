// Omics: SRA runs (Helicoverpa armigera run table), DToL RNA-seq runs, annotation RNA-seq run ids
// and the Lasiommata resequencing sample sheet. Runs of organisms not shown to be lepidopterans are
// dropped (reported), tissue labels normalised, and runs get a dataset id here; the dataset rows are
// aggregated from the runs in SQL (db/omics/omics-datasets.sql).
import type { LoadContext } from '../load/context.js';
import { columnsOf } from '../load/copy.js';
import { FILE } from '../load/files.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { slugify } from '../load/slug.js';
import { SOURCE } from '../load/sources.js';
import { int, nonEmptyFields, text } from '../load/values.js';

export type DatasetType = 'transcriptome' | 'population-genome';

export interface OmicsRunRow {
  id: string;
  run_accession: string | null;
  source_id: string;
  dataset_id: string | null;
  dataset_type: DatasetType | null;
  verbatim_name: string;
  /** Slug of verbatim_name: the dataset's `speciesSlug` when the taxonomy lacks the name. */
  name_slug: string;
  taxon_id: number | null;
  assay_type: string | null;
  bioproject: string | null;
  biosample: string | null;
  experiment: string | null;
  sra_study: string | null;
  sample_name: string | null;
  center_name: string | null;
  instrument: string | null;
  platform: string | null;
  library_layout: string | null;
  library_selection: string | null;
  library_source: string | null;
  tissue: string | null;
  dev_stage: string | null;
  sex: string | null;
  treatment: string | null;
  condition: string | null;
  geo_loc_name: string | null;
  country: string | null;
  collection_date: string | null;
  lat_lon: string | null;
  release_date: string | null;
  year: number | null;
  bases: number | null;
  avg_spot_length: number | null;
  fastq_url: string | null;
  note: string | null;
  attributes: Record<string, string>;
}

/** INSDC's own "no value" terms: the typed columns read them as NULL (attributes keep them). */
const INSDC_MISSING = new Set([
  '',
  'missing',
  'not applicable',
  'not collected',
  'not provided',
  'na',
  'n/a',
  'unknown',
  'uncalculated',
  'none provided',
]);

export function insdcText(...values: (string | undefined)[]): string | null {
  for (const value of values) {
    const trimmed = value?.trim() ?? '';
    if (!INSDC_MISSING.has(trimmed.toLowerCase()) && !trimmed.toLowerCase().startsWith('missing:')) return trimmed;
  }
  return null;
}

/**
 * Tissue labels as the SRA submitters typed them, in one canonical form: words in lower case (proper names
 * and sample codes such as 'DNA_K_BC05' kept), single spaces, the run table's escaped commas unescaped,
 * then the variants below. The raw value stays in `attributes`.
 */
const TISSUE_VARIANTS: Readonly<Record<string, string>> = {
  'holl body': 'whole body', // typo (51 Helicoverpa armigera runs of two BioProjects)
  'whole organism': 'whole body', // INSDC/DToL wording of the same sample
  'whole insect': 'whole body',
  'head and prothracic segment': 'head and prothoracic segment', // typo
};
const PROPER_WORDS: Readonly<Record<string, string>> = { malpighian: 'Malpighian' };

/** One canonical form of a sample label (tissue, developmental stage); null stays null. */
export function sampleLabel(value: string | null): string | null {
  if (value === null) return null;
  const label = value
    .replace(/\\,/g, ',')
    .replace(/\s+/g, ' ')
    .trim()
    // words only: a sample code such as 'DNA_K_BC05' keeps its case
    .replace(/[\p{L}\p{N}_]+/gu, (word) => {
      if (/[\p{N}_]/u.test(word)) return word;
      const lower = word.toLowerCase();
      return PROPER_WORDS[lower] ?? lower;
    });
  return label === '' ? null : label;
}

export function tissueLabel(value: string | null): string | null {
  const label = sampleLabel(value);
  return label === null ? null : (TISSUE_VARIANTS[label] ?? label);
}

/** The experimental condition of a run: its tissue / stage / sex / treatment, as given. */
export function conditionOf(row: Pick<OmicsRunRow, 'tissue' | 'dev_stage' | 'sex' | 'treatment'>): string | null {
  const parts = [row.tissue, row.dev_stage, row.sex, row.treatment].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' / ') : null;
}

/** RNA-Seq and miRNA-Seq runs are transcriptomes; WGS runs population genomes; other assays neither. */
export function datasetTypeOfAssay(assayType: string | null): DatasetType | null {
  if (assayType === 'RNA-Seq' || assayType === 'miRNA-Seq') return 'transcriptome';
  if (assayType === 'WGS') return 'population-genome';
  return null;
}

function emptyRun(id: string, sourceId: string, name: string): OmicsRunRow {
  return {
    id,
    run_accession: null,
    source_id: sourceId,
    dataset_id: null,
    dataset_type: null,
    verbatim_name: name,
    name_slug: slugify(name),
    taxon_id: null,
    assay_type: null,
    bioproject: null,
    biosample: null,
    experiment: null,
    sra_study: null,
    sample_name: null,
    center_name: null,
    instrument: null,
    platform: null,
    library_layout: null,
    library_selection: null,
    library_source: null,
    tissue: null,
    dev_stage: null,
    sex: null,
    treatment: null,
    condition: null,
    geo_loc_name: null,
    country: null,
    collection_date: null,
    lat_lon: null,
    release_date: null,
    year: null,
    bases: null,
    avg_spot_length: null,
    fastq_url: null,
    note: null,
    attributes: {},
  };
}

export function sraRun(record: CsvRecord): OmicsRunRow {
  const releaseDate = text(record.releasedate)?.slice(0, 10) ?? null;
  const row: OmicsRunRow = {
    ...emptyRun(record.run.trim(), SOURCE.sraHelicoverpa, record.organism.trim()),
    run_accession: record.run.trim(),
    assay_type: text(record.assay_type),
    bioproject: text(record.bioproject),
    biosample: text(record.biosample),
    experiment: text(record.experiment),
    sra_study: text(record.sra_study),
    sample_name: text(record.sample_name),
    center_name: text(record.center_name),
    instrument: text(record.instrument),
    platform: text(record.platform),
    library_layout: text(record.librarylayout),
    library_selection: text(record.libraryselection),
    library_source: text(record.librarysource),
    tissue: tissueLabel(insdcText(record.tissue, record.organism_part, record.tissue_type)),
    dev_stage: sampleLabel(
      insdcText(record.dev_stage, record.developmental_stage, record.development_stage, record.lifestage),
    ),
    sex: insdcText(record.sex, record.gender),
    treatment: insdcText(record.treatment),
    geo_loc_name: insdcText(record.geo_loc_name),
    country: insdcText(record.geo_loc_name_country),
    collection_date: insdcText(record.collection_date),
    lat_lon: insdcText(record.lat_lon),
    release_date: releaseDate,
    year: releaseDate ? Number(releaseDate.slice(0, 4)) : null,
    bases: int(record.bases),
    avg_spot_length: int(record.avgspotlen),
    attributes: nonEmptyFields(record, Object.keys(record)) ?? {},
  };
  row.dataset_type = datasetTypeOfAssay(row.assay_type);
  row.condition = row.dataset_type === 'transcriptome' ? conditionOf(row) : null;
  return row;
}

function dtolRnaseqRun(record: CsvRecord): OmicsRunRow {
  const row: OmicsRunRow = {
    ...emptyRun(record.run_accession.trim(), SOURCE.dtolRnaseq, record.species.trim()),
    run_accession: record.run_accession.trim(),
    dataset_type: 'transcriptome',
    assay_type: 'RNA-Seq',
    tissue: tissueLabel(text(record.tissue)),
    fastq_url: text(record.fastq_r1_url),
    attributes: nonEmptyFields(record, Object.keys(record)) ?? {},
  };
  return { ...row, condition: conditionOf(row) };
}

function annotationRnaseqRun(record: CsvRecord): OmicsRunRow {
  return {
    ...emptyRun(record.run_accession.trim(), SOURCE.harvardRnaseq, record.species.trim()),
    run_accession: record.run_accession.trim(),
    dataset_type: 'transcriptome',
    assay_type: 'RNA-Seq',
    note: text(record.note),
    attributes: nonEmptyFields(record, Object.keys(record)) ?? {},
  };
}

/** Sample-sheet rows have no run accession: id 'ngi:<NGI sample id>'; year = sequencing year. */
function lasiommataSample(record: CsvRecord): OmicsRunRow {
  const sequencingDate = text(record.sequencing_date);
  return {
    ...emptyRun(`ngi:${record.ngi_sample_id.trim()}`, SOURCE.lasiommataResequencing, record.species.trim()),
    dataset_type: 'population-genome',
    assay_type: 'WGS',
    sample_name: text(record.user_sample_id),
    year: sequencingDate ? Number(sequencingDate.slice(0, 4)) : null,
    note: text(record.lane_note),
    attributes: nonEmptyFields(record, Object.keys(record)) ?? {},
  };
}

/**
 * Datasets: runs of one type, organism, BioProject (or source list) and condition. Ids are slugs of
 * that key; should two keys ever give the same slug, the later one gets '-2', '-3', ….
 */
export function assignDatasetIds(runs: OmicsRunRow[]): void {
  const idByKey = new Map<string, string>();
  const taken = new Set<string>();
  for (const run of runs) {
    if (run.dataset_type === null) continue;
    const parts = [run.dataset_type, run.verbatim_name, run.bioproject ?? run.source_id, run.condition ?? ''];
    const key = parts.join('\u0000');
    let id = idByKey.get(key);
    if (id === undefined) {
      const base = slugify(parts.join(' ')).slice(0, 120).replace(/-+$/, '');
      id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      taken.add(id);
      idByKey.set(key, id);
    }
    run.dataset_id = id;
  }
}

/**
 * Omics records must be shown to be of a lepidopteran. The SRA run table was gathered by a search that
 * also returns runs of organisms studied with the moth — parasitoid wasps, host plants, a fungal
 * pathogen, bacteria, viruses, gut metagenomes — so a name Lepitaxa does not place (nor its genus) is
 * dropped too. A virus of a named moth is dropped rather than served as a moth's dataset: no list of
 * this service states a host relation.
 */
export function lepidopteranRuns(ctx: LoadContext, runs: readonly OmicsRunRow[]): OmicsRunRow[] {
  return runs.filter((run) => {
    const evidence = ctx.lepidoptera.evidence(run.verbatim_name);
    if (evidence === 'lepidopteran') return true;
    ctx.skip(
      run.source_id,
      evidence === 'not-lepidopteran'
        ? 'organism not a lepidopteran (virus, bacterium or metagenome named after its host)'
        : 'organism not shown to be a lepidopteran (neither it nor its genus is in Lepitaxa)',
      run.verbatim_name,
    );
    return false;
  });
}

export async function loadOmics(ctx: LoadContext): Promise<void> {
  const runs = lepidopteranRuns(ctx, [
    ...readTable(ctx.datasetDir, FILE.sraHelicoverpa).map(sraRun),
    ...readTable(ctx.datasetDir, FILE.dtolRnaseq).map(dtolRnaseqRun),
    ...readTable(ctx.datasetDir, FILE.rnaseqRunIds).map(annotationRnaseqRun),
    ...readTable(ctx.datasetDir, FILE.lasiommataSamples).map(lasiommataSample),
  ]);
  assignDatasetIds(runs);
  for (const run of runs) run.taxon_id = ctx.names.taxonId(run.source_id, run.verbatim_name);
  await ctx.copy('omics_run', columnsOf('omics_run', runs), runs);
}
