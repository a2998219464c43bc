// Proteins: Lepidoptera opsins and NCBI silk fibroins (from their CSV tables; the FASTA copies are
// shipped for BLAST) and bombyxin-II with its PDB structure.
import { createHash } from 'node:crypto';
import type { LoadContext } from '../load/context.js';
import { columnsOf } from '../load/copy.js';
import { FILE } from '../load/files.js';
import { keepLepidoptera } from '../load/lepidoptera.js';
import { parsePdbHeader } from './pdb.js';
import { type CsvRecord, readDataFile, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { int, text } from '../load/values.js';

/** Id ranges per source, so adding records to one source never renumbers another. */
export const PROTEIN_ID_BASE = { bombyxin: 1, opsins: 10001, fibroins: 20001 } as const;

export interface ProteinRow {
  id: number;
  source_id: string;
  protein_type: string;
  name: string;
  accession: string;
  title: string | null;
  verbatim_name: string;
  taxon_id: number | null;
  family: string | null;
  species_code: string | null;
  subtype: string | null;
  partial_full: string | null;
  lineage: string | null;
  length_aa: number;
  sequence: string;
  chains: object | null;
  url: string | null;
  has_structure: boolean;
}

const PROTEIN_COLUMNS = [
  'id',
  'source_id',
  'protein_type',
  'name',
  'accession',
  'title',
  'verbatim_name',
  'taxon_id',
  'family',
  'species_code',
  'subtype',
  'partial_full',
  'lineage',
  'length_aa',
  'sequence',
  'chains',
  'url',
  'has_structure',
] as const satisfies readonly (keyof ProteinRow)[];

export function opsinRow(record: CsvRecord, index: number): ProteinRow {
  const sequence = record.sequence.trim();
  return {
    id: PROTEIN_ID_BASE.opsins + index,
    source_id: SOURCE.opsinsProteins,
    protein_type: 'opsin',
    name: `${record.opsin_type.trim()} opsin`,
    accession: record.record_id.trim(),
    title: null,
    verbatim_name: record.species.trim(),
    taxon_id: null,
    family: text(record.family),
    species_code: text(record.species_code),
    subtype: text(record.opsin_type),
    partial_full: null,
    lineage: null,
    length_aa: int(record.length_aa) ?? sequence.length,
    sequence,
    chains: null,
    url: null,
    has_structure: false,
  };
}

export function fibroinRow(record: CsvRecord, index: number): ProteinRow {
  const sequence = record.sequence.trim();
  return {
    id: PROTEIN_ID_BASE.fibroins + index,
    source_id: SOURCE.silkFibroins,
    protein_type: 'silk fibroin',
    name: record.title.trim(),
    accession: record.accession.trim(),
    title: text(record.title),
    verbatim_name: record.organism.trim(),
    taxon_id: null,
    family: text(record.family),
    species_code: null,
    subtype: text(record.protein_type),
    partial_full: text(record.partial_full),
    lineage: text(record.taxonomy_from_order),
    length_aa: int(record.sequence_length) ?? sequence.length,
    sequence,
    chains: null,
    url: text(record.ncbi_url),
    has_structure: false,
  };
}

/** Bombyxin-II: one protein whose sequence is its chains (A, B) in order, plus the structure row. */
export function bombyxinRows(pdbText: string) {
  const header = parsePdbHeader(pdbText);
  const molecule = header.chains[0]?.molecule ?? header.pdbId;
  const protein: ProteinRow = {
    id: PROTEIN_ID_BASE.bombyxin,
    source_id: SOURCE.pdbBombyxin,
    protein_type: 'insulin-like peptide',
    name: molecule.split(',')[0].trim(),
    accession: header.pdbId,
    title: header.title,
    verbatim_name: header.organismScientific ?? '',
    taxon_id: null,
    family: null,
    species_code: null,
    subtype: null,
    partial_full: null,
    lineage: null,
    length_aa: header.chains.reduce((sum, chain) => sum + chain.length, 0),
    sequence: header.chains.map((chain) => chain.sequence).join(''),
    chains: header.chains,
    url: `https://www.rcsb.org/structure/${header.pdbId}`,
    has_structure: true,
  };
  const structure = {
    protein_id: protein.id,
    format: 'pdb',
    pdb_id: header.pdbId,
    title: header.title,
    method: header.method,
    deposited_on: header.depositionDate,
    citation_doi: header.journalDoi,
    citation_pmid: header.journalPmid,
    content: pdbText,
    bytes: Buffer.byteLength(pdbText, 'utf8'),
    sha256: createHash('sha256').update(pdbText).digest('hex'),
    source_id: SOURCE.pdbBombyxin,
  };
  return { protein, structure };
}

export async function loadProteins(ctx: LoadContext): Promise<void> {
  const bombyxin = bombyxinRows(readDataFile(ctx.datasetDir, FILE.bombyxinPdb));
  const proteins = keepLepidoptera(
    ctx,
    [
      bombyxin.protein,
      ...readTable(ctx.datasetDir, FILE.opsinCsv).map(opsinRow),
      ...readTable(ctx.datasetDir, FILE.fibroinCsv).map(fibroinRow),
    ],
    (protein) => ({ sourceId: protein.source_id, name: protein.verbatim_name }),
  );
  for (const protein of proteins) protein.taxon_id = ctx.names.taxonId(protein.source_id, protein.verbatim_name);
  await ctx.copy('protein', PROTEIN_COLUMNS, proteins);
  await ctx.copy('protein_structure', columnsOf('protein_structure', [bombyxin.structure]), [bombyxin.structure]);
}
