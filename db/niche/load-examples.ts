// The NicheBarcoding LappetMoths example as one table: reference and query specimens with their
// coordinates, the authors' environment variables and the published barcode identifications.
import type { LoadContext } from '../load/context.js';
import { columnsOf } from '../load/copy.js';
import { FILE } from '../load/files.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { int, num, text } from '../load/values.js';

/** A niche_barcoding_specimen row (db/migrations). */
interface SpecimenRow {
  role: 'reference' | 'query';
  seq_id: string;
  row_number: number | null;
  verbatim_name: string;
  scientific_name: string | null;
  family: string | null;
  taxon_id: number | null;
  longitude: number | null;
  latitude: number | null;
  ant: number | null;
  ts: number | null;
  tar: number | null;
  ap: number | null;
  ps: number | null;
  barcode_target_species: string | null;
  barcode_scientific_name: string | null;
  barcode_taxon_id: number | null;
  barcode_probability: number | null;
  source_id: string;
}

function bySeqId(records: readonly CsvRecord[], column: string): Map<string, CsvRecord> {
  return new Map(records.map((record) => [record[column].trim(), record]));
}

export function nicheSpecimenRow(
  role: 'reference' | 'query',
  env: CsvRecord,
  point: CsvRecord | undefined,
  identification: CsvRecord | undefined,
): SpecimenRow {
  return {
    role,
    seq_id: env.seqIDs.trim(),
    row_number: int(env['no.']),
    verbatim_name: env.species.trim(),
    scientific_name: text(env.scientific_name, ['', 'unknown']),
    family: text(env.family),
    taxon_id: null,
    longitude: num(point?.Lon),
    latitude: num(point?.Lat),
    ant: num(env.ANT),
    ts: num(env.TS),
    tar: num(env.TAR),
    ap: num(env.AP),
    ps: num(env.PS),
    barcode_target_species: text(identification?.['target.spe']),
    barcode_scientific_name: text(identification?.scientific_name),
    barcode_taxon_id: null,
    barcode_probability: num(identification?.['barcode.prob']),
    source_id: SOURCE.nichebarcodingEnvironment,
  };
}

export async function loadNicheBarcodingSpecimens(ctx: LoadContext): Promise<void> {
  const read = (file: string) => readTable(ctx.datasetDir, file);
  const referencePoints = bySeqId(read(FILE.nicheReferencePoints), 'seqIDs');
  const queryPoints = bySeqId(read(FILE.nicheQueryPoints), 'seqIDs');
  const identifications = bySeqId(read(FILE.nicheQueryIdentification), 'queID');
  const rows = [
    ...read(FILE.nicheReferenceEnv).map((env) =>
      nicheSpecimenRow('reference', env, referencePoints.get(env.seqIDs.trim()), undefined),
    ),
    ...read(FILE.nicheQueryEnv).map((env) =>
      nicheSpecimenRow('query', env, queryPoints.get(env.seqIDs.trim()), identifications.get(env.seqIDs.trim())),
    ),
  ];
  for (const row of rows) {
    if (row.scientific_name !== null)
      row.taxon_id = ctx.names.taxonId(SOURCE.nichebarcodingEnvironment, row.scientific_name);
    if (row.barcode_scientific_name !== null) {
      row.barcode_taxon_id = ctx.names.taxonId(SOURCE.nichebarcodingBarcodes, row.barcode_scientific_name);
    }
  }
  await ctx.copy<SpecimenRow>('niche_barcoding_specimen', columnsOf('niche_barcoding_specimen', rows), rows);
}
