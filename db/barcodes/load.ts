// Barcodes: every barcode FASTA (IOdatabase COI with its specimen index, NicheBarcoding reference
// and query COI, BarcodingR Tibetan Noctuidae COI and Dendrolimus COI/ITS1/ITS2).
import type { LoadContext } from '../load/context.js';
import { countBases, type FastaRecord, headerFields, headerKeyValues, parseFasta } from '../load/fasta.js';
import { FILE, type DataFile } from '../load/files.js';
import { prefixedUniqueIds } from '../load/ids.js';
import { keepLepidoptera } from '../load/lepidoptera.js';
import { readDataFile, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { bool, num, text } from '../load/values.js';

export interface BarcodeRow {
  id: string;
  source_id: string;
  dataset: string;
  sample_id: string;
  fasta_header: string;
  taxon_id: number | null;
  verbatim_name: string;
  verbatim_family: string | null;
  marker: string;
  sequence: string;
  aligned_length: number;
  length_bp: number;
  bold_process_id: string | null;
  genbank_accession: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  in_sample_fasta: boolean | null;
}

const BARCODE_COLUMNS = [
  'id',
  'source_id',
  'dataset',
  'sample_id',
  'fasta_header',
  'taxon_id',
  'verbatim_name',
  'verbatim_family',
  'marker',
  'sequence',
  'aligned_length',
  'length_bp',
  'bold_process_id',
  'genbank_accession',
  'country',
  'latitude',
  'longitude',
  'in_sample_fasta',
] as const satisfies readonly (keyof BarcodeRow)[];

/** The fields every barcode FASTA shares: '>sample_id|name|…'. Per-file extras are filled by the caller. */
export function barcodeRowsFromFasta(
  records: readonly FastaRecord[],
  dataset: string,
  marker: string,
  sourceId: string,
): BarcodeRow[] {
  const sampleIds = records.map((record) => headerFields(record.header)[0]);
  const ids = prefixedUniqueIds(dataset, sampleIds);
  return records.map((record, index) => {
    const fields = headerFields(record.header);
    const keyValues = headerKeyValues(fields);
    return {
      id: ids[index],
      source_id: sourceId,
      dataset,
      sample_id: sampleIds[index],
      fasta_header: record.header,
      taxon_id: null,
      verbatim_name: fields[1] ?? '',
      verbatim_family: null,
      marker,
      sequence: record.sequence,
      aligned_length: record.sequence.length,
      length_bp: countBases(record.sequence),
      bold_process_id: null,
      genbank_accession: null,
      country: null,
      latitude: num(keyValues.get('lat')),
      longitude: num(keyValues.get('lon')),
      in_sample_fasta: null,
    };
  });
}

/** IOdatabase: FASTA '>sample|name|bold|genbank|country' row-aligned with its index table. */
function iodatabaseRows(datasetDir: string): BarcodeRow[] {
  const fasta = parseFasta(readDataFile(datasetDir, FILE.iodatabaseCoiFasta));
  const index = readTable(datasetDir, FILE.iodatabaseCoiIndex);
  if (index.length !== fasta.length)
    throw new Error(`IOdatabase: ${fasta.length} sequences but ${index.length} index rows`);
  return barcodeRowsFromFasta(fasta, 'iodatabase', 'COI-5P', SOURCE.iodatabaseBarcodes).map((row, position) => {
    const entry = index[position];
    // the two files list the same specimens in the same order; ids repeat, so check by position
    if (entry.sample_id !== row.sample_id)
      throw new Error(
        `IOdatabase: row ${position + 1} is ${row.sample_id} in the FASTA, ${entry.sample_id} in the index`,
      );
    return {
      ...row,
      verbatim_name: entry.scientific_name.trim(),
      bold_process_id: text(entry.bold_process_id),
      genbank_accession: text(entry.genbank_accession),
      country: text(headerFields(row.fasta_header)[4], ['', 'NA']),
      in_sample_fasta: bool(entry.in_sample_fasta),
    };
  });
}

/** Files whose header is '>id|name|family…' (family in the third field). */
const FAMILY_HEADER_FILES: readonly { file: DataFile; dataset: string; marker: string; sourceId: string }[] = [
  {
    file: FILE.nicheReferenceCoi,
    dataset: 'nichebarcoding-reference',
    marker: 'COI-5P',
    sourceId: SOURCE.nichebarcodingBarcodes,
  },
  {
    file: FILE.nicheQueryCoi,
    dataset: 'nichebarcoding-query',
    marker: 'COI-5P',
    sourceId: SOURCE.nichebarcodingBarcodes,
  },
  {
    file: FILE.tibetanNoctuidaeCoi,
    dataset: 'barcodingr-tibetan-noctuidae',
    marker: 'COI-5P',
    sourceId: SOURCE.barcodingrTibetanNoctuidae,
  },
  {
    file: FILE.dendrolimusCoi,
    dataset: 'barcodingr-dendrolimus-coi',
    marker: 'COI-5P',
    sourceId: SOURCE.barcodingrDendrolimus,
  },
  {
    file: FILE.dendrolimusIts1,
    dataset: 'barcodingr-dendrolimus-its1',
    marker: 'ITS1',
    sourceId: SOURCE.barcodingrDendrolimus,
  },
  {
    file: FILE.dendrolimusIts2,
    dataset: 'barcodingr-dendrolimus-its2',
    marker: 'ITS2',
    sourceId: SOURCE.barcodingrDendrolimus,
  },
];

export async function loadBarcodes(ctx: LoadContext): Promise<void> {
  const rows = iodatabaseRows(ctx.datasetDir);
  for (const { file, dataset, marker, sourceId } of FAMILY_HEADER_FILES) {
    const fasta = parseFasta(readDataFile(ctx.datasetDir, file));
    for (const row of barcodeRowsFromFasta(fasta, dataset, marker, sourceId)) {
      rows.push({ ...row, verbatim_family: text(headerFields(row.fasta_header)[2]) });
    }
  }
  const barcodes = keepLepidoptera(ctx, rows, (row) => ({ sourceId: row.source_id, name: row.verbatim_name }));
  for (const row of barcodes) row.taxon_id = ctx.names.taxonId(row.source_id, row.verbatim_name);
  await ctx.copy('barcode_sequence', BARCODE_COLUMNS, barcodes);
}
