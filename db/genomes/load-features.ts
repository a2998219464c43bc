// Genome features: chromosome/scaffold lists (lepbase stats, DToL accessions), BUSCO full tables and
// GFF gene features (Maniola BUSCO GFF3, exonerate opsin models). Assembly links are set in SQL.
import type { LoadContext } from '../load/context.js';
import { columnsOf } from '../load/copy.js';
import { FILE } from '../load/files.js';
import { firstAttribute, type GffFeature, parseGff } from './gff.js';
import { readDataFile, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { int, num, text } from '../load/values.js';

type Row = Record<string, string | number | boolean | object | null>;

/** Numbers each row within its group (assembly / species list), in file order, from 1. */
function orderWithin<T>(items: readonly T[], groupOf: (item: T) => string): number[] {
  const counters = new Map<string, number>();
  return items.map((item) => {
    const next = (counters.get(groupOf(item)) ?? 0) + 1;
    counters.set(groupOf(item), next);
    return next;
  });
}

function lepbaseSequences(ctx: LoadContext): Row[] {
  const records = readTable(ctx.datasetDir, FILE.lepbaseSequenceStats);
  const order = orderWithin(records, (record) => record.assembly_accession);
  return records.map((record, index) => ({
    assembly_accession: record.assembly_accession.trim(),
    species_code: null,
    verbatim_name: record.species.trim(),
    taxon_id: ctx.names.taxonId(SOURCE.lepbaseFeatures, record.species),
    sequence_accession: record.sequence_accession.trim(),
    name: record.sequence_accession.trim(),
    is_chromosome: null,
    length_bp: int(record.length_bp),
    gc_fraction: num(record.gc_fraction),
    n_fraction: num(record.n_fraction),
    repeat_masked_fraction: num(record.repeat_masked_fraction),
    busco_lepidoptera_genes: int(record.busco_lepidoptera_odb10_genes),
    busco_insecta_genes: int(record.busco_insecta_odb10_genes),
    busco_arthropoda_genes: int(record.busco_arthropoda_odb10_genes),
    sort_order: order[index],
    source_id: SOURCE.lepbaseFeatures,
  }));
}

function dtolChromosomes(ctx: LoadContext): Row[] {
  const records = readTable(ctx.datasetDir, FILE.dtolChromosomes);
  const order = orderWithin(records, (record) => record.species_code);
  return records.map((record, index) => ({
    assembly_accession: null,
    species_code: text(record.species_code),
    verbatim_name: text(record.species),
    taxon_id: ctx.names.taxonId(SOURCE.opsinsGenomes, record.species),
    sequence_accession: record.sequence_accession.trim(),
    name: record.chromosome.trim(),
    is_chromosome: true,
    length_bp: null,
    gc_fraction: null,
    n_fraction: null,
    repeat_masked_fraction: null,
    busco_lepidoptera_genes: null,
    busco_insecta_genes: null,
    busco_arthropoda_genes: null,
    sort_order: order[index],
    source_id: SOURCE.opsinsGenomes,
  }));
}

function buscoGenes(ctx: LoadContext): Row[] {
  return readTable(ctx.datasetDir, FILE.lepbaseBusco).map((record) => ({
    assembly_accession: record.assembly_accession.trim(),
    verbatim_name: record.species.trim(),
    taxon_id: ctx.names.taxonId(SOURCE.lepbaseFeatures, record.species),
    busco_id: record.busco_id.trim(),
    status: record.status.trim(),
    sequence_accession: text(record.sequence_accession),
    gene_start: int(record.gene_start),
    gene_end: int(record.gene_end),
    strand: text(record.strand),
    score: num(record.score),
    length: int(record.length),
    description: text(record.orthodb_description),
    source_id: SOURCE.lepbaseFeatures,
  }));
}

interface FeatureOwner {
  assemblyAccession: string | null;
  speciesCode: string | null;
  verbatimName: string;
  taxonId: number | null;
  sourceId: string;
}

function featureRow(
  feature: GffFeature,
  owner: FeatureOwner,
  geneId: string | null,
  symbol: string | null,
  description: string | null,
): Row {
  return {
    assembly_accession: owner.assemblyAccession,
    species_code: owner.speciesCode,
    verbatim_name: owner.verbatimName,
    taxon_id: owner.taxonId,
    seqid: feature.seqid,
    feature_source: feature.source,
    type: feature.type,
    start_pos: feature.start,
    end_pos: feature.end,
    score: feature.score,
    strand: feature.strand,
    phase: feature.phase,
    gene_id: geneId,
    symbol,
    description,
    attributes: feature.attributes,
    line_number: feature.lineNumber,
    source_id: owner.sourceId,
  };
}

/** The BUSCO GFF3 of the Maniola hyperantus assembly GCA_902806685.1 (named by the file). */
function maniolaBuscoFeatures(ctx: LoadContext): Row[] {
  const owner: FeatureOwner = {
    assemblyAccession: 'GCA_902806685.1',
    speciesCode: null,
    verbatimName: 'Maniola hyperantus',
    taxonId: ctx.names.taxonId(SOURCE.lepbaseFeatures, 'Maniola hyperantus'),
    sourceId: SOURCE.lepbaseFeatures,
  };
  return parseGff(readDataFile(ctx.datasetDir, FILE.maniolaBuscoGff)).map((feature) =>
    featureRow(
      feature,
      owner,
      firstAttribute(feature.attributes, 'ID'),
      firstAttribute(feature.attributes, 'Name'),
      firstAttribute(feature.attributes, 'description'),
    ),
  );
}

export interface SpeciesBlock {
  species: string;
  code: string;
  content: string;
  firstLineNumber: number;
}

/** The opsin GFF concatenates one exonerate dump per species, each after '# species: Name (Code); …'. */
export function splitSpeciesBlocks(content: string): SpeciesBlock[] {
  const blocks: SpeciesBlock[] = [];
  const allLines = content.split(/\r?\n/);
  allLines.forEach((line, index) => {
    const match = /^# species: (.+?) \((\w+)\)/.exec(line);
    if (match) blocks.push({ species: match[1], code: match[2], content: '', firstLineNumber: index + 2 });
    else if (blocks.length > 0) blocks[blocks.length - 1].content += `${line}\n`;
  });
  return blocks;
}

/**
 * Exonerate writes each gene line followed by its cds/exon/intron/splice/similarity lines, so a
 * feature belongs to the gene line before it. Exonerate numbers genes per run (every gene_id here
 * is 0), so gene ids are '<Code>_opsin_<n>' with n counting the gene lines of the species; the
 * symbol is the opsin of the query ('PapMach|LWS4' → 'LWS4').
 */
export function exonerateFeatures(block: SpeciesBlock, owner: FeatureOwner): Row[] {
  let geneId: string | null = null;
  let symbol: string | null = null;
  let genes = 0;
  return parseGff(block.content, block.firstLineNumber).map((feature) => {
    if (feature.type === 'gene') {
      genes += 1;
      geneId = `${block.code}_opsin_${genes}`;
      symbol = firstAttribute(feature.attributes, 'sequence')?.split('|')[1] ?? null;
    }
    return featureRow(feature, owner, geneId, symbol, null);
  });
}

function opsinFeatures(ctx: LoadContext): Row[] {
  return splitSpeciesBlocks(readDataFile(ctx.datasetDir, FILE.opsinGeneModels)).flatMap((block) =>
    exonerateFeatures(block, {
      assemblyAccession: null,
      speciesCode: block.code,
      verbatimName: block.species,
      taxonId: ctx.names.taxonId(SOURCE.opsinsGenomes, block.species),
      sourceId: SOURCE.opsinsGenomes,
    }),
  );
}

export async function loadGenomeFeatures(ctx: LoadContext): Promise<void> {
  const sequences = [...lepbaseSequences(ctx), ...dtolChromosomes(ctx)];
  await ctx.copy<Row>('genome_sequence', columnsOf('genome_sequence', sequences), sequences);
  const busco = buscoGenes(ctx);
  await ctx.copy<Row>('genome_busco_gene', columnsOf('genome_busco_gene', busco), busco);
  const features = [...maniolaBuscoFeatures(ctx), ...opsinFeatures(ctx)];
  await ctx.copy<Row>('genome_gene_feature', columnsOf('genome_gene_feature', features), features);
}
